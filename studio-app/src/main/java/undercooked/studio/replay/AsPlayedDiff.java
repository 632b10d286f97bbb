package undercooked.studio.replay;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import undercooked.levels.Level;
import undercooked.protocol.ReplayFrames;
import undercooked.protocol.WireCodec;
import undercooked.server.wire.RoundFrames;
import undercooked.sim.InputScript;
import undercooked.sim.Kernel;

/**
 * A server round as it was played (the frames the server kept when it archived the round) beside
 * the same round as this studio's kernel plays it (the same projection, drawn here): the first
 * frame where they differ, its tick, and what differs in it, wire field by wire field. Both
 * streams are drawn at the same ticks and agree up to the first difference, so at that frame the
 * two are deltas from one and the same frame, and their difference is the difference of the two
 * kitchens as a watcher saw them.
 */
final class AsPlayedDiff {
    /** Lines of a diff at most: a rules change that moves everything is named by its first fields. */
    static final int MAX_LINES = 24;
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /**
     * @param tick the first tick drawn differently, -1 when the two agree at every frame
     * @param lines {@code path: as played A, now B}, in the frame's field order
     */
    record Result(long tick, List<String> lines) {
        Result {
            lines = List.copyOf(lines);
        }

        String summary() {
            return tick < 0 ? "As played and as this studio's kernel plays it, the round is drawn the same at every frame."
                    : "As played vs this studio's kernel: first drawn differently at tick " + tick + " ("
                    + lines.size() + (lines.size() >= MAX_LINES ? "+" : "") + " fields).";
        }
    }

    private AsPlayedDiff() {
    }

    /** The round drawn by this studio's kernel, as the server's frames endpoint would write it. */
    static String now(long id, InputScript script, Level level) {
        RoundFrames.Stream s = RoundFrames.of(Kernel.STANDARD, level.kitchen(), script);
        return new WireCodec().encode(new ReplayFrames(id, script.levelId(), script.tickHz(), s.every(), s.ticks(),
                s.frames()));
    }

    /** Where the two frame streams ({@code {"frames": [...]}} each) first differ, and how. */
    static Result between(String asPlayed, String now) throws IOException {
        JsonNode a = JSON.readTree(asPlayed).path("frames");
        JsonNode b = JSON.readTree(now).path("frames");
        int shared = Math.min(a.size(), b.size());
        for (int i = 0; i < shared; i++) {
            if (!a.get(i).equals(b.get(i))) {
                List<String> lines = new ArrayList<>();
                diff(a.get(i), b.get(i), "", lines);
                return new Result(a.get(i).path("t").asLong(i), lines);
            }
        }
        if (a.size() != b.size()) {
            JsonNode last = shared == 0 ? MissingNode.getInstance() : a.get(shared - 1);
            return new Result(last.path("t").asLong(shared) + 1, List.of("frames: as played " + a.size()
                    + ", now " + b.size() + " (the round ends at another tick)"));
        }
        return new Result(-1, List.of());
    }

    private static void diff(JsonNode x, JsonNode y, String path, List<String> out) {
        if (out.size() >= MAX_LINES || x.equals(y)) {
            return;
        }
        if (x.isObject() && y.isObject()) {
            TreeSet<String> keys = new TreeSet<>();
            x.fieldNames().forEachRemaining(keys::add);
            y.fieldNames().forEachRemaining(keys::add);
            for (Iterator<String> k = keys.iterator(); k.hasNext();) {
                String key = k.next();
                diff(x.path(key), y.path(key), path.isEmpty() ? key : path + "." + key, out);
            }
        } else if (x.isArray() && y.isArray()) {
            for (int i = 0; i < Math.max(x.size(), y.size()); i++) {
                diff(x.path(i), y.path(i), path + "[" + i + "]", out);
            }
        } else {
            out.add((path.isEmpty() ? "frame" : path) + ": as played " + shown(x) + ", now " + shown(y));
        }
    }

    private static String shown(JsonNode n) {
        Objects.requireNonNull(n, "n");
        if (n.isMissingNode()) {
            return "(absent)";
        }
        String t = n.toString();
        return t.length() > 60 ? t.substring(0, 57) + "..." : t;
    }
}
