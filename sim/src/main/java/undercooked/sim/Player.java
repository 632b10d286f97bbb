package undercooked.sim;

import java.util.Objects;
import java.util.Optional;

/**
 * One cook. {@code held} is the one hand's item. The hold counters are the button's memory:
 * {@code actionHeldTicks} counts the substeps the button has been down (1 on the press),
 * {@code holdStation} is the fixture a long press is working on ({@link #NO_STATION} when the
 * hold targets nothing or was voided by walking away).
 */
public record Player(String id, int seat, Vec2 pos, Vec2 vel, Facing facing, PlayerState state,
                     double stun, Optional<Item> held, int actionHeldTicks, int holdStation) {
    public static final int NO_STATION = -1;

    public Player {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(pos, "pos");
        Objects.requireNonNull(vel, "vel");
        Objects.requireNonNull(facing, "facing");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(held, "held");
        if (seat < 0) {
            throw new IllegalArgumentException("seat must be >= 0, got " + seat);
        }
        if (actionHeldTicks < 0) {
            throw new IllegalArgumentException("actionHeldTicks must be >= 0, got " + actionHeldTicks);
        }
    }

    public Player withBody(Vec2 newPos, Vec2 newVel, Facing newFacing, PlayerState newState, double newStun) {
        return new Player(id, seat, newPos, newVel, newFacing, newState, newStun, held, actionHeldTicks, holdStation);
    }

    public Player withPos(Vec2 newPos) {
        return new Player(id, seat, newPos, vel, facing, state, stun, held, actionHeldTicks, holdStation);
    }

    public Player withHeld(Optional<Item> newHeld) {
        return new Player(id, seat, pos, vel, facing, state, stun, newHeld, actionHeldTicks, holdStation);
    }

    public Player withHold(int heldTicks, int station) {
        return new Player(id, seat, pos, vel, facing, state, stun, held, heldTicks, station);
    }

    public Player withStun(double newStun) {
        return new Player(id, seat, pos, vel, facing, state, newStun, held, actionHeldTicks, holdStation);
    }
}
