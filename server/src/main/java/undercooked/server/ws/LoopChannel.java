package undercooked.server.ws;

import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;
import java.util.ArrayDeque;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.logging.Level;
import java.util.logging.Logger;

import io.helidon.common.socket.HelidonSocket;
import io.helidon.common.socket.NioSocket;
import io.helidon.webserver.ServerConnectionException;

/**
 * One game socket served by a {@link SocketLoop} instead of a thread of its own: its channel
 * non-blocking, its frames parsed on the loop's thread ({@link ClientFrames}) and handed to its
 * {@link Peer} one at a time, its writes queued here and written by whichever thread queued them
 * until the kernel's buffer is full, then by the loop as the peer reads.
 *
 * <p>The budgets of {@link WireGuard} apply as on the thread path: a frame the budget does not
 * admit yet stays in the buffer, the socket stops reading (so the peer's TCP window fills) and a
 * timer reads on when the next token is due. A socket with frames always waiting gives the loop
 * back after {@link WireGuard#YIELD_EVERY} of them and goes on after the other sockets' turns.
 * A message whose listener may wait (a hello can reach the session store) is handed to a virtual
 * thread, and the socket reads nothing more until it returns, so frames keep their order.
 */
final class LoopChannel implements SocketLoop.Ready {

    /** A socket's read buffer to begin with; it grows to hold a larger frame whole and shrinks once that is read. */
    static final int INITIAL_BUFFER = 1024;
    /** A readable socket is read at most this many times a turn (its buffer filled each time). */
    private static final int READS_A_TURN = 4;
    private static final Logger LOG = Logger.getLogger(LoopChannel.class.getName());
    private static final Field DELEGATE = delegateField();

    /** What the socket's frames are for: {@link StrictWsConnection}. */
    interface Peer {
        /** One whole frame, unmasked; false when nothing more is to be read. */
        boolean frame(int opcode, boolean fin, byte[] payload);

        /** A header the RFC forbids: the socket is closed with its code. */
        void violation(ClientFrames.Violation v);

        /** The transport ended (a reset, an end of stream): {@code status} 1006. */
        void ended(String reason);

        /** A step threw: not the peer's doing, a server bug. */
        void failed(Throwable t);

        /** Whether frames are still wanted. */
        boolean reading();
    }

    private final SocketLoop loop;
    private final SocketChannel channel;
    private final Peer peer;
    private final int maxFrameLength;
    private final WireGuard guard;
    private final TokenBucket budget;
    private final String address;
    /** Counted down once the socket is done: the reading is over and what had to go out has gone. */
    private final CountDownLatch done;
    private SelectionKey key;
    /** Loop thread only: bytes read and not yet handled, in write mode between turns. */
    private ByteBuffer in = ByteBuffer.allocate(INITIAL_BUFFER);
    /** Loop thread only: the frame at the buffer's head has been counted (it waits for its budget). */
    private boolean counted;
    /** Loop thread only: the frame at the buffer's head has been counted as paced. */
    private boolean pacedCounted;
    private boolean started;
    private boolean paced;
    private boolean handedOff;
    /** Set on the loop's thread; read by a thread whose writes drained, to tell the loop it may end the socket. */
    private volatile boolean finishing;
    private boolean over;

    private final ReentrantLock outLock = new ReentrantLock();
    private final Condition drained = outLock.newCondition();
    /** Under the out lock: bytes queued and not yet written, in order. */
    private final ArrayDeque<ByteBuffer> out = new ArrayDeque<>();
    /** Under the out lock: some thread is writing (or the loop waits to), so no other may. */
    private boolean flushing;
    /** Under the out lock: the channel failed or the socket is done; nothing more is written. */
    private boolean dead;
    /** Loop thread only: the loop waits for the channel to take more. */
    private boolean writeArmed;

    private LoopChannel(SocketLoop loop, SocketChannel channel, Peer peer, int maxFrameLength, WireGuard guard,
                        TokenBucket budget, String address, CountDownLatch done) {
        this.loop = loop;
        this.channel = channel;
        this.peer = peer;
        this.maxFrameLength = maxFrameLength;
        this.guard = guard;
        this.budget = budget;
        this.address = address;
        this.done = done;
    }

    /**
     * The socket's channel when it can be served by a loop: a plain NIO socket (not TLS), readable
     * by reflection. Otherwise empty, and the socket keeps its own thread.
     */
    static SocketChannel channelOf(HelidonSocket socket) {
        if (DELEGATE == null || socket.getClass() != NioSocket.class) {
            return null;
        }
        try {
            return (SocketChannel) DELEGATE.get(socket);
        } catch (IllegalAccessException | RuntimeException e) {
            return null;
        }
    }

