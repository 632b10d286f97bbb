package undercooked.server.ws;

import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;

import io.helidon.common.buffers.BufferData;
import io.helidon.common.buffers.DataReader;
import io.helidon.common.concurrency.limits.Limit;
import io.helidon.common.socket.SocketContext;
import io.helidon.http.Headers;
import io.helidon.http.HttpPrologue;
import io.helidon.webserver.CloseConnectionException;
import io.helidon.webserver.ConnectionContext;
import io.helidon.webserver.ServerConnectionException;
import io.helidon.webserver.spi.ServerConnection;
import io.helidon.websocket.ClientWsFrame;
import io.helidon.websocket.WsCloseException;
import io.helidon.websocket.WsListener;
import io.helidon.websocket.WsOpCode;
import io.helidon.websocket.WsSession;
import undercooked.protocol.CloseCode;

/**
 * One upgraded game socket, in place of Helidon 4.5's {@code WsConnection}, which answers a
 * reserved opcode with an HTTP 500 and a logged stack trace on the upgraded stream, tells its
 * listener nothing when the peer resets or closes without a close frame (the room then noticed
 * only at the 12 s heartbeat), turns invalid UTF-8 into U+FFFD, accepts control frames over 125
 * bytes, and reads a continuation after a finished message as more text.
 *
 * <p>Served by a {@link SocketLoop} (decision 0063): the socket's channel is taken from Helidon
 * after the upgrade, its frames parsed by {@link ClientFrames} on the loop and its writes never
 * waiting ({@link LoopChannel}); Helidon's thread only waits until the socket is over. Where the
 * channel cannot be taken (TLS, or {@code -Dundercooked.ws.threads=true}) the socket keeps that
 * thread, which reads with Helidon's {@link ClientWsFrame} and sleeps for the budgets. Either way
 * the header rules are Helidon's parser's, and the rules of RFC 6455 it leaves out are applied here
 * in one place ({@code dispatch}). A protocol error
 * closes with its RFC code at once and ends the TCP connection; every way the socket ends
 * reaches the listener's {@code onClose} exactly once, the moment the reading thread sees it
 * (1006 for a reset or an end of stream); a close for a protocol error is first an
 * {@code onError} with a {@link WsCloseException} naming the code, so the listener can tell the
 * server's closes from the client's. Nothing a peer sends is logged here: the listener counts
 * the closes and its registry decides what reaches the log.
 *
 * <p>Every frame read is metered by the listener's {@link WireGuard} (the connection's and the
 * address's budget: an empty bucket stops the reading until its next token), and a reader gives up its carrier
 * thread every few frames, so no number of flooding sockets holds the virtual-thread carriers that
 * the send queues need. Once the server has sent its close nothing more is read but the peer's
 * close: no pong, no message; and the peer has {@link WireGuard#CLOSE_WAIT_NANOS} to send it
 * before the TCP connection is closed under it (a peer that never reads cannot hold it either:
 * the wait starts before the close frame is written).
 */
final class StrictWsConnection implements ServerConnection, WsSession {

    /** RFC 6455, 5.5: a control frame's payload is at most 125 bytes. */
    static final int MAX_CONTROL_PAYLOAD = 125;
    /** The code a listener is told when the transport ended without a close frame (RFC 6455, 7.1.5). */
    static final int ABNORMAL = 1006;
    /** RFC 6455's "unexpected condition": the server failed. */
    static final int UNEXPECTED = 1011;
    private static final Logger LOG = Logger.getLogger(StrictWsConnection.class.getName());

    private enum Open { NONE, TEXT, BINARY }

    /** A listener that says which budgets its socket is metered by. */
    interface Guarded {
        WireGuard guard();

        /**
         * The client this socket stands for: {@code peer}, or the client a trusted proxy names in
         * the upgrade request's headers. Its budgets and caps are that address's.
         */
        default String clientAddress(String peer, Headers upgradeHeaders) {
            return peer;
        }

