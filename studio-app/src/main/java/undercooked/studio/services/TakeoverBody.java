package undercooked.studio.services;

import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import undercooked.levels.Level;
import undercooked.levels.LevelWriter;
import undercooked.levels.ReplayFiles;
import undercooked.sim.InputScript;

/**
 * The body of {@code POST /api/rooms/takeover} (docs/ROOMS.md, "Replay takeover"): the host's
 * name, the level the round was played on, and the script with the tick to take over at. Only the
 * frames and parks before the tick are sent; the server needs no more to reach that state.
 */
final class TakeoverBody {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private TakeoverBody() {
    }

    static String of(String name, InputScript script, Level level, long tick) {
        InputScript prefix = new InputScript(script.name(), script.seed(), script.levelId(), script.tickHz(),
                script.recordEvery(), script.frames().stream().filter(f -> f.tick() < tick).toList(), script.items(),
                script.seats(), script.parks().stream().filter(p -> p.tick() < tick).toList(), script.levelSha256());
        ObjectNode o = MAPPER.createObjectNode();
        o.put("name", name);
        try {
            o.set("level", MAPPER.readTree(LevelWriter.write(level)));
            ObjectNode t = o.putObject("takeover");
            t.set("script", MAPPER.readTree(ReplayFiles.writeScript(prefix)));
            t.put("tick", tick);
        } catch (IOException e) {
            throw new UncheckedIOException("written levels and scripts are JSON", e);
        }
        return o.toString();
    }
}
