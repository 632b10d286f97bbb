package undercooked.server.http;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

import undercooked.server.rooms.Takeover;
import undercooked.server.session.CreateLimit;

/**
 * Where replay-takeover prefixes run: about half a second of CPU for 72,000 ticks, so never on the
 * request's virtual thread (thirty at once held both carriers and stalled every socket for six
 * seconds) and never on a tick thread. One platform thread of its own runs them one at a time; a
 * few may wait, more are refused ({@code 503 busy}); the request's virtual thread parks meanwhile
 * and its carrier serves the sockets. Each address has a budget of prefix ticks a minute
 * ({@code max_takeover_ticks_per_min}), charged before the prefix runs.
 */
public final class TakeoverRunner implements AutoCloseable {

    /** Prefixes that may wait for the runner; more are refused rather than queued without end. */
    static final int WAITING = 4;
    /** A prefix that waited and ran this long is given up (the answer is 503). */
    static final long WAIT_S = 60;

    private final ThreadPoolExecutor pool;
    private final CreateLimit ticks;
    private final int ticksPerMinute;
    private final AtomicLong refused = new AtomicLong();

    public TakeoverRunner(int ticksPerMinute) {
        this.ticksPerMinute = ticksPerMinute;
        this.ticks = new CreateLimit(ticksPerMinute, System::nanoTime);
        AtomicInteger n = new AtomicInteger();
        this.pool = new ThreadPoolExecutor(1, 1, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(WAITING), r -> {
            Thread t = new Thread(r, "takeover-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        // The thread exists only while takeovers come: a server that never gets one never has it.
        pool.allowCoreThreadTimeOut(true);
    }

    /**
     * Runs {@code prefix} (a takeover at {@code tick}) for {@code address} on the runner thread and
     * waits for it; refusals are the API's named ones.
     */
    Takeover.Result run(String address, long tick, Supplier<Takeover.Result> prefix) {
        if (tick > ticksPerMinute) {
            refused.incrementAndGet();
            throw new Json.Refusal(429, "rate_limited", "takeover.tick: " + tick + " ticks is more than this server"
                    + " runs for one address a minute (max_takeover_ticks_per_min " + ticksPerMinute + ")");
        }
        if (!ticks.take(address, Math.max(1, tick))) {
            refused.incrementAndGet();
            throw new Json.Refusal(429, "rate_limited", "takeovers from this address used their budget of "
                    + ticksPerMinute + " prefix ticks a minute (max_takeover_ticks_per_min); try again in "
                    + Math.max(1, ticks.waitSeconds(address, Math.max(1, tick))) + " s");
        }
        Future<Takeover.Result> done;
        try {
            done = pool.submit(prefix::get);
        } catch (RejectedExecutionException e) {
            refused.incrementAndGet();
            throw new Json.Refusal(503, "busy", "the server is running " + (WAITING + 1) + " takeovers already;"
                    + " try again in a few seconds");
        }
        try {
            return done.get(WAIT_S, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            done.cancel(true);
            throw new Json.Refusal(503, "busy", "the takeover was interrupted; try again");
        } catch (java.util.concurrent.TimeoutException e) {
            done.cancel(true);
            throw new Json.Refusal(503, "busy", "the takeover waited more than " + WAIT_S + " s; try again");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException("a takeover prefix failed", e.getCause());
        }
    }

    /** Prefixes waiting for the runner now. */
    int waiting() {
        return pool.getQueue().size();
    }

    /** Takeovers refused since start (over the budget, or the runner full). */
    public long refused() {
        return refused.get();
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
