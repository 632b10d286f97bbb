package undercooked.server.ws;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

import io.helidon.websocket.WsSession;
import undercooked.protocol.CloseCode;
import undercooked.server.rooms.Member;

/**
 * One game socket's outbound side: a bounded send queue drained by its own virtual thread, so
 * a room never blocks on a slow reader. On a socket loop ({@link LoopChannel}) a frame offered
 * while nothing is queued or waiting to be written skips the queue: the offering thread writes it
 * without waiting (decision 0063). Snapshots beyond {@code maxSendQueue} are dropped
 * (the room answers with a full frame next); state frames are never dropped, and a reader so
 * slow that even those pile up is disconnected like any drop (its seat keeps its grace).
 */
public final class Connection implements Member {

    private static final Logger LOG = Logger.getLogger(Connection.class.getName());

    private sealed interface Out permits Frame, Close {
    }

    private record Frame(String text, boolean droppable) implements Out {
    }

    private record Close(CloseCode code, String reason) implements Out {
    }

    private final WsSession session;
    private final ConnectionRegistry registry;
    private final String roomCode;
    private final int maxSendQueue;
    private final int hardCap;
    private final int latencyMs;
    private final long openedAt;
    private final Consumer<Connection> onGone;
    private final ReentrantLock lock = new ReentrantLock();
    /** The writer: parked while the queue is empty, unparked by whatever adds to it (no wait node a frame). */
    private final Thread writer;
    /** Under the lock: what is queued. The writer swaps it with its own empty deque instead of copying it out. */
    private ArrayDeque<Out> queue = new ArrayDeque<>();
    /** The socket when it is ours: frames go out pre-framed and batched ({@link FrameBytes}); else one send each. */
    private final SocketWrites strict;
    /** The writer's frames of the batch in hand (its thread only). */
    private final List<byte[]> frames = new ArrayList<>();
    private final AtomicBoolean gone = new AtomicBoolean();
    private int snapshots;
    /** Written under the lock; volatile so the reading thread's check a frame takes no lock (it contended with the writer's). */
    private volatile boolean closing;
    /**
     * Under the lock: the writer took frames from the queue and may not have written them yet
     * (cleared when it next finds the queue empty).
     */
    private boolean writing;
    private volatile long lastSeen;
    private volatile String token;
    /** Under the lock: when the oldest frame in the queue was queued ({@link System#nanoTime}). */
    private long queuedAt;
    /** When the oldest input not yet followed by a snapshot arrived ({@link System#nanoTime}), 0 for none. */
    private volatile long inputSince;

    Connection(WsSession session, ConnectionRegistry registry, String roomCode, int maxSendQueue, int latencyMs,
               long nowNanos, Consumer<Connection> onGone) {
        this.session = Objects.requireNonNull(session, "session");
        this.strict = session instanceof StrictWsConnection s ? s.writes() : null;
        this.registry = registry;
        this.roomCode = roomCode;
        this.maxSendQueue = maxSendQueue;
        this.hardCap = 4 * maxSendQueue; // the contract's bound on the send-queue high-water mark
        this.latencyMs = latencyMs;
        this.openedAt = nowNanos;
        this.lastSeen = nowNanos;
        this.onGone = onGone;
        // The writer before the registry sees this connection: a server stop that walks the
        // registry (closeAll) joins every connection's writer, and one registered first could be
        // found with none yet (a NullPointerException in AbuseIntegrationTest's stop, once).
        writer = Thread.ofVirtual().name("ws-send-" + roomCode).start(this::drain);
        registry.add(this);
    }

    /** Frames waiting in this socket's send queue now (taken by the writer, they no longer count). */
    int queuedFrames() {
        lock.lock();
        try {
            return queue.size();
        } finally {
            lock.unlock();
        }
    }

