package undercooked.server.archive;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import java.util.stream.Collectors;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.MigrationInfo;

/**
 * The schema's migrations, run by Flyway from {@code db/migration/V<n>__*.sql} (decision 0027).
 * Flyway serialises two nodes migrating one PostgreSQL (its own advisory lock) and records what it
 * applied in {@code flyway_schema_history}.
 *
 * <p>A database made before Flyway kept its own {@code schema_version} table: the first start on
 * it baselines Flyway at that table's version, so nothing is re-applied and every row stays; the
 * old table is left in place (an older server still reads it).
 */
final class Migrations {

    static final String LOCATION = "classpath:db/migration";
    static final String HISTORY = "flyway_schema_history";

    private Migrations() {
    }

    /**
     * Brings the database to {@link Database#SCHEMA_VERSION}.
     *
     * @param pool used to look at the schema first (one short read)
     * @throws Database.Unavailable naming the database and what failed; a migration that fails
     *     half-way is rolled back by its transaction (both engines run DDL in transactions)
     */
    static void apply(DataSource pool, String url, Properties jdbc, String shown) {
        apply(pool, url, jdbc, shown, LOCATION, Database.SCHEMA_VERSION);
    }

    /** As above from another folder of migrations (tests: a migration that fails half-way). */
    static void apply(DataSource pool, String url, Properties jdbc, String shown, String location, int newest) {
        int legacy;
        try (Connection c = pool.getConnection()) {
            legacy = legacyVersion(c);
        } catch (SQLException e) {
            throw new Database.Unavailable("cannot open the database " + shown + ": " + e.getMessage(), e);
        }
        var config = Flyway.configure()
                // Flyway's own connections, not the pool's: it takes two at once (its lock and the
                // migration), and SQLite's pool has one.
                .dataSource(url, null, null)
                .jdbcProperties(jdbc.stringPropertyNames().stream()
                        .collect(Collectors.toMap(k -> k, jdbc::getProperty)))
                .locations(location)
                .table(HISTORY)
                .connectRetries(0)
                .validateMigrationNaming(true);
        if (legacy > 0) {
            config = config.baselineOnMigrate(true).baselineVersion(Integer.toString(legacy))
                    .baselineDescription("schema_version " + legacy + " (before Flyway)");
        }
        Flyway flyway = config.load();
        int applied;
        try {
            int executed = flyway.migrate().migrationsExecuted;
            MigrationInfo current = flyway.info().current();
            applied = current == null ? 0 : Integer.parseInt(current.getVersion().getVersion());
            // One line of ours for Flyway's dozen (its logger is at WARNING in logging.properties).
            if (executed > 0) {
                java.util.logging.Logger.getLogger(Migrations.class.getName()).info("the database " + shown
                        + " migrated to schema version " + applied + " (" + executed + " migration"
                        + (executed == 1 ? "" : "s") + " applied)");
            }
        } catch (FlywayException | NumberFormatException e) {
            throw new Database.Unavailable("cannot migrate the database " + shown + ": "
                    + firstLine(Database.redact(String.valueOf(e.getMessage()))), e);
        }
        if (applied > newest) {
            throw new Database.Unavailable("the database " + shown + " is at schema version " + applied
                    + ", newer than this server's " + newest + "; run a newer server", null);
        }
    }

    /** The version Flyway records as applied last (0 before the first migration). */
    static int current(Connection c) throws SQLException {
        int best = 0;
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT version FROM " + HISTORY + " WHERE version IS NOT NULL")) {
            while (rs.next()) {
                try {
                    best = Math.max(best, Integer.parseInt(rs.getString(1)));
                } catch (NumberFormatException e) {
                    // Only whole-number versions are ours; anything else is not counted.
                }
            }
        }
        return best;
    }

    /**
     * The pre-Flyway schema's version when this database has one and no Flyway history yet, else 0.
     */
    private static int legacyVersion(Connection c) throws SQLException {
        if (hasTable(c, HISTORY) || !hasTable(c, "schema_version")) {
            return 0;
        }
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT MAX(version) FROM schema_version")) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    private static boolean hasTable(Connection c, String name) throws SQLException {
        DatabaseMetaData meta = c.getMetaData();
        String schema = c.getSchema();
        try (ResultSet rs = meta.getTables(null, schema, name, null)) {
            return rs.next();
        }
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }
}
