package undercooked.levels;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import undercooked.sim.Facing;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;
import undercooked.sim.ItemForm;
import undercooked.sim.ItemKind;
import undercooked.sim.ScriptProblem;
import undercooked.sim.SystemHashes;
import undercooked.sim.TickHash;
import undercooked.sim.Vec2;

/**
 * Turns the JSON trees of replay scripts and goldens into the sim's records. Strict the way the
 * level loader is: every unknown key, wrong type and bad value is a {@link Problem} at its JSON
 * path, all of them in one pass. A broken value is replaced by a harmless stand-in so the rest of
 * the file is still checked, and the script's own content rules ({@link InputScript#problems})
 * run over what was read, so one report names everything.
 */
final class ReplayReader {
    static final BigInteger U64_MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    private final ShapeReader r;
    private final String file;

    ReplayReader(String file) {
        this.file = file;
        this.r = new ShapeReader(file);
    }

    List<Problem> problems() {
        return r.problems();
    }

    /** The clip range read by the last {@link #script}, when the file has one. */
    private Optional<ScriptFocus> focus = Optional.empty();

    Optional<ScriptFocus> focus() {
        return focus;
    }

    /** The level as played, read by the last {@link #script} when the file carries one (an archived round). */
    private Optional<Level> level = Optional.empty();

    Optional<Level> level() {
        return level;
    }

    Optional<InputScript> script(JsonNode root, String defaultName) {
        return script(root, defaultName, Optional.empty());
    }

    /**
     * As {@link #script(JsonNode, String)}, with the frames already read when {@code read} has them
     * ({@link ScriptStream}: sound frames read without a tree; {@code root}'s frames are then ignored).
     */
    Optional<InputScript> script(JsonNode root, String defaultName, Optional<List<InputScript.Frame>> read) {
        if (!r.isObject(root, "$", "a replay script is one JSON object {\"seed\": ..., \"level_id\": ..., ...}")) {
            return Optional.empty();
        }
        r.unknownKeys(root, "$", ReplayKeys.SCRIPT_KEYS);
        ReplayKeys.SCRIPT_REQUIRED.forEach(k -> r.required(root, k, "$"));
        String name = r.string(root, ReplayKeys.NAME, "$").orElse(defaultName);
        OptionalLong seed = u64(root, ReplayKeys.SEED, "$");
        Optional<String> level = r.string(root, ReplayKeys.LEVEL_ID, "$");
        var hz = r.integer(root, ReplayKeys.TICK_HZ, "$");
        var every = root.has(ReplayKeys.RECORD_EVERY) ? r.integer(root, ReplayKeys.RECORD_EVERY, "$")
                : java.util.OptionalInt.of(InputScript.DEFAULT_RECORD_EVERY);
        List<InputScript.Frame> frames = read.isPresent() ? read.get() : frames(root.get(ReplayKeys.FRAMES));
        List<InputScript.PlacedItem> items = root.has(ReplayKeys.ITEMS) ? items(root.get(ReplayKeys.ITEMS)) : List.of();
        List<String> seats = r.strings(root, ReplayKeys.SEATS, "$").orElse(List.of());
        List<InputScript.Park> parks = parks(root.get(ReplayKeys.PARKS));
        Optional<String> levelSha = r.string(root, ReplayKeys.LEVEL_SHA256, "$");
        focus = focus(root.get(ReplayKeys.FOCUS));
        this.level = embedded(root.get(ReplayKeys.LEVEL));
        // Content rules over what could be read, so shape and content problems come in one report.
        for (ScriptProblem p : InputScript.problems(name, level.orElse("?"), hz.orElse(undercooked.sim.SimConstants.TICK_HZ),
                every.orElse(0), frames)) {
            r.badValue(p.path(), p.message());
        }
        for (ScriptProblem p : InputScript.archiveProblems(seats, parks, frames, levelSha)) {
            r.badValue(p.path(), p.message());
        }
        if (!r.problems().isEmpty() || seed.isEmpty() || level.isEmpty() || hz.isEmpty() || every.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new InputScript(name, seed.getAsLong(), level.get(), hz.getAsInt(), every.getAsInt(),
                frames, items, seats, parks, levelSha));
    }

