package undercooked.protocol;

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

    public PlaceKey key() {
        return new PlaceKey(kind, x, y);
    }
}
