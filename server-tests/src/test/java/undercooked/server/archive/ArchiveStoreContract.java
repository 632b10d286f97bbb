package undercooked.server.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

import undercooked.levels.LevelLoader;
import undercooked.levels.ReplayFiles;
import undercooked.levels.RulesVersion;
import undercooked.levels.corpus.ArchiveBody;
import undercooked.levels.insight.RoundSummary;
import undercooked.protocol.ReplayListing;
import undercooked.server.session.Session;
import undercooked.server.session.SqlSessionStore;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;
import undercooked.sim.ReplayRun;

/**
 * What every database behind the archive must do, run once per engine: SQLite on a real file and
 * PostgreSQL on loopback. Subclasses say how to open (and reopen) the engine's database.
 */
abstract class ArchiveStoreContract implements FramesAsPlayedContract {

    @TempDir
    Path files;

    /** A database over the same storage each call; a second call is a "restart". */
    /** The JDBC URL of this test's own, empty database. */
    abstract String url();

    @Override
    public Database open() {
        return Database.open(url());
    }

    @Override
    public Path files() {
        return files;
    }

    @Override
    public ReplayArchive archive(Database db, int keep) throws Exception {
        ReplayArchive a = new ReplayArchive(db, BodyStore.in(files.resolve("replays")), keep);
        a.recover();
        return a;
    }

    private static List<Long> ids(ReplayArchive.Listing l) {
        return l.replays().stream().map(ReplayListing.Entry::id).toList();
    }

    @Test
    void sessionsKeepTheirNameAndUnlockAcrossAReopen() {
        // A clean stop closes the store (its writer drains) before the database.
        try (Database db = open(); SqlSessionStore store = new SqlSessionStore(db)) {
            store.claim("tok-ana", "Ana");
            store.unlock("tok-ana", 3);
            store.unlock("tok-ana", 2);
        }
        try (Database db = open(); SqlSessionStore store = new SqlSessionStore(db)) {
            assertEquals(Optional.of(new Session("tok-ana", "Ana", 3)), store.find("tok-ana"));
            assertEquals(Optional.empty(), store.find("tok-nobody"));
        }
    }

    @Test
    void replaysListNewestFirstFilteredAndPaged() throws Exception {
        try (Database db = open(); ReplayArchive a = archive(db, 100)) {
            a.archive(TestRounds.played("AAAAA", "01_first_shift", "won", 1));
            a.archive(TestRounds.played("AAAAA", "01_first_shift", "lost", 2));
            a.archive(TestRounds.played("CCCCC", "02_salad_bar", "aborted", 3));
            a.archive(TestRounds.played("CCCCC", "01_first_shift", "won", 4));
            assertTrue(a.drain(5000));
            assertEquals(List.of(4L, 3L), ids(a.list(ReplayFilter.newest(2))));
            assertEquals(List.of(2L, 1L), ids(a.list(new ReplayFilter(Optional.empty(), Optional.empty(), 2,
                    OptionalLong.of(3)))));
            assertEquals(List.of(4L, 1L), ids(a.list(new ReplayFilter(Optional.empty(), Optional.of("won"), 10,
                    OptionalLong.empty()))));
            assertEquals(List.of(3L), ids(a.list(new ReplayFilter(Optional.of("02_salad_bar"), Optional.empty(), 10,
                    OptionalLong.empty()))));
            ReplayListing.Entry first = a.list(ReplayFilter.newest(1)).replays().getFirst();
            assertEquals("CCCCC", first.room());
            assertEquals(45L, first.ticks());
            assertEquals(0L, a.counters().archiveFailures());
        }
    }

    @Test
    void aRoundThisNodeArchivedIsFoundByRoomRoundAndATimeInsideIt() throws Exception {
        try (Database db = open(); ReplayArchive a = archive(db, 10)) {
            a.archive(TestRounds.played("AAAAA", "01_first_shift", "won", 5));
            assertTrue(a.drain(5000));
            assertEquals(OptionalLong.of(1), a.recentRound("AAAAA", 1, 2_000), "a tick while it played");
            assertEquals(OptionalLong.empty(), a.recentRound("AAAAA", 1, 999), "before it started");
            assertEquals(OptionalLong.empty(), a.recentRound("AAAAA", 1, 60_000), "long after: a reused code");
            assertEquals(OptionalLong.empty(), a.recentRound("AAAAA", 2, 2_000), "another round");
            assertEquals(OptionalLong.empty(), a.recentRound("BBBBB", 1, 2_000), "another room");
        }
    }

