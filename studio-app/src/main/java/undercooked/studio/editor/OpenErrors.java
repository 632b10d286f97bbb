package undercooked.studio.editor;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import undercooked.levels.Problem;
import undercooked.levels.ReplayFiles;
import undercooked.studio.ErrorReport;

/** What the editor says about a .json file that is not a level: a replay, or a file with problems. */
final class OpenErrors {
    /** How many of a file's problems the open error lists before "and N more". */
    static final int SHOWN_PROBLEMS = 5;

    private OpenErrors() {
    }

    /** A replay script or golden, which share the .json ending with levels. */
    static boolean isReplay(Path path) {
        return path.getFileName().toString().endsWith(ReplayFiles.GOLDEN_SUFFIX)
                || ReplayFiles.readScript(path).value().isPresent();
    }

    static ErrorReport replay(Path path) {
        return new ErrorReport("replay_not_level", path.getFileName()
                + " is a replay (an input script or its golden hashes), not a level.",
                "Open it in Replays (File > Open while Replays is on screen). " + replayAdvice(path));
    }

    static ErrorReport notALevel(Path path, List<Problem> ps) {
        String code = ps.isEmpty() ? "cannot_open" : ps.getFirst().code().code();
        return new ErrorReport(code, "Cannot open " + path.getFileName() + " as a level:\n" + listed(ps, SHOWN_PROBLEMS),
                "Fix the file in a text editor at the place named above (or run ./undercooked levels validate "
                        + path + "), then open it again.");
    }

    /** The first {@code limit} problems, one a line, then how many more there are. */
    static String listed(List<Problem> ps, int limit) {
        String lines = ps.stream().limit(limit).map(Problem::render).collect(Collectors.joining("\n"));
        return ps.size() > limit ? lines + "\n... and " + (ps.size() - limit) + " more" : lines;
    }

    /**
     * What to run for a replay file. {@code replay check} takes the script, not its golden (a
     * golden given to it is read as a script and fails with unknown keys), so a golden is
     * answered with the script beside it, or the folder when the script is not there.
     */
    static String replayAdvice(Path path) {
        String name = path.getFileName().toString();
        if (!name.endsWith(ReplayFiles.GOLDEN_SUFFIX)) {
            return "Check or run it from a terminal: ./undercooked replay check " + path + " (or replay run).";
        }
        Path script = path.resolveSibling(name.substring(0, name.length() - ReplayFiles.GOLDEN_SUFFIX.length()) + ".json");
        if (Files.isRegularFile(script)) {
            return "Check it against its script from a terminal: ./undercooked replay check " + script
                    + " (replay check takes the script; its golden is found beside it).";
        }
        Path folder = Optional.ofNullable(path.getParent()).orElse(Path.of("."));
        return "Its script, " + script.getFileName() + ", is not beside it; replay check takes a script or a folder"
                + " of them with their goldens: ./undercooked replay check " + folder;
    }
}
