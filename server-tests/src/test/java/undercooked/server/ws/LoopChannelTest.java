package undercooked.server.ws;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import undercooked.protocol.CloseCode;

/**
 * A {@link LoopChannel} over a real loopback TCP connection: the client end is a plain blocking
 * socket that writes masked frames byte by byte or in bursts, and stops and starts reading.
 */
@Timeout(30)
class LoopChannelTest {

    private static final int MAX_FRAME = 256 * 1024;

    /** What the loop handed over, in order. */
    private static final class Recorder implements LoopChannel.Peer {
        final List<String> frames = new CopyOnWriteArrayList<>();
        final List<String> ends = new CopyOnWriteArrayList<>();
        volatile boolean reading = true;

        @Override
        public boolean frame(int opcode, boolean fin, byte[] payload) {
            frames.add(opcode + (fin ? "" : "+") + ":" + new String(payload, StandardCharsets.ISO_8859_1));
            return reading;
        }

        @Override
        public void violation(ClientFrames.Violation v) {
            ends.add(v.code.code() + " " + v.getMessage());
            reading = false;
        }

        @Override
        public void ended(String reason) {
            ends.add("1006 " + reason);
            reading = false;
        }

        @Override
        public void failed(Throwable t) {
            ends.add("failed " + t);
            reading = false;
        }

        @Override
        public boolean reading() {
            return reading;
        }
    }

    private ServerSocketChannel listener;
    private Socket client;
    private SocketChannel server;
    private final Recorder peer = new Recorder();
    private final CountDownLatch done = new CountDownLatch(1);

    @BeforeEach
    void connect() throws IOException {
        listener = ServerSocketChannel.open().bind(new InetSocketAddress("127.0.0.1", 0));
        client = new Socket();
        client.setReceiveBufferSize(4096);
        client.connect(listener.getLocalAddress());
        server = listener.accept();
    }

    @AfterEach
    void close() throws IOException {
        client.close();
        server.close();
        listener.close();
    }

    private LoopChannel open(WireGuard guard) throws IOException {
        return LoopChannel.open(SocketLoop.next(), server, peer, MAX_FRAME, guard,
                guard.connectionBucket(System.nanoTime()), "127.0.0.1", done);
    }

    /** A masked client frame. */
    private static byte[] frame(int first, byte[] payload) {
        byte[] plain = FrameBytes.frame(first, payload);
        int head = plain.length - payload.length;
        byte[] out = new byte[plain.length + 4];
        System.arraycopy(plain, 0, out, 0, head);
        out[1] |= (byte) 0x80;
        byte[] mask = {0x37, (byte) 0xfa, 0x21, 0x3d};
        System.arraycopy(mask, 0, out, head, 4);
        for (int i = 0; i < payload.length; i++) {
            out[head + 4 + i] = (byte) (payload[i] ^ mask[i & 3]);
        }
        return out;
    }

    private static byte[] text(String s) {
        return frame(0x81, s.getBytes(StandardCharsets.ISO_8859_1));
    }

