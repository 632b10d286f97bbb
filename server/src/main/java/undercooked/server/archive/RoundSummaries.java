package undercooked.server.archive;

import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

import undercooked.levels.Level;
import undercooked.levels.LevelLoader;
import undercooked.levels.Problem;
import undercooked.levels.ReplayFiles;
import undercooked.levels.corpus.ArchiveBody;
import undercooked.levels.insight.RoundSummarizer;
import undercooked.levels.insight.RoundSummary;
import undercooked.levels.insight.SummaryCodec;
import undercooked.protocol.HttpCodec;
import undercooked.protocol.ReplayListing;
import undercooked.sim.InvalidScriptException;

/**
 * The archive's round summaries (decision 0030): each round is re-simulated once, when the
 * archive's writer has stored it (never on a room's tick thread), and its {@link RoundSummary}
 * kept in {@code round_summaries} beside its index row. Rounds archived before summaries existed,
 * or summarised by an older version, are summarised on first use ({@link #backfill}). A round whose
 * summary cannot be computed (a body that does not parse, a script that does not fit its level)
 * keeps a row naming why, and is counted apart from then on.
 */
public final class RoundSummaries {

    private static final ObjectMapper JSON = JsonMapper.builder().build();

    /**
     * A summary as a query sees it: the round's filter columns and the summary itself, read
     * without the cooks' paths ({@link #withPaths} reads them when a moment needs them).
     */
    public record Stored(long replayId, String levelSha256, long endedAt, String result, int cooks, int bots,
                         RoundSummary summary, byte[] body) {
        public Stored {
            Objects.requireNonNull(levelSha256, "levelSha256");
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(summary, "summary");
            Objects.requireNonNull(body, "body");
        }

        /** The summary with its cooks' paths (read again from the stored bytes, which read once already). */
        public RoundSummary withPaths() {
            try {
                return SummaryCodec.read(body, true);
            } catch (SummaryCodec.Corrupt e) {
                return summary;
            }
        }
    }

    /** A round the filter takes whose summary could not be computed or read, and why. */
    public record Broken(long replayId, String reason) {
        public Broken {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /** Sees each summary of a query, and each round whose summary is broken. */
    public interface Sink {
        void summary(Stored s);

        void broken(Broken b);
    }

    /** What a backfill did: rounds summarised now, and rounds of the level still waiting (more than its limit). */
    public record Backfill(int summarised, int waiting) {
    }

    /** How long summaries took to compute and store, for the bench: a count, a sum and the longest. */
    public record Latency(long count, long totalNanos, long maxNanos) {
    }

    private final SummaryIndex table;
    private final ReplayIndex index;
    private final ReplayArchive archive;
    private final ReplayStore bodies;
    /** Per level, the stamp at which a backfill last found every round summarised (the check is then one query). */
    private final java.util.concurrent.ConcurrentHashMap<String, Stamp> complete = new java.util.concurrent.ConcurrentHashMap<>();
    private final AtomicLong count = new AtomicLong();
    private final AtomicLong totalNanos = new AtomicLong();
    private final AtomicLong maxNanos = new AtomicLong();

    RoundSummaries(Database db, ReplayIndex index, ReplayArchive archive, ReplayStore bodies) {
        this.table = new SummaryIndex(db);
        this.index = Objects.requireNonNull(index, "index");
        this.archive = Objects.requireNonNull(archive, "archive");
        this.bodies = Objects.requireNonNull(bodies, "bodies");
    }

    /** The writer's step after a round's row: summarise it. Throws only when the database refuses the row. */
    void summarise(long id, ParsedRound round, ReplayIndex.Row row) throws SQLException {
        long start = System.nanoTime();
        table.put(row(id, round, row));
        long took = System.nanoTime() - start;
        count.incrementAndGet();
        totalNanos.addAndGet(took);
        maxNanos.accumulateAndGet(took, Math::max);
    }

    /**
     * Summarises up to {@code limit} rounds of the level that have no summary of this version,
     * newest first, on one thread per core (the re-simulations are the cost; the rows are stored
     * one after another). Runs on the caller's thread and a pool it starts and ends, never on a
     * room's thread.
     */
    public Backfill backfill(String levelId, int limit) throws SQLException {
        Stamp stamp = table.stamp(levelId);
        if (stamp.equals(complete.get(levelId))) {
            return new Backfill(0, 0); // nothing archived or deleted since every round of the level had a summary
        }
        List<Long> ids = table.unsummarised(levelId, limit + 1);
        if (ids.isEmpty()) {
            complete.put(levelId, stamp);
            return new Backfill(0, 0);
        }
        List<Long> now = ids.subList(0, Math.min(limit, ids.size()));
        int threads = Math.min(now.size(), Runtime.getRuntime().availableProcessors());
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads), r -> {
            Thread t = new Thread(r, "summaries-backfill");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Optional<SummaryIndex.Row>>> rows = new ArrayList<>();
            for (long id : now) {
                rows.add(pool.submit(() -> computed(id)));
            }
            // One transaction for the step: SQLite's FULL sync costs a flush per commit, not per row.
            List<SummaryIndex.Row> done = new ArrayList<>();
            for (Future<Optional<SummaryIndex.Row>> f : rows) {
                join(f).ifPresent(done::add);
            }
            table.putAll(done);
            return new Backfill(done.size(), Math.max(0, ids.size() - limit));
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * A round's summary row, read and re-simulated; empty when retention removed the round
     * meanwhile. Reads only the body's script and level texts (the body's own check,
     * {@link ReplayArchive#find}, parses the script and the golden once more, which a summary does
     * not need: it parses the script itself).
     */
    private Optional<SummaryIndex.Row> computed(long id) throws SQLException {
        Optional<ReplayIndex.Row> row = index.find(id);
        if (row.isEmpty()) {
            return Optional.empty();
        }
        byte[] gz;
        try {
            gz = bodies.get(id);
        } catch (java.nio.file.NoSuchFileException e) {
            return Optional.of(broken(id, row.get(), "the replay file is missing"));
        } catch (IOException e) {
            return Optional.of(broken(id, row.get(), "unreadable: " + e.getMessage()));
        }
        String[] texts = scriptAndLevel(gz);
        if (texts[0] == null) {
            return Optional.of(broken(id, row.get(), texts[1]));
        }
        return Optional.of(row(id, texts[0], texts[1], row.get()));
    }

    /** The body's script and level texts (either format, {@link ArchiveBody}); or null and why not. */
    private static String[] scriptAndLevel(byte[] gz) {
        try {
            ArchiveBody.Texts t = ArchiveBody.texts(gz);
            return new String[] {t.script(), t.level()};
        } catch (ArchiveBody.Corrupt e) {
            return new String[] {null, e.getMessage()};
        }
    }

    private static Optional<SummaryIndex.Row> join(Future<Optional<SummaryIndex.Row>> f) throws SQLException {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while summarising", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof SQLException sql) {
                throw sql;
            }
            throw new IllegalStateException("summarising failed", e.getCause());
        }
    }

