package undercooked.server.session;

import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Base64;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Level;
import java.util.logging.Logger;

import undercooked.server.archive.Database;

/**
 * Sessions in the server's database, so a restart loses no token, name or unlock. Rooms call in
 * from their ticker threads and under their own locks, so nothing here may wait on the database
 * while a room waits on us: a change goes into the cache at once (under a short lock) and is
 * queued for one writer thread, which writes the changes in order, the latest value per token.
 * A stalled database (PostgreSQL may take 5 s to connect and 10 s to answer) then delays only the
 * writer, not the rooms.
 *
 * <p>A token not in the cache is loaded from the database without the store's lock, so a slow
 * load holds up only the caller that needs that token. A failed write (a full disk, a timeout) is
 * logged and counted, and the change still holds in memory: a storage fault must not take a
 * player's room down with it. {@link #close} waits up to {@link #CLOSE_BUDGET_S} s for the queue,
 * so a clean stop writes every change; close it before the database.
 */
public final class SqlSessionStore implements SessionStore, AutoCloseable {

    private static final Logger LOG = Logger.getLogger(SqlSessionStore.class.getName());
    static final long CLOSE_BUDGET_S = 10;
    /**
     * Among many nodes a session may change on another node; a cached one older than this is read
     * again (when no write of ours is pending for it). One node never re-reads: it is the only writer.
     */
    public static final long SHARED_MAX_AGE_MS = 10_000;

    private final Database db;
    /** Read without the lock; changed only under it, together with {@link #queue}. */
    private final ConcurrentHashMap<String, Session> cache = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();
    private final AtomicLong writeFailures = new AtomicLong();

    private final Object lock = new Object();
    /** Changes not yet written, oldest first; a newer change to a queued token replaces its value. */
    private final LinkedHashMap<String, Session> queue = new LinkedHashMap<>();
    /** The change the writer is writing now, if any. */
    private Session writing;
    /** Started with the first change, so a store that only reads owns no thread. */
    private Thread writer;
    private boolean closed;
    /** Set when close gave up on the writer: the write in flight was already counted as failed. */
    private boolean abandoned;

    private final long maxAgeNanos;
    /** When each cached session was read or changed here. */
    private final ConcurrentHashMap<String, Long> cachedAt = new ConcurrentHashMap<>();

    public SqlSessionStore(Database db) {
        this(db, Long.MAX_VALUE);
    }

    /** Cached sessions older than {@code maxAgeMs} are read again: the database is shared with other nodes. */
    public SqlSessionStore(Database db, long maxAgeMs) {
        this.db = Objects.requireNonNull(db, "db");
        if (maxAgeMs < 1) {
            throw new IllegalArgumentException("maxAgeMs must be >= 1, was " + maxAgeMs);
        }
        this.maxAgeNanos = maxAgeMs >= Long.MAX_VALUE / 1_000_000 ? Long.MAX_VALUE : maxAgeMs * 1_000_000;
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
            boolean pending = queue.containsKey(token) || (writing != null && writing.token().equals(token));
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

    /** Writes that failed since start, or that a close could not finish (the change was kept in memory). */
    @Override
    public long writeFailures() {
        return writeFailures.get();
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
        queue.put(next.token(), next);
        if (writer == null) {
            writer = Thread.ofPlatform().name("session-writer").daemon().start(this::writeLoop);
        }
        lock.notifyAll();
        return next;
    }

    private void writeLoop() {
        while (true) {
            Session next;
            synchronized (lock) {
                while (queue.isEmpty() && !closed) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        // Only close may stop the writer; it does so by emptying the queue.
                    }
                }
                if (queue.isEmpty()) {
                    return;
                }
                Iterator<Map.Entry<String, Session>> oldest = queue.entrySet().iterator();
                next = oldest.next().getValue();
                oldest.remove();
                writing = next;
            }
            boolean ok = write(next);
            synchronized (lock) {
                writing = null;
                if (!ok && !abandoned) {
                    writeFailures.incrementAndGet();
                }
                lock.notifyAll();
            }
        }
    }

    private boolean write(Session s) {
        try {
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
            return true;
        } catch (SQLException | RuntimeException e) {
            LOG.log(Level.SEVERE, "a session could not be saved; it holds in memory until restart", e);
            return false;
        }
    }

    /** Waits (bounded) until every change made so far is written or failed: tests and close. */
    boolean drain(long timeoutMs) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        synchronized (lock) {
            while (!queue.isEmpty() || writing != null) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(lock, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * Writes what is queued (up to {@link #CLOSE_BUDGET_S} s), then stops the writer. What is
     * still unwritten after the budget is counted as failed and the log says how many. Later
     * changes hold in memory only. The database is the caller's; close it after this.
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
            lock.notifyAll();
        }
        if (drain(timeoutMs)) {
            return;
        }
        synchronized (lock) {
            int lost = queue.size() + (writing != null ? 1 : 0);
            queue.clear();
            abandoned = true;
            lock.notifyAll();
            writeFailures.addAndGet(lost);
            LOG.warning("the session writer did not finish within " + timeoutMs + " ms: " + lost
                    + " session writes were not finished and may be lost");
        }
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