        /**
         * Whether handling {@code text} may wait (on a lock held long, the session store): such a
         * message is handled on a virtual thread, not on the loop that reads many sockets.
         */
        default boolean mayWait(String text) {
            return true;
        }
    }

    private final ConnectionContext ctx;
    private final HttpPrologue prologue;
    private final WsListener listener;
    private final int maxFrameLength;
    private final DataReader reader;
    private final AtomicBoolean closeSent = new AtomicBoolean();
    private final AtomicBoolean ended = new AtomicBoolean();
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    /** The bytes of a code point split across two fragments, carried to the next one. */
    private byte[] carry = new byte[0];
    private Open open = Open.NONE;
    private volatile boolean canRun = true;
    private volatile Thread thread;
    private volatile long lastActivity = System.nanoTime();
    private final WireGuard guard;
    private final TokenBucket budget;
    private final String address;
    /** Counted down when the reading ends: what the close wait waits for. */
    private final CountDownLatch finished = new CountDownLatch(1);
    /** The socket's loop ({@link LoopChannel}); null while it keeps a thread of its own (TLS, or the A/B switch). */
    private volatile LoopChannel wire;
    private final SocketWrites writes;

    StrictWsConnection(ConnectionContext ctx, HttpPrologue prologue, Headers upgradeHeaders, WsListener listener,
                       int maxFrameLength) {
        this.ctx = ctx;
        this.prologue = prologue;
        this.listener = listener;
        this.maxFrameLength = maxFrameLength;
        this.reader = ctx.dataReader();
        this.guard = listener instanceof Guarded g ? g.guard() : new WireGuard();
        this.budget = guard.connectionBucket(System.nanoTime());
        this.writes = new SocketWrites(ctx, guard);
        String peer = ctx.remotePeer().host();
        this.address = listener instanceof Guarded g ? g.clientAddress(peer, upgradeHeaders) : peer;
    }

    @Override
    public void handle(Limit limit) {
        thread = Thread.currentThread();
        SocketChannel channel = LoopChannel.channelOf(ctx.serverSocket());
        SocketLoop loop = channel == null ? null : SocketLoop.next();
        if (loop != null) {
            onLoop(loop, channel);
        }
        try {
            listener.onOpen(this);
            int unpaced = 0;
            while (canRun && !ended.get()) {
                ClientWsFrame frame = ClientWsFrame.read(ctx, reader, maxFrameLength);
                lastActivity = System.nanoTime();
                guard.received(wireBytes(frame.payloadLength()));
                if (pace()) {
                    unpaced = 0;
                } else if (++unpaced >= WireGuard.YIELD_EVERY) {
                    // Data always waiting means the read never parks: give the carrier back.
                    unpaced = 0;
                    Thread.yield();
                }
                if (canRun) {
                    dispatch(frame);
                }
            }
        } catch (ClientFrames.Violation v) {
            fail(v.code, v.getMessage());
        } catch (WsCloseException e) {
            // Helidon's parser: an unmasked frame or reserved bits (1002), a frame over the cap (1009).
            fail(e.closeCode() == CloseCode.FRAME_TOO_BIG.code() ? CloseCode.FRAME_TOO_BIG : CloseCode.PROTOCOL_ERROR,
                    e.closeCode() == CloseCode.FRAME_TOO_BIG.code() ? "frame over " + maxFrameLength + " bytes"
                            : "malformed frame header");
        } catch (IllegalArgumentException e) {
            // Helidon's WsOpCode.get on a reserved opcode (0x3-0x7, 0xB-0xF).
            fail(CloseCode.PROTOCOL_ERROR, "reserved opcode");
        } catch (DataReader.InsufficientDataAvailableException e) {
            end(ABNORMAL, "closed without a close frame");
        } catch (UncheckedIOException | CloseConnectionException e) {
            end(ABNORMAL, "connection lost");
        } catch (RuntimeException e) {
            serverFailed(e);
        } finally {
            end(ABNORMAL, "connection lost");
            finished.countDown();
        }
        // Ends the TCP connection; Helidon logs this exception at TRACE only.
        throw new CloseConnectionException("game socket ended");
    }

