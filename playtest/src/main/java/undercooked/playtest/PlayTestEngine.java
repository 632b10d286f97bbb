package undercooked.playtest;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import undercooked.bots.BotRound;
import undercooked.sim.Kitchen;
import undercooked.sim.ReplayCursor;

/**
 * Plays a level's rounds with bot cooks on a small pool of its own (one thread per core, never the
 * common pool, which has one thread on two cores and is shared with everything else), hands each
 * round to a listener as it finishes, and can be cancelled at any tick.
 *
 * <p>Each round is played by {@link BotRound}, then replayed from its script once to be measured
 * ({@link RoundTally}): the replay is the kernel alone, a small share of the bots' cost, and it
 * keeps the bots' API as it is.
 */
public final class PlayTestEngine {
    /** Thrown inside a round when its play-test was cancelled; never leaves this class. */
    private static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stop() {
            super("play-test cancelled", null, false, false);
        }
    }

    private final Kitchen kitchen;
    private final PlayTestSettings settings;
    private final ExecutorService pool;
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final CompletableFuture<Report> done = new CompletableFuture<>();
    private final List<RoundStats> finished = new ArrayList<>();
    private final AtomicInteger left;
    private final String threadPrefix;
    /** Every thread the pool made: a pool reports terminated a moment before its last thread has ended. */
    private final List<Thread> threads = new java.util.concurrent.CopyOnWriteArrayList<>();

    private PlayTestEngine(Kitchen kitchen, PlayTestSettings settings, int threads, Runnable onThreadStart) {
        this.kitchen = Objects.requireNonNull(kitchen, "kitchen");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.threadPrefix = "playtest-" + kitchen.id() + "-" + Integer.toHexString(System.identityHashCode(this)) + "-";
        AtomicInteger t = new AtomicInteger();
        ThreadFactory f = r -> {
            Thread th = new Thread(() -> {
                onThreadStart.run();
                r.run();
            }, threadPrefix + t.incrementAndGet());
            th.setDaemon(true);
            this.threads.add(th);
            return th;
        };
        this.pool = Executors.newFixedThreadPool(threads, f);
        this.left = new AtomicInteger(settings.rounds());
    }

    /** The threads a play-test uses: one per core, no more than it has rounds. */
    public static int threadsFor(PlayTestSettings settings) {
        return Math.max(1, Math.min(settings.rounds(), Runtime.getRuntime().availableProcessors()));
    }

    /**
     * Starts the rounds; {@code onRound} sees each as it finishes (on a pool thread, in the order
     * they finish), and {@link #report()} completes with all of them.
     *
     * @throws IllegalArgumentException when the kitchen seats fewer cooks than asked for
     */
    public static PlayTestEngine start(Kitchen kitchen, PlayTestSettings settings, Consumer<RoundStats> onRound) {
        return start(kitchen, settings, threadsFor(settings), onRound);
    }

    /** As {@link #start(Kitchen, PlayTestSettings, Consumer)} on {@code threads} threads. */
    public static PlayTestEngine start(Kitchen kitchen, PlayTestSettings settings, int threads, Consumer<RoundStats> onRound) {
        return start(kitchen, settings, threads, onRound, () -> { });
    }

    /**
     * As above, with {@code onThreadStart} run first on each of the rounds' threads: the studio
     * lowers their scheduling priority there, so the bots give the editor's threads the CPU.
     */
    public static PlayTestEngine start(Kitchen kitchen, PlayTestSettings settings, int threads, Consumer<RoundStats> onRound,
                                       Runnable onThreadStart) {
        Objects.requireNonNull(onRound, "onRound");
        Objects.requireNonNull(onThreadStart, "onThreadStart");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        if (kitchen.spawns().isEmpty()) {
            throw new IllegalArgumentException("kitchen " + kitchen.id() + " has no spawn; nobody can play it");
        }
        PlayTestEngine p = new PlayTestEngine(kitchen, settings, threads, onThreadStart);
        for (int i = 0; i < settings.rounds(); i++) {
            long seed = settings.seed(i);
            p.pool.execute(() -> p.round(seed, onRound));
        }
        p.pool.shutdown();
        return p;
    }

    /** Plays every round on this thread's pool and waits: the command line's and the tests' way in. */
    public static Report run(Kitchen kitchen, PlayTestSettings settings) {
        return start(kitchen, settings, r -> { }).report().join();
    }

    private void round(long seed, Consumer<RoundStats> onRound) {
        if (cancelled.get()) {
            return;
        }
        try {
            BotRound.Result played = BotRound.play(kitchen, settings.mix().personas(settings.cooks()), seed, this::checkpoint);
            RoundTally tally = new RoundTally(kitchen.stations().size(), settings.cooks(), kitchen.width(),
                    kitchen.height());
            ReplayCursor.open(kitchen, played.script(), kitchen.timeLimitTicks() + 1, Integer.MAX_VALUE,
                    (state, events) -> !cancelled.get() && tally.tick(state, events));
            RoundStats stats = tally.result(seed, played.script());
            synchronized (finished) {
                finished.add(stats);
            }
            onRound.accept(stats);
            if (left.decrementAndGet() == 0) {
                done.complete(Report.of(kitchen, settings, snapshot()));
            }
        } catch (Stop | ReplayCursor.Cancelled e) {
            // Cancelled mid-round: nothing to keep.
        } catch (RuntimeException e) {
            cancelled.set(true);
            done.completeExceptionally(e);
        }
    }

    /**
     * The bots' clock, read twice a tick: the one place a running round looks at the cancel flag,
     * so a cancel stops every round within a tick.
     */
    private long checkpoint() {
        if (cancelled.get()) {
            throw new Stop();
        }
        return 0L;
    }

    /** The rounds finished so far, in seed order. */
    public List<RoundStats> snapshot() {
        synchronized (finished) {
            List<RoundStats> copy = new ArrayList<>(finished);
            copy.sort((a, b) -> Long.compare(a.seed(), b.seed()));
            return copy;
        }
    }

    /** Completes with every round's report; exceptionally when a round failed; never when cancelled. */
    public CompletableFuture<Report> report() {
        return done;
    }

    public PlayTestSettings settings() {
        return settings;
    }

    /** Stops every round within a tick and waits (up to {@code timeoutMs}) for the pool's threads to end. */
    public boolean cancel(long timeoutMs) throws InterruptedException {
        cancelled.set(true);
        pool.shutdownNow();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        if (!pool.awaitTermination(timeoutMs, TimeUnit.MILLISECONDS)) {
            return false;
        }
        for (Thread th : threads) {
            long left = deadline - System.nanoTime();
            if (left <= 0 || !th.join(java.time.Duration.ofNanos(left))) {
                return !th.isAlive();
            }
        }
        return true;
    }

    /** The names of this play-test's threads start so: {@code playtest-LEVEL-ID-}. */
    public String threadPrefix() {
        return threadPrefix;
    }

    public boolean isCancelled() {
        return cancelled.get();
    }

    /** True once every thread of the pool has ended (after the last round, or a cancel). */
    public boolean isTerminated() {
        return pool.isTerminated() && threads.stream().noneMatch(Thread::isAlive);
    }
}
