package undercooked.server.session;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Base64;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Level;
import java.util.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

import undercooked.server.archive.BackgroundWriter;
import undercooked.server.archive.Database;

/**
 * Sessions in the server's database, so a restart loses no token, name or unlock. Rooms call in
 * from their ticker threads and under their own locks, so nothing here may wait on the database
 * while a room waits on us: a change goes into the cache at once and is handed to a
 * {@link BackgroundWriter}, which writes the changes in order, the latest value per token. A
 * stalled or restarted database then delays only the writer, not the rooms, and loses nothing: a
 * write it refuses is kept (in the data folder's {@code outbox/sessions} when there is one) and
 * written when it answers again; the change holds in memory meanwhile.
 *
 * <p>A token not in the cache is loaded from the database without the store's lock, so a slow
 * load holds up only the caller that needs that token. {@link #close} waits up to
 * {@link #CLOSE_BUDGET_S} s for the writer; what it could not write stays in the outbox for the
 * next start. Close it before the database.
 */
public final class SqlSessionStore implements SessionStore, AutoCloseable {

    private static final Logger LOG = Logger.getLogger(SqlSessionStore.class.getName());
    static final long CLOSE_BUDGET_S = 10;
    /** Session changes that may wait for the database (tokens, each change replacing its token's last). */
    static final int BOUND = 100_000;
    /**
     * Among many nodes a session may change on another node; a cached one older than this is read
     * again (when no write of ours is pending for it). One node never re-reads: it is the only writer.
     */
    public static final long SHARED_MAX_AGE_MS = 10_000;
    private static final ObjectMapper JSON = JsonMapper.builder().build();

    private final Database db;
    /** Read without the lock; changed only under it. */
    private final ConcurrentHashMap<String, Session> cache = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();
    private final AtomicLong writeFailures = new AtomicLong();

    private final Object lock = new Object();
    private final BackgroundWriter<Session> writer;
    private boolean closed;

    private final long maxAgeNanos;
    /** When each cached session was read or changed here. */
    private final ConcurrentHashMap<String, Long> cachedAt = new ConcurrentHashMap<>();

    public SqlSessionStore(Database db) {
        this(db, Long.MAX_VALUE);
    }

    /** Cached sessions older than {@code maxAgeMs} are read again: the database is shared with other nodes. */
    public SqlSessionStore(Database db, long maxAgeMs) {
        this(db, maxAgeMs, Optional.empty());
    }

