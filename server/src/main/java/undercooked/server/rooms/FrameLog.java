package undercooked.server.rooms;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import undercooked.sim.Facing;
import undercooked.sim.InputScript;
import undercooked.sim.PlayerInput;
import undercooked.sim.Vec2;

/**
 * Every frame a round's kernel consumed, in columns of primitives instead of one object graph per
 * frame: a four-cook 150 s round is 12,000 frames, and as {@link InputScript.Frame} records (with
 * their vector and two optional stamps) they held about 175 bytes each, 2 MB a room and half a
 * gigabyte at 250 rooms by the end of a round. Here a frame is 34 bytes (ticks fit an int: a
 * round would need three years to overflow one). The records are built
 * once, when the round is handed to the archive.
 */
final class FrameLog {

    private static final int FACE_NONE = 0;

    private String[] players = new String[4];
    private int playerCount;
    private int[] ticks = new int[1024];
    private byte[] player = new byte[1024];
    private double[] moveX = new double[1024];
    private double[] moveY = new double[1024];
    /** Bit 0 the action button, bits 1-3 the facing (0 none, else ordinal + 1). */
    private byte[] flags = new byte[1024];
    private int[] receivedAt = new int[1024];
    private long[] seq = new long[1024];
    private int size;

    /** The kernel advanced from {@code tick} with this frame. */
    void add(long tick, PlayerInput in) {
        if (size == ticks.length) {
            grow();
        }
        ticks[size] = Math.toIntExact(tick);
        player[size] = (byte) playerIndex(in.playerId());
        moveX[size] = in.move().x();
        moveY[size] = in.move().y();
        int face = in.face().map(f -> f.ordinal() + 1).orElse(FACE_NONE);
        flags[size] = (byte) ((in.action() ? 1 : 0) | face << 1);
        receivedAt[size] = Math.toIntExact(in.receivedAtTick());
        seq[size] = in.seq();
        size++;
    }

    int size() {
        return size;
    }

    /** The frames as the script format has them, in the order they were added. */
    List<InputScript.Frame> frames() {
        Facing[] faces = Facing.values();
        List<InputScript.Frame> out = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            int face = flags[i] >> 1;
            out.add(new InputScript.Frame(ticks[i], players[player[i]], new Vec2(moveX[i], moveY[i]),
                    (flags[i] & 1) != 0, face == FACE_NONE ? Optional.empty() : Optional.of(faces[face - 1]),
                    OptionalLong.of(receivedAt[i]), OptionalLong.of(seq[i])));
        }
        return out;
    }

    private int playerIndex(String id) {
        for (int i = 0; i < playerCount; i++) {
            if (players[i].equals(id)) {
                return i;
            }
        }
        if (playerCount == Byte.MAX_VALUE) {
            throw new IllegalStateException("more than " + Byte.MAX_VALUE + " player ids in one round");
        }
        if (playerCount == players.length) {
            players = Arrays.copyOf(players, playerCount * 2);
        }
        players[playerCount] = id;
        return playerCount++;
    }

    private void grow() {
        int n = ticks.length * 2;
        ticks = Arrays.copyOf(ticks, n);
        player = Arrays.copyOf(player, n);
        moveX = Arrays.copyOf(moveX, n);
        moveY = Arrays.copyOf(moveY, n);
        flags = Arrays.copyOf(flags, n);
        receivedAt = Arrays.copyOf(receivedAt, n);
        seq = Arrays.copyOf(seq, n);
    }
}
