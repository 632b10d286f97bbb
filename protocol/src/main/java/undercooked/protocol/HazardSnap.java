package undercooked.protocol;

import java.util.Comparator;
import java.util.Objects;

/**
 * A hazard on a frame (wire {@code t x y l}); {@code l} is seconds of life left, 0 meaning it
 * stays until removed. A moving obstacle's identity changes as it moves: it travels as a
 * tombstone plus a new entry, which is what its position change means to a client anyway.
 */
public record HazardSnap(String kind, double x, double y, double life) {

    public HazardSnap {
        Checks.text("t", kind, 1, Checks.WORD_MAX);
        x = Quantize.q2(x);
        y = Quantize.q2(y);
        life = Quantize.q2(Checks.finiteBetween("l", life, 0.0, Double.MAX_VALUE));
    }

    public Key key() {
        return new Key(kind, x, y);
    }

    /** Reading order, like stations. */
    public record Key(String kind, double x, double y) implements Comparable<Key> {
        private static final Comparator<Key> ORDER = Comparator.comparingDouble(Key::y)
                .thenComparingDouble(Key::x).thenComparing(Key::kind);

        public Key {
            Objects.requireNonNull(kind, "t");
        }

        @Override
        public int compareTo(Key other) {
            return ORDER.compare(this, other);
        }
    }
}
