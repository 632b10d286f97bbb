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
        return map(msg.move().x(), msg.move().y(), msg.act(), msg.face().map(InputMapper::facing), playerId,
                receivedAtTick, msg.seq());
    }

    /**
     * A bot cook's intent as the kernel gets a player's frame: the same clamp, quantisation and
     * derived facing, stamped with the tick it is fed at and the bot's own seq. A move that is not
     * finite is no move (a bot never sends an illegal input; this makes sure of it).
     */
    public static Mapped bot(PlayerInput intent, long tick, long seq) {
        double x = intent.move().x();
        double y = intent.move().y();
        boolean finite = Double.isFinite(x) && Double.isFinite(y);
        return map(finite ? x : 0.0, finite ? y : 0.0, intent.action(), intent.face(), intent.playerId(), tick, seq);
    }

    private static Mapped map(double mx, double my, boolean act, Optional<Facing> face0, String playerId,
                              long receivedAtTick, long seq) {
        double x = q3(mx);
        double y = q3(my);
        double length = Math.hypot(x, y);
        boolean clamped = length > 1.0;
        if (clamped) {
            x = q3Down(x / length);
            y = q3Down(y / length);
        }
        Vec2 move = new Vec2(x, y);
        Optional<Facing> face = face0.or(() -> derive(move.x(), move.y()));
        return new Mapped(new PlayerInput(playerId, move, act, face, receivedAtTick, seq), clamped);
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
