package undercooked.server.archive;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Objects;

/**
 * The server's one JDBC connection (SQLite file by default, PostgreSQL when the {@code db}
 * setting names one) and its schema migrations. Every statement the server runs is in one SQL
 * dialect both engines accept (see docs/decisions/0004), so there is no per-engine code beyond
 * the SQLite pragmas below. One connection, used under this object's lock: the server writes a
 * few rows a minute (sessions, one index row per round), far below what serialising costs.
 */
public final class Database implements AutoCloseable {

    /** Thrown when the database cannot be opened or migrated: the server does not start. */
    public static final class Unavailable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Unavailable(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** Work with the connection, under the lock. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    /**
     * Schema versions in order; version n is {@code MIGRATIONS.get(n - 1)}. Append only: a
     * released migration is never edited, a change is a new entry.
     */
    static final List<List<String>> MIGRATIONS = List.of(List.of(
            "CREATE TABLE sessions (token VARCHAR(128) PRIMARY KEY, name VARCHAR(64) NOT NULL,"
                    + " unlocked INTEGER NOT NULL, updated_at BIGINT NOT NULL)",
            "CREATE TABLE replays (id BIGINT PRIMARY KEY, room VARCHAR(16) NOT NULL, round_no INTEGER NOT NULL,"
                    + " level_id VARCHAR(128) NOT NULL, level_sha256 VARCHAR(64) NOT NULL, seed BIGINT NOT NULL,"
                    + " result VARCHAR(16) NOT NULL, score BIGINT NOT NULL, stars INTEGER NOT NULL,"
                    + " ticks BIGINT NOT NULL, started_at BIGINT NOT NULL, ended_at BIGINT NOT NULL,"
                    + " players VARCHAR(2048) NOT NULL)",
            "CREATE INDEX replays_by_level ON replays (level_id, id)"),
            // 2: many nodes share one database. Replay ids come from a counter row that each
            // allocation updates (its row lock orders two nodes), and bodies may live in the
            // database (the replay_store setting). BYTEA is PostgreSQL's type; SQLite stores the
            // same bytes under any declared type.
            List.of("CREATE TABLE counters (name VARCHAR(32) PRIMARY KEY, value BIGINT NOT NULL)",
                    "INSERT INTO counters (name, value) SELECT 'replays', COALESCE(MAX(id), 0) FROM replays",
                    "CREATE TABLE replay_bodies (id BIGINT PRIMARY KEY, body BYTEA NOT NULL,"
                            + " stored_at BIGINT NOT NULL)"));

    private final Connection connection;
    private final String shown;

    private Database(Connection connection, String shown) {
        this.connection = connection;
        this.shown = shown;
    }

    /** The default: {@code undercooked.db} in the data folder. */
    public static String sqliteUrl(Path dataDir) {
        return "jdbc:sqlite:" + dataDir.resolve("undercooked.db");
    }

    /**
     * Opens (creating an SQLite file and its folder when needed) and migrates to the newest schema.
     *
     * @throws Unavailable with a message fit for the operator: which database, and why
     */
    public static Database open(String url) {
        Objects.requireNonNull(url, "url");
        String shown = redact(url);
        if (!url.startsWith("jdbc:sqlite:") && !url.startsWith("jdbc:postgresql:")) {
            throw new Unavailable("db must be jdbc:sqlite:FILE or jdbc:postgresql://HOST/DB, got " + shown, null);
        }
        Connection c = null;
        try {
            if (url.startsWith("jdbc:sqlite:")) {
                Path file = Path.of(url.substring("jdbc:sqlite:".length())).toAbsolutePath();
                Files.createDirectories(file.getParent());
            }
            c = DriverManager.getConnection(url, timeouts(url));
            if (url.startsWith("jdbc:sqlite:")) {
                try (Statement s = c.createStatement()) {
                    // WAL: readers never wait for the writer; FULL: a committed row survives a power cut.
                    s.execute("PRAGMA journal_mode=WAL");
                    s.execute("PRAGMA synchronous=FULL");
                    s.execute("PRAGMA busy_timeout=5000");
                }
            }
            Database db = new Database(c, shown);
            db.migrate();
            return db;
        } catch (SQLException | java.io.IOException | RuntimeException e) {
            closeQuietly(c);
            throw new Unavailable("cannot open the database " + shown + ": " + e.getMessage(), e);
        }
    }

    /**
     * A PostgreSQL server that stops answering must not hold the session and archive writers (or
     * a room loading an uncached session) for ever: connecting waits at most 5 s and a statement
     * 10 s, then fails like any write failure (counted, kept in memory). Settings in the URL win
     * over these.
     */
    private static java.util.Properties timeouts(String url) {
        java.util.Properties p = new java.util.Properties();
        if (url.startsWith("jdbc:postgresql:")) {
            if (!url.contains("connectTimeout=")) {
                p.setProperty("connectTimeout", "5");
            }
            if (!url.contains("socketTimeout=")) {
                p.setProperty("socketTimeout", "10");
            }
        }
        return p;
    }

    public String shown() {
        return shown;
    }

    public synchronized <T> T run(Work<T> work) throws SQLException {
        return work.run(connection);
    }

    /** Whether the connection still answers (within 2 s): readiness. */
    public synchronized boolean reachable() {
        try {
            return connection.isValid(2);
        } catch (SQLException e) {
            return false;
        }
    }

    /** The schema version in use (the number of migrations applied). */
    public synchronized int version() throws SQLException {
        try (Statement s = connection.createStatement();
             ResultSet rs = s.executeQuery("SELECT MAX(version) FROM schema_version")) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    /**
     * Migrates under a lock every node takes first, so two nodes starting together against one
     * PostgreSQL cannot both apply a version (one would fail on the other's table). The lock is
     * PostgreSQL's advisory lock keyed by the schema, held only while migrating; an SQLite file
     * belongs to one process.
     */
    private synchronized void migrate() throws SQLException {
        boolean postgres = connection.getMetaData().getDatabaseProductName().equals("PostgreSQL");
        if (!postgres) {
            migrateLocked();
            return;
        }
        try (Statement s = connection.createStatement()) {
            s.execute("SELECT pg_advisory_lock(hashtext(current_schema()))");
        }
        try {
            migrateLocked();
        } finally {
            try (Statement s = connection.createStatement()) {
                s.execute("SELECT pg_advisory_unlock(hashtext(current_schema()))");
            }
        }
    }

    private void migrateLocked() throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY,"
                    + " applied_at BIGINT NOT NULL)");
        }
        int current = version();
        if (current > MIGRATIONS.size()) {
            throw new SQLException("the schema is at version " + current + ", newer than this server ("
                    + MIGRATIONS.size() + "); run a newer server");
        }
        for (int v = current + 1; v <= MIGRATIONS.size(); v++) {
            connection.setAutoCommit(false);
            try (Statement s = connection.createStatement()) {
                for (String sql : MIGRATIONS.get(v - 1)) {
                    s.execute(sql);
                }
                try (PreparedStatement p = connection.prepareStatement(
                        "INSERT INTO schema_version (version, applied_at) VALUES (?, ?)")) {
                    p.setInt(1, v);
                    p.setLong(2, System.currentTimeMillis());
                    p.executeUpdate();
                }
                connection.commit();
            } catch (SQLException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        }
    }

    /** A URL as logs may show it: no password. */
    static String redact(String url) {
        return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }

    private static void closeQuietly(Connection c) {
        if (c != null) {
            try {
                c.close();
            } catch (SQLException ignored) {
                // Already failing; the first error is the one worth reporting.
            }
        }
    }

    @Override
    public synchronized void close() {
        closeQuietly(connection);
    }
}
