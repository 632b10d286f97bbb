package undercooked.sim;

import java.util.Objects;
import java.util.Optional;

/**
 * One frame of a cook's intent. {@code move} is taken as a direction (clamped to length 1 by the
 * kernel, whatever was sent); {@code face} overrides the facing derived from {@code move}.
 * {@code receivedAtTick} and {@code seq} are stamped by whoever feeds the kernel (the room, a
 * replay) and decide which frame wins when several arrive for one cook.
 */
public record PlayerInput(String playerId, Vec2 move, boolean action, Optional<Facing> face,
                          long receivedAtTick, long seq) {
    public PlayerInput {
        Objects.requireNonNull(playerId, "playerId");
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(face, "face");
    }

    public static PlayerInput of(String playerId, double mx, double my, boolean action, long tick, long seq) {
        return new PlayerInput(playerId, new Vec2(mx, my), action, Optional.empty(), tick, seq);
    }
}
