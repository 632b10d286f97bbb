package undercooked.levels;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * Names every problem a level has, all at once: shape (from the loader), content (grid,
 * reachability, recipes, order stream) and, for a folder, the rules across files (unique ids
 * and campaign orders). Never throws for bad input; a path that does not exist is a
 * {@link ProblemCode#NO_SUCH_PATH} problem.
 */
public final class LevelValidator {
    private final RecipeBook book;

    /** A validator that checks recipes against {@code book}. */
    public LevelValidator(RecipeBook book) {
        this.book = Objects.requireNonNull(book, "book");
    }

    /** Content problems of one level; {@code file} is the name to report (and to match the id against). */
    public List<Problem> validate(Level level, String file) {
        return ContentChecks.check(Draft.of(level), book, file);
    }

    /** Shape and content problems of level text. */
    public List<Problem> validateText(String text, String file) {
        return checked(LevelLoader.parse(text, file), file);
    }

    /**
     * Problems of a file, or of every {@code *.json} file directly inside a folder (by name order)
     * plus the cross-file rules among them.
     */
    public List<Problem> validatePath(Path path) {
        String shown = path.toString();
        if (!Files.exists(path)) {
            return List.of(new Problem(ProblemCode.NO_SUCH_PATH, shown, Location.wholeFile(),
                    "no such file or folder"));
        }
        if (!Files.isDirectory(path)) {
            return checked(LevelLoader.load(path), shown);
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(path)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".json") && !Files.isDirectory(p))
                    .sorted().toList();
        } catch (IOException e) {
            return List.of(new Problem(ProblemCode.UNREADABLE, shown, Location.wholeFile(),
                    "cannot list the folder (" + e.getMessage() + ")"));
        }
        if (files.isEmpty()) {
            return List.of(new Problem(ProblemCode.NO_LEVELS, shown, Location.wholeFile(),
                    "the folder has no *.json level files"));
        }
        Map<String, LevelLoader.Result> loaded = new LinkedHashMap<>();
        files.forEach(f -> loaded.put(f.toString(), LevelLoader.load(f)));
        return asFolder(loaded);
    }

    /** Every path on its own (a folder's cross-file rules stay inside that folder), in argument order. */
    public List<Problem> validatePaths(List<Path> paths) {
        List<Problem> problems = new ArrayList<>();
        for (Path p : paths) {
            problems.addAll(validatePath(p));
        }
        return problems;
    }

    /**
     * Problems of level texts keyed by the name to report (e.g. class-path resources), as one
     * folder: each text's own problems, then the cross-file rules.
     */
    List<Problem> validateTexts(Map<String, String> texts) {
        Map<String, LevelLoader.Result> loaded = new LinkedHashMap<>();
        texts.forEach((name, text) -> loaded.put(name, LevelLoader.parse(text, name)));
        return asFolder(loaded);
    }

    private List<Problem> asFolder(Map<String, LevelLoader.Result> loaded) {
        List<Problem> problems = new ArrayList<>();
        Map<String, Draft> drafts = new LinkedHashMap<>();
        loaded.forEach((file, r) -> {
            problems.addAll(checked(r, file));
            drafts.put(file, r.draft());
        });
        problems.addAll(acrossFiles(drafts));
        return problems;
    }

    private List<Problem> checked(LevelLoader.Result r, String file) {
        List<Problem> problems = new ArrayList<>(r.problems());
        boolean unreadable = r.problems().stream().anyMatch(p -> p.code() == ProblemCode.BAD_JSON
                || p.code() == ProblemCode.UNREADABLE || p.code() == ProblemCode.NO_SUCH_PATH);
        if (!unreadable) {
            problems.addAll(ContentChecks.check(r.draft(), book, file));
        }
        return problems;
    }

    /**
     * Campaign orders must be unique; the later file (by name) is the one told to change. Ids
     * need no such rule: within a folder each id must equal its file name already.
     */
    static List<Problem> acrossFiles(Map<String, Draft> drafts) {
        List<Problem> problems = new ArrayList<>();
        Map<Integer, String> orderOwner = new LinkedHashMap<>();
        drafts.forEach((file, d) -> {
            d.order().ifPresent(o -> {
                String first = orderOwner.putIfAbsent(o, file);
                if (first != null) {
                    problems.add(new Problem(ProblemCode.DUPLICATE_ORDER, file, Location.path("$.order"),
                            "order " + o + " is already taken by " + first + "; give each level its own"
                                    + " campaign position"));
                }
            });
        });
        return problems;
    }
}
