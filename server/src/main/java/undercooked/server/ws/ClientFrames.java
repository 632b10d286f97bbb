package undercooked.server.ws;

import java.nio.ByteBuffer;

import undercooked.protocol.CloseCode;

/**
 * Client frames parsed straight from a socket's read buffer, with the header rules of RFC 6455
 * that Helidon's parser applies on the thread-per-socket path, in the same order and with the same
 * closes: reserved bits set or an unknown opcode (1002), a length over the cap (1009), a negative
 * 64-bit length or an unmasked frame (1002). The rules about sequences of frames (control frames,
 * continuations, UTF-8) are {@link StrictWsConnection}'s, shared by both paths.
 */
final class ClientFrames {

    /** A frame the RFC forbids: closed with {@code code}, the reason sent in the close frame. */
    static final class Violation extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final CloseCode code;

        Violation(CloseCode code, String reason) {
            super(reason, null, false, false);
            this.code = code;
        }
    }

    /**
     * A frame's header: its opcode, whether it is final, the bytes before the payload (the mask
     * included), and the payload's length.
     */
    record Head(int opcode, boolean fin, int headBytes, int length) {
        int frameBytes() {
            return headBytes + length;
        }
    }

    private ClientFrames() {
    }

    /**
     * The header of the frame at {@code in}'s position (read mode, nothing consumed), or null while
     * fewer bytes than the header are there.
     *
     * @throws Violation for a header the RFC or the cap forbids
     */
    static Head head(ByteBuffer in, int maxFrameLength) {
        int at = in.position();
        int available = in.remaining();
        if (available < 2) {
            return null;
        }
        int b0 = in.get(at) & 0xff;
        if ((b0 & 0x70) != 0) {
            throw new Violation(CloseCode.PROTOCOL_ERROR, "malformed frame header");
        }
        int opcode = b0 & 0x0f;
        if (opcode > 0x2 && opcode < 0x8 || opcode > 0xA) {
            throw new Violation(CloseCode.PROTOCOL_ERROR, "reserved opcode");
        }
        int b1 = in.get(at + 1) & 0xff;
        int short7 = b1 & 0x7f;
        long length;
        int head;
        if (short7 < 126) {
            length = short7;
            head = 2;
        } else if (short7 == 126) {
            if (available < 4) {
                return null;
            }
            length = in.getShort(at + 2) & 0xffff;
            head = 4;
        } else {
            if (available < 10) {
                return null;
            }
            length = in.getLong(at + 2);
            head = 10;
        }
        if (length < 0) {
            throw new Violation(CloseCode.PROTOCOL_ERROR, "malformed frame header");
        }
        if (length > maxFrameLength) {
            throw new Violation(CloseCode.FRAME_TOO_BIG, "frame over " + maxFrameLength + " bytes");
        }
        if ((b1 & 0x80) == 0) {
            throw new Violation(CloseCode.PROTOCOL_ERROR, "malformed frame header");
        }
        return new Head(opcode, (b0 & 0x80) != 0, head + 4, (int) length);
    }

    /**
     * The unmasked payload of the whole frame {@code head} at {@code in}'s position; the position
     * moves past the frame.
     */
    static byte[] payload(ByteBuffer in, Head head) {
        int at = in.position();
        int maskAt = at + head.headBytes() - 4;
        byte m0 = in.get(maskAt);
        byte m1 = in.get(maskAt + 1);
        byte m2 = in.get(maskAt + 2);
        byte m3 = in.get(maskAt + 3);
        byte[] payload = new byte[head.length()];
        in.get(at + head.headBytes(), payload);
        int i = 0;
        for (int whole = payload.length & ~3; i < whole; i += 4) {
            payload[i] ^= m0;
            payload[i + 1] ^= m1;
            payload[i + 2] ^= m2;
            payload[i + 3] ^= m3;
        }
        byte[] mask = {m0, m1, m2, m3};
        for (; i < payload.length; i++) {
            payload[i] ^= mask[i & 3];
        }
        in.position(at + head.frameBytes());
        return payload;
    }
}