    /** Each summary the filter takes, newest first; rounds whose summary is broken go to {@link Sink#broken}. */
    public void each(SummaryFilter filter, Sink sink) throws SQLException {
        eachRaw(filter, new RawSink() {
            @Override
            public void summary(Raw r) {
                try {
                    sink.summary(r.decode());
                } catch (SummaryCodec.Corrupt e) {
                    sink.broken(r.corrupt(e));
                }
            }

            @Override
            public void broken(Broken b) {
                sink.broken(b);
            }
        });
    }

    /** A stored summary not decoded yet: a query decodes on other threads ({@link Raw#decode}). */
    public record Raw(long replayId, String levelSha256, long endedAt, String result, int cooks, int bots,
                      byte[] body) {
        public Raw {
            Objects.requireNonNull(levelSha256, "levelSha256");
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(body, "body");
        }

        /** The summary, read past the cooks' paths. */
        public Stored decode() throws SummaryCodec.Corrupt {
            return new Stored(replayId, levelSha256, endedAt, result, cooks, bots, SummaryCodec.read(body, false), body);
        }

        /** Why the stored bytes do not read, as a broken round. */
        public Broken corrupt(SummaryCodec.Corrupt e) {
            return new Broken(replayId, "the stored summary is unreadable: " + e.getMessage());
        }
    }

    /** Sees each stored summary undecoded, and each round whose summary is broken. */
    public interface RawSink {
        void summary(Raw r);

        void broken(Broken b);
    }

    /** As {@link #each}, undecoded. */
    public void eachRaw(SummaryFilter filter, RawSink sink) throws SQLException {
        table.each(filter, r -> {
            if (r.body().isEmpty()) {
                sink.broken(new Broken(r.replayId(), r.problem()));
            } else {
                sink.summary(new Raw(r.replayId(), r.levelSha256(), r.endedAt(), r.result(), r.cooks(), r.bots(),
                        r.body().get()));
            }
        });
    }

    /** How many rounds the filter matches, past its limit (summarised ones of this version, broken or not). */
    public long count(SummaryFilter filter) throws SQLException {
        return table.count(filter);
    }

