package undercooked.sim;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The diff must see every field the hash sees: a golden that fails on a field the diff skips is a
 * failure nobody can read. This reuses the hash-coverage walk (every leaf of a rich state changed
 * in turn) and requires each change to be reported at that leaf's path, so a field added to the
 * state later is covered or this test fails.
 */
class StateDiffCoverageTest {
    @Test
    void everyLeafOfTheStateIsReportedAtItsPath() throws Exception {
        KitchenState base = StateHashCoverageTest.richState();
        List<String> unreported = new ArrayList<>();
        int checked = 0;
        for (StateHashCoverageTest.Variant v : StateHashCoverageTest.variants(base, KitchenState.class, "state")) {
            if (v.value() == null) {
                continue; // refused by an invariant (a seat): no such state exists to diff
            }
            String expected = expectedPath(v.path());
            List<String> paths = StateDiff.between(base, (KitchenState) v.value()).stream()
                    .map(StateDiff.Change::path).toList();
            if (paths.stream().noneMatch(path -> expected.equals(path) || expected.startsWith(path + "."))) {
                unreported.add(v.path() + " (expected " + expected + ", got " + paths + ")");
            }
            checked++;
        }
        assertEquals(List.of(), unreported);
        assertTrue(checked >= 40, "walked only " + checked + " variants");
    }

    /**
     * The hash walk's path as the diff spells it: no root name, counters by name, an emptied
     * optional at the optional itself. The diff may report a change at an enclosing path when it
     * shows that value whole (an item whose wire name changed, the kitchen).
     */
    private static String expectedPath(String variantPath) {
        String p = variantPath.substring("state.".length()).replace("(emptied)", "");
        if (p.startsWith("counters.entries[")) {
            String index = p.substring("counters.entries[".length(), p.indexOf(']'));
            String name = StateHashCoverageTest.richState().counters().entries().get(Integer.parseInt(index)).name();
            return "counters." + name;
        }
        return keyed(p, StateHashCoverageTest.richState());
    }

    /** Entries with an identity are named by it ({@code orders.active[id=1]}): the index in the walk's path becomes the key. */
    private static String keyed(String path, KitchenState base) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\[(\\d+)\\]").matcher(path);
        StringBuilder out = new StringBuilder();
        int last = 0;
        while (m.find()) {
            String prefix = out + path.substring(last, m.start());
            Object list = FieldPath.parse(prefix).read(base).orElse(null);
            int i = Integer.parseInt(m.group(1));
            String segment = list instanceof List<?> l && i < l.size() ? FieldPath.children(l).get(i).segment() : m.group();
            out.append(path, last, m.start()).append(segment);
            last = m.end();
        }
        return out.append(path.substring(last)).toString();
    }
}