    @Test
    void anArchivedBodyIsAScriptAndGoldenThatReplayToTheRecordedHashes() throws Exception {
        try (Database db = open(); ReplayArchive a = archive(db, 10)) {
            a.archive(TestRounds.played("AAAAA", "01_first_shift", "lost", 77));
            assertTrue(a.drain(5000));
            ReplayArchive.Lookup.Found f = assertInstanceOf(ReplayArchive.Lookup.Found.class, a.find(1));
            InputScript s = ReplayFiles.parseScript(f.script(), "s", "s").value().orElseThrow();
            Golden g = ReplayFiles.parseGolden(f.golden(), "g").value().orElseThrow();
            var kitchen = LevelLoader.parse(f.level(), "level").level().orElseThrow().kitchen();
            assertTrue(ReplayRun.compare(ReplayRun.run(kitchen, s, g.finalTick()), g).matches());
            assertEquals(List.of(0L, 20L, 40L, 45L), g.hashes().stream().map(h -> h.tick()).toList());
        }
    }

    @Test
    void anArchivedRoundRecordsTheKernelItWasPlayedUnderInItsRowAndItsSummary() throws Exception {
        try (Database db = open(); ReplayArchive a = archive(db, 10)) {
            a.archive(TestRounds.played("AAAAA", "01_first_shift", "won", 5));
            assertTrue(a.drain(5000));
            RulesVersion kernel = RulesVersion.current();
            String row = db.run(c -> {
                try (Statement s = c.createStatement();
                     ResultSet rs = s.executeQuery("SELECT kernel_id, kernel_name FROM replays WHERE id = 1")) {
                    rs.next();
                    return rs.getString(1) + " " + rs.getString(2);
                }
            });
            assertEquals(kernel.id() + " " + kernel.name(), row);
            ReplayArchive.Lookup.Found f = assertInstanceOf(ReplayArchive.Lookup.Found.class, a.find(1));
            JsonNode summary = (JsonNode) f.summary();
            assertEquals(kernel.id(), summary.get("kernel").get("id").asText());
            assertEquals(kernel.name(), summary.get("kernel").get("name").asText());
        }
    }

    /**
     * Decisions 0045 and 0052: a server that writes body format 3 keeps reading the format-1 and
     * format-2 bodies its archive already holds, in either body store: they list, open to the same
     * texts byte for byte, and summarise as before.
     */
    @ParameterizedTest
    @ValueSource(strings = {"files", "database"})
    void bodiesOfTheFirstAndSecondFormatsStillListOpenAndSummarise(String where) throws Exception {
        try (Database db = open()) {
            ReplayStore store = where.equals("files") ? BodyStore.in(files.resolve("replays")) : new DatabaseBodyStore(db);
            ReplayArchive.Lookup.Found written;
            ReplayArchive.Lookup.Found written2;
            try (ReplayArchive a = new ReplayArchive(db, store, 10)) {
                a.recover();
                RoundRecord first = TestRounds.played("AAAAA", "01_first_shift", "lost", 77);
                a.archive(first);
                a.archive(TestRounds.played("AAAAA", "01_first_shift", "won", 78));
                assertTrue(a.drain(5000));
                written = assertInstanceOf(ReplayArchive.Lookup.Found.class, a.find(1));
                written2 = assertInstanceOf(ReplayArchive.Lookup.Found.class, a.find(2));
                ReplayBody harness = ReplayBody.of(1, first);
                assertEquals(List.of(harness.script(), harness.golden()), List.of(written.script(), written.golden()),
                        "a format-3 body serves the texts the harness wrote, byte for byte");
                ArchiveBody.Texts t = ArchiveBody.texts(store.get(1));
                ArchiveBody.Texts t2 = ArchiveBody.texts(store.get(2));
                assertEquals(List.of(3, 3), List.of(t.format(), t2.format()), "a server writes format 3");
                // Round 1 as a server before format 2 wrote it, round 2 as one before format 3 (a
                // put never overwrites a database row).
                store.delete(1);
                store.put(1, ArchiveBody.gzipFormat1(t.script(), t.golden(), t.level(), t.summary()));
                assertEquals(ArchiveBody.FORMAT_STRINGS, ArchiveBody.texts(store.get(1)).format());
                store.delete(2);
                store.put(2, ArchiveBody.gzipFormat2(t2.script(), t2.golden(), t2.level(), t2.summary()));
                assertEquals(ArchiveBody.FORMAT_EMBEDDED, ArchiveBody.texts(store.get(2)).format());
                db.run(c -> {
                    try (Statement st = c.createStatement()) {
                        return st.executeUpdate("DELETE FROM round_summaries");
                    }
                });
            }
            try (ReplayArchive a = new ReplayArchive(db, store, 10)) { // the upgraded server starts
                a.recover();
                assertEquals(List.of(2L, 1L), ids(a.list(ReplayFilter.newest(10))));
                ReplayArchive.Lookup.Found old = assertInstanceOf(ReplayArchive.Lookup.Found.class, a.find(1));
                assertEquals(List.of(written.script(), written.golden(), written.level(), written.summary()),
                        List.of(old.script(), old.golden(), old.level(), old.summary()), "the same texts, byte for byte");
                assertEquals(new RoundSummaries.Backfill(2, 0), a.summaries().backfill("01_first_shift", 10));
                assertEquals(Optional.of(RoundSummaries.compute(old.script(), old.level())), a.summaries().of(1));
                ReplayArchive.Lookup.Found second = assertInstanceOf(ReplayArchive.Lookup.Found.class, a.find(2));
                assertEquals(List.of(written2.script(), written2.golden(), written2.level(), written2.summary()),
                        List.of(second.script(), second.golden(), second.level(), second.summary()),
                        "the same texts, byte for byte");
                assertEquals(Optional.of(RoundSummaries.compute(second.script(), second.level())), a.summaries().of(2));
            }
        }
    }

