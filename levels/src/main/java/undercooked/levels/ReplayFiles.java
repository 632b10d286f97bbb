package undercooked.levels;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import undercooked.sim.Golden;
import undercooked.sim.Hasher;
import undercooked.sim.InputScript;
import undercooked.sim.SystemHashes;
import undercooked.sim.TickHash;

/**
 * Replay scripts and goldens as files. The sim holds the records and their rules but reads no
 * files and parses no JSON (it is pure, JDK only), so the JSON lives here beside the level
 * loader, with the same strictness: every problem of a file named at once, at its JSON path.
 *
 * <p>Goldens live beside their scripts: {@code walk_solo.json} is checked against
 * {@code walk_solo.golden.json}. Both are written in one fixed layout (one frame or one hash per
 * line) so a re-bless shows in a review as a readable diff.
 */
public final class ReplayFiles {
    /** What reading produced: the value when the file was sound, and every problem found. */
    public record Read<T>(Optional<T> value, List<Problem> problems) {
        public Read {
            Objects.requireNonNull(value, "value");
            problems = List.copyOf(problems);
        }
    }

    /** The suffix of a golden next to its script. */
    public static final String GOLDEN_SUFFIX = ".golden.json";

    private static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            // NaN and Infinity are read so the script's own check can name them as non-finite moves.
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            // Correctly rounded like Double.parseDouble (the same bits), a good deal faster on the
            // 28,800 move parts of a four-cook 3,600-tick round.
            .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
            .build();

    private ReplayFiles() {
    }

    /** Where a script's golden lives: beside it, {@code <name>.golden.json}. */
    public static Path goldenPath(Path script) {
        return script.resolveSibling(stem(script) + GOLDEN_SUFFIX);
    }

    /**
     * Why {@code golden} is not {@code script}'s, when it was recorded for another round (another
     * level or seed: a golden copied beside the wrong script). Such a golden is no check of this
     * script at all: every tool says so in these words instead of reporting a divergence, a changed
     * script or a changed level, and cutting the round to the other round's length.
     */
    public static Optional<String> otherRound(InputScript script, Golden golden) {
        if (golden.levelId().equals(script.levelId()) && golden.seed() == script.seed()) {
            return Optional.empty();
        }
        return Optional.of("its golden is another round's (script " + golden.script() + ", level " + golden.levelId()
                + ", seed " + Long.toUnsignedString(golden.seed()) + "; this script plays level " + script.levelId()
                + ", seed " + Long.toUnsignedString(script.seed()) + ")");
    }

    /**
     * {@code golden}'s own system hashes for {@code tick} end in a hash other than its tick hash there:
     * the last stage's state is the tick's state, so a golden that says otherwise was edited or
     * damaged at that tick. Empty when they agree, or the golden keeps no system hashes there. (Here,
     * not on {@link Golden}: the sim package's classes are the kernel's rules version, which a helper
     * must not change.)
     */
    public static java.util.OptionalLong contradictsItselfAt(Golden golden, long tick) {
        for (undercooked.sim.SystemHashes s : golden.systems()) {
            if (s.tick() == tick) {
                long last = s.hashes().getLast();
                for (undercooked.sim.TickHash h : golden.hashes()) {
                    if (h.tick() == tick && h.hash() != last) {
                        return java.util.OptionalLong.of(last);
                    }
                }
                return java.util.OptionalLong.empty();
            }
        }
        return java.util.OptionalLong.empty();
    }

    /**
     * As {@link #otherRound}, for a script and the golden found beside it: only when the golden
     * also names another script. A script whose own seed or level was edited keeps its golden,
     * which then reports the divergence and says the script changed.
     */
    public static Optional<String> anotherScriptsGolden(InputScript script, Golden golden) {
        return golden.script().equals(script.name()) ? Optional.empty() : otherRound(script, golden);
    }

    /**
     * A script file's content: the script, the tick range it was clipped for when it says, and the
     * level as played when it carries one (an archived round, so it checks without a level file).
     */
    public record ScriptFile(InputScript script, Optional<ScriptFocus> focus, Optional<Level> level) {
        public ScriptFile {
            Objects.requireNonNull(script, "script");
            Objects.requireNonNull(focus, "focus");
            Objects.requireNonNull(level, "level");
        }
    }

    /** Reads a script file; its name defaults to the file name without {@code .json}. */
    public static Read<InputScript> readScript(Path path) {
        return read(path, (text, file) -> parseScript(text, file, stem(path)));
    }

    /** Parses script text; problems are reported under {@code file}. */
    public static Read<InputScript> parseScript(String text, String file, String defaultName) {
        Read<ScriptFile> r = parseScriptFile(text, file, defaultName);
        return new Read<>(r.value().map(ScriptFile::script), r.problems());
    }

