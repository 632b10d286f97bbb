package undercooked.server.wire;

import java.util.Optional;

import undercooked.protocol.Face;
import undercooked.protocol.InputMsg;
import undercooked.sim.Facing;
import undercooked.sim.PlayerInput;
import undercooked.sim.Vec2;

/**
 * An accepted {@code input} frame as the kernel's {@link PlayerInput}: the move clamped to
 * length 1 and quantised to 3 decimals (past that a float is client noise, and a replay must
 * reproduce the effect exactly), the facing derived from the move when the client sent none.
 */
public final class InputMapper {

    private InputMapper() {
    }

    /** The mapped frame and whether its move had to be clamped. */
    public record Mapped(PlayerInput input, boolean clamped) {
    }

    public static Mapped map(InputMsg msg, String playerId, long receivedAtTick) {
        double x = q3(msg.move().x());
        double y = q3(msg.move().y());
        double length = Math.hypot(x, y);
        boolean clamped = length > 1.0;
        if (clamped) {
            x = q3Down(x / length);
            y = q3Down(y / length);
        }
        Vec2 move = new Vec2(x, y);
        Optional<Facing> face = msg.face().map(InputMapper::facing).or(() -> derive(move.x(), move.y()));
        return new Mapped(new PlayerInput(playerId, move, msg.act(), face, receivedAtTick, msg.seq()), clamped);
    }

    /** The dominant axis wins; a perfect diagonal resolves to the horizontal; no move holds the facing. */
    static Optional<Facing> derive(double x, double y) {
        if (x == 0.0 && y == 0.0) {
            return Optional.empty();
        }
        if (Math.abs(x) >= Math.abs(y)) {
            return Optional.of(x > 0 ? Facing.RIGHT : Facing.LEFT);
        }
        return Optional.of(y > 0 ? Facing.DOWN : Facing.UP);
    }

    private static Facing facing(Face face) {
        return switch (face) {
            case UP -> Facing.UP;
            case RIGHT -> Facing.RIGHT;
            case DOWN -> Facing.DOWN;
            case LEFT -> Facing.LEFT;
        };
    }

    static double q3(double v) {
        return Math.round(v * 1000.0) / 1000.0 + 0.0;
    }

    /** Rounds toward zero so a clamped unit vector cannot round back above length 1. */
    private static double q3Down(double v) {
        return (v < 0 ? Math.ceil(v * 1000.0) : Math.floor(v * 1000.0)) / 1000.0 + 0.0;
    }
}