    @Test
    void retentionKeepsTheNewestAndDeletesTheOldestWithTheirFiles() throws Exception {
        try (Database db = open(); ReplayArchive a = archive(db, 3)) {
            for (int i = 1; i <= 5; i++) {
                a.archive(TestRounds.played("AAAAA", "01_first_shift", "lost", i));
            }
            assertTrue(a.drain(5000));
            assertEquals(List.of(5L, 4L, 3L), ids(a.list(ReplayFilter.newest(10))));
            assertFalse(Files.exists(files.resolve("replays/1.json.gz")));
            assertFalse(Files.exists(files.resolve("replays/2.json.gz")));
            assertTrue(Files.exists(files.resolve("replays/3.json.gz")));
            assertEquals(2L, a.counters().replaysDeleted());
            assertEquals(Optional.empty(), a.asPlayed(1), "a deleted round's frames go with it");
            assertTrue(a.asPlayed(3).isPresent());
        }
        try (Database db = open(); ReplayArchive a = archive(db, 3)) {
            assertEquals(List.of(5L, 4L, 3L), ids(a.list(ReplayFilter.newest(10))), "the index survives a reopen");
        }
    }
    @Test
    void twoNodesSharingTheDatabaseNeverTakeTheSameReplayId() throws Exception {
        try (Database one = open(); Database two = open()) {
            ReplayIndex a = new ReplayIndex(one);
            ReplayIndex b = new ReplayIndex(two);
            Set<Long> ids = ConcurrentHashMap.newKeySet();
            CountDownLatch go = new CountDownLatch(1);
            List<Thread> threads = new ArrayList<>();
            for (ReplayIndex index : List.of(a, b)) {
                threads.add(Thread.ofPlatform().start(() -> {
                    try {
                        go.await();
                        for (int i = 0; i < 40; i++) {
                            assertTrue(ids.add(index.nextId()), "an id was handed out twice");
                        }
                    } catch (Exception e) {
                        throw new AssertionError(e);
                    }
                }));
            }
            go.countDown();
            for (Thread t : threads) {
                t.join(20_000);
            }
            assertEquals(80, ids.size());
            assertEquals(80L, Collections.max(ids) - Collections.min(ids) + 1, "no gaps either");
        }
    }

    @Test
    void replayBodiesInTheDatabaseReadBackAndRecoveryLeavesYoungOrphansToTheirWriter() throws Exception {
        long[] now = {10 * DatabaseBodyStore.ORPHAN_AGE_MS};
        try (Database db = open()) {
            DatabaseBodyStore store = new DatabaseBodyStore(db, () -> now[0]);
            store.put(7, new byte[] {1, 2, 3});
            assertEquals(3, store.get(7).length);
            assertTrue(assertThrows(NoSuchFileException.class,
                    () -> store.get(8)).getMessage().contains("8"));
            now[0] += DatabaseBodyStore.ORPHAN_AGE_MS / 2;
            store.put(9, new byte[] {4});
            now[0] += DatabaseBodyStore.ORPHAN_AGE_MS / 2 + 1;
            // 7 is old and unindexed: a crash left it. 9 is young: another node may be about to index it.
            BodyStore.Recovery r = store.recover(Set.of());
            assertEquals(List.of(Path.of("replay_bodies", "7")), r.orphans());
            assertEquals(1, store.get(9).length);
            store.delete(9);
            assertGone(store, 9);
        }
    }

