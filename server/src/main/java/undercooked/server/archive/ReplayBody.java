package undercooked.server.archive;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

import com.fasterxml.jackson.databind.JsonNode;

import undercooked.levels.LevelWriter;
import undercooked.levels.ReplayFiles;
import undercooked.levels.RulesVersion;
import undercooked.levels.corpus.ArchiveBody;
import undercooked.protocol.HttpCodec;
import undercooked.protocol.ReplayListing;
import undercooked.protocol.ReplaySummary;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;
import undercooked.sim.RoundResult;
import undercooked.sim.SimConstants;

/**
 * An archived round on disk: one gzip JSON object ({@link ArchiveBody}, format 3) holding the
 * script and the golden exactly as {@link ReplayFiles} writes them (so a download checks with
 * {@code ./undercooked replay check}), the level as played (canonical text), and the summary. The
 * texts are embedded as JSON, the script's frames packed beside it, and read back byte for byte,
 * so what the API serves is what the harness wrote; bodies of formats 1 and 2 read as before.
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

    /** The body as stored: {@link ArchiveBody}'s current format. */
    byte[] gzip() {
        return ArchiveBody.gzip(script, golden, level, summary);
    }

    /** As {@link #gzip()}, with the script's frames as a read of {@link #script} found them (not read again). */
    byte[] gzip(java.util.List<undercooked.sim.InputScript.Frame> frames) {
        return ArchiveBody.gzip(script, java.util.Optional.of(frames), golden, level, summary);
    }

    /**
     * Reads a body back (either format), or says why it cannot be: truncated, not gzip, not the
     * envelope, a broken script or golden.
     */
    static ReplayBody read(byte[] gz) throws Corrupt {
        ArchiveBody.Texts t;
        try {
            t = ArchiveBody.texts(gz);
        } catch (ArchiveBody.Corrupt e) {
            throw new Corrupt(e.getMessage());
        }
        ReplayBody body = new ReplayBody(t.script(), t.golden(), t.level(), t.summary());
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
