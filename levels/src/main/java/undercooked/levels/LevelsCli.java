package undercooked.levels;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * {@code ./undercooked levels ...}: validate level files, list the campaign, rewrite files in
 * the canonical layout. Exit codes: 0 clean, 1 problems found, 2 a missing path, bad usage or
 * an internal error. The user never sees a stack trace: they see a line naming what went wrong.
 */
public final class LevelsCli {
    /** Where the campaign's source files live, relative to the repository root. */
    static final Path SOURCE_FOLDER = Path.of("levels", "src", "main", "resources", "levels");

    private static final String USAGE = """
            Usage: ./undercooked levels <command>
              validate [FILE|DIR ...]  check level files or folders (default: the shipped campaign)
              list                     the campaign in order
              format [FILE|DIR ...]    rewrite level files in the canonical layout (default: the campaign)""";

    private final PrintStream out;
    private final PrintStream err;
    private final Path cwd;

    LevelsCli(PrintStream out, PrintStream err, Path cwd) {
        this.out = out;
        this.err = err;
        this.cwd = cwd;
    }

    public static void main(String[] args) {
        System.exit(new LevelsCli(System.out, System.err, Path.of("")).run(List.of(args)));
    }

    int run(List<String> args) {
        try {
            String cmd = args.isEmpty() ? "help" : args.getFirst();
            List<String> rest = args.subList(Math.min(1, args.size()), args.size());
            return switch (cmd) {
                case "validate" -> validate(rest);
                case "list" -> list();
                case "format" -> format(rest);
                case "help", "-h", "--help" -> {
                    out.println(USAGE);
                    yield 0;
                }
                default -> {
                    err.println(USAGE);
                    err.println("levels: unknown command '" + cmd + "'");
                    yield 2;
                }
            };
        } catch (RuntimeException e) {
            err.println("levels: internal error: " + e.getClass().getSimpleName() + ": " + e.getMessage());
            return 2;
        }
    }

    private int validate(List<String> args) {
        LevelValidator validator = new LevelValidator(RecipeBook.builtIn());
        List<Problem> problems;
        if (!args.isEmpty()) {
            problems = validator.validatePaths(args.stream().map(cwd::resolve).toList());
        } else if (Files.isDirectory(cwd.resolve(SOURCE_FOLDER))) {
            problems = validator.validatePath(cwd.resolve(SOURCE_FOLDER));
        } else {
            problems = validator.validateTexts(Campaign.builtInTexts());
        }
        problems.forEach(p -> out.println(shown(p).render()));
        long files = problems.stream().map(Problem::file).distinct().count();
        if (problems.isEmpty()) {
            out.println("levels validate: no problems");
            return 0;
        }
        out.println("levels validate: " + problems.size() + " problem" + (problems.size() == 1 ? "" : "s")
                + " in " + files + " file" + (files == 1 ? "" : "s"));
        return problems.stream().anyMatch(p -> p.code() == ProblemCode.NO_SUCH_PATH) ? 2 : 1;
    }

    /** Files under the working folder are shown relative to it, the way the user typed them. */
    private Problem shown(Problem p) {
        String prefix = cwd.toString().isEmpty() ? "" : cwd.toString() + java.io.File.separator;
        return prefix.isEmpty() || !p.file().startsWith(prefix) ? p
                : new Problem(p.code(), p.file().substring(prefix.length()), p.location(), p.message());
    }

    private int list() {
        out.printf("%-5s  %-24s  %-22s  %-7s  %-6s  %s%n", "order", "id", "name", "size", "time", "target");
        for (Level l : Campaign.builtIn().levels()) {
            String size = l.grid().isEmpty() ? "0x0" : l.grid().getFirst().length() + "x" + l.grid().size();
            String time = (l.timeLimitS() / 60) + ":" + String.format("%02d", l.timeLimitS() % 60);
            out.printf("%-5d  %-24s  %-22s  %-7s  %-6s  %d%n", l.order(), l.id(), l.name(), size, time,
                    l.targetScore());
        }
        return 0;
    }

    private int format(List<String> args) {
        List<Path> roots = args.isEmpty() ? List.of(cwd.resolve(SOURCE_FOLDER)) : args.stream().map(cwd::resolve).toList();
        int status = 0;
        for (Path root : roots) {
            if (!Files.exists(root)) {
                // As validate says it: a path that is not there is a usage mistake (2), not a bad level (1).
                err.println("levels format: " + root + " does not exist; name a level file or a folder of them");
                status = 2;
                continue;
            }
            for (Path f : levelFiles(root)) {
                LevelLoader.Result r = LevelLoader.load(f);
                if (r.level().isEmpty() || !r.problems().isEmpty()) {
                    r.problems().forEach(p -> err.println(p.render()));
                    err.println("levels format: left " + f + " unchanged; fix the problems above first");
                    status = Math.max(status, 1);
                    continue;
                }
                try {
                    String canonical = LevelWriter.write(r.level().get());
                    if (!canonical.equals(Files.readString(f))) {
                        AtomicFile.write(f, canonical);
                        out.println("formatted " + f);
                    }
                } catch (IOException e) {
                    err.println("levels format: cannot rewrite " + f + ": " + e.getMessage());
                    status = 2;
                }
            }
        }
        return status;
    }

    private List<Path> levelFiles(Path root) {
        if (!Files.isDirectory(root)) {
            return List.of(root);
        }
        try (Stream<Path> s = Files.list(root)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            err.println("levels: cannot list " + root + ": " + e.getMessage());
            return new ArrayList<>();
        }
    }
}
