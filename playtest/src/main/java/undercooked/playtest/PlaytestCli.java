package undercooked.playtest;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletionException;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelLoader;
import undercooked.levels.LevelValidator;
import undercooked.levels.Problem;
import undercooked.levels.RecipeBook;

/**
 * {@code ./undercooked levels playtest ...}: the play-test report of a level, or the campaign's
 * difficulty curve. Exit 0 fine, 1 an expectation failed (the median stars below
 * {@code --expect-stars}, a campaign level easier than the one before), 2 bad usage or a level that
 * cannot be play-tested. A line names what went wrong; never a stack trace.
 */
public final class PlaytestCli {
    static final String USAGE = """
            Usage: ./undercooked levels playtest FILE|ID [options]
                   ./undercooked levels playtest --campaign [options]
              --rounds N        rounds to play (1 to %d, default %d)
              --cooks C         bot cooks a round (1 to %d, default %d)
              --persona P       %s (default expert)
              --seed S          the first round's seed (default %d; rounds are S, S+1, ...)
              --json            the report as JSON
              --expect-stars K  exit 1 when the median stars fall below K (0 to 3)
              --campaign        every campaign level in order: the difficulty curve""".formatted(
            PlayTestSettings.MAX_ROUNDS, PlayTestSettings.DEFAULT_ROUNDS, PlayTestSettings.MAX_COOKS,
            PlayTestSettings.DEFAULT_COOKS, PersonaMix.names(), PlayTestSettings.DEFAULT_FIRST_SEED);

