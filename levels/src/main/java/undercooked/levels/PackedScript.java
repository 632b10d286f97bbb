package undercooked.levels;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import undercooked.sim.Facing;
import undercooked.sim.InputScript;
import undercooked.sim.Vec2;

/**
 * A script file with its frames packed as bytes: what archive body format 3 keeps (decision
 * 0052). A four-cook 3,600-tick round is 14,400 frames; read as JSON they were about half of a
 * survey's time (every key, every move part parsed), packed they decode in a byte loop.
 *
 * <p>Only a script in the canonical layout packs ({@link ReplayFiles#writeScript}: its frames
 * last, one a line): the frames are read, written again and compared with the text, so the text
 * comes back byte for byte from the stripped script (the same text with {@code "frames": []}) and
 * the packed frames. Anything else does not pack, and the archive keeps the text as it is.
 *
 * <p>A frame is what differs from its cook's previous one, as the room's frame log keeps it: the
 * tick as a step from the frame before (varint), the cook's index (varint, into {@link
 * Frames#cooks}), a flag byte (action, facing, whether the move is the cook's previous one, whether
 * the receive stamp and the seq are there), the move only when it changed (two raw doubles, so the
 * round replays bit for bit), the receive stamp as a step from the frame's tick and the seq as a
 * step from the cook's previous seq (zigzag varints). A held input is 3 bytes, a fresh one 19.
 */
public final class PackedScript {
    private static final String KEY = "\n  \"frames\": [";
    /** What follows {@link #KEY} in a script with no frames (and in every stripped script). */
    private static final String EMPTY = "]\n}\n";
    private static final int ACTION = 1;
    private static final int FACE_SHIFT = 1;
    private static final int FACE_MASK = 0x7;
    private static final int SAME_MOVE = 1 << 4;
    private static final int RECEIVED = 1 << 5;
    private static final int SEQ = 1 << 6;
    /** A facing code as a frame's {@code face}: 0 none, then each facing by its ordinal + 1. */
    private static final List<Optional<Facing>> FACES = faces();

    private PackedScript() {
    }

    /** A script text taken apart: the text with {@code "frames": []} in place of its frames, and the frames packed. */
    public record Packed(String stripped, Frames frames) {
        public Packed {
            Objects.requireNonNull(stripped, "stripped");
            Objects.requireNonNull(frames, "frames");
        }
    }

    /** Packed frames: the cooks in the order they first appear, the number of frames, and their bytes. */
    public record Frames(List<String> cooks, int count, byte[] bytes) {
        public Frames {
            cooks = List.copyOf(cooks);
            Objects.requireNonNull(bytes, "bytes");
            if (count < 0) {
                throw new IllegalArgumentException("count must be >= 0, got " + count);
            }
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Frames f && f.cooks.equals(cooks) && f.count == count && Arrays.equals(f.bytes, bytes);
        }

        @Override
        public int hashCode() {
            return Objects.hash(cooks, count, Arrays.hashCode(bytes));
        }

        @Override
        public String toString() {
            return "Frames[cooks=" + cooks + ", count=" + count + ", " + bytes.length + " bytes]";
        }
    }

    /** Why packed frames do not decode; the message is the reason shown to users. */
    public static final class Damaged extends Exception {
        private static final long serialVersionUID = 1L;

        public Damaged(String reason) {
            super(reason, null, false, false);
        }
    }

    /**
     * The script text packed, or empty when it is not a sound script in the canonical layout (then
     * it is kept as it is).
     */
    public static Optional<Packed> pack(String text) {
        if (text.lastIndexOf(KEY) < 0 || !text.endsWith("}\n")) {
            return Optional.empty();
        }
        Optional<ScriptStream.Split> split = ScriptStream.split(text);
        return split.isEmpty() ? Optional.empty() : pack(text, split.get().frames());
    }

    /**
     * As {@link #pack(String)}, with the script's frames as a read of this very text found them (the
     * archive reads each round's script once, for its frames, its summary and this). The text's
     * frames section is still compared with {@code frames} written out, so frames that are not this
     * text's give empty (kept as it is), never a body that reads back otherwise.
     */
    public static Optional<Packed> pack(String text, List<InputScript.Frame> frames) {
        int at = text.lastIndexOf(KEY);
        if (at < 0 || !text.endsWith("}\n")) {
            return Optional.empty();
        }
        int from = at + KEY.length();
        StringBuilder b = new StringBuilder(text.length() - from);
        writeFrames(b, frames);
        b.append("}\n");
        if (text.length() != from + b.length() || !text.startsWith(b.toString(), from)) {
            return Optional.empty(); // not the canonical layout: it would not come back byte for byte
        }
        return Optional.of(new Packed(text.substring(0, from) + EMPTY, encode(frames)));
    }