    /** Reads a script file with its focus. */
    public static Read<ScriptFile> readScriptFile(Path path) {
        return read(path, (text, file) -> parseScriptFile(text, file, stem(path)));
    }

    /** Parses script text with its focus; problems are reported under {@code file}. */
    public static Read<ScriptFile> parseScriptFile(String text, String file, String defaultName) {
        // A sound script's frames are streamed (no tree of 14,400 frame objects); anything a sound
        // frame lacks sends the whole file through the strict tree reader, which names every problem.
        Optional<ScriptStream.Split> fast = ScriptStream.split(text);
        if (fast.isPresent()) {
            ReplayReader reader = new ReplayReader(file);
            Optional<ScriptFile> value = reader.script(fast.get().root(), defaultName, Optional.of(fast.get().frames()))
                    .map(s -> new ScriptFile(s, reader.focus(), reader.level()));
            List<Problem> problems = reader.problems();
            return new Read<>(problems.isEmpty() ? value : Optional.empty(), problems);
        }
        return strictScriptFile(text, file, defaultName);
    }

    /** As {@link #parseScriptFile}, every frame read as a tree and checked key by key (what the streamed read falls back to). */
    static Read<ScriptFile> strictScriptFile(String text, String file, String defaultName) {
        return parse(text, file, (root, reader) -> reader.script(root, defaultName)
                .map(s -> new ScriptFile(s, reader.focus(), reader.level())));
    }

    /**
     * A parser over a UTF-8 JSON document that embeds script files and goldens as values (the
     * archive's body), with the script reader's settings; for {@link #embeddedScriptFile} and
     * {@link #embeddedGolden}.
     */
    public static JsonParser embeddingParser(byte[] utf8) throws IOException {
        return ScriptStream.parser(utf8);
    }

    /**
     * A sound script file embedded as the value {@code p} stands on (its START_OBJECT), streamed
     * as {@link #parseScriptFile} streams a file; {@code p} is left on its END_OBJECT. Empty, with
     * the parser anywhere inside the value, at anything a sound script lacks: its text read with
     * {@link #parseScriptFile} then names the problems.
     */
    public static Optional<ScriptFile> embeddedScriptFile(JsonParser p, String file, String defaultName) {
        return embedded(p, file, defaultName, Optional.empty());
    }

    /**
     * As {@link #embeddedScriptFile(JsonParser, String, String)}, for a script whose frames were
     * packed apart ({@link PackedScript}): its {@code frames} array is empty and {@code frames} are
     * its frames. Empty when the array is not empty or anything else is irregular.
     */
    public static Optional<ScriptFile> embeddedScriptFile(JsonParser p, String file, String defaultName,
                                                          List<InputScript.Frame> frames) {
        return embedded(p, file, defaultName, Optional.of(frames));
    }

