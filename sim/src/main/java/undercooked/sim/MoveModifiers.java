package undercooked.sim;

/**
 * How the floor under a cook changes their traction: the seam hazards plug into so movement never
 * learns about hazards. {@code speedScale} scales the top speed, {@code accelScale} the grip both
 * ways, and {@code slide} removes braking (not throttle).
 */
public record MoveModifiers(double speedScale, double accelScale, boolean slide) {
    public static final MoveModifiers NONE = new MoveModifiers(1.0, 1.0, false);

    public MoveModifiers {
        if (!(speedScale >= 0) || !(accelScale >= 0) || !Double.isFinite(speedScale) || !Double.isFinite(accelScale)) {
            throw new IllegalArgumentException("scales must be finite and >= 0, got " + speedScale + ", " + accelScale);
        }
    }
}
