package undercooked.server.ws;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Notices when the server itself stalled: a virtual thread that sleeps {@link #BEAT} and sees how
 * late it woke. A stall that held this one (the carriers busy with CPU-bound work, a long garbage
 * collection, the process stopped) held the socket readers as well when they were virtual
 * threads; on socket loops ({@link SocketLoop}, platform threads) the carriers alone no longer
 * hold them, and a pause of the process still does: frames an honest client sent evenly during
 * it are read in one burst afterwards. A loop also notices its own stall, when its next turn
 * begins late ({@link SocketLoop}), and the watch counts those with its own. The
 * input rate limit asks here before it counts such a burst against the client
 * ({@link TokenBucket#forgive}): a backlog the server caused is not abuse.
 */
public final class StallWatch implements AutoCloseable {

    /** How often the watch wakes. */
    static final long BEAT = TimeUnit.MILLISECONDS.toNanos(50);
    /** A wake-up later than this is a stall. */
    static final long STALL = TimeUnit.MILLISECONDS.toNanos(300);
    /** After a stall ends its backlog is forgiven for this long (plus the stall's own length). */
    static final long AFTER = TimeUnit.SECONDS.toNanos(2);

    /** One stall: which (they count up from 1) and how long it lasted, so far if it still lasts. */
    public record Stall(long id, long nanos) {
    }

    private final Thread thread;
    private final AtomicLong stalls = new AtomicLong();
    private final AtomicLong forgiven = new AtomicLong();
    private volatile long lastBeat;
    private volatile long lastEnd = Long.MIN_VALUE / 2;
    private volatile long lastLength;
    private volatile boolean closed;

    /** Loop stalls before this watch began: not this server's to count. */
    private final long loopStallsBefore = SocketLoop.stalls();

    public StallWatch() {
        lastBeat = System.nanoTime();
        thread = Thread.ofVirtual().name("stall-watch").start(this::run);
    }

    private void run() {
        while (!closed) {
            try {
                Thread.sleep(Duration.ofNanos(BEAT));
            } catch (InterruptedException e) {
                return;
            }
            long now = System.nanoTime();
            long late = now - lastBeat - BEAT;
            if (late > STALL) {
                lastLength = late;
                lastEnd = now;
                stalls.incrementAndGet();
            }
            lastBeat = now;
        }
    }

    /**
     * The stall a frame read at {@code now} may be the backlog of: one still under way (the watch
     * itself has not run again yet), or one that ended lately.
     */
    Optional<Stall> recent(long now) {
        long since = now - lastBeat - BEAT;
        if (since > STALL) {
            return Optional.of(new Stall(stalls.get() + 1, since));
        }
        long length = lastLength;
        if (stalls.get() > 0 && now - lastEnd <= AFTER + length) {
            return Optional.of(new Stall(stalls.get(), length));
        }
        // A socket loop's own stall (seen by the loop as its turn began, before it read the
        // backlog): its ids count down from -1, apart from the watch's.
        long[] loop = SocketLoop.lastStall();
        if (now - loop[0] <= AFTER + loop[1]) {
            return Optional.of(new Stall(-SocketLoop.stalls(), loop[1]));
        }
        return Optional.empty();
    }

    void forgave() {
        forgiven.incrementAndGet();
    }

    /** Stalls seen since start: this watch's, and the socket loops' since it began. */
    public long stalls() {
        return stalls.get() + SocketLoop.stalls() - loopStallsBefore;
    }

    /** Frames over the input limit that were let through as the backlog of a stall. */
    public long forgivenFrames() {
        return forgiven.get();
    }

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
    }
}
