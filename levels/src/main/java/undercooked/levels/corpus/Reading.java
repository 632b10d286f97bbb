package undercooked.levels.corpus;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import undercooked.levels.Level;
import undercooked.levels.LevelLoader;
import undercooked.levels.LevelWriter;
import undercooked.levels.PackedScript;
import undercooked.levels.Problem;
import undercooked.levels.ReplayFiles;
import undercooked.levels.ReplayLevels;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;

/** Turns the texts of one archived round into an {@link ArchivedRound}, or says in words why it cannot. */
final class Reading {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private Reading() {
    }

    /** Thrown inside a read with the reason the entry is unreadable. */
    static final class Bad extends Exception {
        private static final long serialVersionUID = 1L;

        Bad(String reason) {
            super(reason);
        }
    }

    /**
     * An archive body ({@code <id>.json.gz}, {@link ArchiveBody}): a format-3 body in one pass, its
     * script's frames unpacked; a format-2 body in one pass, its script's frames streamed out of it;
     * a format-1 body, or anything irregular, through its texts and the strict readers, which name
     * what is wrong.
     */
    static ArchivedRound body(String name, String link, byte[] gz) throws Bad {
        byte[] json;
        try {
            json = ArchiveBody.inflate(gz);
        } catch (ArchiveBody.Corrupt e) {
            throw new Bad(e.getMessage());
        }
        Optional<Streamed> fast = streamed(json, name);
        if (fast.isPresent()) {
            Streamed f = fast.get();
            return round(name, link, f.script(), f.golden(), f.script().level().orElseThrow(), recorded(f.summary()));
        }
        ArchiveBody.Texts t;
        try {
            t = ArchiveBody.texts(json, gz.length);
        } catch (ArchiveBody.Corrupt e) {
            throw new Bad(e.getMessage());
        }
        ReplayFiles.ScriptFile script = script(t.script(), name);
        // The script carries the level as played (the envelope's copy is the same text): read it once.
        Level level = script.level().isPresent() ? script.level().get() : level(t.level(), script, name);
        return round(name, link, script, golden(t.golden(), name), level, recorded(t.summary()));
    }

    /** A format-2 or -3 body's parts, read in one pass. */
    record Streamed(ReplayFiles.ScriptFile script, Golden golden, JsonNode summary) {
    }

