package undercooked.server.ws;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * What keeps a socket reader from costing more than its share: every frame a game socket reads
 * (data, control and continuation alike) takes a token from its connection's bucket and from its
 * address's, and a reader whose bucket is empty sleeps until the next token, so the peer's TCP
 * window fills and the flood slows to the budget instead of holding a carrier thread. Pacing
 * instead of closing: an honest client under its budget never waits, and a client whose frames
 * arrive in one burst after the server itself stalled is slowed a moment, not punished.
 *
 * <p>Also the bounded wait after the server's own close: the peer has {@link #CLOSE_WAIT_NANOS}
 * to answer it, then the TCP connection is closed (counted).
 */
public final class WireGuard {

    /** Frames a second one connection may send: 5x a 20 Hz player's inputs plus its pings. */
    static final int CONNECTION_FRAMES_PER_S = 100;
    /** Frames a second all connections from one address may send together ({@code max_frames_per_s_per_address}). */
    static final int ADDRESS_FRAMES_PER_S = 1000;
    /** How long the peer has to answer the server's close frame before its TCP is closed. */
    static final long CLOSE_WAIT_NANOS = TimeUnit.SECONDS.toNanos(2);
    /** A reader gives up its carrier thread after this many frames in a row without waiting. */
    static final int YIELD_EVERY = 8;

    private final int connectionRate;
    private final int addressRate;
    private final long closeWaitNanos;
    private final Map<String, TokenBucket> addresses = new ConcurrentHashMap<>();
    private final AtomicLong pacedFrames = new AtomicLong();
    private final AtomicLong closeTimeouts = new AtomicLong();
    private final AtomicInteger closing = new AtomicInteger();
    private final AtomicInteger onLoops = new AtomicInteger();
    private final LongAdder framesIn = new LongAdder();
    private final LongAdder bytesIn = new LongAdder();
    private final LongAdder framesOut = new LongAdder();
    private final LongAdder bytesOut = new LongAdder();

    public WireGuard() {
        this(CONNECTION_FRAMES_PER_S, ADDRESS_FRAMES_PER_S, CLOSE_WAIT_NANOS);
    }

    /**
     * The default budgets but {@code addressRate} frames a second for one address's sockets together
     * (a load test's bots all share one address, as its room and socket caps are raised for it).
     */
    public static WireGuard ofAddressRate(int addressRate) {
        return new WireGuard(CONNECTION_FRAMES_PER_S, addressRate, CLOSE_WAIT_NANOS);
    }

    WireGuard(int connectionRate, int addressRate, long closeWaitNanos) {
        this.connectionRate = connectionRate;
        this.addressRate = addressRate;
        this.closeWaitNanos = closeWaitNanos;
    }

    /** A new connection's own bucket. */
    TokenBucket connectionBucket(long nowNanos) {
        return new TokenBucket(connectionRate, nowNanos);
    }

    /**
     * Admits one frame from {@code own} at {@code address}: 0 when it may be handled now (its
     * tokens taken), else how many nanoseconds to wait before asking again.
     */
    long admit(TokenBucket own, String address, long nowNanos) {
        long wait = own.nanosUntilToken(nowNanos);
        TokenBucket shared = addresses.get(address);
        if (shared == null) {
            // Looked up first: the capturing lambda was an allocation on every frame read.
            shared = addresses.computeIfAbsent(address, a -> new TokenBucket(addressRate, nowNanos));
        }
        if (wait > 0) {
            return Math.max(wait, shared.nanosUntilToken(nowNanos));
        }
        // The address's bucket is every socket's of that address (a NAT, the bench's bots): one
        // lock a frame on it, not two. Its token is taken only when the socket's own is there.
        wait = shared.takeOrWait(nowNanos);
        if (wait > 0) {
            return wait;
        }
        own.take(nowNanos);
        return 0;
    }

    void paced() {
        pacedFrames.incrementAndGet();
    }

    long closeWaitNanos() {
        return closeWaitNanos;
    }

    void closeStarted() {
        closing.incrementAndGet();
    }

    void closeFinished(boolean timedOut) {
        closing.decrementAndGet();
        if (timedOut) {
            closeTimeouts.incrementAndGet();
        }
    }

    /** Forgets the buckets of addresses that have been quiet long enough to be full again. */
    void sweep(long nowNanos) {
        addresses.values().removeIf(b -> b.isFull(nowNanos));
    }

    /** Frames whose reading waited for the budget, since start. */
    /** A frame read from a game socket: {@code wireBytes} with its header and mask. */
    void received(long wireBytes) {
        framesIn.increment();
        bytesIn.add(wireBytes);
    }

    /** A frame written to a game socket, header included. */
    void sent(long wireBytes) {
        framesOut.increment();
        bytesOut.add(wireBytes);
    }

    /** {@code frames} frames written to a game socket in one write, {@code wireBytes} in all. */
    void sent(int frames, long wireBytes) {
        framesOut.add(frames);
        bytesOut.add(wireBytes);
    }

    /** Frames read from game sockets since start (every opcode). */
    public long framesReceived() {
        return framesIn.sum();
    }

    /** Bytes of those frames as they came over the wire. */
    public long bytesReceived() {
        return bytesIn.sum();
    }

    /** Frames written to game sockets since start (every opcode). */
    public long framesSent() {
        return framesOut.sum();
    }

    /** Bytes of those frames as they went over the wire. */
    public long bytesSent() {
        return bytesOut.sum();
    }

    public long pacedFrames() {
        return pacedFrames.get();
    }

    /** Server-closed sockets whose peer did not answer the close in time: their TCP was closed. */
    public long closeTimeouts() {
        return closeTimeouts.get();
    }

    /** A socket was taken onto a {@link SocketLoop} ({@code +1}) or its loop let it go ({@code -1}). */
    void onLoop(int change) {
        onLoops.addAndGet(change);
    }

    /** Game sockets a {@link SocketLoop} serves now. */
    public int onLoops() {
        return onLoops.get();
    }

    /** Sockets the server has closed that are waiting for the peer's close now. */
    public int closing() {
        return closing.get();
    }
}
