package undercooked.server.rooms;

import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.logging.Logger;

/**
 * The one thread finished rounds are read back, made into records and handed to the archive on
 * (decision 0048): off the ticker threads, one round at a time, and only while the archive holds
 * fewer than {@link #MAX_BACKLOG} unwritten rounds in memory, so a thousand rounds that end
 * together are spread over the archive's pace instead of making every slot's ticks late at once
 * and piling their replays (hundreds of kilobytes each) up in the heap. A round waiting here is its
 * frame log, which the archive's spool keeps on disk.
 */
final class HandOff implements Executor, AutoCloseable {

    private static final Logger LOG = Logger.getLogger(HandOff.class.getName());
    /** Unwritten rounds the archive may hold in memory before the next one waits. */
    static final long MAX_BACKLOG = 32;
    /** How long a closing supervisor lets the hand-off keep the archive's pace, before it stops waiting. */
    static final long PACED_CLOSE_S = 30;
    /** And then how long the rest may take to reach the archive (whose close keeps what it cannot write). */
    static final long UNPACED_CLOSE_S = 30;
    private static final long POLL_MS = 5;

    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "round-hand-off");
        t.setDaemon(true);
        return t;
    });
    private final LongSupplier backlog;
    private final long pacedCloseMs;
    private final long unpacedCloseMs;
    private volatile boolean paced = true;

    /** {@code backlog}: the archive's unwritten rounds in memory ({@code RoundArchive::backlog}). */
    HandOff(LongSupplier backlog) {
        this(backlog, TimeUnit.SECONDS.toMillis(PACED_CLOSE_S), TimeUnit.SECONDS.toMillis(UNPACED_CLOSE_S));
    }

    HandOff(LongSupplier backlog, long pacedCloseMs, long unpacedCloseMs) {
        this.backlog = Objects.requireNonNull(backlog, "backlog");
        this.pacedCloseMs = pacedCloseMs;
        this.unpacedCloseMs = unpacedCloseMs;
    }

    @Override
    public void execute(Runnable round) {
        try {
            thread.execute(() -> {
                awaitRoom();
                round.run();
            });
        } catch (RejectedExecutionException e) {
            // Closed already (a room that ends after its supervisor): handed over here, as before.
            round.run();
        }
    }

    private void awaitRoom() {
        while (paced && backlog.getAsLong() >= MAX_BACKLOG) {
            try {
                Thread.sleep(POLL_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /**
     * Hands over every round still waiting: at the archive's pace for up to {@link #PACED_CLOSE_S}
     * s, then without waiting for it, so a stop loses no round it did not lose before.
     */
    @Override
    public void close() {
        thread.shutdown();
        try {
            if (!thread.awaitTermination(pacedCloseMs, TimeUnit.MILLISECONDS)) {
                paced = false;
                if (!thread.awaitTermination(unpacedCloseMs, TimeUnit.MILLISECONDS)) {
                    LOG.warning("rounds still waiting to be handed to the archive after "
                            + (pacedCloseMs + unpacedCloseMs) / 1000 + " s are not archived");
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
