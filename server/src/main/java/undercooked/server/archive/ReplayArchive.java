package undercooked.server.archive;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.NoSuchFileException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Level;
import java.util.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

import undercooked.levels.ReplayFiles;
import undercooked.levels.RulesVersion;
import undercooked.protocol.HttpCodec;
import undercooked.protocol.ReplayListing;
import undercooked.protocol.Stats;
import undercooked.sim.InputScript;
import undercooked.sim.Kernel;

/**
 * The round archive: rooms hand finished rounds in ({@link #archive}, never blocking, never
 * throwing), a {@link BackgroundWriter} turns each into a replay body and an index row, then trims
 * the archive to the newest {@code keep}, then re-simulates it once for its {@link RoundSummaries summary}. A write the database or the disk refuses is kept (in the
 * data folder's {@code outbox/rounds} when there is one) and tried again until it lands, in order:
 * the replay id is allocated once and kept with the round, and the body and the row are written
 * so that writing them again changes nothing, so each round lands exactly once. The HTTP API reads
 * through here.
 *
 * <p>Order of a write: body (temp, force, rename), then index row, then retention. A crash before
 * the rename leaves a temp file; between the rename and the insert, a body with no row; startup
 * {@link #recover} removes both, so the index and the files always agree. Retention deletes a row
 * before its file, so the index never points at a file it removed; it runs on the writer thread,
 * after the insert, so it can never touch a replay that is being written.
 */
public final class ReplayArchive implements RoundArchive, AutoCloseable {

    private static final Logger LOG = Logger.getLogger(ReplayArchive.class.getName());
    private static final ObjectMapper JSON = JsonMapper.builder().build();
    /**
     * The fewest rounds that may wait for the writer; beyond the queue a round is dropped and
     * counted, never blocking a room.
     */
    public static final int QUEUE = 256;
    /** Rounds a data folder's outbox may keep while the database is away (on disk, a few KB each). */
    public static final int OUTBOX = 20_000;
    static final int CLOSE_BUDGET_S = 30;

    /** A listing: the rows that read, and the ones skipped with why. */
    public record Listing(List<ReplayListing.Entry> replays, List<ReplayListing.Skipped> skipped) {
        public Listing {
            replays = List.copyOf(replays);
            skipped = List.copyOf(skipped);
        }
    }

    /** Reading one replay: its body, or why not (unknown id, or a corrupt file with its reason). */
    public sealed interface Lookup {
        record Found(String script, String golden, String level, Object summary) implements Lookup {
        }

        record Missing() implements Lookup {
        }

        record Broken(String reason) implements Lookup {
        }
    }