    private static Field delegateField() {
        if (Boolean.getBoolean("undercooked.ws.threads")) {
            return null; // the thread-per-socket path, for an A/B or as a fallback
        }
        try {
            Field f = NioSocket.class.getDeclaredField("delegate");
            f.setAccessible(true);
            return f;
        } catch (ReflectiveOperationException | RuntimeException e) {
            LOG.log(Level.INFO, "game sockets keep a thread each: Helidon's NioSocket has no readable channel", e);
            return null;
        }
    }

    /**
     * Takes {@code channel} onto {@code loop}, non-blocking from now on: writes go through
     * {@link #send} at once, and reading starts with {@link #read}. {@code done} is counted down
     * when the socket is over.
     */
    static LoopChannel open(SocketLoop loop, SocketChannel channel, Peer peer, int maxFrameLength, WireGuard guard,
                            TokenBucket budget, String address, CountDownLatch done) throws IOException {
        channel.configureBlocking(false);
        LoopChannel c = new LoopChannel(loop, channel, peer, maxFrameLength, guard, budget, address, done);
        c.loop.execute(c::register);
        return c;
    }

    private void register() {
        try {
            key = channel.register(loop.selector(), 0, this);
            guard.onLoop(1);
        } catch (IOException | RuntimeException e) {
            // Closed before its turn came (a reset, the server stopping).
            peer.ended("connection lost");
            finish();
            return;
        }
        interest();
    }

    /** Starts reading (once the listener is open); {@code already}: bytes Helidon's reader had buffered past the upgrade. */
    void read(byte[] already) {
        loop.execute(() -> {
            if (over) {
                return;
            }
            started = true;
            if (already.length > 0) {
                in = ByteBuffer.allocate(Math.max(INITIAL_BUFFER, already.length));
                in.put(already);
            }
            resume();
        });
    }

    @Override
    public void readable() {
        for (int reads = 0; reads < READS_A_TURN && !over && !stopped(); reads++) {
            int n;
            try {
                n = channel.read(in);
            } catch (IOException e) {
                peer.ended("connection lost");
                finish();
                return;
            }
            boolean full = !in.hasRemaining();
            handle();
            if (n < 0) {
                peer.ended("closed without a close frame");
                finish();
                return;
            }
            if (!full || stopped()) {
                break;
            }
        }
        interest();
    }

    private boolean stopped() {
        return !started || paced || handedOff || finishing;
    }

    /** Handles the whole frames in the buffer, as far as the budget and the turn allow. */
    private void handle() {
        in.flip();
        int handled = 0;
        try {
            while (!paced && !handedOff && !over) {
                if (!peer.reading()) {
                    break;
                }
                ClientFrames.Head head = ClientFrames.head(in, maxFrameLength);
                if (head == null || in.remaining() < head.frameBytes()) {
                    roomFor(head);
                    break;
                }
                long now = System.nanoTime();
                if (!counted) {
                    counted = true;
                    guard.received(StrictWsConnection.wireBytes(head.length()));
                }
                long wait = guard.admit(budget, address, now);
                if (wait > 0) {
                    if (!pacedCounted) {
                        pacedCounted = true;
                        guard.paced();
                    }
                    pace(now + wait);
                    break;
                }
                counted = false;
                pacedCounted = false;
                if (!peer.frame(head.opcode(), head.fin(), ClientFrames.payload(in, head))) {
                    break;
                }
                if (++handled >= WireGuard.YIELD_EVERY && in.hasRemaining()) {
                    loop.readAgain(this);
                    break;
                }
            }
        } catch (ClientFrames.Violation v) {
            peer.violation(v);
        } finally {
            in.compact();
        }
        if (!over && !peer.reading()) {
            finishAfterWrites();
        }
    }

    /** Grows the buffer (in read mode) so the frame whose header is {@code head} fits whole. */
    private void roomFor(ClientFrames.Head head) {
        int need = head == null ? 14 : head.frameBytes();
        if (need > in.capacity()) {
            ByteBuffer bigger = ByteBuffer.allocate(need);
            bigger.put(in);
            bigger.flip();
            in = bigger;
        } else if (in.remaining() == 0 && in.capacity() > INITIAL_BUFFER) {
            in = ByteBuffer.allocate(INITIAL_BUFFER).flip(); // a large frame read: its buffer goes
        }
    }

    private void pace(long due) {
        paced = true;
        loop.schedule(due, () -> {
            paced = false;
            resume();
        });
    }

    private void resume() {
        if (over) {
            return;
        }
        handle();
        interest();
        if (!stopped() && !over) {
            readable();
        }
    }