    @Override
    public boolean offer(String text, boolean droppable) {
        if (strict != null && strict.onLoop() && direct(text, droppable)) {
            return true;
        }
        // The writer is woken only by the frame that finds the queue empty: it takes the whole
        // queue each time it wakes, so a second frame before it ran (a tick's snapshot and lobby)
        // needs no second wake-up.
        boolean wake = false;
        lock.lock();
        try {
            if (closing) {
                return false;
            }
            if (droppable && snapshots >= maxSendQueue) {
                registry.snapshotDropped();
                return false;
            }
            if (queue.size() >= hardCap) {
                // Not even state frames are being read: treat the reader as gone.
                queue.clear();
                closing = true;
                wake = true;
                queue.add(new Close(CloseCode.NORMAL, "slow consumer"));
                Thread.ofVirtual().start(() -> {
                    teardown();
                    // The writer may be stuck in a write the peer never reads: the close (with
                    // its bounded wait, then the TCP close) must not wait behind it.
                    try {
                        session.close(CloseCode.NORMAL.code(), "slow consumer");
                    } catch (RuntimeException e) {
                        LOG.log(Level.FINE, "closing a slow consumer failed", e);
                    }
                });
                return false;
            }
            wake = queue.isEmpty();
            if (wake) {
                queuedAt = System.nanoTime();
            }
            queue.add(new Frame(text, droppable));
            if (droppable) {
                snapshots++;
            }
            registry.queued(queue.size());
            return true;
        } finally {
            lock.unlock();
            if (wake) {
                LockSupport.unpark(writer); // after the unlock, so the writer does not wake into a held lock
            }
        }
    }

    /**
     * A reply to a frame the peer just sent (a pong), from the thread that read it. With nothing
     * queued or being written it writes the frame itself, which costs no wake-up of the writer;
     * otherwise it queues it like any frame.
     */
    void reply(String text) {
        if (strict == null || !direct(text, false)) {
            offer(text, false);
        }
    }

    /**
     * Writes {@code text} on this thread when nothing is queued or being written, so no writer is
     * woken for it: true when written. Everything offered before it goes out before it: the send
     * lock is taken while the queue is seen empty, so the writer's next batch waits behind this
     * write. On a loop ({@link SocketWrites#onLoop}) the write never waits: what the kernel
     * does not take now, the loop writes later, and until it has, frames queue here (snapshots
     * beyond the queue's bound are dropped). On a socket with a thread of its own only a reply
     * comes here: its reading thread may wait on a write, a room's ticker may not.
     */
    private boolean direct(String text, boolean droppable) {
        boolean direct;
        lock.lock();
        try {
            // A simulated latency (sim_latency_ms) delays every frame: then the writer sends it.
            direct = latencyMs == 0 && !closing && queue.isEmpty() && !writing && strict.idle() && strict.holdSend();
        } finally {
            lock.unlock();
        }
        if (!direct) {
            return false;
        }
        try {
            strict.sendHeld(droppable ? registry.frameBytes().textFrame(text)
                    : FrameBytes.frame(0x80 | 0x1, text.getBytes(StandardCharsets.UTF_8)));
        } catch (RuntimeException e) {
            // The peer is gone mid-write; the room sees an ordinary drop, as when the writer finds
            // it. Not on this thread: it may be the room's own pass over its members.
            LOG.log(Level.FINE, "a direct write failed, dropping the connection", e);
            Thread.ofVirtual().start(this::teardown);
            return true;
        } finally {
            strict.releaseSend();
        }
        long now = System.nanoTime();
        if (strict.onLoop()) {
            // Every write on a loop is counted, these with no wait; a thread's reply never was.
            registry.sendLag().record(0);
        }
        long since = inputSince;
        if (droppable && since != 0) {
            inputSince = 0;
            registry.echoes().record(now - since);
        }
        return true;
    }

    @Override
    public void close(CloseCode code, String reason) {
        lock.lock();
        try {
            if (closing) {
                return;
            }
            closing = true;
            if (queue.isEmpty()) {
                queuedAt = System.nanoTime();
            }
            queue.add(new Close(code, reason));
        } finally {
            lock.unlock();
            LockSupport.unpark(writer);
        }
    }

