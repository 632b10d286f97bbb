package undercooked.levels.survey;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import undercooked.levels.AtomicFile;
import undercooked.levels.RulesVersion;
import undercooked.levels.corpus.Filter;
import undercooked.levels.corpus.RoundSource;
import undercooked.sim.Kernel;

/**
 * {@code ./undercooked replay survey [--server URL | DIR...] [--level ID] [--since DATE] [--json]
 * [--junit FILE] [--threads N]}: every archived round re-simulated under this build's kernel.
 * Exit 0 when every surveyed round plays as recorded, 1 when any plays differently, 2 on a bad
 * command line, 3 when entries were found but not one round could be surveyed (a server that never
 * answered, an archive of broken files): a CI gate must not pass on a survey that saw nothing.
 * Otherwise entries that cannot be surveyed are listed and counted and do not change the exit.
 */
public final class SurveyCommand {
    static final String USAGE = """
            Usage: ./undercooked replay survey [--server URL | DIR...] [options]
              DIR...            folders (or files) of archived rounds: a server's replay folder (<id>.json.gz),
                                or replay scripts with their goldens beside them
              --server URL      a server's round archive (http://host:8080), read over its HTTP API
              --level ID        only the rounds of this level
              --since DATE      only rounds that ended on or after DATE (2026-12-01, or 2026-12-01T10:00:00Z)
              --json            the report as JSON on stdout
              --junit FILE      also write the report as JUnit XML (one test case per group of changed rounds)
              --threads N       re-simulate on N threads (default: every core)
            Exit codes: 0 every round plays as recorded, 1 some play differently, 2 bad usage,
                        3 entries found but none could be surveyed (each listed with its reason)""";

    private final PrintStream out;
    private final PrintStream err;
    private final Path cwd;
    private final FramePin frames;

    public SurveyCommand(PrintStream out, PrintStream err, Path cwd) {
        this(out, err, cwd, FramePin.NONE);
    }

    /** The command with a way to pin server rounds by the frames they kept as played (the launcher's). */
    public SurveyCommand(PrintStream out, PrintStream err, Path cwd, FramePin frames) {
        this.out = out;
        this.err = err;
        this.cwd = cwd;
        this.frames = java.util.Objects.requireNonNull(frames, "frames");
    }

