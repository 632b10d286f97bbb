package undercooked.server.rooms;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import undercooked.server.archive.FrameSpool;
import undercooked.sim.Facing;
import undercooked.sim.InputScript;
import undercooked.sim.PlayerInput;
import undercooked.sim.Vec2;

/**
 * Every frame a round's kernel consumed, packed as bytes in fixed chunks rather than one object
 * graph per frame: a four-cook 180 s round is 14,400 frames, which as {@link InputScript.Frame}
 * records held about 175 bytes each, and as columns of primitives 34 bytes (plus up to as much
 * again in the doubling slack of the columns: the largest single share of a playing room's heap,
 * measured with {@code bench server}). Here a frame is what differs from the same cook's previous
 * one: the tick as a step from the frame before, the cook, a flag byte, then the move only when it
 * changed (two raw doubles, so the replay stays bit for bit), and the seq and receive stamps as
 * steps from that cook's last ones. A held intent the room repeats for a silent seat is 3 bytes,
 * a fresh input about 20. The records are built once, when the round is handed to the archive.
 *
 * <p>With a spool file, every chunk the log fills is written there and its array reused, so the
 * heap holds one chunk whatever the round's length (a phone's joystick sends a fresh move up to 20
 * times a second: about 1.4 KB a second a room). Without one, or once the disk refused a chunk,
 * the filled chunks stay in memory; either way every frame comes back.
 */
final class FrameLog implements AutoCloseable {

    static final int CHUNK = 8 * 1024;
    /** The longest a frame can encode to: 10 + 1 + 1 + 16 + 10 + 10 bytes. */
    private static final int MAX_FRAME = 48;
    private static final int ACTION = 1;
    private static final int FACE_SHIFT = 1;
    private static final int FACE_MASK = 0x7;
    private static final int SAME_MOVE = 1 << 4;
    private static final int SAME_SEQ = 1 << 5;
    private static final int SAME_RECEIVED = 1 << 6;

    private final Optional<FrameSpool.File> spool;
    /** Filled chunks kept in memory: after the spooled ones (the spool's chunks are always a prefix). */
    private final List<byte[]> kept = new ArrayList<>();
    private byte[] chunk;
    private int at;
    private String[] players = new String[4];
    /** Per cook index: its previous frame's move bits and stamps (valid once {@code seen}). */
    private long[] lastX = new long[4];
    private long[] lastY = new long[4];
    private long[] lastSeq = new long[4];
    private long[] lastReceived = new long[4];
    private boolean[] seen = new boolean[4];
    private int playerCount;
    private long lastTick;
    private int size;

    /** A log that keeps every chunk in memory. */
    FrameLog() {
        this(Optional.empty());
    }

    /** A log that writes its filled chunks to {@code spool} when given. */
    FrameLog(Optional<FrameSpool.File> spool) {
        this.spool = spool;
    }

    /** The kernel advanced from {@code tick} with this frame; ticks never go back. */
    void add(long tick, PlayerInput in) {
        if (tick < lastTick || tick < 0) {
            throw new IllegalArgumentException("frames are logged in tick order: " + tick + " after " + lastTick);
        }
        int p = playerIndex(in.playerId());
        if (chunk == null) {
            chunk = new byte[CHUNK];
        } else if (CHUNK - at < MAX_FRAME) {
            seal();
        }
        long x = Double.doubleToRawLongBits(in.move().x());
        long y = Double.doubleToRawLongBits(in.move().y());
        int flags = (in.action() ? ACTION : 0) | in.face().map(f -> f.ordinal() + 1).orElse(0) << FACE_SHIFT;
        boolean prior = seen[p];
        if (prior && x == lastX[p] && y == lastY[p]) {
            flags |= SAME_MOVE;
        }
        if (prior && in.seq() == lastSeq[p]) {
            flags |= SAME_SEQ;
        }
        if (prior && in.receivedAtTick() == lastReceived[p]) {
            flags |= SAME_RECEIVED;
        }
        putVar(tick - lastTick);
        chunk[at++] = (byte) p;
        chunk[at++] = (byte) flags;
        if ((flags & SAME_MOVE) == 0) {
            putLong(x);
            putLong(y);
        }
        if ((flags & SAME_SEQ) == 0) {
            putVar(zigzag(in.seq() - lastSeq[p]));
        }
        if ((flags & SAME_RECEIVED) == 0) {
            putVar(zigzag(in.receivedAtTick() - lastReceived[p]));
        }
        lastTick = tick;
        lastX[p] = x;
        lastY[p] = y;
        lastSeq[p] = in.seq();
        lastReceived[p] = in.receivedAtTick();
        seen[p] = true;
        size++;
    }

    int size() {
        return size;
    }

