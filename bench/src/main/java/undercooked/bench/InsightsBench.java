package undercooked.bench;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import undercooked.bots.BotRound;
import undercooked.bots.Persona;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.protocol.InsightMoments;
import undercooked.protocol.LevelInsights;
import undercooked.server.archive.BodyStore;
import undercooked.server.archive.Database;
import undercooked.server.archive.ReplayArchive;
import undercooked.server.archive.RoundRecord;
import undercooked.server.archive.RoundSummaries;
import undercooked.server.archive.SummaryFilter;
import undercooked.server.insights.Focus;
import undercooked.server.insights.Insights;
import undercooked.sim.InputScript;

/**
 * The insights' three targets on a real archive (SQLite in a temporary folder): {@code --rounds}
 * rounds of level 01 (default 10,000; {@code --distinct} bot rounds of two casual cooks, archived
 * over and over as different rounds) are archived through the real writer, which summarises each
 * after its row (the new round's summary latency, target 50 ms); then every summary is dropped
 * and the rounds summarised again as older rounds are, on first use (target 60 s for 10,000);
 * then a query over all of them and a drill-down are timed (target 200 ms).
 *
 * <p>Usage: {@code ./undercooked bench insights [--rounds N] [--distinct K] [--queries Q]}.
 */
public final class InsightsBench {
    static final String LEVEL = "01_first_shift";

    private InsightsBench() {
    }

    public static void main(String[] args) throws Exception {
        BenchArgs a = BenchArgs.parse("bench insights",
                "./undercooked bench insights [--rounds N] [--distinct K] [--queries Q]",
                List.of("rounds", "distinct", "queries"), args);
        run(a.integer("rounds", 10_000, 1, SummaryFilter.MAX_ROUNDS), a.integer("distinct", 12, 1, 1000),
                a.integer("queries", 10, 1, 1000), System.out);
    }

