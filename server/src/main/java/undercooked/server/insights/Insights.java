package undercooked.server.insights;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;

import undercooked.levels.insight.SummaryCodec;
import undercooked.protocol.InsightMoments;
import undercooked.protocol.LevelInsights;
import undercooked.server.archive.RoundSummaries;
import undercooked.server.archive.SummaryFilter;

/**
 * A level's insights over a filter (decision 0031): reads the stored round summaries newest
 * first and adds them up ({@link Tally}). Runs on the caller's thread, an HTTP request's virtual
 * thread, never a room's: rooms never wait for it, and it takes no room's lock. Before adding up
 * it summarises older rounds of the level that have none yet, for at most {@link #BACKFILL_BUDGET_MS}
 * per query; what is left is counted as waiting and the note says to ask again.
 */
public final class Insights {
    /** How long one query may spend summarising older rounds before it answers. */
    public static final long BACKFILL_BUDGET_MS = 2_000;
    /** Rounds summarised per step of a backfill (the budget is checked between steps). */
    static final int BACKFILL_STEP = 25;
    static final int TREND_SLICES = 20;
    public static final String NO_ROUNDS = "no rounds of this level match: widen the filter";
    /** The drill-down into the rounds whose summary could not be computed or read. */
    public static final String BROKEN = "broken";

    private final RoundSummaries summaries;
    private final LongSupplier nanos;
    /** Threads a query adds summaries up on, beside the one that reads the rows: one per core. */
    private final int threads;

    public Insights(RoundSummaries summaries) {
        this(summaries, System::nanoTime, Runtime.getRuntime().availableProcessors());
    }

    Insights(RoundSummaries summaries, LongSupplier nanos, int threads) {
        this.summaries = Objects.requireNonNull(summaries, "summaries");
        this.nanos = Objects.requireNonNull(nanos, "nanos");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        this.threads = threads;
    }

    /** As {@link #Insights(RoundSummaries)}, adding up on {@code threads} threads (1: on the caller's). */
    public static Insights withThreads(RoundSummaries summaries, int threads) {
        return new Insights(summaries, System::nanoTime, threads);
    }

    /** A cached answer and the level's summaries' stamp it was added up at. */
    private record Cached(RoundSummaries.Stamp stamp, LevelInsights answer) {
    }

    /** What a cached answer answers: the filter and the version asked for. */
    private record Key(SummaryFilter filter, Optional<String> version) {
    }