    /** The filled chunk goes to the spool (its array then reused) or stays in memory; a fresh one begins. */
    private void seal() {
        if (kept.isEmpty() && spool.isPresent() && spool.get().append(chunk)) {
            at = 0;
            return;
        }
        kept.add(chunk);
        chunk = new byte[CHUNK];
        at = 0;
    }

    /** The heap the packed frames take: whole chunks, the current one's unused tail included. */
    long bytes() {
        return (long) (kept.size() + (chunk == null ? 0 : 1)) * CHUNK;
    }

    /** Deletes the spool file, if any; the log must not be read after. */
    @Override
    public void close() {
        spool.ifPresent(FrameSpool.File::close);
    }

    /** The frames as the script format has them, in the order they were added. */
    List<InputScript.Frame> frames() {
        Facing[] faces = Facing.values();
        List<InputScript.Frame> out = new ArrayList<>(size);
        Reader r = new Reader();
        long tick = 0;
        long[] x = new long[playerCount];
        long[] y = new long[playerCount];
        long[] seq = new long[playerCount];
        long[] received = new long[playerCount];
        for (int i = 0; i < size; i++) {
            tick += r.var();
            int p = r.next();
            int flags = r.next();
            if ((flags & SAME_MOVE) == 0) {
                x[p] = r.longBits();
                y[p] = r.longBits();
            }
            if ((flags & SAME_SEQ) == 0) {
                seq[p] += unzigzag(r.var());
            }
            if ((flags & SAME_RECEIVED) == 0) {
                received[p] += unzigzag(r.var());
            }
            int face = flags >> FACE_SHIFT & FACE_MASK;
            out.add(new InputScript.Frame(tick, players[p],
                    new Vec2(Double.longBitsToDouble(x[p]), Double.longBitsToDouble(y[p])), (flags & ACTION) != 0,
                    face == 0 ? Optional.empty() : Optional.of(faces[face - 1]),
                    OptionalLong.of(received[p]), OptionalLong.of(seq[p])));
            r.endFrame();
        }
        return out;
    }

    /** Walks the chunks as {@link #add} filled them (spooled, kept, current): a frame never spans two. */
    private final class Reader {
        private final int spooled = spool.map(FrameSpool.File::chunks).orElse(0);
        private final byte[] buffer = spooled > 0 ? new byte[CHUNK] : null;
        private int chunkNo;
        private byte[] current = chunkAt(0);
        private int pos;

        private byte[] chunkAt(int n) {
            if (n < spooled) {
                spool.get().read(n, buffer);
                return buffer;
            }
            return n - spooled < kept.size() ? kept.get(n - spooled) : chunk;
        }

        int next() {
            return current[pos++] & 0xff;
        }

        long var() {
            long v = 0;
            for (int shift = 0; ; shift += 7) {
                int b = next();
                v |= (long) (b & 0x7f) << shift;
                if ((b & 0x80) == 0) {
                    return v;
                }
            }
        }

        long longBits() {
            long v = 0;
            for (int i = 0; i < 8; i++) {
                v = v << 8 | next();
            }
            return v;
        }

        /** After a frame: the writer moved to a fresh chunk when fewer than MAX_FRAME bytes were left. */
        void endFrame() {
            if (CHUNK - pos < MAX_FRAME) {
                chunkNo++;
                current = chunkAt(chunkNo);
                pos = 0;
            }
        }
    }

    private void putVar(long v) {
        while ((v & ~0x7fL) != 0) {
            chunk[at++] = (byte) (v & 0x7f | 0x80);
            v >>>= 7;
        }
        chunk[at++] = (byte) v;
    }

    private void putLong(long v) {
        for (int shift = 56; shift >= 0; shift -= 8) {
            chunk[at++] = (byte) (v >>> shift);
        }
    }

    private static long zigzag(long v) {
        return v << 1 ^ v >> 63;
    }

    private static long unzigzag(long v) {
        return v >>> 1 ^ -(v & 1);
    }

    private int playerIndex(String id) {
        for (int i = 0; i < playerCount; i++) {
            if (players[i].equals(id)) {
                return i;
            }
        }
        if (playerCount == 0xff) {
            throw new IllegalStateException("more than 255 player ids in one round");
        }
        if (playerCount == players.length) {
            int n = playerCount * 2;
            players = Arrays.copyOf(players, n);
            lastX = Arrays.copyOf(lastX, n);
            lastY = Arrays.copyOf(lastY, n);
            lastSeq = Arrays.copyOf(lastSeq, n);
            lastReceived = Arrays.copyOf(lastReceived, n);
            seen = Arrays.copyOf(seen, n);
        }
        players[playerCount] = id;
        return playerCount++;
    }
}
