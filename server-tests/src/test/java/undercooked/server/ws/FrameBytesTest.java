package undercooked.server.ws;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/** A text's frame bytes made once for every socket it goes to, and always that text's own bytes. */
class FrameBytesTest {

    /** The payload of a final, unmasked text frame, checked against RFC 6455's header. */
    private static String payloadOf(byte[] frame) {
        ByteBuffer b = ByteBuffer.wrap(frame);
        assertEquals((byte) 0x81, b.get(), "FIN and the text opcode");
        int len = b.get() & 0xff;
        assertEquals(0, len & 0x80, "a server frame is not masked");
        long length = len < 126 ? len : len == 126 ? b.getShort() & 0xffff : b.getLong();
        assertEquals(frame.length - b.position(), length, "the header's length is the payload's");
        return new String(frame, b.position(), (int) length, StandardCharsets.UTF_8);
    }

    @Test
    void theSameTextOfferedToManySocketsIsFramedOnce() {
        FrameBytes bytes = new FrameBytes(64);
        String snapshot = "{\"type\":\"snap\",\"tick\":40}";
        byte[] first = bytes.textFrame(snapshot);
        for (int socket = 0; socket < 100; socket++) {
            assertSame(first, bytes.textFrame(snapshot));
        }
        assertEquals(snapshot, payloadOf(first));
    }

    @Test
    void anEqualTextThatIsAnotherStringAndTextsThatShareASlotGetTheirOwnBytes() {
        FrameBytes bytes = new FrameBytes(1);
        String a = "{\"type\":\"pong\",\"t\":1}";
        String b = "{\"type\":\"lobby\",\"seats\":[\"Zoë\"]}";
        assertEquals(a, payloadOf(bytes.textFrame(a)));
        assertEquals(b, payloadOf(bytes.textFrame(b)));
        assertEquals(a, payloadOf(bytes.textFrame(a)));
        String copy = new String(a.toCharArray());
        assertArrayEquals(bytes.textFrame(a), bytes.textFrame(copy));
    }

    @Test
    void everyLengthClassHasRfc6455sHeader() {
        FrameBytes bytes = new FrameBytes(8);
        for (int n : new int[] {0, 125, 126, 65_535, 65_536, 200_000}) {
            String text = "x".repeat(n);
            byte[] frame = bytes.textFrame(text);
            assertEquals(text, payloadOf(frame), "length " + n);
        }
    }

    @Test
    void aTableThatIsNotAPowerOfTwoIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new FrameBytes(100));
    }
}
