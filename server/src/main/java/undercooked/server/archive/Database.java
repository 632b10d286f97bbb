package undercooked.server.archive;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Objects;
import java.util.Properties;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

import undercooked.server.start.StartPatience;

/**
 * The server's database (SQLite file by default, PostgreSQL when the {@code db} setting names one)
 * behind a validating HikariCP pool, and its schema migrations. Every statement the server runs is
 * in one SQL dialect both engines accept (see docs/decisions/0004). A connection is checked before
 * it is lent (PostgreSQL restarted or stalled: the dead one is dropped and a new one opened), so a
 * database that comes back is used again without a server restart. SQLite gets a pool of one: a
 * file has one writer, and one connection serialises the server's few writes a minute.
 */
public final class Database implements AutoCloseable {

    /** Thrown when the database cannot be opened or migrated: the server does not start. */
    public static final class Unavailable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Unavailable(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** Work with a connection lent by the pool. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    /** PostgreSQL connections kept; the writers, readiness and API reads share them. */
    static final int POSTGRES_POOL = 4;
    /** How long a caller waits for a connection before its call fails like any database fault. */
    static final long BORROW_MS = 3000;

    /**
     * The newest schema this server knows: the highest {@code V<n>__*.sql} under
     * {@code db/migration} (a test keeps the two in step). A database at a higher version was
     * migrated by a newer server, and this one refuses to start on it.
     */
    public static final int SCHEMA_VERSION = 5;

    private final HikariDataSource pool;
    private final String shown;

    private Database(HikariDataSource pool, String shown) {
        this.pool = pool;
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
        boolean sqlite = url.startsWith("jdbc:sqlite:");
        if (!sqlite && !url.startsWith("jdbc:postgresql:")) {
            throw new Unavailable("db must be jdbc:sqlite:FILE or jdbc:postgresql://HOST/DB, got " + shown, null);
        }
        // A PostgreSQL that is there but slow (a loaded machine: the login past its 5 s; one still
        // starting up) is tried again for the start's patience, as the room directory's Redis is.
        // Refused, unknown host, wrong password, no such database, a newer schema: at once.
        return StartPatience.keepTrying("the database at " + shown, () -> attempt(url, shown, sqlite),
                Database::slowNotAbsent);
    }

    /**
     * Whether a failure to open says the database is there but did not answer in time, or is
     * starting up: a socket or login timeout, or PostgreSQL's {@code 57P03} (cannot connect now).
     */
    static boolean slowNotAbsent(Throwable e) {
        return StartPatience.anyCause(e, t -> t instanceof java.net.SocketTimeoutException
                || t instanceof SQLException q && ("57P03".equals(q.getSQLState())
                        || (q.getMessage() != null && q.getMessage().contains("timed out"))));
    }

    private static Database attempt(String url, String shown, boolean sqlite) {
        HikariDataSource pool = null;
        try {
            if (sqlite) {
                Path file = Path.of(url.substring("jdbc:sqlite:".length())).toAbsolutePath();
                folder(file.getParent(), shown);
            }
            HikariConfig c = new HikariConfig();
            c.setJdbcUrl(url);
            c.setPoolName("undercooked-db");
            c.setMaximumPoolSize(sqlite ? 1 : POSTGRES_POOL);
            c.setMinimumIdle(1);
            c.setConnectionTimeout(BORROW_MS);
            c.setValidationTimeout(1000);
            // A connection idle this long is probed, so one the database dropped is noticed between uses.
            c.setKeepaliveTime(30_000);
            // Start-up fails at once when the database cannot be reached: the operator sees why.
            c.setInitializationFailTimeout(1);
            c.setDataSourceProperties(properties(url));
            pool = new HikariDataSource(c);
            Migrations.apply(pool, url, properties(url), shown);
            return new Database(pool, shown);
        } catch (RuntimeException e) {
            if (pool != null) {
                pool.close();
            }
            if (e instanceof Unavailable u) {
                throw u;
            }
            Throwable cause = e.getCause() != null && e.getMessage() != null
                    && e.getMessage().startsWith("Failed to initialize pool") ? e.getCause() : e;
            throw new Unavailable("cannot open the database " + shown + ": " + cause.getMessage(), e);
        }
    }

    /**
     * The database file's folder, made when missing; what is in the way named as such (the JDK says
     * only the path): a file where the folder should be, or a folder that cannot be made.
     */
    private static void folder(Path dir, String shown) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new Unavailable("cannot open the database " + shown + ": " + dir + " is a file, not a folder;"
                    + " give --data a folder (it is made when missing)", null);
        }
        try {
            Files.createDirectories(dir);
        } catch (java.io.IOException e) {
            String why = e instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason()
                    : e instanceof java.nio.file.AccessDeniedException ? "permission denied" : e.getClass().getSimpleName();
            throw new Unavailable("cannot open the database " + shown + ": the folder " + dir + " cannot be made ("
                    + why + "); give --data a folder this user can write", e);
        }
    }

    /**
     * A PostgreSQL server that stops answering must not hold the session and archive writers (or
     * a room loading an uncached session) for ever: connecting waits at most 5 s and a statement
     * 10 s, then fails like any write failure (the write is kept and retried). Settings in the URL
     * win over these.
     */
    private static Properties properties(String url) {
        Properties p = new Properties();
        if (url.startsWith("jdbc:sqlite:")) {
            // Per connection, so every connection the pool opens has them. WAL: readers never wait
            // for the writer; FULL: a committed row survives a power cut.
            p.setProperty("journal_mode", "WAL");
            p.setProperty("synchronous", "FULL");
            p.setProperty("busy_timeout", "5000");
        }
        if (url.startsWith("jdbc:postgresql:")) {
            if (!url.contains("loginTimeout=")) {
                p.setProperty("loginTimeout", "5");
            }
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

    public <T> T run(Work<T> work) throws SQLException {
        if (pool.isClosed()) {
            throw new Closed(shown);
        }
        try (Connection c = pool.getConnection()) {
            return work.run(c);
        } catch (SQLException e) {
            if (pool.isClosed()) {
                throw new Closed(shown); // closed while this waited: the stop, not a failure
            }
            throw e;
        }
    }

    /**
     * The database was closed: the server is stopping. A request that comes in its last moments is
     * told so (503), not answered with a server error and a stack trace in the log. An
     * {@link SQLException} (SQLState 08003, no connection), so the writers keep what they could not
     * write for the next run, as with any database failure.
     */
    public static final class Closed extends SQLException {
        private static final long serialVersionUID = 1L;

        Closed(String shown) {
            super("the database " + shown + " is closed: this server is stopping", "08003");
        }
    }

    /** Whether a connection can be had and answers (within the borrow wait): readiness. */
    public boolean reachable() {
        try (Connection c = pool.getConnection()) {
            return c.isValid(2);
        } catch (SQLException e) {
            return false;
        }
    }

    /** The pool's connections now (HikariCP's own figures): for /metrics. */
    public java.util.Map<String, Long> poolStats() {
        var mx = pool.getHikariPoolMXBean();
        java.util.Map<String, Long> m = new java.util.LinkedHashMap<>();
        m.put("connections_active", (long) (mx == null ? 0 : mx.getActiveConnections()));
        m.put("connections_idle", (long) (mx == null ? 0 : mx.getIdleConnections()));
        m.put("connections_max", (long) pool.getMaximumPoolSize());
        m.put("threads_waiting", (long) (mx == null ? 0 : mx.getThreadsAwaitingConnection()));
        return m;
    }

    /** The schema version in use: the newest migration Flyway has applied (or baselined). */
    public int version() throws SQLException {
        return run(Migrations::current);
    }

    /** A URL as logs may show it: no password. */
    static String redact(String url) {
        return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }

    @Override
    public void close() {
        pool.close();
    }
}
