package undercooked.levels.corpus;

import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelWriter;
import undercooked.levels.ReplayFiles;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;

/** Archive bodies as the server writes them ({@code <id>.json.gz}), for tests of sources and surveys. */
public final class Bodies {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private Bodies() {
    }

    /** A committed test replay of this module ({@code walk_solo}): its script and golden, read. */
    public static ReplayFiles.ScriptFile committedScript(String name) {
        return ReplayFiles.readScriptFile(Path.of("src/test/resources/replays", name + ".json")).value().orElseThrow();
    }

    public static Golden committedGolden(String name) {
        return ReplayFiles.readGolden(Path.of("src/test/resources/replays", name + ReplayFiles.GOLDEN_SUFFIX))
                .value().orElseThrow();
    }

    public static Level campaign(String id) {
        return Campaign.builtIn().load(id).orElseThrow();
    }

    /** The script as the archive keeps it: the same frames, naming the exact level text it was played on. */
    public static InputScript withSha(InputScript s, String sha256) {
        return new InputScript(s.name(), s.seed(), s.levelId(), s.tickHz(), s.recordEvery(), s.frames(), s.items(),
                s.declaredSeats(), s.parks(), Optional.of(sha256));
    }

    /** The summary the server keeps: result, score, stars, ended_at and (when given) the kernel. */
    public static ObjectNode summary(String result, long score, int stars, long endedAt, Optional<String[]> kernel) {
        ObjectNode s = JSON.createObjectNode().put("result", result).put("score", score).put("stars", stars)
                .put("ended_at", endedAt);
        kernel.ifPresent(k -> s.putObject("kernel").put("id", k[0]).put("name", k[1]));
        return s;
    }

    /** The body as the server writes it now ({@link ArchiveBody#FORMAT}): the script carrying its level, the golden, the level and the summary. */
    public static byte[] body(InputScript script, Golden golden, Level level, ObjectNode summary) {
        return ArchiveBody.gzip(ReplayFiles.writeScript(script, Optional.empty(), Optional.of(level)),
                ReplayFiles.writeGolden(golden), LevelWriter.write(level), summary);
    }

    /** The same body as servers wrote it before format 3 (its frames as JSON objects in the script). */
    public static byte[] bodyFormat2(InputScript script, Golden golden, Level level, ObjectNode summary) {
        return ArchiveBody.gzipFormat2(ReplayFiles.writeScript(script, Optional.empty(), Optional.of(level)),
                ReplayFiles.writeGolden(golden), LevelWriter.write(level), summary);
    }

    /** The same body as servers wrote it before format 2 (its texts as JSON strings). */
    public static byte[] bodyFormat1(InputScript script, Golden golden, Level level, ObjectNode summary) {
        return ArchiveBody.gzipFormat1(ReplayFiles.writeScript(script, Optional.empty(), Optional.of(level)),
                ReplayFiles.writeGolden(golden), LevelWriter.write(level), summary);
    }

    public static void write(Path file, byte[] bytes) {
        try {
            Files.write(file, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