    /**
     * Runs {@code call} on a virtual thread while this socket reads nothing; reading goes on when it
     * returns. Called on the loop's thread from {@link Peer#frame}.
     */
    void handOff(Runnable call) {
        handedOff = true;
        Thread.ofVirtual().name("ws-hand-off").start(() -> {
            try {
                call.run();
            } finally {
                loop.execute(() -> {
                    handedOff = false;
                    resume();
                });
            }
        });
    }

    /** What the key waits for: reads unless paused, handed off or finishing; writes while armed. */
    private void interest() {
        if (over || key == null || !key.isValid()) {
            return;
        }
        int ops = (stopped() ? 0 : SelectionKey.OP_READ) | (writeArmed ? SelectionKey.OP_WRITE : 0);
        if (key.interestOps() != ops) {
            key.interestOps(ops);
        }
    }

    /** Ends the socket on its loop (any thread): the reading stops, the listener hears 1006, it is done. */
    void abort() {
        loop.execute(() -> {
            if (!over) {
                peer.ended("connection lost");
                finish();
            }
        });
    }

    /** Once nothing more is to be read: done when the writes queued (a close frame) have gone, or at the close wait. */
    private void finishAfterWrites() {
        if (finishing || over) {
            return;
        }
        finishing = true;
        boolean empty;
        outLock.lock();
        try {
            empty = out.isEmpty() && !flushing;
        } finally {
            outLock.unlock();
        }
        if (empty) {
            finish();
            return;
        }
        interest();
        loop.schedule(System.nanoTime() + guard.closeWaitNanos(), this::finish);
    }

    private void finish() {
        if (over) {
            return;
        }
        over = true;
        if (key != null) {
            key.cancel();
            guard.onLoop(-1);
        }
        dropWrites();
        // A cancelled key leaves its selector, and its channel can close, at the selector's next
        // select: a task makes that one now, not whenever an idle loop next wakes.
        loop.execute(() -> { });
        done.countDown();
    }

    @Override
    public void failed(Throwable t) {
        peer.failed(t);
        finish();
    }

    // ---- writes ----

    /**
     * Queues {@code bytes} (whole frames) and writes what the channel takes now, on this thread;
     * never waits. Throws when the socket can no longer be written.
     */
    void send(ByteBuffer bytes) {
        outLock.lock();
        try {
            if (dead) {
                throw closed();
            }
            out.add(bytes);
            if (flushing) {
                return;
            }
            flushing = true;
        } finally {
            outLock.unlock();
        }
        flush();
    }

    private static ServerConnectionException closed() {
        return new ServerConnectionException("the game socket is closed", new ClosedChannelException());
    }

    /** Nothing queued or being written: a frame sent now goes straight to the kernel. */
    boolean idle() {
        outLock.lock();
        try {
            return !flushing && out.isEmpty();
        } finally {
            outLock.unlock();
        }
    }

    /** Waits (a writer's virtual thread) until every byte queued has been written, or the socket is gone. */
    void awaitDrained() {
        outLock.lock();
        try {
            while (!dead && (flushing || !out.isEmpty())) {
                drained.awaitUninterruptibly();
            }
            if (dead) {
                throw closed();
            }
        } finally {
            outLock.unlock();
        }
    }

    /** Writes the queue while the channel takes it; the one flushing thread (the flag is set). */
    private void flush() {
        while (true) {
            ByteBuffer next;
            outLock.lock();
            try {
                next = dead ? null : out.peek();
                if (next == null) {
                    flushing = false;
                    drained.signalAll();
                    break;
                }
            } finally {
                outLock.unlock();
            }
            try {
                channel.write(next);
            } catch (IOException | RuntimeException e) {
                writeFailed();
                return;
            }
            if (next.hasRemaining()) {
                // The kernel's buffer is full: the loop writes the rest when the peer has read.
                onLoop(this::armWrite);
                return;
            }
            outLock.lock();
            try {
                out.poll();
            } finally {
                outLock.unlock();
            }
        }
        if (finishing) {
            // The loop waits for these writes to end the socket.
            onLoop(this::finish);
        }
    }

    private void writeFailed() {
        dropWrites();
        abort();
    }

    /** Nothing more is written: the queue is dropped, a later send fails, a waiting writer is released. */
    private void dropWrites() {
        outLock.lock();
        try {
            dead = true;
            flushing = false;
            out.clear();
            drained.signalAll();
        } finally {
            outLock.unlock();
        }
    }

    /** Runs {@code step} on the loop's thread: now when this is it, else after what the loop is doing. */
    private void onLoop(Runnable step) {
        if (loop.inLoop()) {
            step.run();
        } else {
            loop.execute(step);
        }
    }

    private void armWrite() {
        writeArmed = true;
        interest();
    }

    @Override
    public void writable() {
        writeArmed = false;
        interest();
        flush();
    }
}
