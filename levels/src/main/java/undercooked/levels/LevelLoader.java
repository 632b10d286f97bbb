package undercooked.levels;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import undercooked.sim.Cell;

/**
 * Reads level files. Bad input is never an exception: every way a file can be wrong comes back
 * as a {@link Problem}, so the server, the CLI and the editor all show the same named mistakes.
 * This class checks the file's shape (JSON, keys, types); {@link LevelValidator} checks whether
 * the content makes a playable kitchen.
 */
public final class LevelLoader {

    /** What a load produced: the level when its shape is complete, and every shape problem found. */
    public static final class Result {
        private final Draft draft;
        private final List<Problem> problems;

        Result(Draft draft, List<Problem> problems) {
            this.draft = draft;
            this.problems = List.copyOf(problems);
        }

        /**
         * The level, present when every required key was there with the right type and the file
         * had no shape problem at all. A file with a bad legend entry or a key the format does not
         * know is not a level: a reader that took what it could would drop the rest unseen (the
         * editor would save the file without it, a play-test would blame the grid for the legend).
         */
        public Optional<Level> level() {
            return problems.isEmpty() ? draft.level() : Optional.empty();
        }

        /** Shape problems (empty for a well-formed file; content is checked by the validator). */
        public List<Problem> problems() {
            return problems;
        }

        Draft draft() {
            return draft;
        }
    }

    private static final Draft EMPTY = new Draft(Optional.empty(), Optional.empty(), OptionalInt.empty(),
            OptionalInt.empty(), OptionalInt.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
            Optional.empty(), Optional.empty());

    private LevelLoader() {
    }

    /**
     * Parses level text.
     *
     * @param file the name problems are reported under (a path as typed, or a resource name)
     */
    public static Result parse(String text, String file) {
        if (text.startsWith("\uFEFF")) {
            // Some editors on Windows put an invisible byte-order mark first; Jackson only says
            // "unexpected character", which nobody can see in the file.
            return new Result(EMPTY, List.of(new Problem(ProblemCode.BAD_JSON, file, new Location.TextPosition(1, 1),
                    "the file starts with an invisible byte-order mark (BOM); save it as UTF-8 without BOM")));
        }
        ObjectMapper mapper = new ObjectMapper();
        mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        JsonNode root;
        try {
            root = mapper.readTree(text);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            int line = at == null ? 1 : Math.max(1, at.getLineNr());
            int col = at == null ? 1 : Math.max(1, at.getColumnNr());
            return new Result(EMPTY, List.of(new Problem(ProblemCode.BAD_JSON, file,
                    new Location.TextPosition(line, col), "not valid JSON at line " + line + ", column " + col
                    + ": " + JsonSyntax.describe(e))));
        }
        if (root == null || root.isMissingNode()) {
            return new Result(EMPTY, List.of(new Problem(ProblemCode.BAD_JSON, file,
                    new Location.TextPosition(1, 1), "the file is empty; a level is one JSON object")));
        }
        ShapeReader r = new ShapeReader(file);
        return new Result(readLevel(r, root), r.problems());
    }

