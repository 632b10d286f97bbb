package undercooked.server.archive;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import undercooked.levels.insight.RoundSummary;

/** The {@code round_summaries} table (V4): one row per summarised round, beside its index row. */
final class SummaryIndex {

    /**
     * One round's summary row: the filter's columns, and the summary's bytes or, when it could
     * not be computed, the problem in words and no bytes.
     */
    record Row(long replayId, String levelId, String levelSha256, long endedAt, String result, int cooks, int bots,
               int version, String problem, Optional<byte[]> body) {
        Row {
            Objects.requireNonNull(levelId, "levelId");
            Objects.requireNonNull(levelSha256, "levelSha256");
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(problem, "problem");
            Objects.requireNonNull(body, "body");
        }
    }

    /** Sees each row of a listing as it is read, so ten thousand summaries are never all held. */
    @FunctionalInterface
    interface Visitor {
        void row(Row r) throws SQLException;
    }

    private static final String COLUMNS = "replay_id, level_id, level_sha256, ended_at, result, cooks, bots, version,"
            + " problem, body";

    private final Database db;

    SummaryIndex(Database db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    private static final String PUT = "INSERT INTO round_summaries (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            + " ON CONFLICT (replay_id) DO UPDATE SET version = excluded.version, problem = excluded.problem,"
            + " body = excluded.body";

    /** Stores the row, replacing an older one of the round (a summary of an older version, computed again). */
    void put(Row r) throws SQLException {
        putAll(List.of(r));
    }

    /** Stores the rows in one transaction (a backfill's step): one commit, so one flush, for them all. */
    void putAll(List<Row> rows) throws SQLException {
        if (rows.isEmpty()) {
            return;
        }
        db.run(c -> {
            boolean auto = c.getAutoCommit();
            c.setAutoCommit(rows.size() == 1);
            try (PreparedStatement p = c.prepareStatement(PUT)) {
                for (Row r : rows) {
                    p.setLong(1, r.replayId());
                    p.setString(2, r.levelId());
                    p.setString(3, r.levelSha256());
                    p.setLong(4, r.endedAt());
                    p.setString(5, r.result());
                    p.setInt(6, r.cooks());
                    p.setInt(7, r.bots());
                    p.setInt(8, r.version());
                    p.setString(9, r.problem());
                    p.setBytes(10, r.body().orElse(null));
                    if (rows.size() == 1) {
                        p.executeUpdate();
                    } else {
                        p.addBatch();
                    }
                }
                if (rows.size() > 1) {
                    p.executeBatch();
                    c.commit();
                }
                return null;
            } catch (SQLException | RuntimeException e) {
                if (!c.getAutoCommit()) {
                    c.rollback();
                }
                throw e;
            } finally {
                c.setAutoCommit(auto);
            }
        });
    }

    Optional<Row> find(long replayId) throws SQLException {
        return db.run(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT " + COLUMNS + " FROM round_summaries WHERE replay_id = ?")) {
                p.setLong(1, replayId);
                try (ResultSet rs = p.executeQuery()) {
                    return rs.next() ? Optional.of(row(rs)) : Optional.empty();
                }
            }
        });
    }

    /**
     * The rows the filter takes (of this summary version), the newest to end first, each shown to
     * {@code visitor}: in the order of the level's index (level, ended_at), so the database walks
     * it backwards instead of sorting every row's bytes.
     */
    void each(SummaryFilter f, Visitor visitor) throws SQLException {
        db.run(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT " + COLUMNS + " FROM round_summaries WHERE "
                    + where(f) + " ORDER BY ended_at DESC, replay_id DESC LIMIT ?")) {
                int i = bind(p, f);
                p.setInt(i, f.limit());
                p.setFetchSize(500);
                try (ResultSet rs = p.executeQuery()) {
                    while (rs.next()) {
                        visitor.row(row(rs));
                    }
                }
                return null;
            }
        });
    }

    /** How many rows the filter matches, past its limit (a query that was capped says how many). */
    long count(SummaryFilter f) throws SQLException {
        return db.run(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT COUNT(*) FROM round_summaries WHERE " + where(f))) {
                bind(p, f);
                try (ResultSet rs = p.executeQuery()) {
                    return rs.next() ? rs.getLong(1) : 0L;
                }
            }
        });
    }

    /** Index-only counts: the level's summaries, its rounds and its newest round's id. */
    RoundSummaries.Stamp stamp(String levelId) throws SQLException {
        return db.run(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT (SELECT COUNT(*) FROM round_summaries WHERE level_id = ?),"
                    + " (SELECT COUNT(*) FROM replays WHERE level_id = ?), (SELECT COALESCE(MAX(id), 0) FROM replays"
                    + " WHERE level_id = ?)")) {
                p.setString(1, levelId);
                p.setString(2, levelId);
                p.setString(3, levelId);
                try (ResultSet rs = p.executeQuery()) {
                    rs.next();
                    return new RoundSummaries.Stamp(rs.getLong(1), rs.getLong(2), rs.getLong(3));
                }
            }
        });
    }

    private static String where(SummaryFilter f) {
        StringBuilder sql = new StringBuilder("level_id = ? AND version = ?");
        f.fromMs().ifPresent(x -> sql.append(" AND ended_at >= ?"));
        f.toMs().ifPresent(x -> sql.append(" AND ended_at < ?"));
        f.cooks().ifPresent(x -> sql.append(" AND cooks = ?"));
        f.result().ifPresent(x -> sql.append(" AND result = ?"));
        switch (f.who()) {
            case HUMANS -> sql.append(" AND bots = 0");
            case BOTS -> sql.append(" AND bots = cooks");
            case ALL -> {
            }
        }
        return sql.toString();
    }

    /** Binds {@link #where}'s parameters; returns the next parameter's index. */
    private static int bind(PreparedStatement p, SummaryFilter f) throws SQLException {
        int i = 1;
        p.setString(i++, f.levelId());
        p.setInt(i++, RoundSummary.VERSION);
        if (f.fromMs().isPresent()) {
            p.setLong(i++, f.fromMs().getAsLong());
        }
        if (f.toMs().isPresent()) {
            p.setLong(i++, f.toMs().getAsLong());
        }
        if (f.cooks().isPresent()) {
            p.setInt(i++, f.cooks().getAsInt());
        }
        if (f.result().isPresent()) {
            p.setString(i++, f.result().get());
        }
        return i;
    }

    /**
     * Rounds of the level (newest first, at most {@code limit}) with no summary of this version
     * yet: archived before summaries existed, or summarised by an older server.
     */
    List<Long> unsummarised(String levelId, int limit) throws SQLException {
        return db.run(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT r.id FROM replays r LEFT JOIN round_summaries s"
                    + " ON s.replay_id = r.id WHERE r.level_id = ? AND (s.replay_id IS NULL OR s.version <> ?)"
                    + " ORDER BY r.id DESC LIMIT ?")) {
                p.setString(1, levelId);
                p.setInt(2, RoundSummary.VERSION);
                p.setInt(3, limit);
                List<Long> out = new ArrayList<>();
                try (ResultSet rs = p.executeQuery()) {
                    while (rs.next()) {
                        out.add(rs.getLong(1));
                    }
                }
                return out;
            }
        });
    }

    void delete(long replayId) throws SQLException {
        db.run(c -> {
            try (PreparedStatement p = c.prepareStatement("DELETE FROM round_summaries WHERE replay_id = ?")) {
                p.setLong(1, replayId);
                return p.executeUpdate();
            }
        });
    }

    private static Row row(ResultSet rs) throws SQLException {
        byte[] body = rs.getBytes(10);
        return new Row(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getLong(4), rs.getString(5), rs.getInt(6),
                rs.getInt(7), rs.getInt(8), rs.getString(9), Optional.ofNullable(body));
    }
}
