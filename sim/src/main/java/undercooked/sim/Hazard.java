package undercooked.sim;

import java.util.Objects;

/**
 * One live hazard. {@code x}/{@code y} in tile units (a fire or spill at its cell's centre, the
 * obstacle where it is, a rush at 0,0). {@code life} is the ticks it has left (0: until removed),
 * {@code age} the ticks since it began. {@code ref} is the burning station's index for a fire and
 * the waypoint the obstacle is heading for; -1 otherwise.
 */
public record Hazard(HazardKind kind, double x, double y, int life, int age, int ref) {
    public Hazard {
        Objects.requireNonNull(kind, "kind");
        if (life < 0 || age < 0) {
            throw new IllegalArgumentException("hazard life and age must be >= 0, got " + life + ", " + age);
        }
    }

    public Cell cell() {
        return Cell.containing(x, y);
    }
}