    /** The level an archived round carries ({@code level}: the level file's object), or a problem at {@code $.level}. */
    private Optional<Level> embedded(JsonNode node) {
        if (node == null || node.isNull()) {
            return Optional.empty();
        }
        if (!node.isObject()) {
            r.badValue("$." + ReplayKeys.LEVEL, "the level as played is a level object (docs/LEVELS.md)");
            return Optional.empty();
        }
        LevelLoader.Result read = LevelLoader.parse(node.toString(), "$." + ReplayKeys.LEVEL);
        if (read.level().isEmpty() || !read.problems().isEmpty()) {
            r.badValue("$." + ReplayKeys.LEVEL, "the level as played does not read: " + (read.problems().isEmpty()
                    ? "no level" : read.problems().getFirst().message()));
            return Optional.empty();
        }
        return read.level();
    }

    /** A clip's range: {@code {"from": 1200, "to": 1400}}, from at most to. */
    private Optional<ScriptFocus> focus(JsonNode node) {
        String at = "$." + ReplayKeys.FOCUS;
        if (node == null || !r.isObject(node, at, "a focus is {\"from\": 1200, \"to\": 1400}")) {
            return Optional.empty();
        }
        r.unknownKeys(node, at, ReplayKeys.FOCUS_KEYS);
        ReplayKeys.FOCUS_KEYS.forEach(k -> r.required(node, k, at));
        OptionalLong from = whole(node, ReplayKeys.FROM, at);
        OptionalLong to = whole(node, ReplayKeys.TO, at);
        if (from.isEmpty() || to.isEmpty()) {
            return Optional.empty();
        }
        if (from.getAsLong() < 0) {
            r.badValue(at + "." + ReplayKeys.FROM, "from is " + from.getAsLong() + "; ticks count up from 0");
            return Optional.empty();
        }
        if (from.getAsLong() > to.getAsLong()) {
            r.badValue(at + "." + ReplayKeys.FROM, "from " + from.getAsLong() + " is after to " + to.getAsLong()
                    + "; a focus is a tick range, first tick first");
            return Optional.empty();
        }
        return Optional.of(new ScriptFocus(from.getAsLong(), to.getAsLong()));
    }

    /** The archive's parks: {@code [{"tick": 61, "player_id": "p0"}]}. */
    private List<InputScript.Park> parks(JsonNode node) {
        String path = "$." + ReplayKeys.PARKS;
        List<InputScript.Park> out = new ArrayList<>();
        if (node == null) {
            return out;
        }
        if (!node.isArray()) {
            r.wrongType(path, "an array of {\"tick\": 61, \"player_id\": \"p0\"}", node);
            return out;
        }
        for (int i = 0; i < node.size(); i++) {
            String at = Keys.index(path, i);
            JsonNode p = node.get(i);
            if (!r.isObject(p, at, "a park is {\"tick\": 61, \"player_id\": \"p0\"}")) {
                continue;
            }
            r.unknownKeys(p, at, ReplayKeys.PARK_KEYS);
            ReplayKeys.PARK_KEYS.forEach(k -> r.required(p, k, at));
            OptionalLong tick = whole(p, ReplayKeys.TICK, at);
            Optional<String> id = r.string(p, ReplayKeys.PLAYER_ID, at);
            if (tick.isPresent() && id.isPresent()) {
                out.add(new InputScript.Park(tick.getAsLong(), id.get()));
            }
        }
        return out;
    }

    private List<InputScript.Frame> frames(JsonNode node) {
        String path = "$." + ReplayKeys.FRAMES;
        List<InputScript.Frame> out = new ArrayList<>();
        if (node == null) {
            return out;
        }
        if (!node.isArray()) {
            r.wrongType(path, "an array of frames", node);
            return out;
        }
        // A broken frame is kept as a stand-in (the previous tick, standing still) so the frames'
        // indices, which the content problems are reported at, stay the file's indices.
        long last = 0;
        for (int i = 0; i < node.size(); i++) {
            InputScript.Frame f = frame(node.get(i), Keys.index(path, i), last)
                    .orElse(new InputScript.Frame(last, "?", Vec2.ZERO, false, Optional.empty()));
            last = f.tick();
            out.add(f);
        }
        return out;
    }

