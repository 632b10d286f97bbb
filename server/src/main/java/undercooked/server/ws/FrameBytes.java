package undercooked.server.ws;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A server text frame's wire bytes (header and UTF-8 payload), made once for every socket that
 * is sent the same text: a room encodes a snapshot once and offers the one string to each of its
 * sockets (players of a shape, every spectator), and each socket's writer asks here for the
 * bytes instead of encoding the string again. Keyed by the string's identity in a small
 * direct-mapped table: a miss (another text took the slot, or a race between two writers) only
 * encodes again, so the answer is always the text's own bytes. Server frames are unmasked
 * (RFC 6455, 5.1), so one frame's bytes are the same on every socket. Shared by every writer
 * thread; entries are immutable and published through the array.
 */
final class FrameBytes {

    private record Entry(String text, byte[] frame) {
    }

    private final AtomicReferenceArray<Entry> slots;
    private final int mask;

    /** @param slots the table's size, a power of two */
    FrameBytes(int slots) {
        if (slots < 1 || Integer.bitCount(slots) != 1) {
            throw new IllegalArgumentException("slots must be a power of two, was " + slots);
        }
        this.slots = new AtomicReferenceArray<>(slots);
        this.mask = slots - 1;
    }

    /** The final text frame carrying {@code text}; the array is shared: never write to it. */
    byte[] textFrame(String text) {
        int at = System.identityHashCode(text) & mask;
        Entry e = slots.get(at);
        if (e != null && e.text() == text) {
            return e.frame();
        }
        byte[] frame = frame(0x80 | 0x1, text.getBytes(StandardCharsets.UTF_8));
        slots.lazySet(at, new Entry(text, frame));
        return frame;
    }

    /** One frame: {@code first} is the FIN bit and the opcode; the length as RFC 6455, 5.2 has it. */
    static byte[] frame(int first, byte[] payload) {
        int length = payload.length;
        int header = length < 126 ? 2 : length < 1 << 16 ? 4 : 10;
        byte[] out = new byte[header + length];
        out[0] = (byte) first;
        if (length < 126) {
            out[1] = (byte) length;
        } else if (length < 1 << 16) {
            out[1] = 126;
            out[2] = (byte) (length >>> 8);
            out[3] = (byte) length;
        } else {
            out[1] = 127;
            for (int i = 0; i < 8; i++) {
                out[2 + i] = (byte) (i < 4 ? 0 : length >>> (8 * (7 - i)));
            }
        }
        System.arraycopy(payload, 0, out, header, length);
        return out;
    }
}
