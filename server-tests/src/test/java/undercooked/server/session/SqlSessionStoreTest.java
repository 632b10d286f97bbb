package undercooked.server.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.time.Duration;
import undercooked.protocol.Eventually;
import undercooked.server.archive.BackgroundWriter;
import undercooked.server.archive.Database;
import undercooked.server.archive.DatabaseStall;
import undercooked.server.testing.LoggedMessages;

/**
 * The store against a stalled database: rooms call it on their ticker threads and under their
 * locks, so a change to a cached token must never wait for the database. A stall is another
 * thread holding the database's one connection until released, as a statement that never answers
 * would (PostgreSQL may take 5 s to connect and 10 s to answer).
 */
class SqlSessionStoreTest {

    /** The bound on a call that must not wait for the database; only a stuck call reaches it. */
    private static final Duration AT_ONCE = Duration.ofSeconds(5);

    @TempDir
    Path dir;

    private Database open() {
        return Database.open(Database.sqliteUrl(dir));
    }

    /** The row as the database holds it, read past the store. */
    private static Optional<Session> row(Database db, String token) throws SQLException {
        return db.run(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT token, name, unlocked FROM sessions WHERE token = ?")) {
                p.setString(1, token);
                try (ResultSet rs = p.executeQuery()) {
                    return rs.next() ? Optional.of(new Session(rs.getString(1), rs.getString(2), rs.getInt(3)))
                            : Optional.<Session>empty();
                }
            }
        });
    }

    private static void awaitState(Thread t, Thread.State state, String what) {
        Eventually.within(Duration.ofSeconds(5), what + " (" + t.getName() + " is " + state + ")", () -> t.getState() == state);
    }

    @Test
    void cachedTokensAnswerWhileAWriteIsStuckAndTheRowLandsOnceTheDatabaseAnswers() throws Exception {
        try (Database db = open(); SqlSessionStore store = new SqlSessionStore(db)) {
            store.claim("tok-ana", "Ana");
            store.claim("tok-bo", "Bo");
            assertTrue(store.drain(5000));
            try (DatabaseStall stall = new DatabaseStall(db)) {
                Session ana = assertTimeoutPreemptively(AT_ONCE, () -> {
                    store.unlock("tok-ana", 3); // its write now waits for the database
                    store.claim("tok-bo", "Bea");
                    store.unlock("tok-ana", 4);
                    store.unlock("tok-ana", 2);
                    assertEquals(Optional.of(new Session("tok-bo", "Bea", 1)), store.find("tok-bo"));
                    return store.find("tok-ana").orElseThrow();
                }, "a room thread waited for the stalled database");
                assertEquals(new Session("tok-ana", "Ana", 4), ana);
                assertFalse(store.drain(0), "the writes are still waiting for the database");
            }
            assertTrue(store.drain(5000));
            assertEquals(Optional.of(new Session("tok-ana", "Ana", 4)), row(db, "tok-ana"));
            assertEquals(Optional.of(new Session("tok-bo", "Bea", 1)), row(db, "tok-bo"));
            assertEquals(0, store.writeFailures());
        }
    }

    @Test
    void mintingATokenNeverReadsTheDatabase() throws Exception {
        // A hello without a token mints one under its room's lock: a new random token has no row.
        try (Database db = open(); SqlSessionStore store = new SqlSessionStore(db)) {
            Session minted;
            try (DatabaseStall stall = new DatabaseStall(db)) {
                minted = assertTimeoutPreemptively(AT_ONCE, () -> store.mint("Di"), "mint waited for the database");
                assertEquals(Optional.of(minted), store.find(minted.token()));
            }
            assertTrue(store.drain(5000));
            assertEquals(Optional.of(minted), row(db, minted.token()));
        }
    }

    @Test
    void aSlowLoadOfOneTokenDoesNotHoldUpCachedTokens() throws Exception {
        try (Database db = open()) {
            try (SqlSessionStore earlier = new SqlSessionStore(db)) {
                earlier.claim("tok-cy", "Cy");
                earlier.unlock("tok-cy", 2);
            }
            try (SqlSessionStore store = new SqlSessionStore(db)) {
                store.claim("tok-ana", "Ana");
                assertTrue(store.drain(5000));
                AtomicReference<Optional<Session>> loaded = new AtomicReference<>();
                Thread loader;
                try (DatabaseStall stall = new DatabaseStall(db)) {
                    loader = Thread.ofPlatform().name("loader").start(() -> loaded.set(store.find("tok-cy")));
                    awaitState(loader, Thread.State.TIMED_WAITING, "the load waits for the pool's one connection");
                    Session ana = assertTimeoutPreemptively(AT_ONCE, () -> {
                        store.unlock("tok-ana", 3);
                        return store.find("tok-ana").orElseThrow();
                    }, "a cached token waited behind another token's load");
                    assertEquals(new Session("tok-ana", "Ana", 3), ana);
                }
                loader.join(5000);
                assertEquals(Optional.of(new Session("tok-cy", "Cy", 2)), loaded.get(), "the load still answers");
            }
        }
    }

    @Test
    void aCleanCloseWritesWhatIsQueuedSoAReopenedStoreSeesIt() throws Exception {
        try (Database db = open()) {
            SqlSessionStore store = new SqlSessionStore(db);
            store.claim("tok-ana", "Ana");
            store.claim("tok-bo", "Bo");
            assertTrue(store.drain(5000));
            Thread closer;
            try (DatabaseStall stall = new DatabaseStall(db)) {
                assertTimeoutPreemptively(AT_ONCE, () -> {
                    store.unlock("tok-ana", 3);
                    store.claim("tok-bo", "Bea");
                }, "a change waited for the stalled database");
                closer = Thread.ofPlatform().name("closer").start(store::close);
                awaitState(closer, Thread.State.TIMED_WAITING, "close waits for the queued writes");
            }
            closer.join(15_000);
            assertFalse(closer.isAlive());
            assertEquals(0, store.writeFailures());
        }
        try (Database db = open(); SqlSessionStore reopened = new SqlSessionStore(db)) {
            assertEquals(Optional.of(new Session("tok-ana", "Ana", 3)), reopened.find("tok-ana"));
            assertEquals(Optional.of(new Session("tok-bo", "Bea", 1)), reopened.find("tok-bo"));
        }
    }

    @Test
    void aCloseThatCannotFinishCountsAndLogsTheWritesItLeft() throws Exception {
        try (LoggedMessages warnings = LoggedMessages.of(BackgroundWriter.class); Database db = open()) {
            SqlSessionStore store = new SqlSessionStore(db);
            store.claim("tok-ana", "Ana");
            store.claim("tok-bo", "Bo");
            assertTrue(store.drain(5000));
            try (DatabaseStall stall = new DatabaseStall(db)) {
                assertTimeoutPreemptively(AT_ONCE, () -> {
                    store.unlock("tok-ana", 3);
                    store.unlock("tok-bo", 2);
                    store.close(0);
                }, "a change or a close waited for the stalled database");
                assertEquals(2, store.writeFailures());
                assertTrue(warnings.messages().stream().anyMatch(w -> w.contains("2 items were not written within 0 ms")
                        && w.contains("2 are lost")), warnings.messages().toString());
            }
            assertTrue(store.drain(5000), "the writer stops after the write it had started");
            // A write already in flight lands once the stall ends and is then no longer counted lost;
            // whether the writer had taken one before the close is up to the scheduler.
            int landed = row(db, "tok-ana").equals(Optional.of(new Session("tok-ana", "Ana", 3))) ? 1 : 0;
            assertEquals(2 - landed, store.writeFailures(), "a write counted as unfinished is not counted again");
        }
    }

    @Test
    void aWriteTheDatabaseRefusesIsCountedKeptAndTriedAgain() throws Exception {
        try (Database db = open(); SqlSessionStore store = new SqlSessionStore(db)) {
            store.claim("tok-ana", "Ana");
            assertTrue(store.drain(5000));
            db.close();
            assertEquals(new Session("tok-ana", "Ana", 3), store.unlock("tok-ana", 3));
            Eventually.within(Duration.ofSeconds(5), "the write to the closed database failed",
                    () -> store.writeFailures() != 0);
            assertEquals(1, store.writeFailures());
            assertFalse(store.drain(300), "the change waits to be written, not dropped");
            assertEquals(1, store.writer().stats().waiting());
            assertEquals(Optional.of(new Session("tok-ana", "Ana", 3)), store.find("tok-ana"));
            store.close(0);
        }
    }

    @Test
    void changesKeptInTheOutboxDuringAnOutageAreWrittenByTheNextStore(@TempDir Path outbox) throws Exception {
        try (Database db = open()) {
            SqlSessionStore store = new SqlSessionStore(db, Long.MAX_VALUE, Optional.of(outbox));
            try (DatabaseStall stall = new DatabaseStall(db)) {
                store.claim("tok-ana", "Ana");
                store.unlock("tok-ana", 4);
                Eventually.within(Duration.ofSeconds(8), "the change spooled to a file",
                        () -> store.writer().stats().spooled() != 0);
                assertEquals(1, store.writer().stats().spooled(), "one file for the token's latest change");
                store.close(0);
            }
            try (SqlSessionStore next = new SqlSessionStore(db, Long.MAX_VALUE, Optional.of(outbox))) {
                assertEquals(Optional.of(new Session("tok-ana", "Ana", 4)), next.find("tok-ana"));
                assertTrue(next.drain(5000));
                assertEquals(Optional.of(new Session("tok-ana", "Ana", 4)), row(db, "tok-ana"));
            }
        }
    }
}
