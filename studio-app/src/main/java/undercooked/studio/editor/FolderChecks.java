package undercooked.studio.editor;

import java.nio.file.Path;
import java.util.List;
import undercooked.levels.LevelValidator;
import undercooked.levels.Problem;
import undercooked.levels.ProblemCode;

/**
 * The cross-file rules a saved level meets in its folder: the same check {@code levels validate}
 * runs on the folder, narrowed to the problems that name the saved file (it may be the first or
 * the second of two levels with one campaign order).
 */
final class FolderChecks {
    private FolderChecks() {
    }

    static List<Problem> clashes(LevelValidator validator, Path saved) {
        Path folder = saved.toAbsolutePath().getParent();
        if (folder == null) {
            return List.of();
        }
        String file = folder.resolve(saved.getFileName()).toString();
        String name = saved.getFileName().toString();
        return validator.validatePath(folder).stream()
                .filter(p -> p.code() == ProblemCode.DUPLICATE_ORDER)
                .filter(p -> p.file().equals(file) || p.message().contains(file))
                .map(p -> new Problem(p.code(), name, p.location(), "its campaign order is also "
                        + Path.of(other(p, file)).getFileName() + "'s; give each level its own (Properties > Order)"))
                .toList();
    }

    /** The other file of a clash: the validator names the later file and quotes the first. */
    private static String other(Problem p, String file) {
        if (!p.file().equals(file)) {
            return p.file();
        }
        String m = p.message();
        int at = m.indexOf(TAKEN_BY);
        int end = m.indexOf(';', at);
        return at < 0 ? "another level" : m.substring(at + TAKEN_BY.length(), end < 0 ? m.length() : end);
    }

    private static final String TAKEN_BY = "is already taken by ";
}
