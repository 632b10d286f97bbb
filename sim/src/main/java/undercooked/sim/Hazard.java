package undercooked.sim;

import java.util.Objects;

/**
 * One live hazard. {@code x}/{@code y} in tile units (a fire or spill at its cell's centre, the
 * obstacle where it is, a rush at 0,0). {@code since} is the tick it began and {@code until} the
 * tick it ends ({@link #FOREVER}: until put out, or never). Storing the ticks rather than
 * counting them down keeps a hazard unchanged from tick to tick, so a kitchen with a fire in it
 * does not rebuild its state every substep. {@code ref} is the burning station's index for a
 * fire and the waypoint the obstacle is heading for; -1 otherwise.
 */
public record Hazard(HazardKind kind, double x, double y, long since, long until, int ref) {
    /** The {@code until} of a hazard with no set end. */
    public static final long FOREVER = Long.MAX_VALUE;

    public Hazard {
        Objects.requireNonNull(kind, "kind");
        if (since < 0 || until <= since) {
            throw new IllegalArgumentException("hazard must end after it begins: " + since + " .. " + until);
        }
    }

    public Cell cell() {
        return Cell.containing(x, y);
    }

    /** Seconds of life left at {@code tick}; 0 for a hazard with no set end. */
    public double lifeSeconds(long tick) {
        return until == FOREVER ? 0.0 : Math.max(0, until - tick) * SimConstants.STEP_DT;
    }
}
