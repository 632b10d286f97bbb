package undercooked.sim;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.function.IntConsumer;
import java.util.function.Predicate;

/**
 * An immutable list that shares what a change leaves alone. Its elements sit in chunks of 32; a
 * new version with some elements replaced copies the chunk table and the chunks it touches, not
 * the whole list. The state keeps its stations in one: a 64x64 kitchen has 710 fixtures and about
 * five change a tick, and copying all of them every tick was a third of a bot round's time there.
 * No nulls, as {@link List#copyOf}; equal to any list with the same elements in the same order.
 *
 * <p>A list can be made with a mark: a predicate it asks of each element as it is set, keeping
 * the answers as a bit a element, so {@link #nextMarked} finds the few marked elements without
 * reading the rest (the state marks the stations whose pipeline may move this tick). The mark is
 * a cache of the elements: it takes no part in equality.
 */
public final class ChunkedList<E> extends AbstractList<E> {
    private static final int SHIFT = 5;
    private static final int WIDTH = 1 << SHIFT;
    private static final int MASK = WIDTH - 1;
    private final Object[][] chunks;
    private final int size;
    private final Predicate<? super E> mark;
    private final int[] marks;

    private ChunkedList(Object[][] chunks, int size, Predicate<? super E> mark, int[] marks) {
        this.chunks = chunks;
        this.size = size;
        this.mark = mark;
        this.marks = marks;
    }

    /** The list itself when it is a ChunkedList already (whatever its mark); otherwise an unmarked copy. */
    @SuppressWarnings("unchecked")
    public static <E> ChunkedList<E> copyOf(List<? extends E> list) {
        if (list instanceof ChunkedList<?> c) {
            return (ChunkedList<E>) c;
        }
        return build(list, null);
    }

    /**
     * The list itself when it is a ChunkedList with this very mark; otherwise a copy that asks
     * {@code mark} of every element. The predicate must read only the element.
     */
    @SuppressWarnings("unchecked")
    public static <E> ChunkedList<E> copyOf(List<? extends E> list, Predicate<? super E> mark) {
        Objects.requireNonNull(mark, "mark");
        if (list instanceof ChunkedList<?> c && c.mark == mark) {
            return (ChunkedList<E>) c;
        }
        return build(list, mark);
    }

    private static <E> ChunkedList<E> build(List<? extends E> list, Predicate<? super E> mark) {
        int n = list.size();
        Object[][] chunks = new Object[(n + MASK) >>> SHIFT][];
        int[] marks = new int[chunks.length];
        int i = 0;
        for (E e : list) {
            if (i == n) {
                throw new IllegalArgumentException("the list grew while it was copied");
            }
            if ((i & MASK) == 0) {
                chunks[i >>> SHIFT] = new Object[Math.min(WIDTH, n - i)];
            }
            chunks[i >>> SHIFT][i & MASK] = Objects.requireNonNull(e, "element");
            if (mark != null && mark.test(e)) {
                marks[i >>> SHIFT] |= 1 << (i & MASK);
            }
            i++;
        }
        if (i != n) {
            throw new IllegalArgumentException("the list shrank while it was copied");
        }
        return new ChunkedList<>(chunks, n, mark, marks);
    }

    @Override
    @SuppressWarnings("unchecked")
    public E get(int index) {
        Objects.checkIndex(index, size);
        return (E) chunks[index >>> SHIFT][index & MASK];
    }

    @Override
    public int size() {
        return size;
    }

    /** This list with one element replaced. */
    public ChunkedList<E> with(int index, E element) {
        return edit().set(index, element).done();
    }

    /** A mutable copy that copies a chunk only when it first changes one of its elements; the new list keeps this one's mark. */
    public Edit<E> edit() {
        return new Edit<>(this);
    }

    /**
     * The index of the first element at or after {@code from} that the list's mark holds true of,
     * or -1 (always -1 for an unmarked list): {@code for (int i = l.nextMarked(0); i >= 0; i = l.nextMarked(i + 1))}.
     */
    public int nextMarked(int from) {
        if (from < 0) {
            throw new IndexOutOfBoundsException("from " + from);
        }
        int c = from >>> SHIFT;
        if (c >= marks.length) {
            return -1;
        }
        int m = marks[c] & (-1 << (from & MASK));
        while (m == 0) {
            if (++c == marks.length) {
                return -1;
            }
            m = marks[c];
        }
        return (c << SHIFT) + Integer.numberOfTrailingZeros(m);
    }

    /**
     * Calls {@code changed} with every index whose element is not the same object in {@code before},
     * in order. A chunk the two lists share is skipped whole, so a reader that keeps something per
     * element (a projection, a drawing) redoes only what changed. Lists of different sizes differ
     * everywhere.
     */
    public void forEachChangedSince(ChunkedList<?> before, IntConsumer changed) {
        if (before.size != size) {
            for (int i = 0; i < size; i++) {
                changed.accept(i);
            }
            return;
        }
        for (int c = 0; c < chunks.length; c++) {
            Object[] now = chunks[c];
            Object[] was = before.chunks[c];
            if (now == was) {
                continue;
            }
            for (int j = 0; j < now.length; j++) {
                if (now[j] != was[j]) {
                    changed.accept((c << SHIFT) + j);
                }
            }
        }
    }

    /** Changes to a list, made into a new list by {@link #done()}; the list it started from stays as it was. */
    public static final class Edit<E> {
        private final ChunkedList<E> base;
        private Object[][] chunks;
        private int[] marks;
        private boolean spent;

        private Edit(ChunkedList<E> base) {
            this.base = base;
        }

        /** Replaces the element at {@code index} in the list being made. */
        public Edit<E> set(int index, E element) {
            if (spent) {
                throw new IllegalStateException("this edit has made its list already");
            }
            Objects.checkIndex(index, base.size);
            Objects.requireNonNull(element, "element");
            if (chunks == null) {
                chunks = base.chunks.clone();
                marks = base.marks.clone();
            }
            int c = index >>> SHIFT;
            if (chunks[c] == base.chunks[c]) {
                chunks[c] = chunks[c].clone();
            }
            chunks[c][index & MASK] = element;
            if (base.mark != null) {
                int bit = 1 << (index & MASK);
                marks[c] = base.mark.test(element) ? marks[c] | bit : marks[c] & ~bit;
            }
            return this;
        }

        /** The element at {@code index} as it stands in the list being made. */
        @SuppressWarnings("unchecked")
        public E get(int index) {
            Objects.checkIndex(index, base.size);
            Object[][] from = chunks == null ? base.chunks : chunks;
            return (E) from[index >>> SHIFT][index & MASK];
        }

        /** The new list (the one it started from when nothing was set). No change can follow. */
        public ChunkedList<E> done() {
            spent = true;
            return chunks == null ? base : new ChunkedList<>(chunks, base.size, base.mark, marks);
        }
    }
}
