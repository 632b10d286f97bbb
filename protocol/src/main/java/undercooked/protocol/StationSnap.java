package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;

/**
 * A station on a frame (wire {@code k x y g n q p s}). Its identity is kind plus tile, never the
 * server's internal station id, which must not leave the server. {@code count} ({@code n}) is how
 * many items the station holds (a pot's ingredients, a sink's plates): {@code g} names the first
 * alone, so without it a client that joined late could not tell a pot of one from a pot of three.
 */
public record StationSnap(String kind, double x, double y, Optional<String> content, int count, double quality,
                          double progress, String state) {

    /** What absent fields mean in a sparse frame: {@code g} empty, {@code n} 0, {@code q} 1, {@code p} 0, {@code s} idle. */
    public static final int DEFAULT_COUNT = 0;
    /** Far above any station's capacity; a bound so that a hostile frame cannot carry any number. */
    public static final int MAX_COUNT = 999;
    public static final double DEFAULT_QUALITY = 1.0;
    public static final double DEFAULT_PROGRESS = 0.0;
    public static final String DEFAULT_STATE = "idle";

    public StationSnap {
        Checks.text("k", kind, 1, Checks.WORD_MAX);
        x = Quantize.q2(x);
        y = Quantize.q2(y);
        Objects.requireNonNull(content, "g");
        content.ifPresent(g -> Checks.text("g", g, 1, Checks.WORD_MAX));
        Checks.between("n", count, 0, MAX_COUNT);
        quality = Quantize.q2(Checks.finiteBetween("q", quality, 0.0, 1.0));
        progress = Quantize.q2(Checks.finiteBetween("p", progress, 0.0, 1.0));
        Checks.text("s", state, 1, Checks.WORD_MAX);
    }

    /** An empty, idle station: every field at its default. */
    public static StationSnap atDefaults(String kind, double x, double y) {
        return new StationSnap(kind, x, y, Optional.empty(), DEFAULT_COUNT, DEFAULT_QUALITY, DEFAULT_PROGRESS, DEFAULT_STATE);
    }

    public PlaceKey key() {
        return new PlaceKey(kind, x, y);
    }
}