    private void waitFor(java.util.function.BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting until " + what + "; frames " + peer.frames + ", ends "
                        + peer.ends);
            }
            Thread.sleep(5);
        }
    }

    @Test
    void framesSplitAcrossReadsBufferedBeforeTheStartAndOverTheFirstBufferArriveWholeAndInOrder() throws Exception {
        LoopChannel c = open(new WireGuard(10_000, 10_000, WireGuard.CLOSE_WAIT_NANOS));
        OutputStream os = client.getOutputStream();
        byte[] one = text("one");
        // One byte at a time: every header and payload split across reads.
        for (byte b : one) {
            os.write(b);
            os.flush();
            Thread.sleep(2);
        }
        String big = "x".repeat(3 * LoopChannel.INITIAL_BUFFER) + "!";
        byte[] fragment = frame(0x01, "frag".getBytes(StandardCharsets.ISO_8859_1));
        byte[] medium = text("m".repeat(70_000));
        os.write(concat(text(big), fragment, medium, frame(0x89, new byte[0])));
        os.flush();
        c.read(new byte[0]);
        waitFor(() -> peer.frames.size() == 5, "five frames");
        assertEquals("1:one", peer.frames.get(0));
        assertEquals("1:" + big, peer.frames.get(1));
        assertEquals("1+:frag", peer.frames.get(2));
        assertEquals("1:" + "m".repeat(70_000), peer.frames.get(3));
        assertEquals("9:", peer.frames.get(4));
        assertTrue(peer.ends.isEmpty(), "nothing ended: " + peer.ends);
        assertEquals(1, done.getCount(), "the socket is not over");
    }

    @Test
    void bytesHelidonHadBufferedAreHandledFirst() throws Exception {
        LoopChannel c = open(new WireGuard(10_000, 10_000, WireGuard.CLOSE_WAIT_NANOS));
        byte[] first = text("first");
        byte[] second = text("second");
        client.getOutputStream().write(concat(java.util.Arrays.copyOfRange(second, 3, second.length), text("third")));
        // The first frame whole and the second's first three bytes were read before the loop took over.
        c.read(concat(first, java.util.Arrays.copyOfRange(second, 0, 3)));
        waitFor(() -> peer.frames.size() == 3, "three frames");
        assertEquals(List.of("1:first", "1:second", "1:third"), peer.frames);
    }

    @Test
    void aFrameOverTheBudgetWaitsForItsTokenAndIsCountedAsPacedOnce() throws Exception {
        // 20 frames a second: the bucket's burst first, then one every 50 ms.
        WireGuard guard = new WireGuard(20, 10_000, WireGuard.CLOSE_WAIT_NANOS);
        LoopChannel c = open(guard);
        byte[][] frames = new byte[60][];
        for (int i = 0; i < frames.length; i++) {
            frames[i] = text("f" + i);
        }
        client.getOutputStream().write(concat(frames));
        long start = System.nanoTime();
        c.read(new byte[0]);
        waitFor(() -> peer.frames.size() == 60, "sixty frames");
        long tookMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        for (int i = 0; i < 60; i++) {
            assertEquals("1:f" + i, peer.frames.get(i));
        }
        assertTrue(tookMs >= 500, "the frames past the burst waited for their tokens: " + tookMs + " ms");
        assertTrue(guard.pacedFrames() > 0 && guard.pacedFrames() <= 60,
                "each frame that waited is counted once: " + guard.pacedFrames());
        assertEquals(60, guard.framesReceived(), "every frame counted once as received");
    }

    @Test
    void aReservedOpcodeIsAViolationAndNothingAfterItIsHandled() throws Exception {
        LoopChannel c = open(new WireGuard());
        client.getOutputStream().write(concat(text("before"), frame(0x83, new byte[0]), text("after")));
        c.read(new byte[0]);
        waitFor(() -> !peer.ends.isEmpty() && done.getCount() == 0, "the violation ends the socket");
        assertEquals(List.of("1:before"), peer.frames);
        assertEquals(List.of(CloseCode.PROTOCOL_ERROR.code() + " reserved opcode"), peer.ends);
    }

    @Test
    void aLengthOverTheCapIs1009BeforeItsPayloadArrives() throws Exception {
        LoopChannel c = open(new WireGuard());
        byte[] head = {(byte) 0x81, (byte) (0x80 | 127), 0, 0, 0, 0, 0, 0x10, 0, 0};
        client.getOutputStream().write(head);
        c.read(new byte[0]);
        waitFor(() -> done.getCount() == 0, "the socket is over");
        assertEquals(List.of(CloseCode.FRAME_TOO_BIG.code() + " frame over " + MAX_FRAME + " bytes"), peer.ends);
    }

    @Test
    void anEndOfStreamEndsTheSocketWith1006() throws Exception {
        LoopChannel c = open(new WireGuard());
        client.getOutputStream().write(text("last"));
        client.shutdownOutput();
        c.read(new byte[0]);
        waitFor(() -> done.getCount() == 0, "the socket is over");
        assertEquals(List.of("1:last"), peer.frames);
        assertEquals(List.of("1006 closed without a close frame"), peer.ends);
    }

    @Test
    void aPeerThatStopsReadingNeverHoldsTheSenderAndGetsEveryByteInOrderOnceItReads() throws Exception {
        LoopChannel c = open(new WireGuard());
        c.read(new byte[0]);
        byte[] chunk = new byte[64 * 1024];
        int chunks = 256; // 16 MiB, far past what the two kernels' buffers hold
        long start = System.nanoTime();
        for (int i = 0; i < chunks; i++) {
            java.util.Arrays.fill(chunk, (byte) i);
            c.send(ByteBuffer.wrap(chunk.clone()));
        }
        long sendMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertFalse(c.idle(), "bytes wait for the peer to read");
        assertTrue(sendMs < 5_000, "queueing never waited for the peer: " + sendMs + " ms");
        Thread drained = Thread.ofVirtual().start(c::awaitDrained);
        Thread.sleep(200);
        assertTrue(drained.isAlive(), "a writer that waits for the drain waits while the peer reads nothing");

        InputStream is = client.getInputStream();
        byte[] got = is.readNBytes(chunks * chunk.length);
        for (int i = 0; i < chunks; i++) {
            byte[] expected = new byte[chunk.length];
            java.util.Arrays.fill(expected, (byte) i);
            assertArrayEquals(expected, java.util.Arrays.copyOfRange(got, i * chunk.length, (i + 1) * chunk.length),
                    "chunk " + i + " arrived whole and in order");
        }
        drained.join(5_000);
        assertFalse(drained.isAlive(), "the drain ended once the peer had read everything");
        assertTrue(c.idle());
    }

    @Test
    void aSendAfterTheSocketIsOverFailsAndAWaitingWriterIsReleased() throws Exception {
        LoopChannel c = open(new WireGuard());
        c.read(new byte[0]);
        for (int i = 0; i < 64; i++) {
            c.send(ByteBuffer.wrap(new byte[64 * 1024]));
        }
        Thread drained = Thread.ofVirtual().start(() -> {
            try {
                c.awaitDrained();
            } catch (RuntimeException e) {
                peer.ends.add("writer released: " + e.getMessage());
            }
        });
        c.abort();
        waitFor(() -> done.getCount() == 0, "the socket is over");
        drained.join(5_000);
        assertTrue(peer.ends.contains("writer released: the game socket is closed"), "ends: " + peer.ends);
        try {
            c.send(ByteBuffer.wrap(new byte[1]));
            throw new AssertionError("a send after the end must fail");
        } catch (io.helidon.webserver.ServerConnectionException expected) {
            assertEquals("the game socket is closed", expected.getMessage());
        }
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] out = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }
}