    static void run(int rounds, int distinct, int queries, PrintStream out) throws Exception {
        Level level = Campaign.builtIn().load(LEVEL).orElseThrow(() -> new IllegalStateException("no " + LEVEL));
        List<InputScript> scripts = new ArrayList<>();
        long t0 = System.nanoTime();
        for (int i = 0; i < distinct; i++) {
            scripts.add(BotRound.play(level.kitchen(), Collections.nCopies(2, Persona.CASUAL), 1_000 + i).script());
        }
        out.printf(Locale.ROOT, "%d distinct bot rounds of %s played in %.1f s; archiving %d rounds%n", distinct,
                LEVEL, (System.nanoTime() - t0) / 1e9, rounds);
        List<RoundRecord.Cook> cast = List.of(new RoundRecord.Cook("bot1", 0, "Bot 1", Optional.of("casual")),
                new RoundRecord.Cook("bot2", 1, "Bot 2", Optional.of("casual")));
        List<RoundRecord> records = new ArrayList<>();
        for (InputScript s : scripts) {
            records.add(RoundRecord.replayed("BENCH", level, s, cast, 0, 1));
        }
        Path dir = Files.createTempDirectory("insights-bench");
        try (Database db = Database.open(Database.sqliteUrl(dir));
             ReplayArchive archive = new ReplayArchive(db, BodyStore.in(dir.resolve("replays")), rounds + 1,
                     Math.max(ReplayArchive.QUEUE, 512))) {
            long start = System.nanoTime();
            for (int i = 0; i < rounds; i++) {
                RoundRecord r = records.get(i % records.size());
                archive.archive(new RoundRecord("B" + (i % 1000), i, r.level(), r.seed(), r.cast(), r.frames(),
                        r.parks(), r.hashes(), r.result(), r.verdict(), r.events(), 1_000L * i, 1_000L * i + 500));
                while (archive.counters().archiveQueue() > 400) {
                    archive.drain(50); // a bounded wait for the writer, so no round is dropped
                }
            }
            if (!archive.drain(600_000)) {
                throw new IllegalStateException("the archive did not drain within 10 minutes");
            }
            double archiveS = (System.nanoTime() - start) / 1e9;
            RoundSummaries.Latency l = archive.summaries().latency();
            out.printf(Locale.ROOT, "archived %d rounds in %.1f s; a new round's summary (re-simulate and store, on"
                    + " the writer after its row): mean %.1f ms, max %.1f ms (target 50 ms)%n", rounds, archiveS,
                    l.totalNanos() / 1e6 / Math.max(1, l.count()), l.maxNanos() / 1e6);
            out.printf(Locale.ROOT, "stored summaries: %.1f KB each on average%n", bytesPerSummary(db) / 1024.0);

            db.run(c -> {
                try (Statement st = c.createStatement()) {
                    return st.executeUpdate("DELETE FROM round_summaries");
                }
            });
            start = System.nanoTime();
            int done = 0;
            RoundSummaries.Backfill b;
            do {
                b = archive.summaries().backfill(LEVEL, 200);
                done += b.summarised();
            } while (b.waiting() > 0);
            double backfillS = (System.nanoTime() - start) / 1e9;
            out.printf(Locale.ROOT, "summarised %d archived rounds on first use in %.1f s (%.1f ms each; target 60 s"
                    + " for 10,000)%n", done, backfillS, backfillS * 1000 / Math.max(1, done));

            Insights insights = new Insights(archive.summaries());
            SummaryFilter all = SummaryFilter.all(LEVEL);
            double[] ms = new double[queries];
            double[] read = new double[queries];
            LevelInsights answer = null;
            for (int i = -2; i < queries; i++) { // two warm-up rounds for the JIT
                long q = System.nanoTime();
                long[] n = {0};
                archive.summaries().each(all, new RoundSummaries.Sink() {
                    @Override
                    public void summary(RoundSummaries.Stored st) {
                        n[0] += st.summary().ticks();
                    }

                    @Override
                    public void broken(RoundSummaries.Broken b) {
                        n[0]++;
                    }
                });
                long r = System.nanoTime();
                answer = new Insights(archive.summaries()).query(all, Optional.empty()); // a fresh one: nothing kept
                if (i >= 0) {
                    read[i] = (r - q) / 1e6;
                    ms[i] = (System.nanoTime() - r) / 1e6;
                }
            }
            Arrays.sort(ms);
            Arrays.sort(read);
            out.printf(Locale.ROOT, "query over %d summaries (nothing kept; the backfill's check, the stamp and the"
                    + " adding up on %d threads): median %.0f ms, max %.0f ms (target 200 ms); reading and decoding the"
                    + " rows alone on one thread: median %.0f ms; %s%n", answer.rounds(),
                    Runtime.getRuntime().availableProcessors(), ms[queries / 2], ms[queries - 1], read[queries / 2],
                    answer.note());
            double[] one = new double[Math.min(queries, 5)];
            for (int i = 0; i < one.length; i++) {
                long q = System.nanoTime();
                Insights.withThreads(archive.summaries(), 1).query(all, Optional.empty());
                one[i] = (System.nanoTime() - q) / 1e6;
            }
            Arrays.sort(one);
            out.printf(Locale.ROOT, "the same, adding up on the request's thread alone: median %.0f ms%n", one[one.length / 2]);
            insights.query(all, Optional.empty());
            long c = System.nanoTime();
            insights.query(all, Optional.empty());
            out.printf(Locale.ROOT, "the same query again, answered from the cache (no round archived since): %.2f ms%n",
                    (System.nanoTime() - c) / 1e6);
            LevelInsights.Layer denied = answer.layers().stream().filter(x -> x.name().equals("denied")).findFirst()
                    .orElseThrow();
            if (!denied.cells().isEmpty()) {
                LevelInsights.Cell hot = denied.cells().getFirst();
                long q = System.nanoTime();
                InsightMoments m = insights.moments(all, Optional.empty(), new Focus("denied", hot.x(), hot.y(), ""), 50);
                out.printf(Locale.ROOT, "drill-down: %.0f ms; %s%n", (System.nanoTime() - q) / 1e6, m.headline());
            }
        } finally {
            try (var files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static double bytesPerSummary(Database db) throws java.sql.SQLException {
        return db.run(c -> {
            try (Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("SELECT AVG(LENGTH(body)) FROM round_summaries")) {
                return rs.next() ? rs.getDouble(1) : 0.0;
            }
        });
    }
}