    /** One round's summary, computed now if it has none yet; empty for an unknown round or a broken one. */
    public Optional<RoundSummary> of(long id) throws SQLException {
        Optional<SummaryIndex.Row> r = table.find(id);
        if (r.isEmpty() || r.get().version() != RoundSummary.VERSION) {
            Optional<ReplayIndex.Row> row = index.find(id);
            if (row.isEmpty() || !(archive.find(id) instanceof ReplayArchive.Lookup.Found f)) {
                return Optional.empty();
            }
            summarise(id, ParsedRound.of(f.script(), f.level()), row.get());
            r = table.find(id);
        }
        try {
            return r.isPresent() && r.get().body().isPresent() ? Optional.of(SummaryCodec.read(r.get().body().get()))
                    : Optional.empty();
        } catch (SummaryCodec.Corrupt e) {
            return Optional.empty();
        }
    }

    void delete(long id) throws SQLException {
        table.delete(id);
    }

    /**
     * What the level's summaries and rounds are now: numbers that move whenever a round of the
     * level is archived (by this node or another of the same database), summarised or deleted
     * (retention). An answer added up at one stamp holds while the stamp does (decision 0042).
     * One query over the two tables' level indexes, no row read.
     */
    public Stamp stamp(String levelId) throws SQLException {
        return table.stamp(levelId);
    }

    /** The level's summaries (of any version, broken or not), its rounds and its newest round's id. */
    public record Stamp(long summaries, long rounds, long newestRound) {
    }

    public Latency latency() {
        return new Latency(count.get(), totalNanos.get(), maxNanos.get());
    }

    private static SummaryIndex.Row row(long id, String script, String level, ReplayIndex.Row row) {
        return row(id, ParsedRound.of(script, level), row);
    }

    private static SummaryIndex.Row row(long id, ParsedRound round, ReplayIndex.Row row) {
        try {
            RoundSummary s = compute(round);
            return new SummaryIndex.Row(id, row.levelId(), row.levelSha256(), row.endedAt(), row.result(),
                    cooks(row).size(), bots(row), RoundSummary.VERSION, "", Optional.of(SummaryCodec.write(s)));
        } catch (Unsummarisable e) {
            return broken(id, row, e.getMessage());
        }
    }

    private static SummaryIndex.Row broken(long id, ReplayIndex.Row row, String why) {
        String reason = why.length() > 500 ? why.substring(0, 500) : why;
        return new SummaryIndex.Row(id, row.levelId(), row.levelSha256(), row.endedAt(), row.result(),
                cooks(row).size(), bots(row), RoundSummary.VERSION, reason, Optional.empty());
    }

    /** Why a round has no summary, in words. */
    static final class Unsummarisable extends Exception {
        private static final long serialVersionUID = 1L;

        Unsummarisable(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * Re-simulates an archived body's script on its level as played: the level the script carries
     * (the archive writes it there too), else the body's level text, so the level is read once.
     */
    static RoundSummary compute(String script, String level) throws Unsummarisable {
        return compute(ParsedRound.of(script, level));
    }

    static RoundSummary compute(ParsedRound round) throws Unsummarisable {
        ReplayFiles.Read<ReplayFiles.ScriptFile> s = round.script();
        ReplayFiles.ScriptFile in = s.value().orElseThrow(() -> new Unsummarisable("the script does not parse: "
                + s.problems().stream().findFirst().map(Problem::render).orElse("no reason given")));
        Level lv;
        if (in.level().isPresent()) {
            lv = in.level().get();
        } else {
            LevelLoader.Result l = round.level();
            lv = l.level().orElseThrow(() -> new Unsummarisable("the level as played does not load: "
                    + l.problems().stream().findFirst().map(Problem::render).orElse("no reason given")));
        }
        try {
            return RoundSummarizer.summarize(lv.kitchen(), in.script());
        } catch (InvalidScriptException e) {
            throw new Unsummarisable("the script does not fit its level: " + e.getMessage());
        } catch (RuntimeException e) {
            throw new Unsummarisable("the round could not be re-simulated: " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        }
    }

    private static List<ReplayListing.Cook> cooks(ReplayIndex.Row r) {
        try {
            return HttpCodec.readCooks(JSON.readTree(r.players()));
        } catch (IOException | IllegalArgumentException e) {
            return List.of();
        }
    }

    private static int bots(ReplayIndex.Row r) {
        return (int) cooks(r).stream().filter(c -> c.bot().isPresent()).count();
    }
}
