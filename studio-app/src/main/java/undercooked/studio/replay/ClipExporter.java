package undercooked.studio.replay;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import undercooked.levels.AtomicFile;
import undercooked.levels.LevelWriter;
import undercooked.levels.ReplayFiles;
import undercooked.levels.ScriptFocus;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.sim.ReplayResult;
import undercooked.sim.ReplayRun;

/**
 * "Clip to a regression test": a tick range of a round as a new script and golden that
 * {@code ./undercooked replay check} runs. A round is a function of its inputs from tick 0, so the
 * clip keeps every input up to the range's end and records the range as its {@code focus}; its
 * golden is recorded to the range's end, where the check stops. When the round's level is not the
 * shipped one, the level is written beside the clip so the check finds it.
 */
public final class ClipExporter {
    /** What was written. */
    public record Written(Path script, Path golden, Optional<Path> level, long finalHash) {
    }

    private ClipExporter() {
    }

    /**
     * @param script where the clip's script goes ({@code <name>.json}); its golden goes beside it
     * @throws IOException when a file cannot be written (nothing half-written is left: atomic writes)
     */
    public static Written export(LoadedReplay replay, long from, long to, Path script) throws IOException {
        if (from < 0 || to < from) {
            throw new IllegalArgumentException("a clip is a range from <= to, got " + from + ".." + to);
        }
        InputScript s = replay.script();
        String name = stem(script);
        InputScript clip = new InputScript(name, s.seed(), s.levelId(), s.tickHz(), s.recordEvery(),
                s.frames().stream().filter(f -> f.tick() < to).toList(), s.items(), s.seats(),
                s.parks().stream().filter(p -> p.tick() < to).toList(), s.levelSha256());
        Kitchen kitchen = replay.level().kitchen();
        ReplayResult run = ReplayRun.run(kitchen, clip, to);
        Golden golden = Golden.of(clip, kitchen, run);
        Path goldenFile = ReplayFiles.goldenPath(script);
        Optional<Path> level = Optional.empty();
        if (!replay.levelFromCampaign()) {
            Path l = script.resolveSibling(s.levelId() + ".json");
            if (!Files.exists(l)) {
                AtomicFile.write(l, LevelWriter.write(replay.level()));
            }
            level = Optional.of(l);
        }
        AtomicFile.write(script, ReplayFiles.writeScript(clip, Optional.of(new ScriptFocus(from, to))));
        AtomicFile.write(goldenFile, ReplayFiles.writeGolden(golden));
        return new Written(script, goldenFile, level, golden.finalHash());
    }

    private static String stem(Path p) {
        String n = String.valueOf(p.getFileName());
        return n.endsWith(".json") ? n.substring(0, n.length() - 5) : n;
    }
}