    private static Optional<ScriptFile> embedded(JsonParser p, String file, String defaultName,
                                                 Optional<List<InputScript.Frame>> packed) {
        try {
            Optional<ScriptStream.Split> split = ScriptStream.split(p);
            if (split.isEmpty() || packed.isPresent() && !split.get().frames().isEmpty()) {
                return Optional.empty();
            }
            ReplayReader reader = new ReplayReader(file);
            Optional<ScriptFile> value = reader.script(split.get().root(), defaultName,
                    Optional.of(packed.orElse(split.get().frames()))).map(s -> new ScriptFile(s, reader.focus(), reader.level()));
            return reader.problems().isEmpty() ? value : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** As {@link #embeddedScriptFile}, for a golden: empty when its text read with {@link #parseGolden} has problems to name. */
    public static Optional<Golden> embeddedGolden(JsonParser p, String file) {
        try {
            JsonNode root = ScriptStream.tree(p);
            if (root == null || !root.isObject()) {
                return Optional.empty();
            }
            ReplayReader reader = new ReplayReader(file);
            Optional<Golden> value = reader.golden(root);
            return reader.problems().isEmpty() ? value : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    public static Read<Golden> readGolden(Path path) {
        return read(path, ReplayFiles::parseGolden);
    }

    public static Read<Golden> parseGolden(String text, String file) {
        return parse(text, file, (root, reader) -> reader.golden(root));
    }

    /**
     * The kernel a golden was recorded under ({@code provenance.kernel}, written by {@code replay
     * record}): provenance, never compared, so a kernel edit fails no golden whose hashes still match.
     */
    public record RecordedKernel(String id, String name) {
        public RecordedKernel {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(name, "name");
        }

        /** The running kernel's ({@link RulesVersion#current()}). */
        public static RecordedKernel current() {
            return new RecordedKernel(RulesVersion.current().id(), RulesVersion.current().name());
        }

        /** As a person reads it: {@code crisp-basil-3f9a (3f9a0c1d2e3f4a5b)}. */
        public String shown() {
            return name + " (" + id + ")";
        }
    }

    /** A golden file's content: the golden and, when its provenance says, the kernel it was recorded under. */
    public record GoldenFile(Golden golden, Optional<RecordedKernel> kernel) {
        public GoldenFile {
            Objects.requireNonNull(golden, "golden");
            Objects.requireNonNull(kernel, "kernel");
        }
    }

    public static Read<GoldenFile> readGoldenFile(Path path) {
        return read(path, ReplayFiles::parseGoldenFile);
    }

    public static Read<GoldenFile> parseGoldenFile(String text, String file) {
        return parse(text, file, (root, reader) -> reader.golden(root).map(g -> new GoldenFile(g, reader.kernel())));
    }

    /** The script in the canonical layout: keys in a fixed order, one frame per line. */
    public static String writeScript(InputScript s) {
        return writeScript(s, Optional.empty());
    }

    /** As {@link #writeScript(InputScript)}, with a clip's focus range. */
    public static String writeScript(InputScript s, Optional<ScriptFocus> focus) {
        return writeScript(s, focus, Optional.empty());
    }

    /**
     * As {@link #writeScript(InputScript, Optional)}, carrying the level as played under
     * {@code level} (the archive's rounds: {@code replay check} then needs no level file).
     */
    public static String writeScript(InputScript s, Optional<ScriptFocus> focus, Optional<Level> level) {
        StringBuilder b = new StringBuilder("{\n");
        b.append("  \"name\": ").append(quote(s.name())).append(",\n");
        b.append("  \"seed\": ").append(Long.toUnsignedString(s.seed())).append(",\n");
        b.append("  \"level_id\": ").append(quote(s.levelId())).append(",\n");
        s.levelSha256().ifPresent(h -> b.append("  \"level_sha256\": ").append(quote(h)).append(",\n"));
        b.append("  \"tick_hz\": ").append(s.tickHz()).append(",\n");
        b.append("  \"record_every\": ").append(s.recordEvery()).append(",\n");
        if (!s.declaredSeats().isEmpty()) {
            b.append("  \"seats\": [").append(String.join(", ", s.declaredSeats().stream().map(ReplayFiles::quote)
                    .toList())).append("],\n");
        }
        if (!s.items().isEmpty()) {
            b.append("  \"items\": [\n");
            for (int i = 0; i < s.items().size(); i++) {
                InputScript.PlacedItem it = s.items().get(i);
                b.append("    {\"x\": ").append(it.x()).append(", \"y\": ").append(it.y())
                        .append(", \"item\": ").append(quote(it.wireName())).append('}')
                        .append(i + 1 < s.items().size() ? ",\n" : "\n");
            }
            b.append("  ],\n");
        }
        if (!s.parks().isEmpty()) {
            b.append("  \"parks\": [\n");
            for (int i = 0; i < s.parks().size(); i++) {
                InputScript.Park p = s.parks().get(i);
                b.append("    {\"tick\": ").append(p.tick()).append(", \"player_id\": ").append(quote(p.playerId()))
                        .append('}').append(i + 1 < s.parks().size() ? ",\n" : "\n");
            }
            b.append("  ],\n");
        }
        focus.ifPresent(f -> b.append("  \"focus\": {\"from\": ").append(f.from()).append(", \"to\": ")
                .append(f.to()).append("},\n"));
        level.ifPresent(l -> b.append("  \"level\": ").append(LevelWriter.write(l).strip().replace("\n", "\n  "))
                .append(",\n"));
        b.append("  \"frames\": [");
        PackedScript.writeFrames(b, s.frames());
        return b.append("}\n").toString();
    }

    /**
     * The golden in the canonical layout: provenance first, one hash per line, then (when it keeps
     * them) the system hashes: the stage names once, then one line per tick with the hash after
     * each stage in that order, and the parks' hash first on a tick whose cooks were parked.
     */
    public static String writeGolden(Golden g) {
        return writeGolden(g, Optional.empty());
    }

    /** As {@link #writeGolden(Golden)}, naming the kernel it was recorded under last in its provenance. */
    public static String writeGolden(Golden g, Optional<RecordedKernel> kernel) {
        StringBuilder b = new StringBuilder("{\n");
        b.append("  \"provenance\": {\n");
        b.append("    \"script\": ").append(quote(g.script())).append(",\n");
        b.append("    \"level_id\": ").append(quote(g.levelId())).append(",\n");
        b.append("    \"seed\": ").append(Long.toUnsignedString(g.seed())).append(",\n");
        b.append("    \"record_every\": ").append(g.recordEvery()).append(",\n");
        b.append("    \"script_fingerprint\": \"").append(Hasher.hex(g.scriptFingerprint())).append("\",\n");
        b.append("    \"layout_hash\": \"").append(Hasher.hex(g.layoutHash())).append('"');
        kernel.ifPresent(k -> b.append(",\n    \"kernel\": {\"id\": ").append(quote(k.id())).append(", \"name\": ")
                .append(quote(k.name())).append('}'));
        b.append('\n');
        b.append("  },\n");
        b.append("  \"final_tick\": ").append(g.finalTick()).append(",\n");
        b.append("  \"final_hash\": \"").append(Hasher.hex(g.finalHash())).append("\",\n");
        b.append("  \"hashes\": [");
        for (int i = 0; i < g.hashes().size(); i++) {
            TickHash h = g.hashes().get(i);
            b.append(i == 0 ? "\n" : ",\n");
            b.append("    {\"tick\": ").append(h.tick()).append(", \"hash\": \"").append(h.hex()).append("\"}");
        }
        b.append("\n  ]");
        if (g.hasSystemHashes()) {
            b.append(",\n  \"system_hashes\": {\n    \"stages\": [")
                    .append(String.join(", ", SystemHashes.stageNames(false).stream().map(ReplayFiles::quote).toList()))
                    .append("],\n    \"ticks\": [");
            for (int i = 0; i < g.systems().size(); i++) {
                SystemHashes h = g.systems().get(i);
                b.append(i == 0 ? "\n" : ",\n");
                b.append("      {\"tick\": ").append(h.tick());
                int from = h.parked() ? 1 : 0;
                if (h.parked()) {
                    b.append(", \"parks\": \"").append(Hasher.hex(h.hashes().getFirst())).append('"');
                }
                b.append(", \"after\": [").append(String.join(", ", h.hashes().subList(from, h.hashes().size()).stream()
                        .map(x -> "\"" + Hasher.hex(x) + "\"").toList())).append("]}");
            }
            b.append("\n    ]\n  }");
        }
        return b.append("\n}\n").toString();
    }

    /**
     * A level file kept beside replay scripts for them to use, not a script: it has a grid, a script
     * has frames. Folder walks (the replay command, the archive walker) pass over these.
     */
    public static boolean isLevelFile(Path p) {
        try {
            String text = Files.readString(p);
            return text.contains("\"grid\"") && !text.contains("\"frames\"");
        } catch (IOException e) {
            return false;
        }
    }

    /** {@code walk_solo.json} -> {@code walk_solo}. */
    static String stem(Path path) {
        String name = path.getFileName().toString();
        return name.endsWith(".json") ? name.substring(0, name.length() - ".json".length()) : name;
    }

    static String quote(String s) {
        return "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(s)) + "\"";
    }

    private interface TreeReader<T> {
        Optional<T> read(JsonNode root, ReplayReader reader);
    }

    private static <T> Read<T> parse(String text, String file, TreeReader<T> how) {
        JsonNode root;
        try {
            root = MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            int line = at == null ? 1 : Math.max(1, at.getLineNr());
            int col = at == null ? 1 : Math.max(1, at.getColumnNr());
            String why = JsonSyntax.describe(e);
            return new Read<>(Optional.empty(), List.of(new Problem(ProblemCode.BAD_JSON, file,
                    new Location.TextPosition(line, col), "not valid JSON at line " + line + ", column " + col + ": " + why)));
        }
        if (root == null || root.isMissingNode()) {
            return new Read<>(Optional.empty(), List.of(new Problem(ProblemCode.BAD_JSON, file,
                    new Location.TextPosition(1, 1), "the file is empty; it should be one JSON object")));
        }
        ReplayReader reader = new ReplayReader(file);
        Optional<T> value = how.read(root, reader);
        List<Problem> problems = reader.problems();
        return new Read<>(problems.isEmpty() ? value : Optional.empty(), problems);
    }

    private static <T> Read<T> read(Path path, BiFunction<String, String, Read<T>> parser) {
        String file = path.toString();
        try {
            return parser.apply(Files.readString(path), file);
        } catch (NoSuchFileException e) {
            return new Read<>(Optional.empty(), List.of(new Problem(ProblemCode.NO_SUCH_PATH, file,
                    Location.wholeFile(), "no such file")));
        } catch (CharacterCodingException e) {
            return new Read<>(Optional.empty(), List.of(new Problem(ProblemCode.UNREADABLE, file,
                    Location.wholeFile(), "the file is not UTF-8 text")));
        } catch (IOException e) {
            return new Read<>(Optional.empty(), List.of(new Problem(ProblemCode.UNREADABLE, file,
                    Location.wholeFile(), "cannot read the file (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")")));
        }
    }
}
