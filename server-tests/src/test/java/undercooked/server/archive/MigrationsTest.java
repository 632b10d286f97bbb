package undercooked.server.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

/** Flyway's migrations on a real SQLite file: the shipped folder, and one that fails half-way. */
class MigrationsTest {

    @TempDir
    Path dir;

    @Test
    void theNewestShippedMigrationIsTheServersSchemaVersion() throws IOException, URISyntaxException {
        Pattern name = Pattern.compile("V(\\d+)__[a-z0-9_]+\\.sql");
        List<String> shipped = ShippedMigrations.names();
        assertFalse(shipped.isEmpty(), "the server ships its migrations");
        List<Integer> versions = shipped.stream().map(n -> {
            Matcher m = name.matcher(n);
            assertTrue(m.matches(), "migration file named V<n>__words.sql: " + n);
            return Integer.parseInt(m.group(1));
        }).sorted().toList();
        for (int i = 0; i < versions.size(); i++) {
            assertEquals(i + 1, versions.get(i), "versions run 1, 2, ... without a gap or a repeat: " + versions);
        }
        assertEquals(Database.SCHEMA_VERSION, versions.getLast());
    }

    @Test
    void aMigrationThatFailsHalfWayStopsWithTheReasonAndLeavesNothingOfItself() throws SQLException {
        String url = "jdbc:sqlite:" + dir.resolve("broken.db");
        HikariConfig c = new HikariConfig();
        c.setJdbcUrl(url);
        c.setMaximumPoolSize(1);
        try (HikariDataSource pool = new HikariDataSource(c)) {
            Database.Unavailable e = assertThrows(Database.Unavailable.class, () -> Migrations.apply(
                    pool, url, new Properties(), "broken.db", "classpath:db/broken", 2));
            assertTrue(e.getMessage().startsWith("cannot migrate the database broken.db: "), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), "one line for the log: " + e.getMessage());
        }
        try (Connection db = DriverManager.getConnection(url)) {
            assertTrue(hasTable(db, "first_table"), "V1 was applied and stays");
            assertFalse(hasTable(db, "made_before_the_failure"), "V2's first statement was rolled back");
            try (var s = db.createStatement(); ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM first_table")) {
                rs.next();
                assertEquals(0, rs.getInt(1), "V2's insert was rolled back");
            }
            try (var s = db.createStatement();
                 ResultSet rs = s.executeQuery("SELECT MAX(version) FROM flyway_schema_history WHERE success = 1")) {
                rs.next();
                assertEquals("1", rs.getString(1), "the history says version 1");
            }
        }
    }

    private static boolean hasTable(Connection c, String name) throws SQLException {
        try (ResultSet rs = c.getMetaData().getTables(null, null, name, null)) {
            return rs.next();
        }
    }
}
