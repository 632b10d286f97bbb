package undercooked.levels;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a replay's level comes from, in one place for the replay command and the studio: the
 * level named by the script's {@code level_id} in a folder given for it, then beside the script
 * ({@code <level_id>.json}, where a round downloaded from a server keeps the level as played),
 * then the shipped campaign. A level file found on the way with problems is the answer, with its
 * problems, rather than a quiet fall-back to the campaign's level of the same id.
 */
public final class ReplayLevels {
    /** What the search found: the level and the file it came from (empty for the campaign), or why not. */
    public record Found(Optional<Level> level, Optional<Path> file, List<Problem> problems, String why) {
        public Found {
            Objects.requireNonNull(level, "level");
            Objects.requireNonNull(file, "file");
            problems = List.copyOf(problems);
            Objects.requireNonNull(why, "why");
        }
    }

    private ReplayLevels() {
    }

    public static Found find(String levelId, Path scriptPath, Optional<Path> levelsDir) {
        return find(levelId, scriptPath, levelsDir, Optional.empty());
    }

    /**
     * As {@link #find(String, Path, Optional)}, with the level the script file carries ({@code
     * level}, the archive's rounds): used after a folder and a file beside the script, before the
     * campaign, so a round played on a level the campaign lacks (a Play-test's room-scoped level)
     * or on an edited one checks with nothing beside it. It is held to the validator as a file is.
     */
    public static Found find(String levelId, Path scriptPath, Optional<Path> levelsDir, Optional<Level> carried) {
        String file = levelId + ".json";
        List<Path> candidates = new ArrayList<>();
        levelsDir.ifPresent(d -> candidates.add(d.resolve(file)));
        candidates.add(scriptPath.resolveSibling(file));
        for (Path p : candidates) {
            if (Files.isRegularFile(p)) {
                List<Problem> problems = new LevelValidator(RecipeBook.builtIn()).validatePath(p);
                if (!problems.isEmpty()) {
                    return new Found(Optional.empty(), Optional.of(p), problems, "level " + p + " has problems");
                }
                return new Found(LevelLoader.load(p).level(), Optional.of(p), List.of(), "");
            }
        }
        if (carried.isPresent() && carried.get().id().equals(levelId)) {
            List<Problem> problems = new LevelValidator(RecipeBook.builtIn()).validateText(LevelWriter.write(carried.get()),
                    levelId + ".json");
            return problems.isEmpty() ? new Found(carried, Optional.empty(), List.of(), "")
                    : new Found(Optional.empty(), Optional.of(scriptPath), problems, "the level the script carries has problems");
        }
        Optional<Level> shipped = Campaign.builtIn().load(levelId);
        return new Found(shipped, Optional.empty(), List.of(), shipped.isPresent() ? "" : "no level " + levelId
                + " in the campaign" + levelsDir.map(d -> ", in " + d).orElse("")
                + " or beside the script; the campaign has " + String.join(", ", Campaign.builtIn().ids()));
    }
}
