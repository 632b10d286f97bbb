package undercooked.server.archive;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * Replay bodies as rows of {@code replay_bodies} in the server's database: the store for many
 * nodes, since every node reaches the one PostgreSQL and an insert is whole or absent. A body is a
 * few tens of kilobytes gzipped (a 130 s round), one row per archived round, so the database holds
 * them as easily as their index.
 */
public final class DatabaseBodyStore implements ReplayStore {

    /**
     * A body this young without its index row may belong to a write in flight on another node
     * (between its body and its row): recovery leaves it to a later start.
     */
    static final long ORPHAN_AGE_MS = 10 * 60 * 1000;

    private final Database db;
    private final LongSupplier wallMillis;

    public DatabaseBodyStore(Database db) {
        this(db, System::currentTimeMillis);
    }

    DatabaseBodyStore(Database db, LongSupplier wallMillis) {
        this.db = Objects.requireNonNull(db, "db");
        this.wallMillis = Objects.requireNonNull(wallMillis, "wallMillis");
    }

    @Override
    public void put(long id, byte[] body) throws SQLException {
        db.run(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "INSERT INTO replay_bodies (id, body, stored_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING")) {
                p.setLong(1, id);
                p.setBytes(2, body);
                p.setLong(3, wallMillis.getAsLong());
                return p.executeUpdate();
            }
        });
    }

    @Override
    public byte[] get(long id) throws IOException {
        byte[] body;
        try {
            body = db.run(c -> {
                try (PreparedStatement p = c.prepareStatement("SELECT body FROM replay_bodies WHERE id = ?")) {
                    p.setLong(1, id);
                    try (ResultSet rs = p.executeQuery()) {
                        return rs.next() ? rs.getBytes(1) : null;
                    }
                }
            });
        } catch (SQLException e) {
            throw new IOException("the database did not answer: " + e.getMessage(), e);
        }
        if (body == null) {
            throw new NoSuchFileException("replay_bodies/" + id);
        }
        return body;
    }

    @Override
    public void delete(long id) throws SQLException {
        db.run(c -> {
            try (PreparedStatement p = c.prepareStatement("DELETE FROM replay_bodies WHERE id = ?")) {
                p.setLong(1, id);
                return p.executeUpdate();
            }
        });
    }

    @Override
    public BodyStore.Recovery recover(Set<Long> indexed) throws SQLException {
        long before = wallMillis.getAsLong() - ORPHAN_AGE_MS;
        List<Long> old = db.run(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT id FROM replay_bodies WHERE stored_at < ?"
                    + " ORDER BY id")) {
                p.setLong(1, before);
                List<Long> ids = new ArrayList<>();
                try (ResultSet rs = p.executeQuery()) {
                    while (rs.next()) {
                        ids.add(rs.getLong(1));
                    }
                }
                return ids;
            }
        });
        List<Path> orphans = new ArrayList<>();
        for (long id : old) {
            if (!indexed.contains(id)) {
                delete(id);
                orphans.add(Path.of("replay_bodies", Long.toString(id)));
            }
        }
        return new BodyStore.Recovery(List.of(), orphans);
    }
}
