package undercooked.server.archive;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/** The replay index table: one row per archived round, newest (highest id) first. */
final class ReplayIndex {

    /**
     * One index row; {@code players} is the JSON list of {player_id, seat, name}; {@code kernelId}
     * and {@code kernelName} the rules version the round was played under ('' for rounds archived
     * before rounds carried it).
     */
    record Row(long id, String room, int roundNo, String levelId, String levelSha256, long seed, String result,
               long score, int stars, long ticks, long startedAt, long endedAt, String players, String kernelId,
               String kernelName) {
        Row {
            Objects.requireNonNull(kernelId, "kernelId");
            Objects.requireNonNull(kernelName, "kernelName");
            Objects.requireNonNull(room, "room");
            Objects.requireNonNull(levelId, "levelId");
            Objects.requireNonNull(levelSha256, "levelSha256");
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(players, "players");
        }
    }

    private static final String COLUMNS = "id, room, round_no, level_id, level_sha256, seed, result, score, stars,"
            + " ticks, started_at, ended_at, players, kernel_id, kernel_name";

    private final Database db;

    ReplayIndex(Database db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    /**
     * The next id, from the {@code counters} row: the update locks that row until the commit, so
     * two nodes (or two writers) sharing the database never take the same id. The counter also
     * steps past any id already in the table, so rows written without it (an older server) are
     * never overwritten.
     */
    long nextId() throws SQLException {
        return db.run(c -> {
            c.setAutoCommit(false);
            try {
                try (PreparedStatement p = c.prepareStatement("UPDATE counters SET value = CASE"
                        + " WHEN value >= (SELECT COALESCE(MAX(id), 0) FROM replays) THEN value + 1"
                        + " ELSE (SELECT COALESCE(MAX(id), 0) FROM replays) + 1 END WHERE name = 'replays'")) {
                    p.executeUpdate();
                }
                long id;
                try (PreparedStatement p = c.prepareStatement("SELECT value FROM counters WHERE name = 'replays'");
                     ResultSet rs = p.executeQuery()) {
                    if (!rs.next()) {
                        throw new SQLException("the replays counter row is missing");
                    }
                    id = rs.getLong(1);
                }
                c.commit();
                return id;
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            } finally {
                c.setAutoCommit(true);
            }
        });
    }

    /** Inserts the row; a row already under its id (a retried write whose answer was lost) is left as is. */
    void insert(Row r) throws SQLException {
        db.run(c -> {
            try (PreparedStatement p = c.prepareStatement("INSERT INTO replays (" + COLUMNS
                    + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING")) {
                p.setLong(1, r.id());
                p.setString(2, r.room());
                p.setInt(3, r.roundNo());
                p.setString(4, r.levelId());
                p.setString(5, r.levelSha256());
                p.setLong(6, r.seed());
                p.setString(7, r.result());
                p.setLong(8, r.score());
                p.setInt(9, r.stars());
                p.setLong(10, r.ticks());
                p.setLong(11, r.startedAt());
                p.setLong(12, r.endedAt());
                p.setString(13, r.players());
                p.setString(14, r.kernelId());
                p.setString(15, r.kernelName());
                return p.executeUpdate();
            }
        });
    }

    Optional<Row> find(long id) throws SQLException {
        return db.run(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT " + COLUMNS + " FROM replays WHERE id = ?")) {
                p.setLong(1, id);
                List<Row> rows = rows(p);
                return rows.isEmpty() ? Optional.empty() : Optional.of(rows.getFirst());
            }
        });
    }

    List<Row> list(ReplayFilter f) throws SQLException {
        StringBuilder sql = new StringBuilder("SELECT " + COLUMNS + " FROM replays WHERE 1 = 1");
        f.level().ifPresent(x -> sql.append(" AND level_id = ?"));
        f.result().ifPresent(x -> sql.append(" AND result = ?"));
        f.before().ifPresent(x -> sql.append(" AND id < ?"));
        sql.append(" ORDER BY id DESC LIMIT ?");
        return db.run(c -> {
            try (PreparedStatement p = c.prepareStatement(sql.toString())) {
                int i = 1;
                if (f.level().isPresent()) {
                    p.setString(i++, f.level().get());
                }
                if (f.result().isPresent()) {
                    p.setString(i++, f.result().get());
                }
                if (f.before().isPresent()) {
                    p.setLong(i++, f.before().getAsLong());
                }
                p.setInt(i, f.limit());
                return rows(p);
            }
        });
    }

    /** Every id, oldest first (startup recovery compares them with the files). */
    List<Long> ids() throws SQLException {
        return db.run(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT id FROM replays ORDER BY id");
                 ResultSet rs = p.executeQuery()) {
                List<Long> out = new ArrayList<>();
                while (rs.next()) {
                    out.add(rs.getLong(1));
                }
                return out;
            }
        });
    }

    /** Ids beyond the newest {@code keep}, oldest first. */
    List<Long> beyond(int keep) throws SQLException {
        List<Long> all = ids();
        return all.size() <= keep ? List.of() : List.copyOf(all.subList(0, all.size() - keep));
    }

    void delete(long id) throws SQLException {
        db.run(c -> {
            try (PreparedStatement p = c.prepareStatement("DELETE FROM replays WHERE id = ?")) {
                p.setLong(1, id);
                return p.executeUpdate();
            }
        });
    }

    private static List<Row> rows(PreparedStatement p) throws SQLException {
        List<Row> out = new ArrayList<>();
        try (ResultSet rs = p.executeQuery()) {
            while (rs.next()) {
                out.add(new Row(rs.getLong(1), rs.getString(2), rs.getInt(3), rs.getString(4), rs.getString(5),
                        rs.getLong(6), rs.getString(7), rs.getLong(8), rs.getInt(9), rs.getLong(10), rs.getLong(11),
                        rs.getLong(12), rs.getString(13), rs.getString(14), rs.getString(15)));
            }
        }
        return out;
    }
}
