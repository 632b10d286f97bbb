package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

import com.fasterxml.jackson.databind.JsonNode;

import undercooked.protocol.Eventually;
import undercooked.server.ServerConfig;
import undercooked.server.archive.Database;
import undercooked.server.archive.PgCluster;
import undercooked.server.archive.ReplayArchive;
import undercooked.server.archive.TestRounds;
import undercooked.server.start.StartPatience;

/**
 * A node on a real PostgreSQL of the test's own that is restarted ({@code pg_ctl stop -m fast},
 * then start) and frozen ({@code SIGSTOP} of every PostgreSQL process) under it: every round and
 * session handed in meanwhile reaches the database once it is back, in order and exactly once, and
 * {@code /readyz} says {@code database} only while it is away.
 */
@Tag("alone") // stops and freezes PostgreSQL servers and bounds the wait for their writes: under the concurrent lanes the bounds are not its own
@Isolated // nothing beside it in this JVM: it runs in the alone execution, one class at a time
class DatabaseOutageIntegrationTest {

    private static PgCluster pg;
    /** The test's own connections fail a frozen database's test instead of waiting on it for ever. */
    private static final String SETUP = "&loginTimeout=10&socketTimeout=30";

    @TempDir
    Path data;

    @BeforeAll
    static void startPostgres() throws Exception {
        pg = PgCluster.start();
    }

    @AfterAll
    static void stopPostgres() throws Exception {
        if (pg != null) {
            pg.close();
        }
    }

    /**
     * Each test its own schema; short timeouts so a frozen database fails a statement within
     * seconds. Three, not one: this class runs beside the rest of the build (decision 0062), and
     * on a loaded machine the node's start-up migration check took over a second on a database
     * that was up.
     */
    private ServerConfig config(String schema) throws Exception {
        try (Connection c = DriverManager.getConnection(pg.url(SETUP)); Statement s = c.createStatement()) {
            s.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
            s.execute("CREATE SCHEMA " + schema);
        }
        return ServerConfig.ephemeral().with("data", data.toString())
                .with("db", pg.url("&currentSchema=" + schema + "&socketTimeout=3&connectTimeout=3&loginTimeout=3"));
    }

