package undercooked.server.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import undercooked.protocol.ReplayListing;
import undercooked.server.ServerConfig;
import undercooked.server.ServerServices;

/** Storage faults: corrupt files, a full disk, a writer killed mid-write, a database that will not open. */
class ArchiveFaultsTest {

    @TempDir
    Path dir;

    private Database db() {
        return Database.open(Database.sqliteUrl(dir));
    }

    private ReplayArchive archive(Database db, BodyStore.TempWriter writer) throws Exception {
        ReplayArchive a = new ReplayArchive(db, new BodyStore(dir.resolve("replays"), writer), 100);
        a.recover();
        return a;
    }

    private static List<Long> ids(ReplayArchive.Listing l) {
        return l.replays().stream().map(ReplayListing.Entry::id).toList();
    }

    @Test
    void corruptAndTruncatedFilesAreSkippedByIdWithTheirReason() throws Exception {
        try (Database db = db(); ReplayArchive a = archive(db, BodyStore::forced)) {
            for (int i = 1; i <= 3; i++) {
                a.archive(TestRounds.played("AAAAA", "01_first_shift", "lost", i));
            }
            assertTrue(a.drain(5000));
            Path two = dir.resolve("replays/2.json.gz");
            byte[] whole = Files.readAllBytes(two);
            Files.write(two, Arrays.copyOf(whole, whole.length / 2));
            Files.writeString(dir.resolve("replays/3.json.gz"), "not gzip at all");

            ReplayArchive.Listing l = a.list(ReplayFilter.newest(10));

            assertEquals(List.of(1L), ids(l));
            assertEquals(List.of(3L, 2L), l.skipped().stream().map(ReplayListing.Skipped::id).toList());
            assertTrue(l.skipped().get(0).reason().startsWith("not gzip"), l.skipped().toString());
            assertTrue(l.skipped().get(1).reason().startsWith("truncated"), l.skipped().toString());
            ReplayArchive.Lookup.Broken b = assertInstanceOf(ReplayArchive.Lookup.Broken.class, a.find(2));
            assertTrue(b.reason().startsWith("truncated"));
            assertInstanceOf(ReplayArchive.Lookup.Missing.class, a.find(99));
        }
    }

    @Test
    void theQueueHoldsAsManyRoundsAsItWasGivenAndDropsTheNextOneCounted() throws Exception {
        // A server passes max(256, max_rooms): a stop aborts every room's round at once.
        CountDownLatch writing = new CountDownLatch(1);
        CountDownLatch gate = new CountDownLatch(1);
        BodyStore.TempWriter gated = (temp, bytes) -> {
            writing.countDown();
            try {
                gate.await();
            } catch (InterruptedException e) {
                throw new IOException(e);
            }
            BodyStore.forced(temp, bytes);
        };
        try (Database db = db();
             ReplayArchive a = new ReplayArchive(db, new BodyStore(dir.resolve("replays"), gated), 100, 3)) {
            try {
                a.archive(TestRounds.played("AAAAA", "01_first_shift", "lost", 1));
                // The writer holds round 1 before the next four come (under load it may start late).
                assertTrue(writing.await(10, TimeUnit.SECONDS), "the writer took the first round");
                for (int i = 2; i <= 5; i++) {
                    a.archive(TestRounds.played("AAAAA", "01_first_shift", "lost", i)); // 1 writing, 3 queued
                }
                assertEquals(1L, a.counters().archiveFailures(), "the fifth round found the queue full");
            } finally {
                gate.countDown(); // a failed assertion must not leave the writer parked for close() to wait on
            }
            assertTrue(a.drain(10_000));
            assertEquals(List.of(4L, 3L, 2L, 1L), ids(a.list(ReplayFilter.newest(10))));
        }
    }

    @Test
    void aFullDiskIsCountedAndTheRoundIsWrittenOnceTheDiskTakesIt() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        BodyStore.TempWriter fullOnce = (temp, bytes) -> {
            if (calls.getAndIncrement() == 0) {
                Files.write(temp, Arrays.copyOf(bytes, 10));
                throw new IOException("No space left on device");
            }
            BodyStore.forced(temp, bytes);
        };
        try (Database db = db(); ReplayArchive a = archive(db, fullOnce)) {
            a.archive(TestRounds.played("AAAAA", "01_first_shift", "lost", 1));
            assertTrue(a.drain(5000));
            assertEquals(1L, a.counters().archiveFailures());
            assertEquals(1L, a.counters().archiveWriteErrors());
            // Kept and tried again under the id it was given: no gap, no second row.
            assertEquals(List.of(1L), ids(a.list(ReplayFilter.newest(10))));
            try (var left = Files.list(dir.resolve("replays"))) {
                assertEquals(List.of("1.json.gz"), left.map(p -> p.getFileName().toString()).toList(),
                        "no temp file left behind");
            }
            a.archive(TestRounds.played("AAAAA", "01_first_shift", "won", 2));
            assertTrue(a.drain(5000));
            assertEquals(List.of(2L, 1L), ids(a.list(ReplayFilter.newest(10))));
        }
    }

    @Test
    void aWriterKilledBetweenTempAndRenameOrBeforeTheIndexLeavesAConsistentArchive() throws Exception {
        try (Database db = db(); ReplayArchive a = archive(db, BodyStore::forced)) {
            a.archive(TestRounds.played("AAAAA", "01_first_shift", "won", 1));
            assertTrue(a.drain(5000));
        }
        // What a process killed mid-write leaves: a whole temp file that never reached its rename
        // (id 2), and a renamed body whose index row was never inserted (id 3).
        byte[] body = Files.readAllBytes(dir.resolve("replays/1.json.gz"));
        Files.write(dir.resolve("replays/2.json.gz.tmp"), body);
        Files.write(dir.resolve("replays/3.json.gz"), body);

        try (Database db = db(); ReplayArchive a = new ReplayArchive(db, BodyStore.in(dir.resolve("replays")), 100)) {
            BodyStore.Recovery r = a.recover();
            assertEquals(1, r.temps().size());
            assertEquals(1, r.orphans().size());
            try (var left = Files.list(dir.resolve("replays"))) {
                assertEquals(List.of("1.json.gz"), left.map(p -> p.getFileName().toString()).sorted().toList());
            }
            assertEquals(List.of(1L), ids(a.list(ReplayFilter.newest(10))));
            assertInstanceOf(ReplayArchive.Lookup.Found.class, a.find(1));
            a.archive(TestRounds.played("AAAAA", "01_first_shift", "won", 4));
            assertTrue(a.drain(5000));
            assertEquals(List.of(2L, 1L), ids(a.list(ReplayFilter.newest(10))), "ids carry on from the index");
        }
    }

    @Test
    void aDatabaseThatCannotBeOpenedStopsTheServerWithTheReason() throws IOException {
        Path notAFolder = Files.writeString(dir.resolve("file"), "x");
        ServerConfig config = ServerConfig.ephemeral().with("data", notAFolder.resolve("data").toString());
        Database.Unavailable e = assertThrows(Database.Unavailable.class, () -> ServerServices.create(config));
        assertTrue(e.getMessage().startsWith("cannot open the database jdbc:sqlite:"), e.getMessage());
        Database.Unavailable wrong = assertThrows(Database.Unavailable.class,
                () -> Database.open("jdbc:mysql://h/db?password=hunter2"));
        assertTrue(wrong.getMessage().contains("password=***"), wrong.getMessage());
        assertFalse(wrong.getMessage().contains("hunter2"));
    }
}