    /** Reads and parses a file; a missing or unreadable file is a problem, not an exception. */
    public static Result load(Path path) {
        String file = path.toString();
        String text;
        try {
            text = Files.readString(path);
        } catch (CharacterCodingException e) {
            return new Result(EMPTY, List.of(new Problem(ProblemCode.UNREADABLE, file, Location.wholeFile(),
                    "the file is not UTF-8 text; save it as UTF-8")));
        } catch (java.nio.file.NoSuchFileException e) {
            return new Result(EMPTY, List.of(new Problem(ProblemCode.NO_SUCH_PATH, file, Location.wholeFile(),
                    "no such file")));
        } catch (IOException e) {
            return new Result(EMPTY, List.of(new Problem(ProblemCode.UNREADABLE, file, Location.wholeFile(),
                    "cannot read the file (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")")));
        }
        return parse(text, file);
    }

    private static Draft readLevel(ShapeReader r, JsonNode root) {
        if (!r.isObject(root, "$", "a level is one JSON object { ... }")) {
            return EMPTY;
        }
        r.unknownKeys(root, "$", Keys.TOP);
        for (String key : Keys.TOP) {
            if (!Keys.OPTIONAL_TOP.contains(key)) {
                r.required(root, key, "$");
            }
        }
        Optional<HazardSettings> hazards = root.has(Keys.HAZARDS)
                ? readHazards(r, root.get(Keys.HAZARDS)) : Optional.of(HazardSettings.NONE);
        Optional<Legend> legend = root.has(Keys.LEGEND)
                ? readLegend(r, root.get(Keys.LEGEND)) : Optional.of(Legend.NONE);
        return new Draft(r.string(root, Keys.ID, "$"), r.string(root, Keys.NAME, "$"),
                r.integer(root, Keys.ORDER, "$"), r.integer(root, Keys.TIME_LIMIT_S, "$"),
                r.integer(root, Keys.TARGET_SCORE, "$"), r.strings(root, Keys.RECIPES, "$"),
                readOrders(r, root.get(Keys.ORDERS)), hazards, legend, r.strings(root, Keys.GRID, "$"));
    }

    private static Optional<OrderSettings> readOrders(ShapeReader r, JsonNode node) {
        String path = "$." + Keys.ORDERS;
        if (node == null || !r.isObject(node, path, "orders is an object { \"interval_s\": ..., ... }")) {
            return Optional.empty();
        }
        r.unknownKeys(node, path, Keys.ORDER_KEYS);
        Keys.ORDER_KEYS.forEach(k -> r.required(node, k, path));
        OptionalInt interval = r.atLeast(r.integer(node, Keys.INTERVAL_S, path), 1, Keys.child(path, Keys.INTERVAL_S));
        OptionalInt deadline = r.atLeast(r.integer(node, Keys.DEADLINE_S, path), 1, Keys.child(path, Keys.DEADLINE_S));
        OptionalInt max = r.atLeast(r.integer(node, Keys.MAX_ACTIVE, path), 1, Keys.child(path, Keys.MAX_ACTIVE));
        if (max.isPresent() && max.getAsInt() > OrderSettings.MAX_ACTIVE_LIMIT) {
            r.badValue(Keys.child(path, Keys.MAX_ACTIVE), "max_active is " + max.getAsInt()
                    + "; at most " + OrderSettings.MAX_ACTIVE_LIMIT + " orders fit on the order rail");
            max = OptionalInt.empty();
        }
        if (interval.isEmpty() || deadline.isEmpty() || max.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new OrderSettings(interval.getAsInt(), deadline.getAsInt(), max.getAsInt()));
    }

    private static Optional<HazardSettings> readHazards(ShapeReader r, JsonNode node) {
        String path = "$." + Keys.HAZARDS;
        if (!r.isObject(node, path, "hazards is an object { \"burn_s\": ..., ... }")) {
            return Optional.empty();
        }
        List<String> allowed = new ArrayList<>(Keys.HAZARD_KEYS);
        allowed.addAll(Keys.OPTIONAL_HAZARD_KEYS);
        r.unknownKeys(node, path, allowed);
        Keys.HAZARD_KEYS.forEach(k -> r.required(node, k, path));
        OptionalInt burn = r.atLeast(r.integer(node, Keys.BURN_S, path), 0, Keys.child(path, Keys.BURN_S));
        OptionalInt spill = r.atLeast(r.integer(node, Keys.SPILL_INTERVAL_S, path), 0,
                Keys.child(path, Keys.SPILL_INTERVAL_S));
        Optional<Boolean> dirty = r.bool(node, Keys.DIRTY_PLATES, path);
        Optional<Boolean> fire = node.has(Keys.FIRE) ? r.bool(node, Keys.FIRE, path) : Optional.of(false);
        Optional<List<Cell>> obstacle = node.has(Keys.OBSTACLE)
                ? readWaypoints(r, node.get(Keys.OBSTACLE), Keys.child(path, Keys.OBSTACLE)) : Optional.of(List.of());
        Optional<HazardSettings.RushSettings> rush = node.has(Keys.RUSH)
                ? readRush(r, node.get(Keys.RUSH), Keys.child(path, Keys.RUSH)) : Optional.of(HazardSettings.RushSettings.NONE);
        if (burn.isEmpty() || spill.isEmpty() || dirty.isEmpty() || fire.isEmpty() || obstacle.isEmpty() || rush.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new HazardSettings(burn.getAsInt(), spill.getAsInt(), dirty.get(), fire.get(), obstacle.get(),
                rush.get()));
    }

    /** {@code [[x, y], ...]}: column and row of each waypoint, 0-based. */
    private static Optional<List<Cell>> readWaypoints(ShapeReader r, JsonNode node, String path) {
        if (!node.isArray()) {
            r.wrongType(path, "an array of [x, y] waypoints", node);
            return Optional.empty();
        }
        List<Cell> out = new ArrayList<>();
        boolean ok = true;
        for (int i = 0; i < node.size(); i++) {
            JsonNode w = node.get(i);
            String at = Keys.index(path, i);
            if (!w.isArray() || w.size() != 2 || !w.get(0).canConvertToInt() || !w.get(1).canConvertToInt()
                    || !w.get(0).isIntegralNumber() || !w.get(1).isIntegralNumber()) {
                r.wrongType(at, "a waypoint [x, y] of two whole numbers", w);
                ok = false;
                continue;
            }
            out.add(new Cell(w.get(0).intValue(), w.get(1).intValue()));
        }
        if (ok && out.size() == 1) {
            r.badValue(path, "a moving obstacle needs at least two waypoints to move between; add one or remove obstacle");
            ok = false;
        }
        return ok ? Optional.of(out) : Optional.empty();
    }

    private static Optional<HazardSettings.RushSettings> readRush(ShapeReader r, JsonNode node, String path) {
        if (!r.isObject(node, path, "rush is an object { \"at_s\": ..., \"duration_s\": ..., \"interval_s\": ..., \"deadline_s\": ... }")) {
            return Optional.empty();
        }
        r.unknownKeys(node, path, Keys.RUSH_KEYS);
        Keys.RUSH_KEYS.forEach(k -> r.required(node, k, path));
        OptionalInt at = r.atLeast(r.integer(node, Keys.AT_S, path), 0, Keys.child(path, Keys.AT_S));
        OptionalInt duration = r.atLeast(r.integer(node, Keys.DURATION_S, path), 1, Keys.child(path, Keys.DURATION_S));
        OptionalInt interval = r.atLeast(r.integer(node, Keys.INTERVAL_S, path), 1, Keys.child(path, Keys.INTERVAL_S));
        OptionalInt deadline = r.atLeast(r.integer(node, Keys.DEADLINE_S, path), 1, Keys.child(path, Keys.DEADLINE_S));
        if (at.isEmpty() || duration.isEmpty() || interval.isEmpty() || deadline.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new HazardSettings.RushSettings(at.getAsInt(), duration.getAsInt(), interval.getAsInt(),
                deadline.getAsInt()));
    }

    /** Keeps every good entry of a legend so one bad entry does not turn the whole grid unknown. */
    private static Optional<Legend> readLegend(ShapeReader r, JsonNode node) {
        String path = "$." + Keys.LEGEND;
        if (!r.isObject(node, path, "legend is an object {\"T\": \"shelf:tomato\", ...}")) {
            return Optional.of(Legend.NONE);
        }
        TreeMap<Character, Glyph> overrides = new TreeMap<>();
        for (Map.Entry<String, JsonNode> e : node.properties()) {
            String at = "$.legend[\"" + e.getKey().replace("\\", "\\\\").replace("\"", "\\\"") + "\"]";
            if (e.getKey().length() != 1 || Character.isISOControl(e.getKey().charAt(0))
                    || Character.isSurrogate(e.getKey().charAt(0))) {
                r.problem(ProblemCode.BAD_LEGEND, at, "a legend key is exactly one printable character, got \""
                        + e.getKey() + "\"");
                continue;
            }
            if (!e.getValue().isTextual()) {
                r.wrongType(at, "a tile name string such as \"counter\" or \"shelf:onion\"", e.getValue());
                continue;
            }
            Optional<Glyph> g = Glyph.parse(e.getValue().asText());
            if (g.isEmpty()) {
                r.problem(ProblemCode.BAD_LEGEND, at, "\"" + e.getValue().asText() + "\" is not a tile; use wall,"
                        + " floor, void, counter, chop_board, stove, prep, serve, sink, trash, shelf:<item>"
                        + " (tomato, onion, lettuce, plate) or spawn:<1-4>");
                continue;
            }
            overrides.put(e.getKey().charAt(0), g.get());
        }
        return Optional.of(new Legend(overrides));
    }
}
