package undercooked.server.archive;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import undercooked.levels.LevelWriter;
import undercooked.levels.RulesVersion;

/**
 * A finished round waiting for the database: its body and index row made at once (so the room's
 * record is not kept), with the replay id still to come ({@code id} 0) or allocated by an earlier
 * attempt. The id is only known once the database answers (many nodes share its counter), so the
 * body is made for id 0 and {@link #body()} names it after the real id; the script's fingerprint
 * leaves the name out, so the golden stays true. Kept in the spool as gzip JSON.
 */
record PendingRound(long id, String script, String golden, String level, JsonNode summary, ReplayIndex.Row row) {

    private static final ObjectMapper JSON = JsonMapper.builder().build();
    private static final String UNNAMED = "round_0";

    PendingRound {
        Objects.requireNonNull(script, "script");
        Objects.requireNonNull(golden, "golden");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(row, "row");
        if (id < 0) {
            throw new IllegalArgumentException("id must be >= 0, was " + id);
        }
    }

    static PendingRound of(RoundRecord r, String players) {
        ReplayBody b = ReplayBody.of(0, r);
        ReplayIndex.Row row = new ReplayIndex.Row(0, r.room(), r.roundNo(), r.level().id(),
                LevelWriter.sha256(r.level()), r.seed(), r.result(), r.verdict().score(), r.verdict().stars(),
                r.finalTick(), r.startedAtMs(), r.endedAtMs(), players, RulesVersion.current().id(),
                RulesVersion.current().name());
        return new PendingRound(0, b.script(), b.golden(), b.level(), b.summary(), row);
    }

    PendingRound withId(long next) {
        return new PendingRound(next, script, golden, level, summary, row);
    }

    /** The body under the allocated id: what {@link ReplayBody#of} makes for that id. */
    ReplayBody body() {
        if (id == 0) {
            throw new IllegalStateException("no replay id yet");
        }
        String name = "\"round_" + id + "\"";
        // The canonical writers put the script's name first and the golden's script name first in
        // its provenance, so the first occurrence is the one.
        ObjectNode s = summary.deepCopy();
        s.put("id", id);
        return new ReplayBody(script.replaceFirst("\"" + UNNAMED + "\"", name),
                golden.replaceFirst("\"" + UNNAMED + "\"", name), level, s);
    }

    ReplayIndex.Row indexRow() {
        ReplayIndex.Row r = row;
        return new ReplayIndex.Row(id, r.room(), r.roundNo(), r.levelId(), r.levelSha256(), r.seed(), r.result(),
                r.score(), r.stars(), r.ticks(), r.startedAt(), r.endedAt(), r.players(), r.kernelId(), r.kernelName());
    }

    byte[] encode() {
        ObjectNode o = JSON.createObjectNode();
        o.put("id", id).put("script", script).put("golden", golden).put("level", level);
        o.set("summary", summary);
        ObjectNode r = o.putObject("row");
        r.put("room", row.room()).put("round_no", row.roundNo()).put("level_id", row.levelId())
                .put("level_sha256", row.levelSha256()).put("seed", row.seed()).put("result", row.result())
                .put("score", row.score()).put("stars", row.stars()).put("ticks", row.ticks())
                .put("started_at", row.startedAt()).put("ended_at", row.endedAt()).put("players", row.players())
                .put("kernel_id", row.kernelId()).put("kernel_name", row.kernelName());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(bytes)) {
            JSON.writeValue(gz, o);
        } catch (IOException e) {
            throw new UncheckedIOException("gzip into memory cannot fail", e);
        }
        return bytes.toByteArray();
    }

    static PendingRound decode(byte[] gz) throws IOException {
        JsonNode o;
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gz))) {
            o = JSON.readTree(in);
        }
        JsonNode r = o.path("row");
        if (!o.path("script").isTextual() || !r.isObject() || !o.path("summary").isObject()) {
            throw new IOException("not a kept round");
        }
        ReplayIndex.Row row = new ReplayIndex.Row(0, r.path("room").asText(), r.path("round_no").asInt(),
                r.path("level_id").asText(), r.path("level_sha256").asText(), r.path("seed").asLong(),
                r.path("result").asText(), r.path("score").asLong(), r.path("stars").asInt(), r.path("ticks").asLong(),
                r.path("started_at").asLong(), r.path("ended_at").asLong(), r.path("players").asText(),
                // A round kept by a server from before rounds carried their kernel has none.
                r.path("kernel_id").asText(""), r.path("kernel_name").asText(""));
        return new PendingRound(o.path("id").asLong(), o.path("script").asText(), o.path("golden").asText(),
                o.path("level").asText(), o.get("summary"), row);
    }
}
