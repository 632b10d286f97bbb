package undercooked.server.session;

import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Base64;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Level;
import java.util.logging.Logger;

import undercooked.server.archive.Database;

/**
 * Sessions in the server's database, so a restart loses no token, name or unlock. Reads are
 * served from a write-through cache (rooms look sessions up on every lobby frame); a change is
 * written before it is cached. A failed write (a full disk) is logged and counted, and the change
 * still holds in memory: a storage fault must not take a player's room down with it.
 */
public final class SqlSessionStore implements SessionStore {

    private static final Logger LOG = Logger.getLogger(SqlSessionStore.class.getName());

    private final Database db;
    private final ConcurrentHashMap<String, Session> cache = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();
    private final AtomicLong writeFailures = new AtomicLong();

    public SqlSessionStore(Database db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public Optional<Session> find(String token) {
        Objects.requireNonNull(token, "token");
        Session hit = cache.get(token);
        if (hit != null) {
            return Optional.of(hit);
        }
        Optional<Session> loaded = load(token);
        loaded.ifPresent(s -> cache.putIfAbsent(token, s));
        return loaded.map(s -> cache.get(token));
    }

    @Override
    public Session mint(String name) {
        byte[] bytes = new byte[18];
        random.nextBytes(bytes);
        return claim(Base64.getUrlEncoder().withoutPadding().encodeToString(bytes), name);
    }

    @Override
    public synchronized Session claim(String token, String name) {
        Objects.requireNonNull(name, "name");
        Optional<Session> old = find(token);
        Session next = old.isEmpty() ? new Session(token, name, 1)
                : name.isEmpty() ? old.get() : new Session(token, name, old.get().unlocked());
        return store(old, next);
    }

    @Override
    public synchronized Session unlock(String token, int order) {
        Optional<Session> old = find(token);
        Session base = old.orElseGet(() -> new Session(token, "", 1));
        return store(old, order > base.unlocked() ? new Session(token, base.name(), order) : base);
    }

    /** Writes that failed since start (the change was kept in memory). */
    @Override
    public long writeFailures() {
        return writeFailures.get();
    }

    private Session store(Optional<Session> old, Session next) {
        if (old.isEmpty() || !old.get().equals(next)) {
            try {
                db.run(c -> {
                    try (PreparedStatement p = c.prepareStatement("INSERT INTO sessions (token, name, unlocked,"
                            + " updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (token) DO UPDATE SET name = excluded.name,"
                            + " unlocked = excluded.unlocked, updated_at = excluded.updated_at")) {
                        p.setString(1, next.token());
                        p.setString(2, next.name());
                        p.setInt(3, next.unlocked());
                        p.setLong(4, System.currentTimeMillis());
                        return p.executeUpdate();
                    }
                });
            } catch (SQLException e) {
                writeFailures.incrementAndGet();
                LOG.log(Level.SEVERE, "a session could not be saved; it holds in memory until restart", e);
            }
        }
        cache.put(next.token(), next);
        return next;
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