    private static List<String> rows(String schema, String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(pg.url(SETUP + "&currentSchema=" + schema));
             Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            List<String> out = new ArrayList<>();
            while (rs.next()) {
                out.add(rs.getString(1));
            }
            return out;
        }
    }

    private static void await(String what, Duration bound, BooleanSupplier done) {
        Eventually.within(bound, what, done);
    }

    @Test
    void aRestartedDatabaseGetsEveryRoundAndSessionInOrderOnceItIsBack() throws Exception {
        try (ServerHarness h = new ServerHarness(config("restart"))) {
            ReplayArchive archive = h.server.services().archive().orElseThrow();
            archive.archive(TestRounds.played("AAAAA", "01_first_shift", "lost", 1));
            assertTrue(archive.drain(5000));

            pg.stopFast();
            archive.archive(TestRounds.played("BBBBB", "01_first_shift", "lost", 2));
            archive.archive(TestRounds.played("CCCCC", "01_first_shift", "won", 3));
            JsonNode session = h.post("/api/session", "{\"name\": \"Outage\"}").body();
            String token = session.get("token").asText();
            await("/readyz says the database is away", Duration.ofSeconds(8),
                    () -> h.get("/readyz").body().path("code").asText().equals("database"));
            await("both rounds kept in the outbox", Duration.ofSeconds(8),
                    () -> h.get("/api/stats").body().path("archive_spooled").asLong() == 2);
            try (var kept = Files.list(data.resolve("outbox").resolve("rounds"))) {
                assertEquals(2, kept.count());
            }
            assertEquals(200, h.get("/livez").status(), "a restart would not bring the database back sooner");

            pg.startServer();
            archive.archive(TestRounds.played("DDDDD", "01_first_shift", "won", 4));
            assertTrue(archive.drain(15_000), "the kept rounds were written once the database was back");
            await("/readyz is ready again", Duration.ofSeconds(8), () -> h.get("/readyz").status() == 200);

            assertEquals(List.of("AAAAA", "BBBBB", "CCCCC", "DDDDD"),
                    rows("restart", "SELECT room FROM replays ORDER BY id"), "every round once, in order");
            await("the session made during the outage is written", Duration.ofSeconds(8), () -> {
                try {
                    return rows("restart", "SELECT name FROM sessions WHERE token = '" + token + "'")
                            .equals(List.of("Outage"));
                } catch (Exception e) {
                    return false;
                }
            });
            assertEquals(4, h.get("/api/replays").body().get("replays").size());
            try (var kept = Files.list(data.resolve("outbox").resolve("rounds"))) {
                assertEquals(0, kept.count(), "the outbox is empty once written");
            }
        }
    }

    @Test
    void aFrozenDatabaseDelaysRoundsAndLosesNone() throws Exception {
        try (ServerHarness h = new ServerHarness(config("frozen"))) {
            ReplayArchive archive = h.server.services().archive().orElseThrow();
            archive.archive(TestRounds.played("AAAAA", "01_first_shift", "lost", 1));
            assertTrue(archive.drain(5000));
            pg.freeze();
            try {
                archive.archive(TestRounds.played("BBBBB", "01_first_shift", "lost", 2));
                archive.archive(TestRounds.played("CCCCC", "01_first_shift", "won", 3));
                await("the frozen database fails a write", Duration.ofSeconds(8),
                        () -> h.get("/api/stats").body().path("archive_failures").asLong() >= 1);
            } finally {
                pg.thaw();
            }
            assertTrue(archive.drain(15_000), "the rounds were written once the database answered");
            assertEquals(List.of("AAAAA", "BBBBB", "CCCCC"), rows("frozen", "SELECT room FROM replays ORDER BY id"));
            await("/readyz is ready again", Duration.ofSeconds(8), () -> h.get("/readyz").status() == 200);
        }
    }

    @Test
    void roundsKeptDuringAnOutageAreWrittenByTheNextStart() throws Exception {
        ServerConfig config = config("next_start");
        ServerHarness first = new ServerHarness(config);
        pg.stopFast();
        try {
            first.server.services().archive().orElseThrow()
                    .archive(TestRounds.played("AAAAA", "01_first_shift", "lost", 1));
            await("the round is kept on disk", Duration.ofSeconds(8),
                    () -> first.get("/api/stats").body().path("archive_spooled").asLong() == 1);
        } finally {
            // The server stops during the outage: its round stays in the outbox.
            first.close();
            pg.startServer();
        }
        try (ServerHarness h = new ServerHarness(config)) {
            assertTrue(h.server.services().archive().orElseThrow().drain(10_000));
            assertEquals(List.of("AAAAA"), rows("next_start", "SELECT room FROM replays ORDER BY id"));
            assertEquals(1, h.get("/api/replays").body().get("replays").size());
        }
    }

    @Test
    void aNodeStartingWhileTheDatabaseIsFrozenWaitsForItAndStarts() throws Exception {
        ServerConfig config = config("frozen_start"); // logins time out after 3 s
        pg.freeze();
        // Thawed after two logins have timed out: the third try of the start's patience gets in.
        Thread thaw = Thread.ofVirtual().start(() -> {
            try {
                Thread.sleep(7000);
                pg.thaw();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        long start = System.nanoTime();
        try (ServerHarness h = new ServerHarness(config)) {
            long waited = (System.nanoTime() - start) / 1_000_000;
            assertTrue(waited >= 6000, "the start waited for the thaw: " + waited + " ms");
            assertEquals(200, h.get("/readyz").status(), "and the node is ready on the database");
            ReplayArchive archive = h.server.services().archive().orElseThrow();
            archive.archive(TestRounds.played("AAAAA", "01_first_shift", "won", 1));
            assertTrue(archive.drain(10_000));
            assertEquals(List.of("AAAAA"), rows("frozen_start", "SELECT room FROM replays ORDER BY id"));
        } finally {
            thaw.join();
            pg.thaw();
        }
    }

    @Test
    void aNodeStartingWithTheDatabaseStoppedFailsAtOnceWithTheReason() throws Exception {
        ServerConfig config = config("stopped_start");
        pg.stopFast();
        try {
            long start = System.nanoTime();
            Database.Unavailable e = assertThrows(Database.Unavailable.class, () -> new ServerHarness(config).close());
            long took = (System.nanoTime() - start) / 1_000_000;
            assertTrue(e.getMessage().startsWith("cannot open the database jdbc:postgresql://"), e.getMessage());
            // Refused is not slow: no second try, so the operator hears it now, not after the patience.
            assertTrue(took < StartPatience.PATIENCE.toMillis() / 2, "failed without the start's patience: " + took + " ms");
        } finally {
            pg.startServer();
        }
    }
}