    private static void assertGone(DatabaseBodyStore store, long id) {
        assertThrows(NoSuchFileException.class, () -> store.get(id));
    }

    @Test
    void anUnlockMadeOnAnotherNodeIsNeverTakenBackByAStaleCopy() throws Exception {
        try (Database one = open(); Database two = open()) {
            SqlSessionStore nodeA = new SqlSessionStore(one, 1);
            nodeA.claim("tok-shared", "Ana");
            try (SqlSessionStore nodeB = new SqlSessionStore(two, 1)) {
                nodeB.unlock("tok-shared", 3);
            }
            // Node A still holds unlocked=1; renaming writes its copy, which must not lower the unlock.
            nodeA.claim("tok-shared", "Ana B");
            nodeA.close();
            try (SqlSessionStore fresh = new SqlSessionStore(one)) {
                assertEquals(Optional.of(new Session("tok-shared", "Ana B", 3)), fresh.find("tok-shared"));
            }
        }
    }

    /**
     * The schema as the code before Flyway made it (Database.MIGRATIONS, kept here as it was
     * released): version 1, and with {@code two} version 2, recorded in {@code schema_version}.
     */
    private void makeLegacySchema(boolean two) throws SQLException {
        if (url().startsWith("jdbc:sqlite:")) {
            try {
                Files.createDirectories(Path.of(url().substring("jdbc:sqlite:".length())).toAbsolutePath().getParent());
            } catch (java.io.IOException e) {
                throw new SQLException(e);
            }
        }
        try (Connection c = DriverManager.getConnection(url()); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE schema_version (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)");
            s.execute("CREATE TABLE sessions (token VARCHAR(128) PRIMARY KEY, name VARCHAR(64) NOT NULL,"
                    + " unlocked INTEGER NOT NULL, updated_at BIGINT NOT NULL)");
            s.execute("CREATE TABLE replays (id BIGINT PRIMARY KEY, room VARCHAR(16) NOT NULL, round_no INTEGER NOT NULL,"
                    + " level_id VARCHAR(128) NOT NULL, level_sha256 VARCHAR(64) NOT NULL, seed BIGINT NOT NULL,"
                    + " result VARCHAR(16) NOT NULL, score BIGINT NOT NULL, stars INTEGER NOT NULL,"
                    + " ticks BIGINT NOT NULL, started_at BIGINT NOT NULL, ended_at BIGINT NOT NULL,"
                    + " players VARCHAR(2048) NOT NULL)");
            s.execute("CREATE INDEX replays_by_level ON replays (level_id, id)");
            s.execute("INSERT INTO schema_version (version, applied_at) VALUES (1, 1)");
            s.execute("INSERT INTO sessions (token, name, unlocked, updated_at) VALUES ('tok-legacy', 'Ada', 3, 5)");
            s.execute("INSERT INTO replays VALUES (41, 'ABCDE', 1, '01_first_shift', 'aa', 7, 'won', 120, 2,"
                    + " 3600, 1, 2, '[]')");
            if (two) {
                s.execute("CREATE TABLE counters (name VARCHAR(32) PRIMARY KEY, value BIGINT NOT NULL)");
                s.execute("INSERT INTO counters (name, value) SELECT 'replays', COALESCE(MAX(id), 0) FROM replays");
                s.execute("CREATE TABLE replay_bodies (id BIGINT PRIMARY KEY, body BYTEA NOT NULL, stored_at BIGINT NOT NULL)");
                s.execute("INSERT INTO schema_version (version, applied_at) VALUES (2, 2)");
            }
        }
    }

