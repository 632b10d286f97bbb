package undercooked.server.ws;

import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.concurrent.locks.ReentrantLock;

import io.helidon.common.buffers.BufferData;
import io.helidon.common.socket.SocketWriterException;
import io.helidon.webserver.ConnectionContext;
import io.helidon.webserver.ServerConnectionException;
import io.helidon.websocket.WsOpCode;

/**
 * A game socket's writing side ({@link StrictWsConnection}'s): frames written whole under one
 * send lock, through the socket's {@link LoopChannel} once a loop serves it (never waiting), else
 * with Helidon's blocking writer.
 */
final class SocketWrites {

    private final ConnectionContext ctx;
    private final WireGuard guard;
    private final ReentrantLock sendLock = new ReentrantLock();
    /** Under the send lock: the last data frame sent was not final, so the next continues it. */
    private boolean continuing;
    private volatile LoopChannel loop;

    SocketWrites(ConnectionContext ctx, WireGuard guard) {
        this.ctx = ctx;
        this.guard = guard;
    }

    /** From now on every write goes through {@code channel}. */
    void useLoop(LoopChannel channel) {
        loop = channel;
    }

    /**
     * Whole final text frames, already framed ({@link FrameBytes}), written in one write: what a
     * socket's writer has queued since it last wrote (a tick's snapshot and the lobby or pong beside
     * it) costs one system call, not one a frame. Not inside a fragmented message (none is sent).
     * On a loop it returns once the kernel has taken every byte, so a reader that does not read
     * holds its writer here and its send queue fills (the snapshots beyond it are dropped).
     */
    void sendFrames(java.util.List<byte[]> frames) {
        byte[] out;
        if (frames.size() == 1) {
            out = frames.getFirst();
        } else {
            int total = 0;
            for (byte[] f : frames) {
                total += f.length;
            }
            out = new byte[total];
            int at = 0;
            for (byte[] f : frames) {
                System.arraycopy(f, 0, out, at, f.length);
                at += f.length;
            }
        }
        sendLock.lock();
        try {
            writeFrames(frames.size(), out);
        } finally {
            sendLock.unlock();
        }
        LoopChannel loop = this.loop;
        if (loop != null) {
            loop.awaitDrained();
        }
    }

    /** Whether a {@link SocketLoop} serves this socket: then no write waits. */
    boolean onLoop() {
        return loop != null;
    }

    /** Nothing is waiting to be written below the send lock (on a loop: the kernel took every byte). */
    boolean idle() {
        LoopChannel loop = this.loop;
        return loop == null || loop.idle();
    }

    /**
     * Takes the send lock if no one holds it ({@link Connection#reply}): true when taken, and then
     * {@link #sendHeld} and {@link #releaseSend} follow on this thread.
     */
    boolean holdSend() {
        return sendLock.tryLock();
    }

    /** One whole final frame, already framed, written under the send lock this thread holds (on a loop: queued). */
    void sendHeld(byte[] frame) {
        writeFrames(1, frame);
    }

    void releaseSend() {
        sendLock.unlock();
    }

    /** Whole frames, under the send lock: written now, or on a loop queued and written as the channel takes them. */
    private void writeFrames(int count, byte[] bytes) {
        if (continuing) {
            throw new IllegalStateException("a fragmented message is open: whole frames cannot follow it");
        }
        write(bytes);
        guard.sent(count, bytes.length);
    }

    private void write(byte[] bytes) {
        LoopChannel loop = this.loop;
        if (loop != null) {
            loop.send(ByteBuffer.wrap(bytes));
            return;
        }
        try {
            ctx.dataWriter().writeNow(BufferData.create(bytes));
        } catch (UncheckedIOException | SocketWriterException e) {
            throw new ServerConnectionException("the game socket could not be written", e);
        }
    }

    /** One frame, written whole under the send lock; a fragmented send continues with opcode 0. */
    void frame(WsOpCode op, BufferData payload, boolean last) {
        sendLock.lock();
        try {
            boolean data = op == WsOpCode.TEXT || op == WsOpCode.BINARY;
            int code = data && continuing ? WsOpCode.CONTINUATION.code() : op.code();
            if (data) {
                continuing = !last;
            }
            byte[] body = new byte[payload.available()];
            payload.read(body);
            byte[] frame = FrameBytes.frame((last ? 0x80 : 0) | code, body);
            write(frame);
            guard.sent(frame.length);
        } finally {
            sendLock.unlock();
        }
    }
}