    private Optional<InputScript.Frame> frame(JsonNode f, String at, long previousTick) {
        if (!r.isObject(f, at, "a frame is {\"tick\": 0, \"player_id\": \"a\", \"move\": {\"x\": 1, \"y\": 0},"
                + " \"action\": false, \"face\": null}")) {
            return Optional.empty();
        }
        r.unknownKeys(f, at, ReplayKeys.FRAME_KEYS);
        ReplayKeys.FRAME_REQUIRED.forEach(k -> r.required(f, k, at));
        OptionalLong tick = whole(f, ReplayKeys.TICK, at);
        Optional<String> id = r.string(f, ReplayKeys.PLAYER_ID, at);
        Optional<Vec2> move = move(f.get(ReplayKeys.MOVE), Keys.child(at, ReplayKeys.MOVE));
        Optional<Boolean> action = r.bool(f, ReplayKeys.ACTION, at);
        Optional<Optional<Facing>> face = face(f.get(ReplayKeys.FACE), Keys.child(at, ReplayKeys.FACE));
        OptionalLong received = whole(f, ReplayKeys.RECEIVED_AT_TICK, at);
        OptionalLong seq = whole(f, ReplayKeys.SEQ, at);
        return Optional.of(new InputScript.Frame(tick.orElse(previousTick), id.orElse("?"), move.orElse(Vec2.ZERO),
                action.orElse(false), face.orElse(Optional.empty()), received, seq));
    }

    private Optional<Vec2> move(JsonNode m, String at) {
        if (m == null) {
            return Optional.empty();
        }
        if (!r.isObject(m, at, "move is {\"x\": ..., \"y\": ...}, each from -1 to 1")) {
            return Optional.empty();
        }
        r.unknownKeys(m, at, ReplayKeys.MOVE_KEYS);
        ReplayKeys.MOVE_KEYS.forEach(k -> r.required(m, k, at));
        Optional<Double> x = number(m, "x", at);
        Optional<Double> y = number(m, "y", at);
        return x.isPresent() && y.isPresent() ? Optional.of(new Vec2(x.get(), y.get())) : Optional.empty();
    }

    /** Absent or null is "leave the facing to the stick"; otherwise a facing's name. */
    private Optional<Optional<Facing>> face(JsonNode n, String at) {
        if (n == null || n.isNull()) {
            return Optional.of(Optional.empty());
        }
        if (!n.isTextual()) {
            r.wrongType(at, "null or one of up, right, down, left", n);
            return Optional.empty();
        }
        Optional<Facing> f = Facing.fromWireName(n.asText());
        if (f.isEmpty()) {
            r.badValue(at, "\"" + n.asText() + "\" is not a facing; use up, right, down, left or null");
            return Optional.empty();
        }
        return Optional.of(f);
    }

    private List<InputScript.PlacedItem> items(JsonNode node) {
        String path = "$." + ReplayKeys.ITEMS;
        List<InputScript.PlacedItem> out = new ArrayList<>();
        if (!node.isArray()) {
            r.wrongType(path, "an array of {\"x\": 5, \"y\": 4, \"item\": \"tomato_raw\"}", node);
            return out;
        }
        for (int i = 0; i < node.size(); i++) {
            String at = Keys.index(path, i);
            JsonNode it = node.get(i);
            if (!r.isObject(it, at, "an item is {\"x\": 5, \"y\": 4, \"item\": \"tomato_raw\"}")) {
                continue;
            }
            r.unknownKeys(it, at, ReplayKeys.ITEM_KEYS);
            ReplayKeys.ITEM_KEYS.forEach(k -> r.required(it, k, at));
            var x = r.integer(it, "x", at);
            var y = r.integer(it, "y", at);
            Optional<String> name = r.string(it, ReplayKeys.ITEM, at);
            Optional<InputScript.PlacedItem> item = name.flatMap(n -> placed(n, x.orElse(0), y.orElse(0)));
            if (name.isPresent() && item.isEmpty()) {
                r.badValue(Keys.child(at, ReplayKeys.ITEM), "\"" + name.get() + "\" is not an item; write kind_form,"
                        + " kind one of tomato, onion, lettuce, plate and form one of raw, chopped, cooked, burnt,"
                        + " clean, dirty, plated (e.g. tomato_raw)");
            }
            if (item.isPresent() && x.isPresent() && y.isPresent()) {
                out.add(item.get());
            }
        }
        return out;
    }

