package undercooked.protocol;

/**
 * Snapshot quantisation: positions, progress, quality, life and time to 2 decimals. Past that a
 * float is encoder noise that would defeat the delta (an entity "changes" every tick) and
 * cost bytes on every frame.
 */
public final class Quantize {

    private Quantize() {
    }

    /** Rounds half up to 2 decimals; idempotent, and never yields -0.0 (it would encode as "-0.0"). */
    public static double q2(double value) {
        Checks.finite("value", value);
        return Math.round(value * 100.0) / 100.0 + 0.0;
    }
}