    /**
     * The script text again, byte for byte: the stripped text with the frames written back in. A
     * stripped text in another layout (a body some JSON tool read and wrote again: its bytes are
     * gone, its content is not) is read as a script and written in the canonical layout with the
     * frames: the same script, not the same bytes.
     */
    public static String unpack(String stripped, Frames frames) throws Damaged {
        if (!stripped.endsWith(KEY + EMPTY)) {
            return relaid(stripped, decode(frames));
        }
        List<InputScript.Frame> list = decode(frames);
        int cut = stripped.length() - EMPTY.length();
        StringBuilder b = new StringBuilder(cut + 100 * list.size() + 16);
        b.append(stripped, 0, cut);
        writeFrames(b, list);
        return b.append("}\n").toString();
    }

    private static String relaid(String stripped, List<InputScript.Frame> frames) throws Damaged {
        ReplayFiles.Read<ReplayFiles.ScriptFile> read = ReplayFiles.parseScriptFile(stripped, "the script's section",
                "script");
        if (read.value().isEmpty()) {
            throw new Damaged("the script's section does not read: " + read.problems().stream().findFirst()
                    .map(Object::toString).orElse("no script"));
        }
        ReplayFiles.ScriptFile file = read.value().get();
        if (!file.script().frames().isEmpty()) {
            throw new Damaged("the script's section keeps frames of its own beside the packed ones");
        }
        return ReplayFiles.writeScript(file.script().withFrames(frames), file.focus(), file.level());
    }

    /**
     * The frames of a script's {@code frames} array in the canonical layout, everything after its
     * {@code [}: one frame a line, then {@code ]} and a newline ({@link ReplayFiles#writeScript}).
     */
    static void writeFrames(StringBuilder b, List<InputScript.Frame> frames) {
        for (int i = 0; i < frames.size(); i++) {
            InputScript.Frame f = frames.get(i);
            b.append(i == 0 ? "\n" : ",\n");
            b.append("    {\"tick\": ").append(f.tick()).append(", \"player_id\": ").append(ReplayFiles.quote(f.playerId()))
                    .append(", \"move\": {\"x\": ").append(f.move().x()).append(", \"y\": ").append(f.move().y())
                    .append("}, \"action\": ").append(f.action()).append(", \"face\": ")
                    .append(f.face().map(x -> ReplayFiles.quote(x.wireName())).orElse("null"));
            f.receivedAtTick().ifPresent(t -> b.append(", \"received_at_tick\": ").append(t));
            f.seq().ifPresent(q -> b.append(", \"seq\": ").append(q));
            b.append('}');
        }
        b.append(frames.isEmpty() ? "]\n" : "\n  ]\n");
    }

    /** The frames packed. */
    static Frames encode(List<InputScript.Frame> frames) {
        List<String> cooks = new ArrayList<>();
        Bytes out = new Bytes(frames.size() * 4 + 16);
        long[] lastX = new long[4];
        long[] lastY = new long[4];
        long[] lastSeq = new long[4];
        boolean[] seen = new boolean[4];
        long tick = 0;
        for (InputScript.Frame f : frames) {
            int p = cooks.indexOf(f.playerId());
            if (p < 0) {
                p = cooks.size();
                cooks.add(f.playerId());
                if (p == seen.length) {
                    lastX = Arrays.copyOf(lastX, p * 2);
                    lastY = Arrays.copyOf(lastY, p * 2);
                    lastSeq = Arrays.copyOf(lastSeq, p * 2);
                    seen = Arrays.copyOf(seen, p * 2);
                }
            }
            long x = Double.doubleToRawLongBits(f.move().x());
            long y = Double.doubleToRawLongBits(f.move().y());
            boolean same = seen[p] && x == lastX[p] && y == lastY[p];
            int flags = (f.action() ? ACTION : 0) | f.face().map(d -> d.ordinal() + 1).orElse(0) << FACE_SHIFT
                    | (same ? SAME_MOVE : 0) | (f.receivedAtTick().isPresent() ? RECEIVED : 0)
                    | (f.seq().isPresent() ? SEQ : 0);
            out.var(f.tick() - tick);
            out.var(p);
            out.put(flags);
            if (!same) {
                out.bits(x);
                out.bits(y);
            }
            if (f.receivedAtTick().isPresent()) {
                out.var(zigzag(f.receivedAtTick().getAsLong() - f.tick()));
            }
            if (f.seq().isPresent()) {
                out.var(zigzag(f.seq().getAsLong() - lastSeq[p]));
                lastSeq[p] = f.seq().getAsLong();
            }
            tick = f.tick();
            lastX[p] = x;
            lastY[p] = y;
            seen[p] = true;
        }
        return new Frames(cooks, frames.size(), out.bytes());
    }