    private final Database db;
    private final FrameSpool spool;
    private final ReplayIndex index;
    private final ReplayStore bodies;
    private final RoundSummaries summaries;
    private final PlayedFrames frames;
    private volatile Optional<Thread> backfill = Optional.empty();
    /** Set by {@link #close()}: the frames backfill's end is then a stop, not a fault to warn of. */
    private volatile boolean closing;
    /** How long {@link #close()} waits for the frames backfill to see its interrupt. */
    private static final long BACKFILL_JOIN_MS = 2_000;
    private final int keep;
    private final BackgroundWriter<PendingRound> writer;
    /** The rounds this node archived lately, by "room/round": what {@link #recentRound} answers from. */
    private final Map<String, Recent> recent = new LinkedHashMap<>(256, 0.75f, false) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Recent> eldest) {
            return size() > RECENT_ROUNDS;
        }
    };
    private static final int RECENT_ROUNDS = 512;
    /** A slow tick is stamped when its tick ends; the round's end is stamped a moment later. */
    private static final long RECENT_SLACK_MS = 5_000;

    private record Recent(long id, long startedAt, long endedAt) {
    }
    private final AtomicLong deleted = new AtomicLong();
    /** Rounds written, and from each round's end to its row written (queue wait, retries and
     *  outages included), summed and the longest: the bench's figures. */
    private final AtomicLong written = new AtomicLong();
    private final AtomicLong latencyNanos = new AtomicLong();
    private final AtomicLong latencyMaxNanos = new AtomicLong();
    /** The same latencies in buckets, for {@code /metrics}. */
    private final undercooked.server.meters.LatencyHistogram latencyHistogram =
            new undercooked.server.meters.LatencyHistogram(undercooked.server.meters.LatencyHistogram.SLOW_BOUNDS_S);
    /** The hand-over latencies of the last {@link #RECENT_LATENCIES} rounds written, for their p99. */
    private final java.util.concurrent.atomic.AtomicLongArray recentLatency =
            new java.util.concurrent.atomic.AtomicLongArray(RECENT_LATENCIES);
    public static final int RECENT_LATENCIES = 4096;
    /** Ids whose body was read back whole, so a listing checks each file once, not on every page. */
    private final Map<Long, Boolean> verified = new ConcurrentHashMap<>();

    public ReplayArchive(Database db, ReplayStore bodies, int keep) {
        this(db, bodies, keep, QUEUE);
    }

    /**
     * {@code queue} rounds may wait for the writer. A server passes at least its {@code max_rooms}:
     * a stop aborts every room's round at once, and each must find a place in the queue.
     */
    public ReplayArchive(Database db, ReplayStore bodies, int keep, int queue) {
        this(db, bodies, keep, queue, FrameSpool.none());
    }

    /** As above, with playing rounds' frames spooled to {@code spool} rather than held in memory. */
    public ReplayArchive(Database db, ReplayStore bodies, int keep, int queue, FrameSpool spool) {
        this(db, bodies, keep, queue, spool, Optional.empty());
    }

    /**
     * As above, keeping the rounds the database refuses in {@code outbox} (at most {@link #OUTBOX}
     * of them, or {@code queue} without one); rounds an earlier run kept there are written first.
     */
    public ReplayArchive(Database db, ReplayStore bodies, int keep, int queue, FrameSpool spool,
            Optional<java.nio.file.Path> outbox) {
        this(db, bodies, keep, queue, spool, outbox, Kernel.STANDARD);
    }

    /**
     * As above, drawing each round's frames as played with {@code kernel}: the kernel this server
     * plays with; a test passes another to archive rounds as an older build played them.
     */
    ReplayArchive(Database db, ReplayStore bodies, int keep, int queue, FrameSpool spool,
            Optional<java.nio.file.Path> outbox, Kernel kernel) {
        this.frames = new PlayedFrames(db, kernel, RulesVersion.current());
        this.spool = Objects.requireNonNull(spool, "spool");
        this.db = Objects.requireNonNull(db, "db");
        this.bodies = Objects.requireNonNull(bodies, "bodies");
        if (keep < 1) {
            throw new IllegalArgumentException("keep must be >= 1, was " + keep);
        }
        this.keep = keep;
        this.index = new ReplayIndex(db);
        this.summaries = new RoundSummaries(db, index, this, bodies);
        try {
            this.writer = new BackgroundWriter<>(new BackgroundWriter.Settings("replay-archive", outbox,
                    outbox.isPresent() ? Math.max(OUTBOX, queue) : queue, false),
                    new BackgroundWriter.Codec<>() {
                        @Override
                        public byte[] encode(PendingRound item) {
                            return item.encode();
                        }

                        @Override
                        public PendingRound decode(byte[] bytes) throws IOException {
                            return PendingRound.decode(bytes);
                        }
                    }, r -> Optional.empty(), this::write, System::nanoTime);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot open the round outbox " + outbox.orElseThrow()
                    + ": " + e.getMessage(), e);
        }
    }

    @Override
    public FrameSpool spool() {
        return spool;
    }

    /** Removes what a crash left (temp files, bodies without a row); call before serving. */
    public BodyStore.Recovery recover() throws IOException, SQLException {
        BodyStore.Recovery r = bodies.recover(new HashSet<>(index.ids()));
        if (!r.temps().isEmpty() || !r.orphans().isEmpty()) {
            LOG.warning("archive recovery removed " + r.temps().size() + " unfinished and " + r.orphans().size()
                    + " unindexed replay files");
        }
        return r;
    }

    @Override
    public void archive(RoundRecord record) {
        Objects.requireNonNull(record, "record");
        PendingRound round;
        try {
            round = PendingRound.of(record, HttpCodec.text(HttpCodec.write(cooks(record))));
        } catch (RuntimeException e) {
            undercooked.server.logs.LogField.log(LOG, Level.SEVERE, "room " + record.room() + " round "
                    + record.roundNo() + " could not be made into a replay; the room carries on", e,
                    undercooked.server.logs.LogField.room(record.room()));
            return;
        }
        writer.submit(round);
    }

    /** One attempt; throws to be tried again. Each step is safe to repeat with the same id. */
    private void write(PendingRound r, BackgroundWriter.Progress<PendingRound> progress)
            throws IOException, SQLException {
        PendingRound round = r;
        if (round.id() == 0) {
            round = round.withId(index.nextId());
            progress.save(round);
        }
        ReplayBody body = round.body();
        // Read once for the body's packed frames, the frames kept and the summary stored.
        ParsedRound parsed = ParsedRound.of(body.script(), body.level());
        Optional<InputScript> script = parsed.script().value().map(ReplayFiles.ScriptFile::script);
        bodies.put(round.id(), script.isPresent() ? body.gzip(script.get().frames()) : body.gzip());
        index.insert(round.indexRow());
        keepFrames(round.id(), parsed);
        remember(round);
        // Wall-clock on purpose: a round spooled to disk in an outage is written by a later process.
        long took = Math.max(0, System.currentTimeMillis() - round.row().endedAt()) * 1_000_000L;
        long n = written.getAndIncrement();
        recentLatency.set((int) (n % RECENT_LATENCIES), took);
        latencyNanos.addAndGet(took);
        latencyMaxNanos.accumulateAndGet(took, Math::max);
        latencyHistogram.record(took);
        // Summarised on this thread, after the row, so a room never waits for the re-simulation
        // and a summary never names a round the index lacks (decision 0030).
        summaries.summarise(round.id(), parsed, round.indexRow());
        trim();
    }

    /**
     * The round's frames as played, drawn now by this server's kernel (the one that played it) and
     * kept beside its row (decision 0040). A round they cannot be drawn for keeps none: its replay
     * is still archived, and its frames endpoint says why as before.
     */
    private void keepFrames(long id, ParsedRound round) throws SQLException {
        try {
            if (frames.keep(id, round.script().value().map(ReplayFiles.ScriptFile::script), round.level().level())
                    .isEmpty()) {
                LOG.warning("replay " + id + ": no frames as played kept (its script does not play on its level)");
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "replay " + id + ": its frames as played could not be drawn; the round is archived"
                    + " without them", e);
        }
    }

    /** Rounds a step of the frames backfill draws at most. */
    static final int BACKFILL_STEP = 16;

    /**
     * What a step of the frames backfill did.
     *
     * @param kept rounds given their frames as played
     * @param last the last round id looked at, where the next step starts; -1 when there was none
     */
    public record FramesBackfill(int kept, long last) {
    }

    /**
     * Gives rounds archived before rounds kept their frames (V5, decision 0040) their frames as
     * played, when the kernel that played them is this server's (their row names the rules
     * version): drawn now, they are what a watcher was shown. Rounds of another rules version are
     * left as they are: drawing them now would not be as played. Looks at up to
     * {@link #BACKFILL_STEP} such rounds after {@code after}; a round whose body cannot be read or
     * drawn is passed over. Safe beside the writer and on many nodes at once (a kept row is never
     * written twice).
     */
    public FramesBackfill backfillFrames(long after) throws SQLException {
        List<Long> ids = frames.unkept(after, BACKFILL_STEP);
        int kept = 0;
        for (long id : ids) {
            if (closing) {
                break; // a stop: the rest waits for the next start
            }
            if (lookup(id) instanceof Lookup.Found f) {
                try {
                    if (frames.keep(id, f.script(), f.level()).isPresent()) {
                        kept++;
                    }
                } catch (RuntimeException e) {
                    LOG.warning("replay " + id + ": its frames as played could not be drawn for the backfill ("
                            + e.getClass().getSimpleName() + ")");
                }
            }
        }
        return new FramesBackfill(kept, ids.isEmpty() ? -1 : ids.getLast());
    }

    /**
     * Runs {@link #backfillFrames} to the end on a low-priority thread of its own, a step at a time
     * with a pause between (rooms come first); stops at {@link #close()}. Logs what it did once.
     */
    public void startFramesBackfill() {
        Thread t = Thread.ofPlatform().daemon().name("frames-backfill").priority(Thread.MIN_PRIORITY).unstarted(() -> {
            long after = 0;
            int kept = 0;
            try {
                for (FramesBackfill b = backfillFrames(after); b.last() >= 0 && !closing; b = backfillFrames(after)) {
                    kept += b.kept();
                    after = b.last();
                    Thread.sleep(BACKFILL_PAUSE_MS);
                }
                if (kept > 0) {
                    LOG.info("frames backfill: " + kept + " rounds archived before rounds kept their frames now keep"
                            + " them (played under this kernel's rules)");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (SQLException e) {
                if (closing) {
                    // The archive is closing and its database with it: a stop, not a fault.
                    LOG.fine("frames backfill stopped by the archive's close after " + kept + " rounds");
                } else {
                    LOG.warning("frames backfill stopped after " + kept + " rounds: " + e.getMessage());
                }
            }
        });
        backfill = Optional.of(t);
        t.start();
    }

    /** The frames backfill's thread, once started (tests: it ends within {@link #close()}). */
    Optional<Thread> framesBackfill() {
        return backfill;
    }

    /** The pause between two steps of the frames backfill. */
    private static final long BACKFILL_PAUSE_MS = 50;

    /** A round's frames as played: the frames endpoint's text and the rules version that drew them. */
    public record AsPlayed(String kernelId, String kernelName, String frames) {
        public AsPlayed {
            Objects.requireNonNull(kernelId, "kernelId");
            Objects.requireNonNull(kernelName, "kernelName");
            Objects.requireNonNull(frames, "frames");
        }
    }

    /**
     * The round's frames as played, or empty for a round archived before rounds kept them (or whose
     * kept frames no longer read): the caller then draws it with the current kernel, as before.
     */
    public Optional<AsPlayed> asPlayed(long id) throws SQLException {
        Optional<PlayedFrames.Stored> s = frames.find(id);
        if (s.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new AsPlayed(s.get().kernelId(), s.get().kernelName(), s.get().text()));
        } catch (IOException e) {
            LOG.warning("replay " + id + ": its frames as played do not read (" + e.getMessage()
                    + "); drawing it with this server's kernel");
            return Optional.empty();
        }
    }

    /**
     * The id this node gave the round {@code round} of room {@code room} that was playing at
     * {@code atMillis}, when it archived it in the last few hundred rounds: how a slow tick in
     * /api/stats links to its replay without a query (codes are reused, so the time must fall
     * inside the round).
     */
    public OptionalLong recentRound(String room, int round, long atMillis) {
        synchronized (recent) {
            Recent r = recent.get(room + "/" + round);
            return r != null && atMillis >= r.startedAt() && atMillis <= r.endedAt() + RECENT_SLACK_MS
                    ? OptionalLong.of(r.id()) : OptionalLong.empty();
        }
    }

    private void remember(PendingRound round) {
        ReplayIndex.Row row = round.row();
        synchronized (recent) {
            recent.put(row.room() + "/" + row.roundNo(), new Recent(round.id(), row.startedAt(), row.endedAt()));
        }
    }

    private void trim() throws SQLException, IOException {
        for (long old : index.beyond(keep)) {
            summaries.delete(old);
            frames.delete(old);
            index.delete(old);
            bodies.delete(old);
            verified.remove(old);
            deleted.incrementAndGet();
        }
    }

    private static List<ReplayListing.Cook> cooks(RoundRecord r) {
        return r.cast().stream().map(c -> new ReplayListing.Cook(c.playerId(), c.seat(), c.name(), c.bot())).toList();
    }

    /** Newest first; a row whose file is missing or corrupt is skipped and named with its reason. */
    public Listing list(ReplayFilter filter) throws SQLException {
        List<ReplayListing.Entry> out = new ArrayList<>();
        List<ReplayListing.Skipped> skipped = new ArrayList<>();
        for (ReplayIndex.Row row : index.list(filter)) {
            Optional<String> problem = verified.containsKey(row.id()) ? Optional.empty() : check(row.id());
            if (problem.isPresent()) {
                skipped.add(new ReplayListing.Skipped(row.id(), problem.get()));
            } else {
                verified.put(row.id(), Boolean.TRUE);
                out.add(entry(row));
            }
        }
        return new Listing(out, skipped);
    }

    private Optional<String> check(long id) {
        return switch (lookup(id)) {
            case Lookup.Found f -> Optional.empty();
            case Lookup.Missing m -> Optional.of("the replay file is missing");
            case Lookup.Broken b -> Optional.of(b.reason());
        };
    }

    public Lookup find(long id) throws SQLException {
        if (index.find(id).isEmpty()) {
            return new Lookup.Missing();
        }
        Lookup l = lookup(id);
        return l instanceof Lookup.Missing ? new Lookup.Broken("the replay file is missing") : l;
    }

    private Lookup lookup(long id) {
        try {
            ReplayBody b = ReplayBody.read(bodies.get(id));
            return new Lookup.Found(b.script(), b.golden(), b.level(), b.summary());
        } catch (NoSuchFileException e) {
            return new Lookup.Missing();
        } catch (ReplayBody.Corrupt e) {
            return new Lookup.Broken(e.getMessage());
        } catch (IOException e) {
            return new Lookup.Broken("unreadable: " + e.getMessage());
        }
    }

    private static ReplayListing.Entry entry(ReplayIndex.Row r) {
        List<ReplayListing.Cook> cooks;
        try {
            cooks = HttpCodec.readCooks(JSON.readTree(r.players()));
        } catch (IOException | IllegalArgumentException e) {
            cooks = List.of(); // a row written before the cooks' shape settled lists none rather than failing the page
        }
        return new ReplayListing.Entry(r.id(), r.room(), r.roundNo(), r.levelId(), r.levelSha256(),
                new BigInteger(Long.toUnsignedString(r.seed())), r.result(), r.score(), r.stars(), r.ticks(),
                r.startedAt(), r.endedAt(), cooks);
    }

    /**
     * How many rounds were written, and how long each took from the round's end to its row: a sum,
     * the longest, and the 99th percentile over the last {@value #RECENT_LATENCIES} written (0 before
     * the first).
     */
    public record Latency(long written, long totalNanos, long maxNanos, double recentP99Ms) {
        /** Nothing written yet. */
        public static final Latency NONE = new Latency(0, 0, 0, 0);
    }

    /** The write figures so far (the bench reads them at its window's edges). */
    public Latency latency() {
        long n = written.get();
        return new Latency(n, latencyNanos.get(), latencyMaxNanos.get(),
                undercooked.server.meters.RecentRing.percentilesMs(recentLatency, n, 0.0, 99)[0]);
    }

    /** Each written round's time from its end to its row, in buckets (the scrape's histogram). */
    public undercooked.server.meters.LatencyHistogram latencyHistogram() {
        return latencyHistogram;
    }

    /** For /api/stats. */
    public Stats.ArchiveCensus counters() {
        BackgroundWriter.Stats w = writer.stats();
        // archive_failures: rounds whose first write failed (kept and retried) or that were dropped (queue full).
        return new Stats.ArchiveCensus(w.written(), w.keptItems() + w.dropped(), deleted.get(), w.waiting(),
                w.spooled(), w.dropped(), w.failedWrites());
    }

    /** The rounds' summaries (decision 0030): what a level's insights add up. */
    public RoundSummaries summaries() {
        return summaries;
    }

    public String database() {
        return db.shown();
    }

    /** The writer: readiness asks whether its writes fail. */
    public BackgroundWriter<PendingRound> writer() {
        return writer;
    }

    /** Waits (bounded) until every round handed in so far is written; tests and shutdown. */
    public boolean drain(long timeoutMs) {
        return writer.drain(timeoutMs);
    }

    @Override
    public long backlog() {
        BackgroundWriter.Stats w = writer.stats();
        return Math.max(0, w.waiting() - w.spooled());
    }

    /**
     * Finishes the queued writes (up to {@link #CLOSE_BUDGET_S} s), then stops the writer. A stop
     * with every room mid-round queues a replay per room: 250 rounds of 130 s took about 15 s on
     * this project's 2-core machine. What is still unwritten after the budget stays in the outbox
     * for the next start (without one it is counted as dropped). The database is the caller's.
     */
    @Override
    public void close() {
        closing = true;
        backfill.ifPresent(t -> {
            t.interrupt();
            try {
                // A step is at most BACKFILL_STEP rounds; the database is closed after this returns.
                t.join(BACKFILL_JOIN_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        writer.close(TimeUnit.SECONDS.toMillis(CLOSE_BUDGET_S));
    }
}
