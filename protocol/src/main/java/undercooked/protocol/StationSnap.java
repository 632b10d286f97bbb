package undercooked.protocol;

import java.util.Comparator;
import java.util.Objects;
import java.util.Optional;

/**
 * A station on a frame (wire {@code k x y g q p s}). Its identity is kind plus tile, never the
 * server's internal station id, which must not leave the server.
 */
public record StationSnap(String kind, double x, double y, Optional<String> content, double quality,
                          double progress, String state) {

    public StationSnap {
        Checks.text("k", kind, 1, Checks.WORD_MAX);
        x = Quantize.q2(x);
        y = Quantize.q2(y);
        Objects.requireNonNull(content, "g");
        content.ifPresent(g -> Checks.text("g", g, 1, Checks.WORD_MAX));
        quality = Quantize.q2(Checks.finiteBetween("q", quality, 0.0, 1.0));
        progress = Quantize.q2(Checks.finiteBetween("p", progress, 0.0, 1.0));
        Checks.text("s", state, 1, Checks.WORD_MAX);
    }

    public Key key() {
        return new Key(kind, x, y);
    }

    /** Ordered in reading order (row, then column, then kind): what a person scanning a frame expects. */
    public record Key(String kind, double x, double y) implements Comparable<Key> {
        private static final Comparator<Key> ORDER = Comparator.comparingDouble(Key::y)
                .thenComparingDouble(Key::x).thenComparing(Key::kind);

        public Key {
            Objects.requireNonNull(kind, "k");
        }

        @Override
        public int compareTo(Key other) {
            return ORDER.compare(this, other);
        }
    }
}