    /** The frames unpacked, in their order; Damaged at anything {@link #encode} does not write. */
    public static List<InputScript.Frame> decode(Frames packed) throws Damaged {
        int n = packed.cooks().size();
        if (packed.count() > 0 && n == 0) {
            throw new Damaged("the packed frames name no cooks");
        }
        byte[] b = packed.bytes();
        Reader r = new Reader(b);
        Vec2[] move = new Vec2[n];
        long[] seq = new long[n];
        long tick = 0;
        List<InputScript.Frame> out = new ArrayList<>(packed.count());
        for (int i = 0; i < packed.count(); i++) {
            tick += r.var();
            long p = r.var();
            if (tick < 0 || p >= n) {
                throw new Damaged("frame " + i + " of the packed frames is damaged (" + (tick < 0 ? "its tick" : "its cook")
                        + ")");
            }
            int c = (int) p;
            int flags = r.next();
            int face = flags >> FACE_SHIFT & FACE_MASK;
            if (flags > (SEQ | RECEIVED | SAME_MOVE | FACE_MASK << FACE_SHIFT | ACTION) || face >= FACES.size()
                    || (flags & SAME_MOVE) != 0 && move[c] == null) {
                throw new Damaged("frame " + i + " of the packed frames is damaged (its flags)");
            }
            if ((flags & SAME_MOVE) == 0) {
                move[c] = new Vec2(Double.longBitsToDouble(r.bits()), Double.longBitsToDouble(r.bits()));
            }
            OptionalLong received = OptionalLong.empty();
            if ((flags & RECEIVED) != 0) {
                received = OptionalLong.of(tick + unzigzag(r.var()));
            }
            OptionalLong s = OptionalLong.empty();
            if ((flags & SEQ) != 0) {
                seq[c] += unzigzag(r.var());
                s = OptionalLong.of(seq[c]);
            }
            if (received.orElse(0) < 0 || s.orElse(0) < 0) {
                throw new Damaged("frame " + i + " of the packed frames is damaged (a stamp below 0)");
            }
            out.add(new InputScript.Frame(tick, packed.cooks().get(c), move[c], (flags & ACTION) != 0, FACES.get(face),
                    received, s));
        }
        if (r.pos != b.length) {
            throw new Damaged("the packed frames have " + (b.length - r.pos) + " bytes after their " + packed.count()
                    + " frames");
        }
        return out;
    }

    private static List<Optional<Facing>> faces() {
        List<Optional<Facing>> out = new ArrayList<>();
        out.add(Optional.empty());
        for (Facing f : Facing.values()) {
            out.add(Optional.of(f));
        }
        return List.copyOf(out);
    }

    private static long zigzag(long v) {
        return v << 1 ^ v >> 63;
    }

    private static long unzigzag(long v) {
        return v >>> 1 ^ -(v & 1);
    }

    /** A growing byte array. */
    private static final class Bytes {
        private byte[] b;
        private int n;

        Bytes(int capacity) {
            b = new byte[capacity];
        }

        void put(int v) {
            if (n == b.length) {
                b = Arrays.copyOf(b, b.length * 2);
            }
            b[n++] = (byte) v;
        }

        void var(long v) {
            while ((v & ~0x7fL) != 0) {
                put((int) (v & 0x7f) | 0x80);
                v >>>= 7;
            }
            put((int) v);
        }

        void bits(long v) {
            for (int shift = 56; shift >= 0; shift -= 8) {
                put((int) (v >>> shift));
            }
        }

        byte[] bytes() {
            return Arrays.copyOf(b, n);
        }
    }

    /** Reads what {@link Bytes} wrote; Damaged when the bytes end early. */
    private static final class Reader {
        private final byte[] b;
        private int pos;

        Reader(byte[] b) {
            this.b = b;
        }

        int next() throws Damaged {
            if (pos >= b.length) {
                throw new Damaged("the packed frames end early, after " + b.length + " bytes");
            }
            return b[pos++] & 0xff;
        }

        long var() throws Damaged {
            long v = 0;
            for (int shift = 0; shift < 64; shift += 7) {
                int x = next();
                v |= (long) (x & 0x7f) << shift;
                if ((x & 0x80) == 0) {
                    return v;
                }
            }
            throw new Damaged("the packed frames hold a number longer than 64 bits");
        }

        long bits() throws Damaged {
            long v = 0;
            for (int i = 0; i < 8; i++) {
                v = v << 8 | next();
            }
            return v;
        }
    }
}