    private static Optional<InputScript.PlacedItem> placed(String wire, int x, int y) {
        int cut = wire.indexOf('_');
        if (cut < 0) {
            return Optional.empty();
        }
        Optional<ItemKind> kind = ItemKind.fromWireName(wire.substring(0, cut));
        Optional<ItemForm> form = ItemForm.fromWireName(wire.substring(cut + 1));
        return kind.isPresent() && form.isPresent()
                ? Optional.of(new InputScript.PlacedItem(x, y, kind.get(), form.get())) : Optional.empty();
    }

    /** The kernel the last {@link #golden} was recorded under, when its provenance says. */
    private Optional<ReplayFiles.RecordedKernel> kernel = Optional.empty();

    Optional<ReplayFiles.RecordedKernel> kernel() {
        return kernel;
    }

    Optional<Golden> golden(JsonNode root) {
        if (!r.isObject(root, "$", "a golden is one JSON object; write it with ./undercooked replay record")) {
            return Optional.empty();
        }
        r.unknownKeys(root, "$", ReplayKeys.GOLDEN_KEYS);
        ReplayKeys.GOLDEN_REQUIRED.forEach(k -> r.required(root, k, "$"));
        JsonNode prov = root.get(ReplayKeys.PROVENANCE);
        String pp = "$." + ReplayKeys.PROVENANCE;
        if (prov == null || !r.isObject(prov, pp, "provenance is {\"script\": ..., \"level_id\": ..., ...}")) {
            return Optional.empty();
        }
        r.unknownKeys(prov, pp, ReplayKeys.PROVENANCE_ALLOWED);
        ReplayKeys.PROVENANCE_KEYS.forEach(k -> r.required(prov, k, pp));
        kernel = recordedKernel(prov.get(ReplayKeys.KERNEL), pp + "." + ReplayKeys.KERNEL);
        Optional<String> script = r.string(prov, ReplayKeys.SCRIPT, pp);
        Optional<String> level = r.string(prov, ReplayKeys.LEVEL_ID, pp);
        OptionalLong seed = u64(prov, ReplayKeys.SEED, pp);
        var every = r.integer(prov, ReplayKeys.RECORD_EVERY, pp);
        OptionalLong fingerprint = hex(prov, ReplayKeys.SCRIPT_FINGERPRINT, pp);
        OptionalLong layout = hex(prov, ReplayKeys.LAYOUT_HASH, pp);
        OptionalLong finalTick = whole(root, ReplayKeys.FINAL_TICK, "$");
        OptionalLong finalHash = hex(root, ReplayKeys.FINAL_HASH, "$");
        List<TickHash> hashes = hashes(root.get(ReplayKeys.HASHES));
        List<SystemHashes> systems = systemHashes(root.get(ReplayKeys.SYSTEM_HASHES), every);
        if (!r.problems().isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new Golden(script.orElseThrow(), level.orElseThrow(), seed.orElseThrow(), every.orElseThrow(),
                    fingerprint.orElseThrow(), layout.orElseThrow(), finalTick.orElseThrow(), finalHash.orElseThrow(),
                    hashes, systems));
        } catch (IllegalArgumentException e) {
            r.badValue("$", e.getMessage() + "; re-record the golden rather than editing it");
            return Optional.empty();
        }
    }

    /** {@code {"id": "<16 hex digits>", "name": "..."}}, when there. */
    private Optional<ReplayFiles.RecordedKernel> recordedKernel(JsonNode node, String at) {
        if (node == null || !r.isObject(node, at, "the kernel is {\"id\": ..., \"name\": ...}, as replay record writes it")) {
            return Optional.empty();
        }
        r.unknownKeys(node, at, ReplayKeys.KERNEL_KEYS);
        ReplayKeys.KERNEL_KEYS.forEach(k -> r.required(node, k, at));
        Optional<String> id = r.string(node, ReplayKeys.ID, at);
        Optional<String> name = r.string(node, ReplayKeys.NAME, at);
        if (id.isPresent() && !id.get().matches("[0-9a-f]{16}")) {
            r.badValue(at + "." + ReplayKeys.ID, "a kernel id is 16 lower-case hex digits, got '" + id.get() + "'");
            return Optional.empty();
        }
        return id.isPresent() && name.isPresent() ? Optional.of(new ReplayFiles.RecordedKernel(id.get(), name.get()))
                : Optional.empty();
    }

    private List<TickHash> hashes(JsonNode node) {
        String path = "$." + ReplayKeys.HASHES;
        List<TickHash> out = new ArrayList<>();
        if (node == null) {
            return out;
        }
        if (!node.isArray()) {
            r.wrongType(path, "an array of {\"tick\": 0, \"hash\": \"<16 hex digits>\"}", node);
            return out;
        }
        for (int i = 0; i < node.size(); i++) {
            String at = Keys.index(path, i);
            JsonNode h = node.get(i);
            if (!r.isObject(h, at, "an entry is {\"tick\": 0, \"hash\": \"<16 hex digits>\"}")) {
                continue;
            }
            r.unknownKeys(h, at, ReplayKeys.HASH_KEYS);
            ReplayKeys.HASH_KEYS.forEach(k -> r.required(h, k, at));
            OptionalLong tick = whole(h, ReplayKeys.TICK, at);
            OptionalLong hash = hex(h, ReplayKeys.HASH, at);
            if (tick.isPresent() && hash.isPresent()) {
                out.add(new TickHash(tick.getAsLong(), hash.getAsLong()));
            }
        }
        return out;
    }

    /**
     * {@code {"stages": [...the tick order...], "ticks": [{"tick": 1, "after": ["<hex>", ...]}, ...]}}:
     * the stage names must be the kernel's, and every tick's list one hash per stage.
     */
    private List<SystemHashes> systemHashes(JsonNode node, OptionalInt every) {
        String path = "$." + ReplayKeys.SYSTEM_HASHES;
        List<SystemHashes> out = new ArrayList<>();
        if (node == null || !r.isObject(node, path, "system hashes are {\"stages\": [...], \"ticks\": [...]}")) {
            return out;
        }
        r.unknownKeys(node, path, ReplayKeys.SYSTEM_HASHES_KEYS);
        ReplayKeys.SYSTEM_HASHES_KEYS.forEach(k -> r.required(node, k, path));
        if (every.isPresent() && every.getAsInt() != 1) {
            r.badValue(path, "system hashes are kept at record_every 1 only, this golden records every "
                    + every.getAsInt() + " ticks; re-record it with ./undercooked replay record");
        }
        List<String> expected = SystemHashes.stageNames(false);
        Optional<List<String>> stages = r.strings(node, ReplayKeys.STAGES, path);
        if (stages.isPresent() && !stages.get().equals(expected)) {
            r.badValue(Keys.child(path, ReplayKeys.STAGES), "the stages are " + stages.get() + " but the kernel's tick"
                    + " order is " + expected + "; the rules changed since recording: re-record the golden");
        }
        JsonNode ticks = node.get(ReplayKeys.TICKS);
        String tp = Keys.child(path, ReplayKeys.TICKS);
        if (ticks == null) {
            return out;
        }
        if (!ticks.isArray()) {
            r.wrongType(tp, "an array of {\"tick\": 1, \"after\": [\"<16 hex digits>\", ...]}", ticks);
            return out;
        }
        for (int i = 0; i < ticks.size(); i++) {
            String at = Keys.index(tp, i);
            JsonNode t = ticks.get(i);
            if (!r.isObject(t, at, "a tick is {\"tick\": 1, \"after\": [\"<16 hex digits>\", ...]}")) {
                continue;
            }
            r.unknownKeys(t, at, ReplayKeys.SYSTEM_TICK_KEYS);
            ReplayKeys.SYSTEM_TICK_REQUIRED.forEach(k -> r.required(t, k, at));
            OptionalLong tick = whole(t, ReplayKeys.TICK, at);
            if (tick.isPresent() && tick.getAsLong() < 1) {
                r.badValue(Keys.child(at, ReplayKeys.TICK), "system hashes are of the substep into a tick, from 1 up");
            }
            boolean parked = t.has(ReplayKeys.PARKS);
            OptionalLong parks = parked ? hex(t, ReplayKeys.PARKS, at) : OptionalLong.empty();
            List<Long> after = afterHashes(t.get(ReplayKeys.AFTER), Keys.child(at, ReplayKeys.AFTER), expected.size());
            if (tick.isPresent() && tick.getAsLong() >= 1 && after.size() == expected.size() && parked == parks.isPresent()) {
                List<Long> all = new ArrayList<>();
                parks.ifPresent(all::add);
                all.addAll(after);
                out.add(new SystemHashes(tick.getAsLong(), SystemHashes.stageNames(parked), all));
            }
        }
        return out;
    }

    private List<Long> afterHashes(JsonNode node, String at, int stages) {
        List<Long> out = new ArrayList<>();
        if (node == null) {
            return out;
        }
        if (!node.isArray()) {
            r.wrongType(at, "an array of " + stages + " hashes, one per stage", node);
            return out;
        }
        if (node.size() != stages) {
            r.badValue(at, node.size() + " hashes for " + stages + " stages; a tick has one hash per stage");
        }
        for (int j = 0; j < node.size(); j++) {
            String hp = Keys.index(at, j);
            JsonNode h = node.get(j);
            if (!h.isTextual()) {
                r.wrongType(hp, "a hash, 16 hex digits in quotes", h);
                continue;
            }
            parseHex(h.asText(), hp).ifPresent(out::add);
        }
        return node.size() == stages ? out : List.of();
    }

    /** A whole number from 0 up (ticks). */
    private OptionalLong whole(JsonNode obj, String key, String path) {
        JsonNode n = obj.get(key);
        if (n == null) {
            return OptionalLong.empty();
        }
        if (!n.isIntegralNumber() || !n.canConvertToLong()) {
            r.wrongType(Keys.child(path, key), "a whole number", n);
            return OptionalLong.empty();
        }
        if (n.longValue() < 0) {
            r.badValue(Keys.child(path, key), key + " is " + n.longValue() + "; it counts up from 0");
            return OptionalLong.empty();
        }
        return OptionalLong.of(n.longValue());
    }

    /** An unsigned 64-bit number, kept in a long's bits (the sim's seed is a bit pattern). */
    private OptionalLong u64(JsonNode obj, String key, String path) {
        JsonNode n = obj.get(key);
        if (n == null) {
            return OptionalLong.empty();
        }
        if (!n.isIntegralNumber()) {
            r.wrongType(Keys.child(path, key), "a whole number from 0 to " + U64_MAX, n);
            return OptionalLong.empty();
        }
        BigInteger v = n.bigIntegerValue();
        if (v.signum() < 0 || v.compareTo(U64_MAX) > 0) {
            r.badValue(Keys.child(path, key), key + " is " + v + "; it must be an unsigned 64-bit number, 0 to " + U64_MAX);
            return OptionalLong.empty();
        }
        return OptionalLong.of(v.longValue());
    }

    private Optional<Double> number(JsonNode obj, String key, String path) {
        JsonNode n = obj.get(key);
        if (n == null) {
            return Optional.empty();
        }
        if (!n.isNumber()) {
            r.wrongType(Keys.child(path, key), "a number", n);
            return Optional.empty();
        }
        return Optional.of(n.doubleValue());
    }

    /** Sixteen hex digits, the way the sim prints hashes. */
    private OptionalLong hex(JsonNode obj, String key, String path) {
        Optional<String> s = r.string(obj, key, path);
        if (s.isEmpty()) {
            return OptionalLong.empty();
        }
        return parseHex(s.get(), Keys.child(path, key));
    }

    private OptionalLong parseHex(String v, String at) {
        if (v.length() != 16 || !v.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
            r.badValue(at, "\"" + v + "\" is not a hash; a hash is 16 hex digits");
            return OptionalLong.empty();
        }
        return OptionalLong.of(HexFormat.fromHexDigitsToLong(v));
    }

    String file() {
        return file;
    }
}