    /**
     * A sound format-2 or -3 body whose script carries its level, read in one pass; empty at
     * anything else (another format, a key it does not know, a script, golden or packed frames with
     * problems to name).
     */
    static Optional<Streamed> streamed(byte[] json, String name) {
        try (JsonParser p = ReplayFiles.embeddingParser(json)) {
            if (p.nextToken() != JsonToken.START_OBJECT || p.nextToken() != JsonToken.FIELD_NAME
                    || !p.currentName().equals("format") || p.nextToken() != JsonToken.VALUE_NUMBER_INT
                    || p.getIntValue() != ArchiveBody.FORMAT && p.getIntValue() != ArchiveBody.FORMAT_EMBEDDED) {
                return Optional.empty();
            }
            boolean packed = p.getIntValue() == ArchiveBody.FORMAT;
            Optional<List<InputScript.Frame>> frames = Optional.empty();
            Optional<ReplayFiles.ScriptFile> script = Optional.empty();
            Optional<Golden> golden = Optional.empty();
            JsonNode summary = null;
            boolean level = false;
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                JsonToken t = p.nextToken();
                if (t != JsonToken.START_OBJECT) {
                    return Optional.empty();
                }
                switch (key) {
                    case "frames" -> {
                        if (!packed || frames.isPresent()) {
                            return Optional.empty();
                        }
                        frames = Optional.of(PackedScript.decode(ArchiveBody.packedFrames(p)));
                    }
                    case "script" -> {
                        if (packed && frames.isEmpty()) {
                            return Optional.empty(); // the frames come first in a format-3 body
                        }
                        script = packed ? ReplayFiles.embeddedScriptFile(p, name, "round", frames.get())
                                : ReplayFiles.embeddedScriptFile(p, name, "round");
                    }
                    case "golden" -> golden = ReplayFiles.embeddedGolden(p, name + " (golden)");
                    case "summary" -> summary = JSON.readTree(p);
                    case "level" -> {
                        p.skipChildren(); // the script's copy is read
                        level = true;
                    }
                    default -> {
                        return Optional.empty();
                    }
                }
                if (key.equals("script") && script.isEmpty() || key.equals("golden") && golden.isEmpty()) {
                    return Optional.empty();
                }
            }
            if (p.currentToken() != JsonToken.END_OBJECT || script.isEmpty() || golden.isEmpty() || summary == null
                    || !level || script.get().level().isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(new Streamed(script.get(), golden.get(), summary));
        } catch (IOException | PackedScript.Damaged | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Texts as a server serves them: the script (carrying its level), the golden, the summary. */
    static ArchivedRound served(String name, String link, String scriptText, String goldenText,
                                Optional<String> levelText, Optional<JsonNode> summary) throws Bad {
        ReplayFiles.ScriptFile script = script(scriptText, name);
        Level level = levelText.isPresent() ? level(levelText.get(), script, name)
                : script.level().orElseThrow(() -> new Bad("the round carries no level"));
        return round(name, link, script, golden(goldenText, name), level, summary.flatMap(Reading::recorded));
    }

    /** A script file with its golden beside it; the level found as {@code replay check} finds it. */
    static ArchivedRound files(Path script, String scriptText, String goldenText, Optional<String> summaryText)
            throws Bad {
        String name = script.toString();
        ReplayFiles.ScriptFile s = script(scriptText, name);
        ReplayLevels.Found found = ReplayLevels.find(s.script().levelId(), script, Optional.empty(), s.level());
        if (found.level().isEmpty()) {
            throw new Bad(found.problems().isEmpty() ? found.why()
                    : found.why() + ": " + found.problems().getFirst().message());
        }
        Optional<JsonNode> summary = Optional.empty();
        if (summaryText.isPresent()) {
            try {
                summary = Optional.ofNullable(JSON.readTree(summaryText.get()));
            } catch (IOException e) {
                throw new Bad("its summary beside it is not JSON: " + e.getMessage().lines().findFirst().orElse(""));
            }
        }
        ReplayFiles.Read<ReplayFiles.GoldenFile> goldenFile = ReplayFiles.parseGoldenFile(goldenText, name + " (golden)");
        if (goldenFile.value().isEmpty()) {
            throw new Bad("the golden does not read: " + first(goldenFile.problems()));
        }
        Optional<ArchivedRound.Kernel> recordedBy = goldenFile.value().get().kernel()
                .map(k -> new ArchivedRound.Kernel(k.id(), k.name()));
        return round(name, name, s, goldenFile.value().get().golden(), found.level().get(),
                summary.flatMap(Reading::recorded), recordedBy);
    }

    private static ArchivedRound round(String name, String link, ReplayFiles.ScriptFile s, Golden golden, Level level,
                                       Optional<ArchivedRound.Recorded> recorded) throws Bad {
        return round(name, link, s, golden, level, recorded, Optional.empty());
    }

    private static ArchivedRound round(String name, String link, ReplayFiles.ScriptFile s, Golden golden, Level level,
                                       Optional<ArchivedRound.Recorded> recorded,
                                       Optional<ArchivedRound.Kernel> goldenKernel) throws Bad {
        Optional<String> want = s.script().levelSha256();
        if (want.isPresent()) {
            String have = LevelWriter.sha256(level);
            if (!have.equals(want.get())) {
                throw new Bad("level " + s.script().levelId() + " changed since the round: its sha256 is "
                        + have.substring(0, 12) + "..., the round was played on " + want.get().substring(0, 12) + "...");
            }
        }
        Optional<String> other = ReplayFiles.otherRound(s.script(), golden);
        if (other.isPresent()) {
            throw new Bad(other.get());
        }
        return new ArchivedRound(name, link, s.script(), golden, level, recorded, goldenKernel);
    }

    private static ReplayFiles.ScriptFile script(String text, String name) throws Bad {
        ReplayFiles.Read<ReplayFiles.ScriptFile> r = ReplayFiles.parseScriptFile(text, name, "round");
        if (r.value().isEmpty()) {
            throw new Bad("the script does not read: " + first(r.problems()));
        }
        return r.value().get();
    }

    private static Golden golden(String text, String name) throws Bad {
        ReplayFiles.Read<Golden> r = ReplayFiles.parseGolden(text, name + " (golden)");
        if (r.value().isEmpty()) {
            throw new Bad("the golden does not read: " + first(r.problems()));
        }
        return r.value().get();
    }

    private static Level level(String text, ReplayFiles.ScriptFile script, String name) throws Bad {
        if (text.isBlank()) {
            return script.level().orElseThrow(() -> new Bad("the round carries no level"));
        }
        LevelLoader.Result r = LevelLoader.parse(text, name + " (level)");
        if (r.level().isEmpty() || !r.problems().isEmpty()) {
            throw new Bad("the level as played does not read: " + first(r.problems()));
        }
        return r.level().get();
    }

    /**
     * The recorded result from a summary ({@code {result, score, stars, kernel: {id, name},
     * ended_at}}); empty when it has no result.
     */
    static Optional<ArchivedRound.Recorded> recorded(JsonNode summary) {
        if (summary == null || !summary.path("result").isTextual()) {
            return Optional.empty();
        }
        JsonNode k = summary.path("kernel");
        Optional<ArchivedRound.Kernel> kernel = k.path("id").isTextual() && k.path("name").isTextual()
                ? Optional.of(new ArchivedRound.Kernel(k.get("id").asText(), k.get("name").asText())) : Optional.empty();
        OptionalLong ended = summary.path("ended_at").canConvertToLong()
                ? OptionalLong.of(summary.get("ended_at").asLong()) : OptionalLong.empty();
        return Optional.of(new ArchivedRound.Recorded(summary.get("result").asText(), summary.path("score").asLong(),
                summary.path("stars").asInt(), kernel, ended));
    }

    private static String first(List<Problem> problems) {
        if (problems.isEmpty()) {
            return "no value";
        }
        Problem p = problems.getFirst();
        return p.message() + (problems.size() > 1 ? " (and " + (problems.size() - 1) + " more)" : "");
    }
}