    /**
     * Serves the socket on a {@link SocketLoop}: this thread opens the listener, then only waits
     * until the socket is over (a parked virtual thread costs no carrier), and ends the TCP
     * connection as the thread path does.
     */
    private void onLoop(SocketLoop loop, SocketChannel channel) {
        int buffered = reader.available();
        byte[] already = buffered > 0 ? reader.readBytes(buffered) : new byte[0];
        try {
            wire = LoopChannel.open(loop, channel, new LoopPeer(), maxFrameLength, guard, budget, address, finished);
            writes.useLoop(wire);
            listener.onOpen(this);
            wire.read(already);
        } catch (java.io.IOException | RuntimeException e) {
            serverFailed(e);
            if (wire != null) {
                wire.abort();
            }
            finished.countDown();
        }
        boolean interrupted = false;
        while (finished.getCount() > 0) {
            try {
                finished.await();
            } catch (InterruptedException e) {
                // The server stops (close(true)): the loop ends the socket, and this thread waits for that.
                interrupted = true;
                wire.abort();
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        throw new CloseConnectionException("game socket ended");
    }

    /** The loop's side of this socket: frames in, and the ways its reading ends. */
    private final class LoopPeer implements LoopChannel.Peer {
        @Override
        public boolean frame(int opcode, boolean fin, byte[] payload) {
            lastActivity = System.nanoTime();
            try {
                dispatch(WsOpCode.get(opcode), fin, payload);
            } catch (ClientFrames.Violation v) {
                violation(v);
            } catch (RuntimeException e) {
                failed(e);
            }
            return reading();
        }

        @Override
        public void violation(ClientFrames.Violation v) {
            fail(v.code, v.getMessage());
        }

        @Override
        public void ended(String reason) {
            end(ABNORMAL, reason);
        }

        @Override
        public void failed(Throwable t) {
            serverFailed(t);
        }

        @Override
        public boolean reading() {
            return canRun && !ended.get();
        }
    }

    /** Waits until the budgets admit the frame just read; true when it had to wait. */
    private boolean pace() {
        boolean waited = false;
        while (canRun) {
            long wait = guard.admit(budget, address, System.nanoTime());
            if (wait == 0) {
                return waited;
            }
            if (!waited) {
                guard.paced();
                waited = true;
            }
            try {
                Thread.sleep(Duration.ofNanos(wait));
            } catch (InterruptedException e) {
                canRun = false;
            }
        }
        return waited;
    }

    private void dispatch(ClientWsFrame frame) {
        BufferData data = frame.payloadData();
        byte[] payload = new byte[data.available()];
        data.read(payload);
        dispatch(frame.opCode(), frame.fin(), payload);
    }

    /** One whole frame, unmasked, from either path: the RFC's rules about sequences and control frames. */
    private void dispatch(WsOpCode op, boolean fin, byte[] payload) {
        if (closeSent.get()) {
            // The server has closed: only the peer's answering close matters now.
            if (op == WsOpCode.CLOSE) {
                end(payload.length >= 2 ? status(payload) : CloseCode.NORMAL.code(), "closed by the server");
                canRun = false;
            }
            return;
        }
        switch (op) {
            case CLOSE, PING, PONG -> {
                if (!fin || payload.length > MAX_CONTROL_PAYLOAD) {
                    throw new ClientFrames.Violation(CloseCode.PROTOCOL_ERROR, "control frames are unfragmented and at most "
                            + MAX_CONTROL_PAYLOAD + " bytes");
                }
                if (op == WsOpCode.PING) {
                    pong(BufferData.create(payload));
                } else if (op == WsOpCode.PONG) {
                    listener.onPong(this, BufferData.create(payload));
                } else {
                    peerClosed(payload);
                }
            }
            case TEXT, BINARY -> {
                if (open != Open.NONE) {
                    throw new ClientFrames.Violation(CloseCode.PROTOCOL_ERROR, "a message began before the last one ended");
                }
                Open kind = op == WsOpCode.TEXT ? Open.TEXT : Open.BINARY;
                open = fin ? Open.NONE : kind;
                deliver(kind, fin, op == WsOpCode.TEXT, payload);
            }
            case CONTINUATION -> {
                if (open == Open.NONE) {
                    throw new ClientFrames.Violation(CloseCode.PROTOCOL_ERROR, "a continuation frame with no message to continue");
                }
                Open kind = open;
                if (fin) {
                    open = Open.NONE;
                }
                deliver(kind, fin, false, payload);
            }
        }
    }

    private static int status(byte[] payload) {
        return (payload[0] & 0xff) << 8 | payload[1] & 0xff;
    }

    /** {@code whole}: the message is this one text frame. */
    private void deliver(Open kind, boolean fin, boolean whole, byte[] payload) {
        if (kind == Open.BINARY) {
            listener.onMessage(this, BufferData.create(payload), fin);
            return;
        }
        byte[] bytes = payload;
        if (carry.length > 0) {
            bytes = new byte[carry.length + payload.length];
            System.arraycopy(carry, 0, bytes, 0, carry.length);
            System.arraycopy(payload, 0, bytes, carry.length, payload.length);
        }
        if (fin && whole && ascii(bytes)) {
            // A whole message in one frame, ASCII as every game frame is: valid UTF-8 as it stands,
            // made a string in one copy without the decoder and its buffers.
            text(new String(bytes, StandardCharsets.ISO_8859_1), true);
            return;
        }
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult r = utf8.decode(in, out, fin);
        if (!r.isError() && fin) {
            r = utf8.flush(out);
        }
        if (r.isError()) {
            throw new ClientFrames.Violation(CloseCode.INVALID_TEXT, "text frames are UTF-8");
        }
        if (fin) {
            utf8.reset();
            carry = new byte[0];
        } else {
            carry = new byte[in.remaining()];
            in.get(carry);
        }
        text(out.flip().toString(), fin);
    }

    /**
     * A text message (or a fragment of one) to the listener. On a loop, one whose handling may wait
     * goes to a virtual thread while the socket reads nothing more (frames keep their order).
     */
    private void text(String text, boolean fin) {
        LoopChannel loop = wire;
        if (loop == null || listener instanceof Guarded g && !g.mayWait(text)) {
            listener.onMessage(this, text, fin);
            return;
        }
        loop.handOff(() -> {
            try {
                listener.onMessage(this, text, fin);
            } catch (RuntimeException e) {
                serverFailed(e);
            }
        });
    }

    /**
     * A failure that is not the peer's doing (every frame it can send is handled): a server bug,
     * logged, answered with 1011 while the socket still runs, and the end told to the listener.
     */
    private void serverFailed(Throwable t) {
        if (canRun) {
            LOG.log(Level.WARNING, "a game socket failed", t);
            close(UNEXPECTED, "server error");
        }
        end(ABNORMAL, "connection lost");
    }

    private static boolean ascii(byte[] bytes) {
        for (byte b : bytes) {
            if (b < 0) {
                return false;
            }
        }
        return true;
    }

    /** The peer's close: answered with the same code (or 1000), then the connection ends. */
    private void peerClosed(byte[] payload) {
        if (payload.length == 1) {
            throw new ClientFrames.Violation(CloseCode.PROTOCOL_ERROR, "a close frame's status is two bytes");
        }
        int status = payload.length >= 2 ? status(payload) : CloseCode.NORMAL.code();
        // The reason is the listener's to read (a Leave says "left"); bad UTF-8 only fails to match.
        int why = Math.max(0, Math.min(payload.length - 2, 123));
        end(status, why == 0 ? "closed by the client" : new String(payload, 2, why, StandardCharsets.UTF_8));
        close(CloseCode.NORMAL.code(), "");
        canRun = false;
    }

    /** A close the server decides: the listener hears of it as an error first, then the close. */
    private void fail(CloseCode code, String reason) {
        close(code.code(), reason);
        if (!ended.get()) {
            listener.onError(this, new WsCloseException(reason, code.code()));
        }
        end(code.code(), reason);
    }

    /** Tells the listener once, however many paths end the socket. */
    private void end(int status, String reason) {
        canRun = false;
        if (ended.compareAndSet(false, true)) {
            listener.onClose(this, status, reason);
        }
    }

    @Override
    public WsSession send(String text, boolean last) {
        return write(WsOpCode.TEXT, BufferData.create(text.getBytes(StandardCharsets.UTF_8)), last);
    }

    @Override
    public WsSession send(BufferData bufferData, boolean last) {
        return write(WsOpCode.BINARY, bufferData, last);
    }

    @Override
    public WsSession ping(BufferData bufferData) {
        return write(WsOpCode.PING, bufferData, true);
    }

    @Override
    public WsSession pong(BufferData bufferData) {
        return write(WsOpCode.PONG, bufferData, true);
    }

    @Override
    public WsSession close(int code, String reason) {
        if (!closeSent.compareAndSet(false, true)) {
            return this;
        }
        awaitPeerClose();
        byte[] text = reason.getBytes(StandardCharsets.UTF_8);
        BufferData body = BufferData.create(2 + Math.min(text.length, MAX_CONTROL_PAYLOAD - 2));
        body.writeInt16(code);
        body.write(text, 0, Math.min(text.length, MAX_CONTROL_PAYLOAD - 2));
        try {
            return write(WsOpCode.CLOSE, body, true);
        } catch (ServerConnectionException e) {
            return this; // the peer is already gone: nothing to tell it
        }
    }

    /**
     * Gives the peer a bounded time to answer the server's close, then closes the TCP connection
     * under the reader. Armed before the close frame is written, so a write that never completes
     * (a peer that reads nothing) is ended too.
     */
    private void awaitPeerClose() {
        if (finished.getCount() == 0) {
            return;
        }
        guard.closeStarted();
        Thread.ofVirtual().name("ws-close-wait").start(() -> {
            boolean timedOut = false;
            try {
                timedOut = !finished.await(guard.closeWaitNanos(), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (timedOut) {
                canRun = false;
                closeTcp();
            }
            guard.closeFinished(timedOut);
        });
    }

    private void closeTcp() {
        LoopChannel loop = wire;
        if (loop != null) {
            loop.abort();
            return;
        }
        try {
            ctx.serverSocket().close();
        } catch (RuntimeException e) {
            close(true);
        }
    }

    /** The hard drop (the test seam's kill): no close frame, the TCP connection ends. */
    @Override
    public WsSession terminate() {
        closeSent.set(true);
        canRun = false;
        // Ends the TCP connection under the reading thread (or the loop), which then sees it and ends too.
        closeTcp();
        return this;
    }

    /** A client frame's size on the wire: its 2-byte head, the extended length, the 4-byte mask, the payload. */
    static long wireBytes(long payloadLength) {
        int extended = payloadLength < 126 ? 0 : payloadLength < 1 << 16 ? 2 : 8;
        return 2 + extended + 4 + payloadLength;
    }

    /** The socket's writing side: what {@link Connection} writes through. */
    SocketWrites writes() {
        return writes;
    }

    /** One frame, written whole; a fragmented send continues with opcode 0. */
    private WsSession write(WsOpCode op, BufferData payload, boolean last) {
        writes.frame(op, payload, last);
        return this;
    }

    @Override
    public SocketContext socketContext() {
        return ctx;
    }

    @Override
    public HttpPrologue prologue() {
        return prologue;
    }

    @Override
    public Duration idleTime() {
        return Duration.ofNanos(System.nanoTime() - lastActivity);
    }

    @Override
    public void close(boolean interrupt) {
        canRun = false;
        LoopChannel loop = wire;
        if (loop != null) {
            loop.abort();
        }
        Thread t = thread;
        if (t != null) {
            // A virtual thread blocked in a socket read is released by the interrupt (the socket closes).
            t.interrupt();
        }
    }
}