    /** A bad command line: exit 2 with this message. */
    private static final class Usage extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Usage(String message) {
            super(message, null, false, false);
        }
    }

    private record Options(Optional<URI> server, List<Path> dirs, Filter filter, boolean json, Optional<Path> junit,
                           int threads) {
    }

    public static void main(String[] args) {
        System.exit(new SurveyCommand(System.out, System.err, Path.of("")).run(List.of(args)));
    }

    public int run(List<String> args) {
        if (args.size() == 1 && List.of("-h", "--help").contains(args.getFirst())) {
            out.println(USAGE);
            return 0;
        }
        Options o;
        try {
            o = options(args);
        } catch (Usage e) {
            err.println("replay survey: " + e.getMessage());
            return 2;
        }
        Progress progress = new Progress(err, System.console() != null && System.console().isTerminal());
        SurveyReport report;
        try (RoundSource source = o.server().isPresent() ? RoundSource.server(o.server().get(), o.filter())
                : RoundSource.folders(o.dirs(), o.filter())) {
            Survey survey = new Survey(Kernel.STANDARD, RulesVersion.current().shown(),
                    o.threads() > 0 ? o.threads() : Runtime.getRuntime().availableProcessors(), frames);
            report = survey.run(source, o.filter(), progress::done);
        }
        progress.end();
        out.print(o.json() ? ReportWriters.json(report) : ReportWriters.text(report));
        if (o.junit().isPresent()) {
            try {
                AtomicFile.write(o.junit().get(), ReportWriters.junit(report));
            } catch (IOException e) {
                err.println("replay survey: cannot write " + o.junit().get() + ": " + e.getMessage());
                return 2;
            }
        }
        if (report.changed() > 0) {
            return 1;
        }
        if (report.rounds() == 0 && report.problemCount() > 0) {
            err.println("replay survey: not one round could be surveyed (" + report.problemCount()
                    + " entries refused, each listed above with its reason): nothing was checked");
            return 3;
        }
        if (report.rounds() == 0) {
            // An empty folder, a path that names the wrong one, a filter nothing matches: a gate
            // that went green here would say the rules are unchanged having read no round.
            err.println("replay survey: no round was found to survey (" + (o.server().isPresent() ? "the server's archive"
                    : String.join(", ", o.dirs().stream().map(Path::toString).toList()))
                    + (o.filter().equals(Filter.ALL) ? "" : ", with the filters given")
                    + "): nothing was checked; point it at a folder of archived bodies or scripts with their goldens");
            return 3;
        }
        return 0;
    }

    private Options options(List<String> args) {
        Optional<URI> server = Optional.empty();
        List<Path> dirs = new ArrayList<>();
        Optional<String> level = Optional.empty();
        OptionalLong since = OptionalLong.empty();
        boolean json = false;
        Optional<Path> junit = Optional.empty();
        int threads = 0;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--json")) {
                json = true;
                continue;
            }
            if (List.of("-h", "--help").contains(a)) {
                throw new Usage("\n" + USAGE);
            }
            if (!a.startsWith("--")) {
                dirs.add(cwd.resolve(a));
                continue;
            }
            if (!List.of("--server", "--level", "--since", "--junit", "--threads").contains(a)) {
                throw new Usage("unexpected argument '" + a + "'\n" + USAGE);
            }
            if (i + 1 >= args.size()) {
                throw new Usage(a + " needs a value\n" + USAGE);
            }
            String v = args.get(++i);
            switch (a) {
                case "--server" -> server = Optional.of(server(v));
                case "--level" -> level = Optional.of(v);
                case "--since" -> since = OptionalLong.of(since(v));
                case "--junit" -> {
                    Path p = cwd.resolve(v);
                    if (p.getParent() != null && !Files.isDirectory(p.getParent())) {
                        throw new Usage("--junit " + v + ": the folder " + p.getParent() + " does not exist");
                    }
                    junit = Optional.of(p);
                }
                default -> threads = threads(v);
            }
        }
        if (server.isPresent() == !dirs.isEmpty()) {
            throw new Usage((server.isPresent() ? "name a server or folders, not both" : "name a server (--server URL)"
                    + " or folders of archived rounds") + "\n" + USAGE);
        }
        return new Options(server, dirs, new Filter(level, since), json, junit, threads);
    }

    private static URI server(String v) {
        try {
            URI u = URI.create(v);
            if ((u.getScheme() != null && (u.getScheme().equals("http") || u.getScheme().equals("https")))
                    && u.getHost() != null) {
                return u;
            }
        } catch (IllegalArgumentException e) {
            // reported below
        }
        throw new Usage("--server wants a server's address like http://localhost:8080, got '" + v + "'");
    }

    static long since(String v) {
        try {
            return LocalDate.parse(v).atStartOfDay().toInstant(ZoneOffset.UTC).toEpochMilli();
        } catch (DateTimeParseException e) {
            try {
                return OffsetDateTime.parse(v).toInstant().toEpochMilli();
            } catch (DateTimeParseException e2) {
                throw new Usage("--since wants a date (2026-12-01) or a moment (2026-12-01T10:00:00Z), got '" + v + "'");
            }
        }
    }

    private static int threads(String v) {
        try {
            int n = Integer.parseInt(v);
            if (n >= 1 && n <= 256) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new Usage("--threads wants a whole number 1..256, got '" + v + "'");
    }

    /**
     * Progress on stderr: on a terminal one line rewritten at most twice a second; into a file or a
     * journal (where a carriage return is no rewrite) a whole line every ten seconds.
     */
    private static final class Progress {
        private final PrintStream err;
        private final boolean terminal;
        private long shownAt;
        private long last;

        Progress(PrintStream err, boolean terminal) {
            this.err = err;
            this.terminal = terminal;
        }

        synchronized void done(long entries, OptionalLong expected) {
            last = entries;
            long now = System.currentTimeMillis();
            if (now - shownAt >= (terminal ? 500 : 10_000)) {
                shownAt = now;
                String line = "survey: " + entries + (expected.isPresent() ? "/" + expected.getAsLong() : "") + " entries";
                if (terminal) {
                    err.print("\r" + line);
                } else {
                    err.println(line);
                }
                err.flush();
            }
        }

        synchronized void end() {
            if (shownAt > 0) {
                err.println((terminal ? "\r" : "") + "survey: " + last + " entries done");
            }
        }
    }
}
