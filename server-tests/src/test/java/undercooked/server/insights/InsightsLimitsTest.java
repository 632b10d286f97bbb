package undercooked.server.insights;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.Optional;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import undercooked.protocol.LevelInsights;
import undercooked.server.archive.BodyStore;
import undercooked.server.archive.Database;
import undercooked.server.archive.ReplayArchive;
import undercooked.server.archive.SummaryFilter;
import undercooked.server.archive.TestRounds;

/**
 * A level's insights at their limits, over a real archive (SQLite in a temporary folder): a
 * corrupt stored summary, a filter that matches 100,000 rounds, and the per-filter cache that
 * a newly archived round invalidates. Each case is said in words in the answer's note.
 */
class InsightsLimitsTest {
    private static final String LEVEL = "01_first_shift";
    @TempDir
    Path dir;
    private Database db;
    private ReplayArchive archive;
    private Insights insights;

    @BeforeEach
    void archiveTwoRounds() throws Exception {
        db = Database.open(Database.sqliteUrl(dir));
        archive = new ReplayArchive(db, BodyStore.in(dir.resolve("replays")), 1_000);
        archive.archive(TestRounds.botRound(LEVEL, 2, 1, false, 10_000));
        archive.archive(TestRounds.botRound(LEVEL, 2, 2, false, 20_000));
        assertTrue(archive.drain(60_000));
        insights = new Insights(archive.summaries());
    }

    @AfterEach
    void close() {
        archive.close();
        db.close();
    }

    @Test
    void aCorruptStoredSummaryIsCountedAndSaidNeverThrown() throws Exception {
        db.run(c -> {
            try (Statement s = c.createStatement()) {
                return s.executeUpdate("UPDATE round_summaries SET body = X'55010203' WHERE replay_id ="
                        + " (SELECT MIN(replay_id) FROM round_summaries)");
            }
        });
        LevelInsights in = insights.query(SummaryFilter.all(LEVEL), Optional.empty());
        assertEquals(1, in.rounds());
        assertEquals(1, in.broken());
        assertTrue(in.note().contains("1 rounds could not be summarised (corrupt or unreadable)"), in.note());
        var behind = insights.moments(SummaryFilter.all(LEVEL), Optional.empty(), new Focus(Insights.BROKEN, -1, -1, ""), 50);
        assertEquals(1, behind.total(), "the broken number opens its round");
        assertTrue(behind.moments().getFirst().what().startsWith("not summarised: the stored summary is unreadable"),
                behind.moments().getFirst().what());
    }

    @Test
    void aFilterMatching100000RoundsAddsUpTheNewestAndSaysHowManyMatched() throws Exception {
        // 100,000 more rows copied from a real summary (the query reads summaries, not bodies).
        db.run(c -> {
            try (PreparedStatement p = c.prepareStatement("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1"
                    + " FROM n WHERE i < 100000) INSERT INTO round_summaries SELECT 1000000 + i, level_id, level_sha256,"
                    + " ended_at + i, result, cooks, bots, version, problem, body FROM n, (SELECT * FROM round_summaries"
                    + " ORDER BY replay_id LIMIT 1)")) {
                return p.executeUpdate();
            }
        });
        LevelInsights in = insights.query(SummaryFilter.all(LEVEL), Optional.empty());
        assertTrue(in.capped());
        assertEquals(SummaryFilter.MAX_ROUNDS, in.rounds());
        assertEquals(100_002, in.matched());
        assertTrue(in.note().contains("100,002 rounds match, more than one query adds up: the newest 20,000 were taken"),
                in.note());
    }

    @Test
    void addingUpOnSeveralThreadsGivesTheAnswerOneThreadGives() throws Exception {
        for (int i = 3; i <= 6; i++) {
            archive.archive(TestRounds.botRound(LEVEL, i % 2 + 1, i, false, 10_000L * i));
        }
        assertTrue(archive.drain(60_000));
        SummaryFilter all = SummaryFilter.all(LEVEL);
        LevelInsights one = Insights.withThreads(archive.summaries(), 1).compute(all, Optional.empty(), 0);
        LevelInsights three = Insights.withThreads(archive.summaries(), 3).compute(all, Optional.empty(), 0);
        assertEquals(6, one.rounds());
        assertEquals(one, three);
        LevelInsights.Cell hot = one.layers().get(LevelInsights.LAYERS.indexOf("presence")).cells().getFirst();
        Focus f = new Focus("presence", hot.x(), hot.y(), "");
        assertEquals(Insights.withThreads(archive.summaries(), 1).moments(all, Optional.empty(), f, 500),
                Insights.withThreads(archive.summaries(), 3).moments(all, Optional.empty(), f, 500));
    }

    @Test
    void anAnswerIsKeptUntilARoundOfTheLevelIsArchived() throws Exception {
        SummaryFilter all = SummaryFilter.all(LEVEL);
        LevelInsights first = insights.query(all, Optional.empty());
        assertSame(first, insights.query(all, Optional.empty()), "asked again: the kept answer");
        archive.archive(TestRounds.botRound(LEVEL, 2, 3, false, 30_000));
        assertTrue(archive.drain(60_000));
        LevelInsights after = insights.query(all, Optional.empty());
        assertNotSame(first, after);
        assertEquals(3, after.rounds(), "the round archived since is in the next answer");
    }
}
