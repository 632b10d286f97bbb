package undercooked.protocol;

/**
 * A movement intent: a direction, not a speed. Magnitude above 1 is refused here rather than
 * clamped so that a client that sends speeds learns it at once.
 */
public record Vec2Msg(double x, double y) {

    public static final Vec2Msg ZERO = new Vec2Msg(0.0, 0.0);

    public Vec2Msg {
        Checks.finite("move.x", x);
        Checks.finite("move.y", y);
        if (Math.hypot(x, y) > 1.0) {
            throw new IllegalArgumentException("move magnitude must be <= 1, was " + Math.hypot(x, y));
        }
    }
}
