package undercooked.server.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;

import org.junit.jupiter.api.Test;

/** The store contract on a real SQLite file in a temporary folder. */
class SqliteArchiveStoreTest extends ArchiveStoreContract {

    @Override
    String url() {
        return Database.sqliteUrl(files.resolve("data"));
    }

    @Test
    void theDefaultStoreIsAnSqliteFileInTheDataFolderAtTheNewestSchema() throws Exception {
        try (Database db = open()) {
            assertEquals("SQLite", db.run(c -> c.getMetaData().getDatabaseProductName()));
            assertEquals(Database.SCHEMA_VERSION, db.version());
        }
        assertTrue(Files.isRegularFile(files.resolve("data").resolve("undercooked.db")), "the database is a real file");
    }

    @Test
    void theHandOverP99IsTheRecentRoundsAndTheMaxIsTheSlowestEver() throws Exception {
        try (Database db = open(); ReplayArchive a = archive(db, 1000)) {
            assertEquals(ReplayArchive.Latency.NONE, a.latency());
            RoundRecord r = TestRounds.played("AAAAA", "01_first_shift", "lost", 5);
            long now = System.currentTimeMillis();
            // One round handed over a minute after it ended (a spool drained after an outage), 99 at once.
            for (int i = 0; i < 100; i++) {
                long ended = i == 0 ? now - 60_000 : now;
                a.archive(new RoundRecord("R" + i, i + 1, r.level(), r.seed(), r.cast(), r.frames(), r.parks(),
                        r.hashes(), r.result(), r.verdict(), r.events(), ended - 1_000, ended));
            }
            assertTrue(a.drain(30_000));
            ReplayArchive.Latency l = a.latency();
            assertEquals(100, l.written());
            assertTrue(l.maxNanos() >= 60_000_000_000L, "the slowest hand-over is the minute: " + l);
            assertTrue(l.recentP99Ms() < 30_000, "the 99th of 100 is one of the prompt ones: " + l);
            assertTrue(l.recentP99Ms() > 0, "and took some time: " + l);
            assertTrue(l.totalNanos() / 100 >= 600_000_000L, "the mean carries the minute: " + l);
        }
    }
}