    /** As above, keeping the changes the database refuses in {@code outbox}; an earlier run's are written first. */
    public SqlSessionStore(Database db, long maxAgeMs, Optional<Path> outbox) {
        this.db = Objects.requireNonNull(db, "db");
        if (maxAgeMs < 1) {
            throw new IllegalArgumentException("maxAgeMs must be >= 1, was " + maxAgeMs);
        }
        this.maxAgeNanos = maxAgeMs >= Long.MAX_VALUE / 1_000_000 ? Long.MAX_VALUE : maxAgeMs * 1_000_000;
        try {
            this.writer = new BackgroundWriter<>(new BackgroundWriter.Settings("session", outbox, BOUND, true),
                    new BackgroundWriter.Codec<>() {
                        @Override
                        public byte[] encode(Session item) {
                            return JSON.createObjectNode().put("token", item.token()).put("name", item.name())
                                    .put("unlocked", item.unlocked()).toString().getBytes(StandardCharsets.UTF_8);
                        }

                        @Override
                        public Session decode(byte[] bytes) throws IOException {
                            JsonNode n = JSON.readTree(bytes);
                            return new Session(n.path("token").asText(), n.path("name").asText(),
                                    n.path("unlocked").asInt(1));
                        }
                    }, s -> Optional.of(s.token()), (s, progress) -> write(s), System::nanoTime);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the session outbox " + outbox.orElseThrow() + ": "
                    + e.getMessage(), e);
        }
        for (Session s : writer.recovered()) {
            cache.put(s.token(), s);
            cachedAt.put(s.token(), System.nanoTime());
        }
    }

    /** The writer: readiness asks whether its writes fail; /api/stats shows its counts. */
    public BackgroundWriter<Session> writer() {
        return writer;
    }

    private boolean fresh(String token) {
        Long at = cachedAt.get(token);
        return maxAgeNanos == Long.MAX_VALUE || (at != null && System.nanoTime() - at < maxAgeNanos);
    }

    @Override
    public Optional<Session> find(String token) {
        Objects.requireNonNull(token, "token");
        Session hit = cache.get(token);
        if (hit != null && fresh(token)) {
            return Optional.of(hit);
        }
        Optional<Session> loaded = load(token);
        synchronized (lock) {
            // A change made while we were loading is newer than the row we read, and so is one
            // of ours not yet written.
            Session now = cache.get(token);
            boolean pending = writer.waiting(token).isPresent();
            if (now != null && (now != hit || pending || loaded.isEmpty())) {
                return Optional.of(now);
            }
            loaded.ifPresent(s -> {
                cache.put(token, s);
                cachedAt.put(token, System.nanoTime());
            });
            return loaded;
        }
    }

    @Override
    public Session mint(String name) {
        byte[] bytes = new byte[18];
        random.nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        Objects.requireNonNull(name, "name");
        synchronized (lock) {
            // 144 random bits are new: no database read, so minting never waits on a stalled one.
            return change(null, new Session(token, name, 1));
        }
    }

    @Override
    public Session claim(String token, String name) {
        Objects.requireNonNull(name, "name");
        find(token);
        synchronized (lock) {
            Session old = cache.get(token);
            Session next = old == null ? new Session(token, name, 1)
                    : name.isEmpty() ? old : new Session(token, name, old.unlocked());
            return change(old, next);
        }
    }

    @Override
    public Session unlock(String token, int order) {
        Objects.requireNonNull(token, "token");
        find(token);
        synchronized (lock) {
            Session old = cache.get(token);
            Session base = old == null ? new Session(token, "", 1) : old;
            return change(old, order > base.unlocked() ? new Session(token, base.name(), order) : base);
        }
    }

    /**
     * Changes whose write failed at least once (kept and retried until written), dropped ones, and
     * changes made after the store closed (held in memory only).
     */
    /** Session changes written to the database since start. */
    public long writes() {
        return writer.stats().written();
    }

    @Override
    public long writeFailures() {
        BackgroundWriter.Stats w = writer.stats();
        return writeFailures.get() + w.keptItems() + w.dropped();
    }

    /** Caches a change and queues its write; under {@link #lock}. */
    private Session change(Session old, Session next) {
        if (next.equals(old)) {
            return next;
        }
        cache.put(next.token(), next);
        cachedAt.put(next.token(), System.nanoTime());
        if (closed) {
            writeFailures.incrementAndGet();
            LOG.severe("a session changed after the store closed; it holds in memory until restart");
            return next;
        }
        writer.submit(next);
        return next;
    }

    private void write(Session s) throws SQLException {
        db.run(c -> {
                try (PreparedStatement p = c.prepareStatement("INSERT INTO sessions (token, name, unlocked,"
                        + " updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (token) DO UPDATE SET name = excluded.name,"
                        // Unlocks only grow: a node with an older copy never takes back another's unlock.
                        + " unlocked = CASE WHEN sessions.unlocked > excluded.unlocked THEN sessions.unlocked"
                        + " ELSE excluded.unlocked END, updated_at = excluded.updated_at")) {
                    p.setString(1, s.token());
                    p.setString(2, s.name());
                    p.setInt(3, s.unlocked());
                    p.setLong(4, System.currentTimeMillis());
                    return p.executeUpdate();
                }
        });
    }

    /** Waits (bounded) until every change made so far is written: tests and close. */
    boolean drain(long timeoutMs) {
        return writer.drain(timeoutMs);
    }

    /**
     * Writes what is queued (up to {@link #CLOSE_BUDGET_S} s), then stops the writer. What is still
     * unwritten after the budget stays in the outbox for the next start (without one it is counted
     * as failed) and the log says how many. Later changes hold in memory only. The database is the
     * caller's; close it after this.
     */
    @Override
    public void close() {
        close(TimeUnit.SECONDS.toMillis(CLOSE_BUDGET_S));
    }

    /** As {@link #close()}, with the budget given: tests. */
    void close(long timeoutMs) {
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
        }
        writer.close(timeoutMs);
    }

    private Optional<Session> load(String token) {
        try {
            return db.run(c -> {
                try (PreparedStatement p = c.prepareStatement(
                        "SELECT token, name, unlocked FROM sessions WHERE token = ?")) {
                    p.setString(1, token);
                    try (ResultSet rs = p.executeQuery()) {
                        return rs.next() ? Optional.of(new Session(rs.getString(1), rs.getString(2), rs.getInt(3)))
                                : Optional.<Session>empty();
                    }
                }
            });
        } catch (SQLException e) {
            LOG.log(Level.SEVERE, "a session could not be read; treated as unknown", e);
            return Optional.empty();
        }
    }
}
