package undercooked.server.http;

import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

import undercooked.levels.Level;
import undercooked.levels.ReplayFiles;
import undercooked.server.rooms.Takeover;
import undercooked.sim.InputScript;

/**
 * The body of {@code POST /api/rooms/takeover}: {@code {name?, token?, level, takeover: {script,
 * tick}}}. The level is checked by the server's validator as a Play-test level is; the script is
 * read by the replay harness's own reader, so anything {@code replay check} accepts is accepted
 * here; the prefix then runs at once ({@link Takeover#of}) and any reason it cannot is a 422
 * with its code.
 */
final class TakeoverRequest {
    /** A takeover carries a whole recorded round: 8 MiB holds a 72,000-tick script of four cooks. */
    static final int MAX_BODY_BYTES = 8 * 1024 * 1024;

    private TakeoverRequest() {
    }

    /** What a takeover body asks for, read and checked but not yet run. */
    record Asked(Level level, InputScript script, long tick) {
    }

    /** The takeover the body asks for, or the refusal that names what is wrong with it. */
    static Takeover read(JsonNode body, RoomLevels levels, int maxSeats) {
        Asked asked = parse(body, levels);
        return taken(Takeover.of(asked.script(), asked.level(), asked.tick(), maxSeats));
    }

    /** The body read: its level validated and its script parsed; the prefix is not run yet. */
    static Asked parse(JsonNode body, RoomLevels levels) {
        Json.only(body, "name", "token", "level", "takeover");
        if (!body.has("level")) {
            throw new Json.Refusal(400, "bad_field", "level: required; send the level the round was played on"
                    + " (GET /api/replays/{id}/level gives it for an archived round)");
        }
        Level level = levels.read(body.get("level"));
        JsonNode t = body.get("takeover");
        if (t == null || !t.isObject()) {
            throw new Json.Refusal(400, "bad_field", "takeover: required, {\"script\": {...}, \"tick\": N}");
        }
        Json.only(t, "script", "tick");
        JsonNode tick = t.get("tick");
        if (tick == null || !tick.isIntegralNumber() || !tick.canConvertToLong() || tick.asLong() < 0) {
            throw new Json.Refusal(400, "bad_field", "takeover.tick: a whole number of ticks from 0");
        }
        JsonNode script = t.get("script");
        if (script == null || !script.isObject()) {
            throw new Json.Refusal(400, "bad_field", "takeover.script: a replay script object (docs/SIMULATION.md)");
        }
        ReplayFiles.Read<InputScript> read = ReplayFiles.parseScript(script.toString(), "takeover.script", "takeover");
        if (read.value().isEmpty()) {
            throw new Json.Refusal(422, "invalid_takeover", "takeover.script does not read: "
                    + read.problems().getFirst().render());
        }
        return new Asked(level, read.value().get(), tick.asLong());
    }

    /** The takeover a run made, or its refusal as the API's answer. */
    static Takeover taken(Takeover.Result r) {
        Optional<Takeover.Refusal> no = r.refusal();
        if (no.isPresent()) {
            int status = no.get().code().equals("bad_field") ? 400 : 422;
            throw new Json.Refusal(status, no.get().code(), no.get().message());
        }
        return r.takeover().orElseThrow();
    }
}
