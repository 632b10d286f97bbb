package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ChunkedListTest {
    private static final Predicate<String> ODD = s -> Integer.parseInt(s) % 2 == 1;

    private static List<String> numbers(int n) {
        return IntStream.range(0, n).mapToObj(String::valueOf).toList();
    }

    private static List<Integer> marked(ChunkedList<?> l) {
        List<Integer> out = new ArrayList<>();
        for (int i = l.nextMarked(0); i >= 0; i = l.nextMarked(i + 1)) {
            out.add(i);
        }
        return out;
    }

    @ParameterizedTest(name = "{0} elements")
    @ValueSource(ints = {0, 1, 31, 32, 33, 710})
    void aCopyReadsAsItsSourceAndEqualsIt(int n) {
        List<String> source = numbers(n);
        ChunkedList<String> l = ChunkedList.copyOf(source);
        assertEquals(n, l.size());
        assertEquals(source, l);
        assertEquals(l, source);
        assertEquals(source.hashCode(), l.hashCode());
        assertEquals(source, new ArrayList<>(l));
        assertThrows(IndexOutOfBoundsException.class, () -> l.get(n));
        assertThrows(IndexOutOfBoundsException.class, () -> l.get(-1));
    }

    @Test
    void aChangeSharesTheChunksItLeavesAlone() {
        ChunkedList<String> before = ChunkedList.copyOf(numbers(100));
        ChunkedList<String> after = before.with(40, "x");
        assertEquals("40", before.get(40), "the list it started from stays as it was");
        assertEquals("x", after.get(40));
        List<String> expected = new ArrayList<>(numbers(100));
        expected.set(40, "x");
        assertEquals(expected, after);
        List<Integer> changed = new ArrayList<>();
        after.forEachChangedSince(before, changed::add);
        assertEquals(List.of(40), changed);
    }

    @Test
    void anEditCopiesEachTouchedChunkOnceAndReadsItsOwnChanges() {
        ChunkedList<String> base = ChunkedList.copyOf(numbers(100));
        ChunkedList.Edit<String> e = base.edit();
        e.set(3, "a").set(5, "b").set(99, "c").set(3, "d");
        assertEquals("d", e.get(3));
        assertEquals("4", e.get(4));
        ChunkedList<String> done = e.done();
        assertEquals(List.of("d", "4", "b"), done.subList(3, 6));
        assertEquals("c", done.get(99));
        assertEquals(numbers(100), base);
        List<Integer> changed = new ArrayList<>();
        done.forEachChangedSince(base, changed::add);
        assertEquals(List.of(3, 5, 99), changed);
        assertThrows(IllegalStateException.class, () -> e.set(0, "late"), "a spent edit takes no change");
        assertSame(base, base.edit().done(), "an edit that set nothing gives back its list");
    }

    @Test
    void listsOfDifferentSizesDifferEverywhere() {
        List<Integer> changed = new ArrayList<>();
        ChunkedList.copyOf(numbers(3)).forEachChangedSince(ChunkedList.copyOf(numbers(2)), changed::add);
        assertEquals(List.of(0, 1, 2), changed);
    }

    @Test
    void theMarkFollowsEveryChange() {
        ChunkedList<String> l = ChunkedList.copyOf(numbers(100), ODD);
        assertEquals(IntStream.range(0, 100).filter(i -> i % 2 == 1).boxed().toList(), marked(l));
        ChunkedList<String> changed = l.edit().set(1, "2").set(64, "7").set(99, "99").done();
        List<Integer> expected = new ArrayList<>(IntStream.range(0, 100).filter(i -> i % 2 == 1).boxed().toList());
        expected.remove(Integer.valueOf(1));
        expected.add(31, 64);
        assertEquals(expected, marked(changed));
        assertEquals(IntStream.range(0, 100).filter(i -> i % 2 == 1).boxed().toList(), marked(l), "the old list keeps its marks");
        assertEquals(List.of(), marked(ChunkedList.copyOf(numbers(100))), "an unmarked list marks nothing");
        assertEquals(-1, l.nextMarked(100));
        assertEquals(-1, l.nextMarked(5000));
        assertThrows(IndexOutOfBoundsException.class, () -> l.nextMarked(-1));
    }

    @Test
    void aCopyKeepsAListWithTheSameMarkAndRemarksAnyOther() {
        ChunkedList<String> marked = ChunkedList.copyOf(numbers(40), ODD);
        assertSame(marked, ChunkedList.copyOf(marked, ODD));
        assertSame(marked, ChunkedList.copyOf(marked), "a plain copy takes any chunked list as it is");
        ChunkedList<String> remarked = ChunkedList.copyOf(marked, s -> s.equals("7"));
        assertNotSame(marked, remarked);
        assertEquals(marked, remarked, "the mark takes no part in equality");
        assertEquals(List.of(7), marked(remarked));
    }

    @Test
    void itRejectsNullsAndChanges() {
        List<String> withNull = new ArrayList<>(numbers(3));
        withNull.set(1, null);
        assertThrows(NullPointerException.class, () -> ChunkedList.copyOf(withNull));
        ChunkedList<String> l = ChunkedList.copyOf(numbers(3));
        assertThrows(NullPointerException.class, () -> l.with(0, null));
        assertThrows(IndexOutOfBoundsException.class, () -> l.with(3, "x"));
        assertThrows(UnsupportedOperationException.class, () -> l.set(0, "x"));
        assertThrows(UnsupportedOperationException.class, () -> l.add("x"));
        assertThrows(UnsupportedOperationException.class, () -> l.remove(0));
    }

    @Test
    void theStateMarksTheStationsWhosePipelineMayMove() {
        KitchenState s = Sim.newRound(TestKitchens.standard(), List.of("p1"), 7L);
        ChunkedList<Station> stations = ChunkedList.copyOf(s.stations());
        assertEquals(List.of(), marked(stations), "a new round's kitchen is idle");
        Station board = s.stations().stream().filter(st -> st.kind() == StationKind.CHOP_BOARD).findFirst().orElseThrow();
        KitchenState.Draft d = s.draft();
        d.stations = stations.with(board.index(), board.withWorker("p1"));
        assertEquals(List.of(board.index()), marked(ChunkedList.copyOf(d.build().stations())));
    }
}