    /** Answers by filter, the least recently asked dropped past {@link #CACHED}; valid while their level's stamp holds. */
    private final Map<Key, Cached> cache = Collections.synchronizedMap(
            new LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<Key, Cached> eldest) {
                    return size() > CACHED;
                }
            });
    static final int CACHED = 32;

    /**
     * The filter's rounds of the level, added up. {@code version}: a level hash, else the newest
     * round's. An answer is kept per filter while the level's summaries stay as they were (their
     * count and newest round, decision 0042), so asking again, or a second designer asking the
     * same, costs one indexed query; a round archived meanwhile is in the next answer.
     */
    public LevelInsights query(SummaryFilter filter, Optional<String> version) throws SQLException {
        int waiting = backfill(filter.levelId());
        Key key = new Key(filter, version);
        RoundSummaries.Stamp stamp = summaries.stamp(filter.levelId());
        Cached hit = cache.get(key);
        if (hit != null && hit.stamp().equals(stamp) && waiting == 0) {
            return hit.answer();
        }
        LevelInsights answer = compute(filter, version, waiting);
        if (waiting == 0) {
            cache.put(key, new Cached(stamp, answer));
        }
        return answer;
    }

    /** The query without the cache (the bench times it cold). */
    public LevelInsights compute(SummaryFilter filter, Optional<String> version, int waiting) throws SQLException {
        Pass p = pass(filter, version, Optional.empty());
        Tally t = p.tally;
        boolean capped = p.seen >= filter.limit();
        long matched = capped ? summaries.count(filter) : p.seen;
        String note = note(t.rounds(), p, waiting, capped ? OptionalLong.of(matched) : OptionalLong.empty(), filter.limit());
        return new LevelInsights(filter.levelId(), p.sha.orElse(""), query(filter), t.width(), t.height(), t.rounds(),
                p.other, p.broken.get(), waiting, capped, matched, note, t.layers(), t.funnel(), t.stations(),
                t.trend(TREND_SLICES));
    }

    /** Every moment behind one number, most telling first, at most {@code limit}. */
    public InsightMoments moments(SummaryFilter filter, Optional<String> version, Focus focus, int limit)
            throws SQLException {
        backfill(filter.levelId());
        Pass p = pass(filter, version, Optional.of(focus));
        if (focus.what().equals(BROKEN)) {
            List<LevelInsights.Moment> all = new ArrayList<>(p.brokenRounds);
            all.sort(Tally.TELLING);
            String headline = all.size() + " rounds could not be summarised: each opens in Replays, which says why too";
            return new InsightMoments(filter.levelId(), focus.what(), -1, -1, "", all.size(), all.size(), headline,
                    all.subList(0, Math.min(limit, all.size())));
        }
        List<LevelInsights.Moment> all = p.tally.drill().moments();
        int rounds = p.tally.drill().rounds();
        String headline = headline(focus, all.size(), rounds, p.tally.rounds());
        return new InsightMoments(filter.levelId(), focus.what(), focus.x(), focus.y(), focus.recipe(), all.size(),
                rounds, headline, all.subList(0, Math.min(limit, all.size())));
    }

    private int backfill(String levelId) throws SQLException {
        long deadline = nanos.getAsLong() + BACKFILL_BUDGET_MS * 1_000_000L;
        RoundSummaries.Backfill b;
        do {
            b = summaries.backfill(levelId, BACKFILL_STEP);
        } while (b.waiting() > 0 && nanos.getAsLong() < deadline);
        return b.waiting();
    }

    private static final class Pass {
        Tally tally;
        Optional<String> sha;
        int other;
        final AtomicInteger broken = new AtomicInteger();
        int seen;

        /** With a focus on the broken rounds, each of them and why (filled from several threads). */
        final List<LevelInsights.Moment> brokenRounds = Collections.synchronizedList(new ArrayList<>());
        final boolean keepBroken;

        Pass(Optional<String> sha, boolean keepBroken) {
            this.sha = sha;
            this.keepBroken = keepBroken;
        }

        void broken(RoundSummaries.Broken b) {
            broken.incrementAndGet();
            if (keepBroken) {
                brokenRounds.add(new LevelInsights.Moment(b.replayId(), 0, -1, -1, "not summarised: " + b.reason(), 1, ""));
            }
        }

        /** Whether a summary of this level version is added up (the first one seen names the version). */
        boolean ours(String levelSha256) {
            seen++;
            if (sha.isEmpty()) {
                sha = Optional.of(levelSha256);
            }
            if (sha.get().equals(levelSha256)) {
                return true;
            }
            other++;
            return false;
        }
    }

    /**
     * Reads the filter's rows on the caller's thread and adds them up on {@link #threads} threads
     * of its own, each into its own {@link Tally} (every round to one tally whole), merged at the
     * end (decision 0042). A row of another level version is counted without being decoded.
     */
    private Pass pass(SummaryFilter filter, Optional<String> version, Optional<Focus> focus) throws SQLException {
        Pass p = new Pass(version, focus.map(f -> f.what().equals(BROKEN)).orElse(false));
        if (threads <= 1) {
            Tally t = new Tally(focus);
            summaries.eachRaw(filter, new RoundSummaries.RawSink() {
                @Override
                public void summary(RoundSummaries.Raw r) {
                    if (p.ours(r.levelSha256())) {
                        addDecoded(t, r, p);
                    }
                }

                @Override
                public void broken(RoundSummaries.Broken b) {
                    p.seen++;
                    p.broken(b);
                }
            });
            p.tally = t;
            return p;
        }
        // Rows go to the adding threads in batches: a hand-off per row woke a parked thread per row.
        BlockingQueue<Batch> queue = new ArrayBlockingQueue<>(64);
        List<Tally> tallies = new ArrayList<>();
        List<Thread> workers = new ArrayList<>();
        AtomicReference<RuntimeException> failed = new AtomicReference<>();
        for (int i = 0; i < threads; i++) {
            Tally t = new Tally(focus);
            tallies.add(t);
            workers.add(Thread.ofPlatform().name("insights-add-" + i).daemon().start(() -> {
                try {
                    for (Batch b = queue.take(); b != END; b = queue.take()) {
                        for (RoundSummaries.Raw r : b.rows()) {
                            if (failed.get() == null) {
                                try {
                                    addDecoded(t, r, p);
                                } catch (RuntimeException e) {
                                    failed.compareAndSet(null, e); // keep draining, so the reader never waits for ever
                                }
                            }
                        }
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }));
        }
        List<List<RoundSummaries.Raw>> batch = new ArrayList<>(List.of(new ArrayList<>(BATCH))); // the one filling
        try {
            summaries.eachRaw(filter, new RoundSummaries.RawSink() {
                @Override
                public void summary(RoundSummaries.Raw r) {
                    if (p.ours(r.levelSha256())) {
                        batch.getFirst().add(r);
                        if (batch.getFirst().size() == BATCH) {
                            put(queue, new Batch(batch.getFirst()));
                            batch.set(0, new ArrayList<>(BATCH));
                        }
                    }
                }

                @Override
                public void broken(RoundSummaries.Broken b) {
                    p.seen++;
                    p.broken(b);
                }
            });
        } finally {
            if (!batch.getFirst().isEmpty()) {
                put(queue, new Batch(batch.getFirst()));
            }
            for (int i = 0; i < workers.size(); i++) {
                put(queue, END);
            }
            for (Thread w : workers) {
                try {
                    w.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new SQLException("interrupted while adding the insights up", e);
                }
            }
        }
        if (failed.get() != null) {
            throw failed.get();
        }
        Tally all = tallies.getFirst();
        for (Tally t : tallies.subList(1, tallies.size())) {
            all.merge(t);
        }
        p.tally = all;
        return p;
    }

    /** Rows handed to an adding thread at once. */
    private record Batch(List<RoundSummaries.Raw> rows) {
    }

    /** The end of the rows, one for each adding thread (compared by identity). */
    private static final Batch END = new Batch(List.of());
    /** Rows per hand-off to an adding thread. */
    static final int BATCH = 64;

    private static void addDecoded(Tally t, RoundSummaries.Raw r, Pass p) {
        try {
            t.add(r.decode());
        } catch (SummaryCodec.Corrupt e) {
            p.broken(r.corrupt(e));
        }
    }

    private static void put(BlockingQueue<Batch> q, Batch r) {
        try {
            q.put(r);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while adding the insights up", e);
        }
    }

    private static String note(int rounds, Pass p, int waiting, OptionalLong cappedAt, int limit) {
        StringBuilder b = new StringBuilder(rounds == 0 ? NO_ROUNDS : rounds + " rounds added up");
        if (cappedAt.isPresent() && cappedAt.getAsLong() > limit) {
            b.append(String.format(Locale.ROOT, "; %,d rounds match, more than one query adds up: the newest"
                    + " %,d were taken (narrow the filter, a time range, to see the others)", cappedAt.getAsLong(), limit));
        }
        if (p.other > 0) {
            b.append("; ").append(p.other).append(" rounds of other versions of the level are counted apart");
        }
        if (p.broken.get() > 0) {
            b.append("; ").append(p.broken.get()).append(" rounds could not be summarised (corrupt or unreadable)");
        }
        if (waiting > 0) {
            b.append("; ").append(waiting).append(" older rounds are still being summarised: ask again");
        }
        return b.toString();
    }

    private static LevelInsights.Query query(SummaryFilter f) {
        return new LevelInsights.Query(f.fromMs(), f.toMs(), f.cooks(), f.who().wireName(), f.result(), f.limit());
    }

    /** "items wasted at x 4, y 6: 41 times in 17 rounds". */
    static String headline(Focus f, int total, int rounds, int of) {
        String what = f.what();
        String in = ": " + total + " times in " + rounds + " of " + of + " rounds";
        if (what.equals("served")) {
            return f.recipe() + " served" + in + ", slowest first";
        }
        if (what.equals("missed")) {
            return f.recipe() + " missed" + in;
        }
        if (what.startsWith("missed:")) {
            return f.recipe() + " missed after reaching " + what.substring("missed:".length()) + in;
        }
        if (STEPS.containsKey(what)) {
            return f.recipe() + " " + STEPS.get(what) + in + ", slowest first";
        }
        if (what.equals(Tally.ROUNDS)) {
            return of + " rounds, the most missed orders first";
        }
        String at = " at x " + f.x() + ", y " + f.y();
        return switch (what) {
            case "presence" -> "cooks stood" + at + " in " + rounds + " of " + of + " rounds";
            case "idle" -> "cooks stood idle or waited" + at + " in " + rounds + " of " + of + " rounds";
            case "congestion" -> "cooks were in each other's way" + at + " in " + rounds + " of " + of + " rounds";
            case Tally.STATION -> "at the fixture" + at + ": " + total + " events in " + rounds + " rounds";
            default -> LABELS.getOrDefault(what, what) + at + ": " + total + " times in " + rounds + " rounds";
        };
    }

    /** The funnel's steps before serving, as a drill-down names them, and how a headline says them. */
    public static final Map<String, String> STEPS = Map.of("spawned", "came in", "started",
            "started", "cooked", "cooked", "plated", "plated");

    private static final Map<String, String> LABELS = Map.of("denied", "presses denied",
            "waste", "items wasted", "burnt", "dishes burnt", "fires", "fires", "dropped", "items set down");
}