    /** A server-side close: the room forgets the socket now, the close frame follows the queue. */
    void shut(CloseCode code, String reason) {
        close(code, reason);
        teardown();
    }

    /** Waits until the writer has written what was queued (up to {@code deadline}, {@link System#nanoTime}). */
    void awaitWritten(long deadline) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            return;
        }
        try {
            writer.join(java.time.Duration.ofNanos(left));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The test seam's hard drop: no close frame, the TCP connection just ends. */
    void kill() {
        teardown();
        lock.lock();
        try {
            closing = true;
            queue.clear();
        } finally {
            lock.unlock();
            LockSupport.unpark(writer);
        }
        try {
            session.terminate();
        } catch (RuntimeException e) {
            LOG.log(Level.FINE, "terminate failed", e);
        }
    }

    /** The room and the registry forget this socket; runs once however many paths end it. */
    void teardown() {
        if (gone.compareAndSet(false, true)) {
            registry.remove(this);
            onGone.accept(this);
            LockSupport.unpark(writer);
        }
    }

    /** An input frame arrived: the next snapshot written to this socket ends its echo. */
    void inputArrived() {
        if (inputSince == 0) {
            inputSince = System.nanoTime();
        }
    }

    void seen(long nowNanos) {
        lastSeen = nowNanos;
    }

    long lastSeen() {
        return lastSeen;
    }

    long openedAt() {
        return openedAt;
    }

    boolean greeted() {
        return token != null;
    }

    boolean isClosing() {
        return closing;
    }

    void greet(String newToken) {
        token = newToken;
    }

    String roomCode() {
        return roomCode;
    }

    Optional<String> token() {
        return Optional.ofNullable(token);
    }

    private void drain() {
        ArrayDeque<Out> batch = new ArrayDeque<>();
        while (true) {
            long since;
            lock.lock();
            try {
                if (queue.isEmpty() && gone.get()) {
                    return;
                }
                since = queuedAt;
                // Swapped, not copied: the queue's frames become the batch, and the batch's empty
                // deque (cleared after its last write) takes the next frames.
                ArrayDeque<Out> taken = queue;
                queue = batch;
                batch = taken;
                snapshots = 0;
                writing = !batch.isEmpty();
            } finally {
                lock.unlock();
            }
            if (batch.isEmpty()) {
                // Untimed: a timed wait armed a timer on every wake-up. Whatever adds to the queue,
                // and teardown, unpark; a spurious return just looks at the queue again.
                LockSupport.park(this);
                if (Thread.currentThread().isInterrupted()) {
                    return;
                }
                continue;
            }
            try {
                if (latencyMs > 0) {
                    Thread.sleep(latencyMs);
                }
                boolean snapshot = false;
                for (Out out : batch) {
                    switch (out) {
                        case Frame f -> {
                            if (strict != null) {
                                frames.add(registry.frameBytes().textFrame(f.text()));
                            } else {
                                session.send(f.text(), true);
                            }
                            snapshot |= f.droppable();
                        }
                        case Close c -> {
                            written(snapshot, since);
                            session.close(c.code().code(), c.reason());
                            teardown();
                            return;
                        }
                    }
                }
                written(snapshot, since);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                teardown();
                return;
            } catch (RuntimeException e) {
                // The peer is gone mid-write; the room sees an ordinary drop.
                LOG.log(Level.FINE, "send failed, dropping the connection", e);
                teardown();
                return;
            }
            batch.clear();
        }
    }

    /**
     * Writes the frames gathered from one batch in one write; a snapshot among them ends the
     * echo of the oldest input not yet answered. {@code queued}: when the batch's oldest frame was
     * queued, for the send lag (less a simulated latency, which is not the node's).
     */
    private void written(boolean snapshot, long queued) {
        if (!frames.isEmpty()) {
            strict.sendFrames(frames);
            frames.clear();
        }
        long now = System.nanoTime();
        registry.sendLag().record(now - queued - latencyMs * 1_000_000L);
        long since = inputSince;
        if (snapshot && since != 0) {
            inputSince = 0;
            registry.echoes().record(now - since);
        }
    }
}