    /** Bad usage: the message says what to type instead. */
    static final class UsageError extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UsageError(String message) {
            super(message, null, false, false);
        }
    }

    private record Options(Optional<String> level, boolean campaign, PlayTestSettings settings, boolean json,
                           Optional<Integer> expectStars) {
    }

    private final PrintStream out;
    private final PrintStream err;
    private final Path cwd;

    PlaytestCli(PrintStream out, PrintStream err, Path cwd) {
        this.out = out;
        this.err = err;
        this.cwd = cwd;
    }

    public static void main(String[] args) {
        System.exit(new PlaytestCli(System.out, System.err, Path.of("")).run(List.of(args)));
    }

    int run(List<String> args) {
        try {
            List<String> rest = !args.isEmpty() && args.getFirst().equals("playtest") ? args.subList(1, args.size()) : args;
            if (rest.contains("-h") || rest.contains("--help") || rest.contains("help")) {
                out.println(USAGE);
                return 0;
            }
            Options o = parse(rest);
            return o.campaign() ? campaign(o) : one(o);
        } catch (UsageError e) {
            err.println(USAGE);
            err.println("levels playtest: " + e.getMessage());
            return 2;
        } catch (CompletionException e) {
            Throwable c = e.getCause() == null ? e : e.getCause();
            err.println("levels playtest: a round failed: " + c.getClass().getSimpleName() + ": " + c.getMessage());
            return 2;
        } catch (RuntimeException e) {
            err.println("levels playtest: internal error: " + e.getClass().getSimpleName() + ": " + e.getMessage());
            return 2;
        }
    }

    private int one(Options o) {
        Optional<Level> level = level(o.level().orElseThrow());
        if (level.isEmpty()) {
            return 2;
        }
        Level l = level.get();
        Report r = PlayTestEngine.run(l.kitchen(), o.settings());
        out.print(o.json() ? ReportJson.render(r, l.targetScore()) : ReportText.render(r, l.targetScore()));
        if (!o.json() && r.servedMean() == 0) {
            // Nothing served: say what each cook cannot even reach from its spawn (one cook on a
            // level made for a pass), which no station's business explains.
            ReportText.unreachable(l.kitchen(), o.settings().cooks()).forEach(out::println);
        }
        if (o.expectStars().isPresent() && r.medianStars() < o.expectStars().get()) {
            err.println("levels playtest: " + l.id() + ": median stars " + r.medianStars() + " is below the expected "
                    + o.expectStars().get());
            return 1;
        }
        return 0;
    }

    private int campaign(Options o) {
        out.printf(Locale.ROOT, "%-5s  %-24s  %-6s  %-5s  %-5s  %-13s  %s%n", "order", "level", "median", "mean", "wins",
                "score", "bottleneck");
        int status = 0;
        Optional<Report> before = Optional.empty();
        for (Level l : Campaign.builtIn().levels()) {
            Report r = PlayTestEngine.run(l.kitchen(), o.settings());
            boolean easier = before.isPresent() && easier(r, before.get());
            boolean below = o.expectStars().isPresent() && r.medianStars() < o.expectStars().get();
            out.printf(Locale.ROOT, "%-5d  %-24s  %-6d  %-5.2f  %3d%%   %5.1f +- %-4.1f  %s%s%s%n", l.order(), l.id(),
                    r.medianStars(), r.meanStars(), Math.round(r.winRate() * 100), r.scoreMean(), r.scoreCi95(),
                    r.bottleneck().map(Report.Bottleneck::name).orElse("none"),
                    easier ? "  EASIER than the level before" : "", below ? "  BELOW " + o.expectStars().get() + " stars" : "");
            status = easier || below ? 1 : status;
            before = Optional.of(r);
        }
        return status;
    }

    /**
     * Easier than the level before: more mean stars, or as many and a higher win rate, by more
     * than either report's noise (a tenth of a star, five points of win rate).
     */
    static boolean easier(Report now, Report before) {
        return now.meanStars() > before.meanStars() + 0.1
                || (Math.abs(now.meanStars() - before.meanStars()) <= 0.1 && now.winRate() > before.winRate() + 0.05);
    }

    /** A campaign id or a level file, loaded and validated; empty (the reason printed) otherwise. */
    private Optional<Level> level(String name) {
        Optional<Level> shipped = Campaign.builtIn().load(name);
        Path file = cwd.resolve(name);
        Level level;
        if (shipped.isPresent() && !Files.isRegularFile(file)) {
            level = shipped.get();
        } else {
            if (!Files.isRegularFile(file)) {
                err.println("levels playtest: " + name + " is neither a level file nor a campaign id; the campaign has "
                        + String.join(", ", Campaign.builtIn().ids()));
                return Optional.empty();
            }
            LevelLoader.Result loaded = LevelLoader.load(file);
            if (loaded.level().isEmpty()) {
                err.println("levels playtest: " + name + " does not load:");
                loaded.problems().forEach(p -> err.println("  " + p.render()));
                return Optional.empty();
            }
            level = loaded.level().get();
        }
        List<Problem> problems = new LevelValidator(RecipeBook.builtIn()).validate(level, name);
        if (!problems.isEmpty()) {
            err.println("levels playtest: " + name + " has problems; fix the problems first:");
            problems.forEach(p -> err.println("  " + p.render()));
            return Optional.empty();
        }
        return Optional.of(level);
    }

    private static Options parse(List<String> args) {
        List<String> positional = new ArrayList<>();
        int rounds = PlayTestSettings.DEFAULT_ROUNDS;
        int cooks = PlayTestSettings.DEFAULT_COOKS;
        PersonaMix mix = PersonaMix.EXPERT;
        long seed = PlayTestSettings.DEFAULT_FIRST_SEED;
        boolean json = false;
        boolean campaign = false;
        Optional<Integer> expect = Optional.empty();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--rounds" -> rounds = (int) number(args, ++i, a, 1, PlayTestSettings.MAX_ROUNDS);
                case "--cooks" -> cooks = (int) number(args, ++i, a, 1, PlayTestSettings.MAX_COOKS);
                case "--seed" -> seed = number(args, ++i, a, Long.MIN_VALUE, Long.MAX_VALUE);
                case "--expect-stars" -> expect = Optional.of((int) number(args, ++i, a, 0, 3));
                case "--persona" -> {
                    String p = value(args, ++i, a);
                    mix = PersonaMix.parse(p).orElseThrow(() -> new UsageError("unknown persona '" + p + "'; use one of "
                            + PersonaMix.names()));
                }
                case "--json" -> json = true;
                case "--campaign" -> campaign = true;
                default -> {
                    if (a.startsWith("--")) {
                        throw new UsageError("unknown option '" + a + "'");
                    }
                    positional.add(a);
                }
            }
        }
        if (campaign && !positional.isEmpty()) {
            throw new UsageError("--campaign plays every level; leave out '" + positional.getFirst() + "'");
        }
        if (!campaign && positional.size() != 1) {
            throw new UsageError(positional.isEmpty() ? "name a level file or a campaign id, or --campaign"
                    : "one level at a time; got " + String.join(" ", positional));
        }
        if (campaign && json) {
            throw new UsageError("--json is for one level's report; --campaign prints a table");
        }
        return new Options(positional.stream().findFirst(), campaign, new PlayTestSettings(rounds, cooks, mix, seed), json,
                expect);
    }

    private static String value(List<String> args, int i, String option) {
        if (i >= args.size() || args.get(i).startsWith("--")) {
            throw new UsageError(option + " needs a value");
        }
        return args.get(i);
    }

    private static long number(List<String> args, int i, String option, long min, long max) {
        String v = value(args, i, option);
        long n;
        try {
            n = Long.parseLong(v.replace("_", ""));
        } catch (NumberFormatException e) {
            throw new UsageError(option + " takes a whole number, got '" + v + "'");
        }
        if (n < min || n > max) {
            throw new UsageError(option + " must be " + min + " to " + max + ", got " + v);
        }
        return n;
    }
}
