package undercooked.server.archive;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Objects;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

import undercooked.levels.Level;
import undercooked.levels.LevelLoader;
import undercooked.levels.ReplayFiles;
import undercooked.levels.RulesVersion;
import undercooked.protocol.ReplayFrames;
import undercooked.protocol.WireCodec;
import undercooked.server.wire.RoundFrames;
import undercooked.sim.InputScript;
import undercooked.sim.InvalidScriptException;
import undercooked.sim.Kernel;

/**
 * Each archived round's frames as played (the {@code replay_frames} table, V5; decision 0040): the
 * snap frames a watcher of the round was shown, drawn once when the round is archived, by the
 * kernel that played it, and kept gzipped beside the round's row. The replay page and the studio
 * show a round from these, so an upgrade whose kernel plays the round's inputs differently leaves
 * the round watchable as it was. The frames are protocol 4's: a full frame, then sparse deltas, a
 * full frame again every {@code FULL_SNAPSHOT_EVERY} frames (keyframes plus deltas); the text is the
 * frames endpoint's answer, so serving a stored round is a gunzip.
 */
final class PlayedFrames {
    /** The frames of one round, and the kernel that drew them. */
    record Stored(String kernelId, String kernelName, byte[] gzip) {
        Stored {
            Objects.requireNonNull(kernelId, "kernelId");
            Objects.requireNonNull(kernelName, "kernelName");
            Objects.requireNonNull(gzip, "gzip");
        }

        /** The frames endpoint's text. */
        String text() throws IOException {
            try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gzip))) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        }
    }

    private final Database db;
    private final Kernel kernel;
    private final RulesVersion version;
    private final WireCodec codec = new WireCodec();

    /**
     * @param kernel the kernel this server plays rounds with ({@link Kernel#STANDARD}; a test passes
     *     another to archive rounds as an older build would have played them)
     */
    PlayedFrames(Database db, Kernel kernel, RulesVersion version) {
        this.db = Objects.requireNonNull(db, "db");
        this.kernel = Objects.requireNonNull(kernel, "kernel");
        this.version = Objects.requireNonNull(version, "version");
    }

    /**
     * Draws the round's frames as played and keeps them; writing the same round again changes
     * nothing. A round whose script does not play on its level keeps none (its frames endpoint
     * then says why, as it always did) and the archive carries on.
     *
     * @return the bytes kept, or empty when the round has none
     */
    Optional<Stored> keep(long id, String scriptText, String levelText) throws SQLException {
        return keep(id, ReplayFiles.parseScript(scriptText, "replay " + id, "round").value(),
                LevelLoader.parse(levelText, "replay " + id).level());
    }

    /** As {@link #keep(long, String, String)}, over a script and level the caller has read already. */
    Optional<Stored> keep(long id, Optional<InputScript> script, Optional<Level> level) throws SQLException {
        Optional<Stored> drawn = draw(id, script, level);
        if (drawn.isEmpty()) {
            return drawn;
        }
        Stored s = drawn.get();
        db.run(c -> {
            try (PreparedStatement p = c.prepareStatement("INSERT INTO replay_frames (replay_id, kernel_id, kernel_name,"
                    + " body) VALUES (?, ?, ?, ?) ON CONFLICT (replay_id) DO NOTHING")) {
                p.setLong(1, id);
                p.setString(2, s.kernelId());
                p.setString(3, s.kernelName());
                p.setBytes(4, s.gzip());
                return p.executeUpdate();
            }
        });
        return drawn;
    }

    /** The round's frames as played, drawn by this kernel and gzipped; empty when its script does not play on its level. */
    Optional<Stored> draw(long id, String scriptText, String levelText) {
        return draw(id, ReplayFiles.parseScript(scriptText, "replay " + id, "round").value(),
                LevelLoader.parse(levelText, "replay " + id).level());
    }

    private Optional<Stored> draw(long id, Optional<InputScript> script, Optional<Level> level) {
        if (script.isEmpty() || level.isEmpty()) {
            return Optional.empty();
        }
        try {
            RoundFrames.Stream s = RoundFrames.of(kernel, level.get().kitchen(), script.get());
            String text = codec.encode(new ReplayFrames(id, script.get().levelId(), script.get().tickHz(), s.every(),
                    s.ticks(), s.frames()));
            return Optional.of(new Stored(version.id(), version.name(), gzip(text)));
        } catch (InvalidScriptException e) {
            return Optional.empty();
        }
    }

    /** The round's frames as played, or empty for a round archived before rounds kept them. */
    Optional<Stored> find(long id) throws SQLException {
        return db.run(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT kernel_id, kernel_name, body FROM replay_frames WHERE replay_id = ?")) {
                p.setLong(1, id);
                try (ResultSet rs = p.executeQuery()) {
                    return rs.next() ? Optional.of(new Stored(rs.getString(1), rs.getString(2), rs.getBytes(3)))
                            : Optional.empty();
                }
            }
        });
    }

    /**
     * Up to {@code limit} rounds after {@code after}, by id, that keep no frames and whose row says
     * they were played under this kernel's rules version: rounds archived before rounds kept their
     * frames (V5), which this kernel can still draw as they were played.
     */
    java.util.List<Long> unkept(long after, int limit) throws SQLException {
        return db.run(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT r.id FROM replays r WHERE r.kernel_id = ? AND r.id > ?"
                    + " AND NOT EXISTS (SELECT 1 FROM replay_frames f WHERE f.replay_id = r.id) ORDER BY r.id LIMIT ?")) {
                p.setString(1, version.id());
                p.setLong(2, after);
                p.setInt(3, limit);
                java.util.List<Long> ids = new java.util.ArrayList<>();
                try (ResultSet rs = p.executeQuery()) {
                    while (rs.next()) {
                        ids.add(rs.getLong(1));
                    }
                }
                return ids;
            }
        });
    }

    void delete(long id) throws SQLException {
        db.run(c -> {
            try (PreparedStatement p = c.prepareStatement("DELETE FROM replay_frames WHERE replay_id = ?")) {
                p.setLong(1, id);
                return p.executeUpdate();
            }
        });
    }

    private static byte[] gzip(String text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(bytes)) {
            gz.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("gzip into memory cannot fail", e);
        }
        return bytes.toByteArray();
    }
}
