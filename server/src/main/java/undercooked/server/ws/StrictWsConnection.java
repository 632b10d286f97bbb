package undercooked.server.ws;

import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import java.util.logging.Level;
import java.util.logging.Logger;

import io.helidon.common.buffers.BufferData;
import io.helidon.common.buffers.DataReader;
import io.helidon.common.concurrency.limits.Limit;
import io.helidon.common.socket.SocketContext;
import io.helidon.common.socket.SocketWriterException;
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
 * <p>Frames are still parsed by Helidon's {@link ClientWsFrame} (masking, reserved bits, the
 * length cap, unmasking); the rules of RFC 6455 it leaves out are applied here. A protocol error
 * closes with its RFC code at once and ends the TCP connection; every way the socket ends
 * reaches the listener's {@code onClose} exactly once, the moment the reading thread sees it
 * (1006 for a reset or an end of stream); a close for a protocol error is first an
 * {@code onError} with a {@link WsCloseException} naming the code, so the listener can tell the
 * server's closes from the client's. Nothing a peer sends is logged here: the listener counts
 * the closes and its registry decides what reaches the log.
 *
 * <p>Every frame read is metered by the listener's {@link WireGuard} (the connection's and the
 * address's budget: an empty bucket makes the reader sleep), and a reader gives up its carrier
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
    }

    /** A frame the RFC forbids: closed with {@code code}, the reason sent in the close frame. */
    private static final class Violation extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final CloseCode code;

        Violation(CloseCode code, String reason) {
            super(reason, null, false, false);
            this.code = code;
        }
    }

    private final ConnectionContext ctx;
    private final HttpPrologue prologue;
    private final WsListener listener;
    private final int maxFrameLength;
    private final DataReader reader;
    private final ReentrantLock sendLock = new ReentrantLock();
    private final AtomicBoolean closeSent = new AtomicBoolean();
    private final AtomicBoolean ended = new AtomicBoolean();
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    /** The bytes of a code point split across two fragments, carried to the next one. */
    private byte[] carry = new byte[0];
    private Open open = Open.NONE;
    /** Under the send lock: the last data frame sent was not final, so the next continues it. */
    private boolean continuing;
    private volatile boolean canRun = true;
    private volatile Thread thread;
    private volatile long lastActivity = System.nanoTime();
    private final WireGuard guard;
    private final TokenBucket budget;
    private final String address;
    /** Counted down when the reading ends: what the close wait waits for. */
    private final CountDownLatch finished = new CountDownLatch(1);

    StrictWsConnection(ConnectionContext ctx, HttpPrologue prologue, Headers upgradeHeaders, WsListener listener,
                       int maxFrameLength) {
        this.ctx = ctx;
        this.prologue = prologue;
        this.listener = listener;
        this.maxFrameLength = maxFrameLength;
        this.reader = ctx.dataReader();
        this.guard = listener instanceof Guarded g ? g.guard() : new WireGuard();
        this.budget = guard.connectionBucket(System.nanoTime());
        String peer = ctx.remotePeer().host();
        this.address = listener instanceof Guarded g ? g.clientAddress(peer, upgradeHeaders) : peer;
    }

    @Override
    public void handle(Limit limit) {
        thread = Thread.currentThread();
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
        } catch (Violation v) {
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
            if (canRun) {
                // Not the peer's doing (every frame it can send is handled above): a server bug.
                LOG.log(Level.WARNING, "a game socket failed", e);
                close(UNEXPECTED, "server error");
            }
            end(ABNORMAL, "connection lost");
        } finally {
            end(ABNORMAL, "connection lost");
            finished.countDown();
        }
        // Ends the TCP connection; Helidon logs this exception at TRACE only.
        throw new CloseConnectionException("game socket ended");
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
        WsOpCode op = frame.opCode();
        if (closeSent.get()) {
            // The server has closed: only the peer's answering close matters now.
            if (op == WsOpCode.CLOSE) {
                BufferData payload = frame.payloadData();
                end(payload.available() >= 2 ? payload.readInt16() : CloseCode.NORMAL.code(), "closed by the server");
                canRun = false;
            }
            return;
        }
        switch (op) {
            case CLOSE, PING, PONG -> {
                if (!frame.fin() || frame.payloadLength() > MAX_CONTROL_PAYLOAD) {
                    throw new Violation(CloseCode.PROTOCOL_ERROR, "control frames are unfragmented and at most "
                            + MAX_CONTROL_PAYLOAD + " bytes");
                }
                BufferData payload = frame.payloadData();
                if (op == WsOpCode.PING) {
                    pong(payload);
                } else if (op == WsOpCode.PONG) {
                    listener.onPong(this, payload);
                } else {
                    peerClosed(payload);
                }
            }
            case TEXT, BINARY -> {
                if (open != Open.NONE) {
                    throw new Violation(CloseCode.PROTOCOL_ERROR, "a message began before the last one ended");
                }
                Open kind = op == WsOpCode.TEXT ? Open.TEXT : Open.BINARY;
                open = frame.fin() ? Open.NONE : kind;
                deliver(kind, frame);
            }
            case CONTINUATION -> {
                if (open == Open.NONE) {
                    throw new Violation(CloseCode.PROTOCOL_ERROR, "a continuation frame with no message to continue");
                }
                Open kind = open;
                if (frame.fin()) {
                    open = Open.NONE;
                }
                deliver(kind, frame);
            }
        }
    }

    private void deliver(Open kind, ClientWsFrame frame) {
        BufferData payload = frame.payloadData();
        if (kind == Open.BINARY) {
            listener.onMessage(this, payload, frame.fin());
            return;
        }
        byte[] bytes = new byte[carry.length + payload.available()];
        System.arraycopy(carry, 0, bytes, 0, carry.length);
        payload.read(bytes, carry.length, bytes.length - carry.length);
        if (frame.fin() && frame.opCode() == WsOpCode.TEXT && ascii(bytes)) {
            // A whole message in one frame, ASCII as every game frame is: valid UTF-8 as it stands,
            // made a string in one copy without the decoder and its buffers.
            listener.onMessage(this, new String(bytes, StandardCharsets.ISO_8859_1), true);
            return;
        }
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult r = utf8.decode(in, out, frame.fin());
        if (!r.isError() && frame.fin()) {
            r = utf8.flush(out);
        }
        if (r.isError()) {
            throw new Violation(CloseCode.INVALID_TEXT, "text frames are UTF-8");
        }
        if (frame.fin()) {
            utf8.reset();
            carry = new byte[0];
        } else {
            carry = new byte[in.remaining()];
            in.get(carry);
        }
        listener.onMessage(this, out.flip().toString(), frame.fin());
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
    private void peerClosed(BufferData payload) {
        if (payload.available() == 1) {
            throw new Violation(CloseCode.PROTOCOL_ERROR, "a close frame's status is two bytes");
        }
        int status = payload.available() >= 2 ? payload.readInt16() : CloseCode.NORMAL.code();
        // The reason is the listener's to read (a Leave says "left"); bad UTF-8 only fails to match.
        byte[] why = new byte[Math.min(payload.available(), 123)];
        payload.read(why);
        end(status, why.length == 0 ? "closed by the client" : new String(why, StandardCharsets.UTF_8));
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
        try {
            // Ends the TCP connection under the reading thread, which then sees it and ends too.
            ctx.serverSocket().close();
        } catch (RuntimeException e) {
            close(true); // no socket handle here: the interrupt releases the virtual thread's read
        }
        return this;
    }

    /** A client frame's size on the wire: its 2-byte head, the extended length, the 4-byte mask, the payload. */
    static long wireBytes(long payloadLength) {
        int extended = payloadLength < 126 ? 0 : payloadLength < 1 << 16 ? 2 : 8;
        return 2 + extended + 4 + payloadLength;
    }

    /**
     * Whole final text frames, already framed ({@link FrameBytes}), written in one write: what a
     * socket's writer has queued since it last wrote (a tick's snapshot and the lobby or pong beside
     * it) costs one system call, not one a frame. Not inside a fragmented message (none is sent).
     */
    void sendFrames(java.util.List<byte[]> frames) {
        sendLock.lock();
        try {
            if (continuing) {
                throw new IllegalStateException("a fragmented message is open: whole frames cannot follow it");
            }
            BufferData out;
            if (frames.size() == 1) {
                out = BufferData.create(frames.getFirst());
            } else {
                int total = 0;
                for (byte[] f : frames) {
                    total += f.length;
                }
                out = BufferData.create(total);
                for (byte[] f : frames) {
                    out.write(f);
                }
            }
            int bytes = out.available();
            ctx.dataWriter().writeNow(out);
            guard.sent(frames.size(), bytes);
        } catch (UncheckedIOException | SocketWriterException e) {
            throw new ServerConnectionException("the game socket could not be written", e);
        } finally {
            sendLock.unlock();
        }
    }

    /**
     * Takes the send lock if no one holds it ({@link Connection#reply}): true when taken, and then
     * {@link #sendHeld} and {@link #releaseSend} follow on this thread.
     */
    boolean holdSend() {
        return sendLock.tryLock();
    }

    /** One whole final frame, already framed, written under the send lock this thread holds. */
    void sendHeld(byte[] frame) {
        if (continuing) {
            throw new IllegalStateException("a fragmented message is open: whole frames cannot follow it");
        }
        try {
            ctx.dataWriter().writeNow(BufferData.create(frame));
            guard.sent(1, frame.length);
        } catch (UncheckedIOException | SocketWriterException e) {
            throw new ServerConnectionException("the game socket could not be written", e);
        }
    }

    void releaseSend() {
        sendLock.unlock();
    }

    /** One frame, written whole under the send lock; a fragmented send continues with opcode 0. */
    private WsSession write(WsOpCode op, BufferData payload, boolean last) {
        sendLock.lock();
        try {
            boolean data = op == WsOpCode.TEXT || op == WsOpCode.BINARY;
            int code = data && continuing ? WsOpCode.CONTINUATION.code() : op.code();
            if (data) {
                continuing = !last;
            }
            int length = payload.available();
            BufferData frame = BufferData.create(10 + length);
            frame.write((last ? 0x80 : 0) | code);
            if (length < 126) {
                frame.write(length);
            } else if (length < 1 << 16) {
                frame.write(126);
                frame.writeInt16(length);
            } else {
                frame.write(127);
                frame.writeInt32(0);
                frame.writeInt32(length);
            }
            frame.write(payload);
            int bytes = frame.available();
            ctx.dataWriter().writeNow(frame);
            guard.sent(bytes);
            return this;
        } catch (UncheckedIOException | SocketWriterException e) {
            throw new ServerConnectionException("the game socket could not be written", e);
        } finally {
            sendLock.unlock();
        }
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
        Thread t = thread;
        if (t != null) {
            // A virtual thread blocked in a socket read is released by the interrupt (the socket closes).
            t.interrupt();
        }
    }
}
