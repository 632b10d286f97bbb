package undercooked.server.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The store contract on a real PostgreSQL on loopback: {@code UNDERCOOKED_TEST_PG_URL} (which
 * {@code ./undercooked test} exports after starting the machine's PostgreSQL). Each test gets its
 * own schema, dropped afterwards, so runs never see each other's rows.
 */
class PostgresArchiveStoreTest extends ArchiveStoreContract {

    static final String ENV = "UNDERCOOKED_TEST_PG_URL";

    private String base;
    private String schema;

    @BeforeEach
    void createSchema() throws SQLException {
        base = System.getenv(ENV);
        assumeTrue(base != null && !base.isBlank(), ENV + " is not set: no PostgreSQL to test against"
                + " (./undercooked test starts one and sets it)");
        schema = "archive_test_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12).toLowerCase(Locale.ROOT);
        try (Connection c = DriverManager.getConnection(base); Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA " + schema);
        }
    }

    @AfterEach
    void dropSchema() throws SQLException {
        if (schema == null) {
            return;
        }
        try (Connection c = DriverManager.getConnection(base); Statement s = c.createStatement()) {
            s.execute("DROP SCHEMA " + schema + " CASCADE");
        }
    }

    @Override
    String url() {
        return base + (base.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }

    @Test
    void theSameStoreRunsOnARealPostgreSqlAtTheNewestSchema() throws Exception {
        try (Database db = open()) {
            assertEquals("PostgreSQL", db.run(c -> c.getMetaData().getDatabaseProductName()));
            assertEquals(Database.SCHEMA_VERSION, db.version());
        }
    }
    @Test
    void twoNodesStartingTogetherMigrateOneSchemaOnce() throws Exception {
        CountDownLatch go = new CountDownLatch(1);
        List<CompletableFuture<Integer>> versions = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            CompletableFuture<Integer> v = new CompletableFuture<>();
            versions.add(v);
            Thread.ofPlatform().start(() -> {
                try {
                    go.await();
                    try (Database db = open()) {
                        v.complete(db.version());
                    }
                } catch (Throwable e) {
                    v.completeExceptionally(e);
                }
            });
        }
        go.countDown();
        for (CompletableFuture<Integer> v : versions) {
            assertEquals(Database.SCHEMA_VERSION, v.get(20, TimeUnit.SECONDS));
        }
        try (Database db = open()) {
            assertEquals(shippedAfter(0), (int) db.run(c -> {
                try (Statement s = c.createStatement();
                     ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM flyway_schema_history WHERE version IS NOT NULL")) {
                    rs.next();
                    return rs.getInt(1);
                }
            }));
        }
    }
}