    private static long count(Database db, String sql) throws SQLException {
        return db.run(c -> {
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }

    @Test
    void aDatabaseMadeBeforeFlywayIsTakenOverWithItsRowsIntact() throws Exception {
        makeLegacySchema(true);
        try (Database db = open(); SqlSessionStore store = new SqlSessionStore(db)) {
            assertEquals(Database.SCHEMA_VERSION, db.version());
            assertEquals("Ada", store.find("tok-legacy").orElseThrow().name(), "the session row is kept");
            assertEquals(1, count(db, "SELECT COUNT(*) FROM replays WHERE id = 41"), "the replay row is kept");
            assertEquals(1, count(db, "SELECT COUNT(*) FROM replays WHERE id = 41 AND kernel_id = ''"),
                    "a round archived before rounds carried their kernel has none (V3)");
            assertEquals(41, count(db, "SELECT value FROM counters WHERE name = 'replays'"), "the id counter is kept");
            assertEquals(1 + Database.SCHEMA_VERSION - 2, count(db, "SELECT COUNT(*) FROM flyway_schema_history"),
                    "one baseline row at 2, the later migrations, and none re-applied");
        }
        try (Database again = open()) {
            assertEquals(Database.SCHEMA_VERSION, again.version(), "a second start finds nothing to do");
            assertEquals(1 + Database.SCHEMA_VERSION - 2, count(again, "SELECT COUNT(*) FROM flyway_schema_history"));
        }
    }

    @Test
    void aDatabaseAtTheFirstSchemaIsBaselinedThereAndGetsTheLaterMigrations() throws Exception {
        makeLegacySchema(false);
        try (Database db = open()) {
            assertEquals(Database.SCHEMA_VERSION, db.version());
            assertEquals(41, count(db, "SELECT value FROM counters WHERE name = 'replays'"),
                    "V2 ran on the old rows: the counter starts after the highest replay id");
            assertEquals(Database.SCHEMA_VERSION, count(db, "SELECT COUNT(*) FROM flyway_schema_history"),
                    "the baseline at 1 and one row for each later version");
        }
    }

    @Test
    void aSchemaNewerThanThisServerStopsItWithTheReason() throws Exception {
        try (Database db = open()) {
            db.run(c -> {
                try (Statement s = c.createStatement()) {
                    s.execute("INSERT INTO flyway_schema_history (installed_rank, version, description, type, script,"
                            + " checksum, installed_by, installed_on, execution_time, success) VALUES (99, '"
                            + (Database.SCHEMA_VERSION + 1) + "', 'from a newer server', 'SQL', 'V"
                            + (Database.SCHEMA_VERSION + 1) + "__later.sql', 0, 'test', CURRENT_TIMESTAMP, 1, "
                            + (url().startsWith("jdbc:sqlite:") ? "1" : "TRUE") + ")");
                }
                return null;
            });
        }
        Database.Unavailable e = assertThrows(Database.Unavailable.class, this::open);
        assertTrue(e.getMessage().contains("newer than this server"), e.getMessage());
    }

    /** How many shipped migrations are newer than {@code version}. */
    static int shippedAfter(int version) throws Exception {
        return (int) ShippedMigrations.names().stream()
                .filter(n -> n.matches("V\\d+__.*\\.sql"))
                .mapToInt(n -> Integer.parseInt(n.substring(1, n.indexOf("__"))))
                .filter(v -> v > version).count();
    }

    // Round summaries (V4, decision 0030): the same on both stores.

    private static List<RoundSummaries.Stored> summaries(ReplayArchive a, SummaryFilter f,
            List<RoundSummaries.Broken> broken) throws SQLException {
        List<RoundSummaries.Stored> out = new ArrayList<>();
        a.summaries().each(f, new RoundSummaries.Sink() {
            @Override
            public void summary(RoundSummaries.Stored s) {
                out.add(s);
            }

            @Override
            public void broken(RoundSummaries.Broken b) {
                broken.add(b);
            }
        });
        return out;
    }

    @Test
    void anArchivedRoundIsSummarisedBesideItsRowAsItsReplayMeasuresIt() throws Exception {
        try (Database db = open(); ReplayArchive a = archive(db, 10)) {
            a.archive(TestRounds.played("AAAAA", "01_first_shift", "lost", 77));
            assertTrue(a.drain(5000));
            ReplayArchive.Lookup.Found f = assertInstanceOf(ReplayArchive.Lookup.Found.class, a.find(1));
            RoundSummary expected = RoundSummaries.compute(f.script(), f.level());
            List<RoundSummaries.Broken> broken = new ArrayList<>();
            List<RoundSummaries.Stored> got = summaries(a, SummaryFilter.all("01_first_shift"), broken);
            assertEquals(List.of(), broken);
            assertEquals(1, got.size());
            RoundSummaries.Stored s = got.getFirst();
            assertEquals(List.of(1L, 2, 0, "lost"), List.of(s.replayId(), s.cooks(), s.bots(), s.result()));
            assertEquals(expected, s.withPaths());
            assertEquals(List.of(expected.presence(), expected.orders(), expected.moments()),
                    List.of(s.summary().presence(), s.summary().orders(), s.summary().moments()));
            assertTrue(s.summary().cooks().stream().allMatch(c -> c.path().isEmpty()), "a query reads past the paths");
            assertEquals(45, s.summary().ticks());
            assertEquals(90, s.summary().presence().total(), "two cooks on a cell each for 45 ticks");
            assertEquals(Optional.of(expected), a.summaries().of(1));
            assertEquals(1, a.summaries().latency().count());
        }
    }

    @Test
    void aRoundArchivedBeforeSummariesIsSummarisedOnFirstUseAndACorruptOneIsNamed() throws Exception {
        try (Database db = open(); ReplayArchive a = archive(db, 10)) {
            for (int i = 1; i <= 3; i++) {
                a.archive(TestRounds.played("AAAAA", "01_first_shift", "lost", i));
            }
            assertTrue(a.drain(5000));
            db.run(c -> {
                try (Statement st = c.createStatement()) {
                    return st.executeUpdate("DELETE FROM round_summaries");
                }
            });
            Files.write(files.resolve("replays/2.json.gz"), new byte[] {1, 2, 3});
            List<RoundSummaries.Broken> broken = new ArrayList<>();
            assertEquals(List.of(), summaries(a, SummaryFilter.all("01_first_shift"), broken), "none before first use");
            assertEquals(new RoundSummaries.Backfill(2, 1), a.summaries().backfill("01_first_shift", 2));
            assertEquals(new RoundSummaries.Backfill(1, 0), a.summaries().backfill("01_first_shift", 2));
            assertEquals(new RoundSummaries.Backfill(0, 0), a.summaries().backfill("01_first_shift", 2));
            List<RoundSummaries.Stored> got = summaries(a, SummaryFilter.all("01_first_shift"), broken);
            assertEquals(List.of(3L, 1L), got.stream().map(RoundSummaries.Stored::replayId).toList());
            assertEquals(1, broken.size());
            assertEquals(2L, broken.getFirst().replayId());
            assertFalse(broken.getFirst().reason().isBlank());
        }
    }

    @Test
    void summaryFiltersCombineAndRetentionTakesASummaryWithItsRound() throws Exception {
        try (Database db = open(); ReplayArchive a = archive(db, 4)) {
            a.archive(TestRounds.played("AAAAA", "01_first_shift", "lost", 1));
            a.archive(TestRounds.played("AAAAA", "01_first_shift", "won", 2));
            a.archive(TestRounds.played("AAAAA", "02_salad_bar", "won", 3));
            a.archive(TestRounds.played("AAAAA", "01_first_shift", "won", 4));
            a.archive(TestRounds.played("AAAAA", "01_first_shift", "aborted", 5));
            assertTrue(a.drain(5000));
            List<RoundSummaries.Broken> broken = new ArrayList<>();
            SummaryFilter all = SummaryFilter.all("01_first_shift");
            assertEquals(List.of(5L, 4L, 2L), summaries(a, all, broken).stream().map(RoundSummaries.Stored::replayId)
                    .toList(), "round 1 went with retention");
            SummaryFilter won = new SummaryFilter("01_first_shift", all.fromMs(), all.toMs(), java.util.OptionalInt.of(2),
                    SummaryFilter.Who.HUMANS, Optional.of("won"), 10);
            assertEquals(List.of(4L, 2L), summaries(a, won, broken).stream().map(RoundSummaries.Stored::replayId).toList());
            SummaryFilter bots = new SummaryFilter("01_first_shift", all.fromMs(), all.toMs(), all.cooks(),
                    SummaryFilter.Who.BOTS, Optional.empty(), 10);
            assertEquals(List.of(), summaries(a, bots, broken), "people played every round");
            SummaryFilter three = new SummaryFilter("01_first_shift", all.fromMs(), all.toMs(), java.util.OptionalInt.of(3),
                    SummaryFilter.Who.ALL, Optional.empty(), 10);
            assertEquals(List.of(), summaries(a, three, broken), "every round had two cooks");
            SummaryFilter later = new SummaryFilter("01_first_shift", OptionalLong.of(3_251), OptionalLong.empty(),
                    all.cooks(), SummaryFilter.Who.ALL, Optional.empty(), 10);
            assertEquals(List.of(), summaries(a, later, broken), "every round ended at 3250");
            assertEquals(List.of(), broken);
            assertEquals(4L, (long) db.run(c -> {
                try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM round_summaries")) {
                    rs.next();
                    return rs.getLong(1);
                }
            }));
        }
    }
}
