package undercooked.server.archive;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

import undercooked.levels.LevelWriter;
import undercooked.levels.ReplayFiles;
import undercooked.levels.RulesVersion;
import undercooked.protocol.HttpCodec;
import undercooked.protocol.ReplayListing;
import undercooked.protocol.ReplaySummary;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;
import undercooked.sim.RoundResult;
import undercooked.sim.SimConstants;

/**
 * An archived round on disk: one gzip JSON object holding the script and the golden exactly as
 * {@link ReplayFiles} writes them (so a download checks with {@code ./undercooked replay check}),
 * the level as played (canonical text), and the summary. Strings, not nested objects, so what the
 * API serves is byte for byte what the harness wrote.
 *
 * @param summary {@code {id, result, score, target, stars, ticks, seats: [...], events: {kind: n}}}
 */
record ReplayBody(String script, String golden, String level, JsonNode summary) {

    /** Raised for a body that cannot be read back; the message is the reason shown to clients. */
    static final class Corrupt extends Exception {
        private static final long serialVersionUID = 1L;

        Corrupt(String reason) {
            super(reason);
        }
    }

    static final int FORMAT = 1;
    private static final ObjectMapper JSON = JsonMapper.builder().build();

    ReplayBody {
        Objects.requireNonNull(script, "script");
        Objects.requireNonNull(golden, "golden");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(summary, "summary");
    }

    /** The body of a round archived under {@code id}; its script is named {@code round_<id>}. */
    static ReplayBody of(long id, RoundRecord r) {
        String levelText = LevelWriter.write(r.level());
        InputScript script = new InputScript("round_" + id, r.seed(), r.level().id(), SimConstants.TICK_HZ,
                RoundRecord.HASH_EVERY, r.frames(), List.of(), r.cast().stream().map(RoundRecord.Cook::playerId).toList(),
                r.parks(), Optional.of(LevelWriter.sha256(r.level())));
        Golden golden = new Golden(script.name(), script.levelId(), script.seed(), script.recordEvery(),
                script.fingerprint(), r.level().kitchen().layoutHash(), r.finalTick(), r.hashes().getLast().hash(),
                r.hashes());
        // The script carries the level as played, so a downloaded pair checks without a level file:
        // a Play-test's room-scoped level is in no campaign, a capped or edited one differs from it.
        return new ReplayBody(ReplayFiles.writeScript(script, Optional.empty(), Optional.of(r.level())),
                ReplayFiles.writeGolden(golden), levelText,
                HttpCodec.write(summary(id, r)));
    }

    private static ReplaySummary summary(long id, RoundRecord r) {
        RoundResult v = r.verdict();
        List<ReplaySummary.Seat> seats = new ArrayList<>();
        for (RoundRecord.Cook c : r.cast()) {
            seats.add(new ReplaySummary.Seat(new ReplayListing.Cook(c.playerId(), c.seat(), c.name(), c.bot()),
                    v.players().stream().filter(p -> p.id().equals(c.playerId())).findFirst()
                            .map(p -> new ReplaySummary.Share(p.score(), p.dishesServed(), p.missedContrib()))));
        }
        RulesVersion kernel = RulesVersion.current();
        return new ReplaySummary(id, r.result(), v.score(), v.target(), v.stars(), r.finalTick(), v.served(),
                v.missed(), v.wasted(), seats, new java.util.TreeMap<>(r.events()), OptionalLong.of(r.endedAtMs()),
                Optional.of(new ReplaySummary.Kernel(kernel.id(), kernel.name())));
    }

    byte[] gzip() {
        Map<String, Object> envelope = new LinkedHashMap<>();
        envelope.put("format", FORMAT);
        envelope.put("script", script);
        envelope.put("golden", golden);
        envelope.put("level", level);
        envelope.put("summary", summary);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(bytes)) {
            JSON.writeValue(gz, envelope);
        } catch (IOException e) {
            throw new UncheckedIOException("gzip into memory cannot fail", e);
        }
        return bytes.toByteArray();
    }

    /** Reads a body back, or says why it cannot be: truncated, not gzip, not the envelope, a broken script. */
    static ReplayBody read(byte[] gz) throws Corrupt {
        JsonNode root;
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gz))) {
            root = JSON.readTree(in);
        } catch (java.io.EOFException e) {
            throw new Corrupt("truncated: the gzip stream ends early (" + gz.length + " bytes)");
        } catch (java.util.zip.ZipException e) {
            throw new Corrupt("not gzip: " + e.getMessage());
        } catch (IOException e) {
            throw new Corrupt("unreadable: " + e.getMessage());
        }
        if (root == null || !root.isObject() || root.path("format").asInt() != FORMAT
                || !root.path("script").isTextual() || !root.path("golden").isTextual()
                || !root.path("level").isTextual() || !root.path("summary").isObject()) {
            throw new Corrupt("not a replay body of format " + FORMAT);
        }
        ReplayBody body = new ReplayBody(root.get("script").asText(), root.get("golden").asText(),
                root.get("level").asText(), root.get("summary"));
        var script = ReplayFiles.parseScript(body.script(), "script", "script");
        if (script.value().isEmpty()) {
            throw new Corrupt("the script does not read: " + script.problems().getFirst().render());
        }
        var golden = ReplayFiles.parseGolden(body.golden(), "golden");
        if (golden.value().isEmpty()) {
            throw new Corrupt("the golden does not read: " + golden.problems().getFirst().render());
        }
        return body;
    }
}
