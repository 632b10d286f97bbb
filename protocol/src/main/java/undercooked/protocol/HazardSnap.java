package undercooked.protocol;


/**
 * A hazard on a frame (wire {@code t x y l}); {@code l} is seconds of life left, 0 meaning it
 * stays until removed. A moving obstacle's identity changes as it moves: it travels as a
 * tombstone plus a new entry, which is what its position change means to a client anyway.
 */
public record HazardSnap(String kind, double x, double y, double life) {

    /** What an absent {@code l} means in a sparse frame: until removed. */
    public static final double DEFAULT_LIFE = 0.0;

    public HazardSnap {
        Checks.text("t", kind, 1, Checks.WORD_MAX);
        x = Quantize.q2(x);
        y = Quantize.q2(y);
        life = Quantize.q2(Checks.finiteBetween("l", life, 0.0, Double.MAX_VALUE));
    }

    public PlaceKey key() {
        return new PlaceKey(kind, x, y);
    }
}
