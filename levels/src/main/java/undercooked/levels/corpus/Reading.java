package undercooked.levels.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;
import undercooked.levels.Level;
import undercooked.levels.LevelLoader;
import undercooked.levels.LevelWriter;
import undercooked.levels.Problem;
import undercooked.levels.ReplayFiles;
import undercooked.levels.ReplayLevels;
import undercooked.sim.Golden;

/** Turns the texts of one archived round into an {@link ArchivedRound}, or says in words why it cannot. */
final class Reading {
    /** The archive body's envelope version this build reads (the server's {@code ReplayBody.FORMAT}). */
    static final int BODY_FORMAT = 1;
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

    /** An archive body ({@code <id>.json.gz}): the gzip JSON envelope of script, golden, level and summary. */
    static ArchivedRound body(String name, String link, byte[] gz) throws Bad {
        JsonNode root;
        // Inflated in one go with a large buffer (the default 512 bytes costs a native call per
        // half-kilobyte of a 1.5 MB envelope), then parsed from memory.
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gz), 1 << 16)) {
            root = JSON.readTree(in.readAllBytes());
        } catch (EOFException e) {
            throw new Bad("truncated: the gzip stream ends early (" + gz.length + " bytes)");
        } catch (ZipException e) {
            throw new Bad("not gzip: " + e.getMessage());
        } catch (IOException e) {
            throw new Bad("unreadable: " + e.getMessage());
        }
        if (root == null || !root.isObject() || root.path("format").asInt() != BODY_FORMAT
                || !root.path("script").isTextual() || !root.path("golden").isTextual()
                || !root.path("level").isTextual() || !root.path("summary").isObject()) {
            throw new Bad("not an archive body of format " + BODY_FORMAT
                    + " (format, script, golden, level, summary)");
        }
        ReplayFiles.ScriptFile script = script(root.get("script").asText(), name);
        // The script carries the level as played (the envelope's copy is the same text): read it once.
        Level level = script.level().isPresent() ? script.level().get() : level(root.get("level").asText(), script, name);
        return round(name, link, script, golden(root.get("golden").asText(), name), level,
                recorded(root.get("summary")));
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
        return round(name, name, s, golden(goldenText, name), found.level().get(), summary.flatMap(Reading::recorded));
    }

    private static ArchivedRound round(String name, String link, ReplayFiles.ScriptFile s, Golden golden, Level level,
                                       Optional<ArchivedRound.Recorded> recorded) throws Bad {
        Optional<String> want = s.script().levelSha256();
        if (want.isPresent()) {
            String have = LevelWriter.sha256(level);
            if (!have.equals(want.get())) {
                throw new Bad("level " + s.script().levelId() + " changed since the round: its sha256 is "
                        + have.substring(0, 12) + "..., the round was played on " + want.get().substring(0, 12) + "...");
            }
        }
        if (!golden.levelId().equals(s.script().levelId()) || golden.seed() != s.script().seed()) {
            throw new Bad("its golden is another round's (level " + golden.levelId() + ", seed "
                    + Long.toUnsignedString(golden.seed()) + ")");
        }
        return new ArchivedRound(name, link, s.script(), golden, level, recorded);
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
