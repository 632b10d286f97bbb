package undercooked.levels;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import undercooked.sim.Comparison;
import undercooked.sim.Golden;
import undercooked.sim.Hasher;
import undercooked.sim.InputScript;
import undercooked.sim.InvalidScriptException;
import undercooked.sim.Kitchen;
import undercooked.sim.ReplayResult;
import undercooked.sim.ReplayRun;
import undercooked.sim.ScriptProblem;
import undercooked.sim.StateDiff;

/**
 * {@code ./undercooked replay ...}: re-run an input script against its golden hashes, re-bless a
 * golden, or just run a script. Exit codes: 0 all match (or done), 1 the run diverged from its
 * golden, 2 the script, its level or its golden is missing or broken, or the command line is wrong.
 * The user never sees a stack trace: they see a line naming what went wrong.
 *
 * <p>A script's {@code level_id} is looked up in {@code --levels DIR} ({@code DIR/<id>.json}),
 * then beside the script, then in the script itself (an archived round carries its level), then
 * in the shipped campaign.
 */
public final class ReplayCli {
    private static final String USAGE = """
            Usage: ./undercooked replay <command> FILE [options]
              check FILE...              run the script, compare every hash with FILE's golden (<name>.golden.json beside it)
              record FILE...             run the script and write its golden: the deliberate re-bless
              run FILE... [--ticks N]    run the script (or N ticks of it) and print the final tick and hash
              survey [--server URL | DIR...]  every archived round re-simulated, changes grouped by cause
                                         (./undercooked replay survey --help; undercooked.levels.survey.SurveyCommand)
            A FILE may be a folder: every script in it (not the goldens, not level files).
            Options: --levels DIR        look for <level_id>.json in DIR before the shipped campaign
            Exit codes: 0 match, 1 divergence, 2 script, level or golden missing or broken""";

    /** Most changed fields printed for a divergence; the rest are counted. */
    static final int MAX_CHANGES_SHOWN = 40;

    private final PrintStream out;
    private final PrintStream err;
    private final Path cwd;

    public ReplayCli(PrintStream out, PrintStream err, Path cwd) {
        this.out = out;
        this.err = err;
        this.cwd = cwd;
    }

    public static void main(String[] args) {
        System.exit(new ReplayCli(System.out, System.err, Path.of("")).run(List.of(args)));
    }

    /** A bad command line or a missing input: exit 2 with this message. */
    private static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stop(String message) {
            super(message, null, false, false);
        }
    }

    private record Options(List<String> files, OptionalLong ticks, Optional<String> levels) {
    }

    public int run(List<String> args) {
        String cmd = args.isEmpty() ? "help" : args.getFirst();
        try {
            if (List.of("help", "-h", "--help").contains(cmd)) {
                out.println(USAGE);
                return 0;
            }
            if (!List.of("check", "record", "run").contains(cmd)) {
                throw new Stop("unknown command '" + cmd + "'\n" + USAGE);
            }
            Options o = options(cmd, args.subList(1, args.size()));
            int status = 0;
            List<String> files = scripts(o.files());
            int[] byStatus = new int[3];
            for (String file : files) {
                int one = one(cmd, file, o);
                byStatus[Math.clamp(one, 0, 2)]++;
                status = Math.max(status, one);
            }
            if (cmd.equals("check") && files.size() > 1) {
                // After many scripts' lines, the count a person (or a CI log's last line) reads first.
                out.println("replay check: " + files.size() + " scripts: " + byStatus[0] + " ok, " + byStatus[1]
                        + " diverged, " + byStatus[2] + " not checked (missing or broken input, named above)");
            }
            return status;
        } catch (Stop e) {
            err.println("replay " + cmd + ": " + e.getMessage());
            return 2;
        } catch (RuntimeException e) {
            err.println("replay: internal error: " + e.getClass().getSimpleName() + ": " + e.getMessage());
            return 2;
        }
    }

    /** One script: a failure to run it is exit 2 for it, and the other scripts still run. */
    private int one(String cmd, String file, Options o) {
        try {
            return switch (cmd) {
                case "check" -> check(file, o);
                case "record" -> record(file, o);
                default -> runOnly(file, o);
            };
        } catch (Stop e) {
            err.println("replay " + cmd + " " + file + ": " + e.getMessage());
            return 2;
        }
    }

    /**
     * The scripts named: files as given, folders as their scripts ({@code *.json} but not goldens) in
     * name order, so {@code record levels/src/test/resources/replays} re-blesses them all.
     */
    private List<String> scripts(List<String> given) {
        List<String> out = new ArrayList<>();
        for (String g : given) {
            Path p = cwd.resolve(g);
            if (!Files.isDirectory(p)) {
                out.add(g);
                continue;
            }
            try (var files = Files.list(p)) {
                files.map(f -> f.getFileName().toString())
                        .filter(n -> n.endsWith(".json") && !n.endsWith(ReplayFiles.GOLDEN_SUFFIX))
                        .filter(n -> !ReplayFiles.isLevelFile(p.resolve(n)))
                        .sorted()
                        .forEach(n -> out.add(Path.of(g).resolve(n).toString()));
            } catch (IOException e) {
                throw new Stop("cannot list " + g + ": " + e.getMessage());
            }
        }
        if (out.isEmpty()) {
            throw new Stop("no replay scripts in " + String.join(", ", given));
        }
        return out;
    }

    private Options options(String cmd, List<String> rest) {
        List<String> files = new ArrayList<>();
        OptionalLong ticks = OptionalLong.empty();
        Optional<String> levels = Optional.empty();
        for (int i = 0; i < rest.size(); i++) {
            String a = rest.get(i);
            if (a.equals("--ticks") || a.equals("--levels")) {
                if (i + 1 >= rest.size()) {
                    throw new Stop(a + " needs a value\n" + USAGE);
                }
                String v = rest.get(++i);
                if (a.equals("--levels")) {
                    if (!Files.isDirectory(cwd.resolve(v))) {
                        // A mistyped folder would quietly fall back to the shipped level of the same id.
                        throw new Stop("--levels " + v + " is not a folder; name the folder that holds the levels"
                                + " as played\n" + USAGE);
                    }
                    levels = Optional.of(v);
                } else if (!cmd.equals("run")) {
                    throw new Stop("--ticks is for replay run; check runs to the golden's last tick\n" + USAGE);
                } else {
                    ticks = OptionalLong.of(parseTicks(v));
                }
            } else if (a.startsWith("--")) {
                throw new Stop("unexpected argument '" + a + "'\n" + USAGE);
            } else {
                files.add(a);
            }
        }
        if (files.isEmpty()) {
            throw new Stop("name a script file\n" + USAGE);
        }
        return new Options(files, ticks, levels);
    }

    private static long parseTicks(String v) {
        try {
            long n = Long.parseLong(v);
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below with the value
        }
        throw new Stop("--ticks wants a whole number of ticks from 0, got '" + v + "'");
    }

    private int check(String file, Options o) {
        Path path = cwd.resolve(file);
        InputScript script = script(path);
        Path goldenFile = ReplayFiles.goldenPath(path);
        if (!Files.exists(goldenFile)) {
            throw new Stop("no golden at " + shown(goldenFile) + "; record one with ./undercooked replay record " + file);
        }
        ReplayFiles.Read<ReplayFiles.GoldenFile> read = ReplayFiles.readGoldenFile(goldenFile);
        if (read.value().isEmpty()) {
            throw new Stop(problems(read.problems()));
        }
        Golden golden = read.value().get().golden();
        ReplayFiles.anotherScriptsGolden(script, golden).ifPresent(why -> {
            throw new Stop(why + "; it checks nothing of this script: record this script's golden with"
                    + " ./undercooked replay record " + file + ", or put the right golden beside it");
        });
        Optional<ReplayFiles.RecordedKernel> recordedUnder = read.value().get().kernel();
        Level level = level(script, path, o.levels());
        Kitchen kitchen = level.kitchen();
        ReplayResult result = runScript(kitchen, script, golden.finalTick(), false);
        Comparison c = ReplayRun.compare(result, golden);
        // The script's own name, and its file when that is called otherwise (copies of one script
        // in a folder all said "walk_solo").
        String name = "replay check " + script.name()
                + (ReplayFiles.stem(path).equals(script.name()) ? "" : " (" + file + ")");
        Optional<String> found = script.levelSha256().map(x -> LevelWriter.sha256(level));
        if (found.isPresent() && !found.get().equals(script.levelSha256().get())) {
            // An archived round names the exact level text it was played on; another text is not
            // that round, whatever the hashes say, so this fails before the comparison is read.
            out.println(name + ": LEVEL CHANGED: level " + script.levelId() + " has sha256 " + found.get()
                    + " but the round was recorded on " + script.levelSha256().get()
                    + "; put the level as played beside the script or in --levels DIR"
                    + (c.matches() ? " (the hashes happen to match)" : " (and the hashes diverge)"));
            return 1;
        }
        if (c.matches()) {
            out.println(name + ": ok, " + c.checked() + " hashes match (ticks 0.." + golden.finalTick()
                    + ", final " + Hasher.hex(golden.finalHash()) + ")");
            return 0;
        }
        c.divergence().ifPresent(d -> {
            printDivergence(name, d, c);
            printSystem(kitchen, script, golden, d);
            ReplayFiles.contradictsItselfAt(golden, d.tick()).ifPresent(own -> out.println("  note: the golden contradicts itself at tick "
                    + d.tick() + ": its tick hash is " + Hasher.hex(d.expected()) + " but its own system hashes end at "
                    + Hasher.hex(own) + (own == d.actual() ? ", which this run computes" : "") + ": the golden was edited or"
                    + " damaged there, not the rules; record it again from a known-good run"));
        });
        if (c.divergence().isEmpty()) {
            out.println(name + ": every shared tick matches, but the recorded ticks differ from the golden's");
        }
        printTicks("missing (in the golden, not recorded by this run)", c.missing());
        printTicks("extra (recorded by this run, not in the golden)", c.extra());
        if (golden.scriptFingerprint() != script.fingerprint()) {
            out.println("  note: the script changed since the golden was recorded");
        }
        if (golden.layoutHash() != kitchen.layoutHash()) {
            out.println("  note: level " + script.levelId() + " changed since the golden was recorded");
        }
        if (golden.recordEvery() != script.recordEvery()) {
            out.println("  note: the golden was recorded every " + golden.recordEvery() + " ticks, the script says "
                    + script.recordEvery());
        }
        // Provenance only: a golden recorded under another kernel passes while its hashes match.
        recordedUnder.filter(k -> !k.id().equals(RulesVersion.current().id())).ifPresent(k -> out.println(
                "  note: the golden was recorded under kernel " + k.shown() + "; this is kernel "
                        + RulesVersion.current().shown()));
        return 1;
    }

    private void printDivergence(String name, Comparison.Divergence d, Comparison c) {
        out.println(name + ": DIVERGED at tick " + d.tick() + ": expected " + Hasher.hex(d.expected())
                + ", got " + Hasher.hex(d.actual()) + " (" + c.mismatched() + " of " + c.checked()
                + " checked ticks differ)");
        if (d.lastMatch().isEmpty()) {
            out.println("  no earlier tick matched: the level, seed, seats or pre-placed items differ from the golden's");
            return;
        }
        out.println("  changed in this run from tick " + d.lastMatch().getAsLong() + " (the last match) to tick "
                + d.tick() + ":");
        List<StateDiff.Change> changes = d.changes();
        for (int i = 0; i < Math.min(MAX_CHANGES_SHOWN, changes.size()); i++) {
            out.println("    " + changes.get(i).render());
        }
        if (changes.size() > MAX_CHANGES_SHOWN) {
            out.println("    ... and " + (changes.size() - MAX_CHANGES_SHOWN) + " more");
        }
    }

    /**
     * Names the system after which the run first departs, when the golden can say: it keeps system
     * hashes and the tick before the divergence matched, so one substep is to blame.
     */
    private void printSystem(Kitchen kitchen, InputScript script, Golden golden, Comparison.Divergence d) {
        if (!golden.hasSystemHashes()) {
            if (golden.recordEvery() == 1 && d.lastMatch().isPresent()) {
                out.println("  the golden keeps no system hashes; re-record it to have the diverging system named");
            }
            return;
        }
        if (d.lastMatch().isEmpty() || d.lastMatch().getAsLong() != d.tick() - 1) {
            return;
        }
        ReplayRun.divergentSystem(kitchen, script, golden, d.tick()).ifPresent(system -> out.println(
                "  first differs after system " + system + " (the tick re-run system by system against the golden's)"));
    }

    private void printTicks(String what, List<Long> ticks) {
        if (ticks.isEmpty()) {
            return;
        }
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < Math.min(10, ticks.size()); i++) {
            shown.add(Long.toString(ticks.get(i)));
        }
        out.println("  " + ticks.size() + " ticks " + what + ": " + String.join(", ", shown)
                + (ticks.size() > 10 ? ", ..." : ""));
    }

    private int record(String file, Options o) {
        Path path = cwd.resolve(file);
        InputScript script = script(path);
        Kitchen kitchen = kitchen(script, path, o.levels());
        // At cadence 1 the golden also keeps each substep's system hashes, so a later divergence can be
        // named down to the system; at other cadences the tick before a divergence is never compared.
        ReplayResult result = runScript(kitchen, script, script.length(), script.recordEvery() == 1);
        Golden golden = Golden.of(script, kitchen, result);
        Path goldenFile = ReplayFiles.goldenPath(path);
        Optional<Golden> previous = Files.exists(goldenFile) ? ReplayFiles.readGolden(goldenFile).value() : Optional.empty();
        try {
            AtomicFile.write(goldenFile, ReplayFiles.writeGolden(golden, Optional.of(ReplayFiles.RecordedKernel.current())));
        } catch (IOException e) {
            throw new Stop("cannot write " + shown(goldenFile) + ": " + e.getMessage());
        }
        out.println("replay record " + script.name() + ": RE-BLESSED " + shown(goldenFile) + " with "
                + golden.hashes().size() + " hashes" + (golden.hasSystemHashes() ? " and the system hashes of "
                + golden.systems().size() + " substeps" : "") + ", final tick " + golden.finalTick() + " hash "
                + Hasher.hex(golden.finalHash()));
        out.println("  " + previousNote(previous, result));
        out.println("  recorded under kernel " + ReplayFiles.RecordedKernel.current().shown());
        out.println("  a golden changes only with a deliberate rules change; say which in the commit");
        return 0;
    }

    private static String previousNote(Optional<Golden> previous, ReplayResult result) {
        if (previous.isEmpty()) {
            return "there was no readable golden before: this is its first recording";
        }
        Comparison c = ReplayRun.compare(result, previous.get());
        if (c.matches()) {
            return "unchanged: the previous golden had the same hashes" + (previous.get().hasSystemHashes()
                    || result.systems().isEmpty() ? "" : " (system hashes added)");
        }
        return c.divergence().map(d -> "the golden moved: the first changed tick is " + d.tick() + " (was "
                + Hasher.hex(d.expected()) + ", now " + Hasher.hex(d.actual()) + ")")
                .orElse("the golden moved: its recorded ticks changed (cadence or length)");
    }

    private int runOnly(String file, Options o) {
        Path path = cwd.resolve(file);
        InputScript script = script(path);
        Kitchen kitchen = kitchen(script, path, o.levels());
        ReplayResult result = runScript(kitchen, script.withRecordEvery(0),
                o.ticks().orElse(script.length()), false);
        out.println("replay run " + script.name() + ": " + result.allEvents().size() + " events, verdict "
                + result.finalState().verdict().name().toLowerCase(java.util.Locale.ROOT));
        out.println("final tick " + result.finalTick() + " hash " + Hasher.hex(result.finalHash()));
        return 0;
    }

    private ReplayResult runScript(Kitchen kitchen, InputScript script, long ticks, boolean withSystems) {
        try {
            return ReplayRun.run(kitchen, script, ticks, withSystems);
        } catch (InvalidScriptException e) {
            List<String> lines = new ArrayList<>();
            for (ScriptProblem p : e.problems()) {
                lines.add(p.render());
            }
            throw new Stop("the script does not fit level " + script.levelId() + ":\n  " + String.join("\n  ", lines));
        }
    }

    private InputScript script(Path path) {
        return scriptFile(path).script();
    }

    private ReplayFiles.ScriptFile scriptFile(Path path) {
        ReplayFiles.Read<ReplayFiles.ScriptFile> read = ReplayFiles.readScriptFile(path);
        if (read.value().isEmpty()) {
            // A golden or a level given by mistake is named as what it is: read as a script, each
            // gave a screenful of unknown keys. Looked at only when the read failed.
            String n = String.valueOf(path.getFileName());
            if (n.endsWith(ReplayFiles.GOLDEN_SUFFIX)) {
                throw new Stop("this is a golden, not a script; name its script instead: "
                        + n.substring(0, n.length() - ReplayFiles.GOLDEN_SUFFIX.length()) + ".json");
            }
            if (Files.isRegularFile(path) && ReplayFiles.isLevelFile(path)) {
                throw new Stop("this is a level, not a replay script; ./undercooked levels validate checks a level");
            }
            throw new Stop(problems(read.problems()));
        }
        return read.value().get();
    }

    private Kitchen kitchen(InputScript script, Path scriptPath, Optional<String> levelsDir) {
        return level(script, scriptPath, levelsDir).kitchen();
    }

    private Level level(InputScript script, Path scriptPath, Optional<String> levelsDir) {
        // The script file is read again for the level it may carry; only the archive's rounds do.
        ReplayLevels.Found found = ReplayLevels.find(script.levelId(), scriptPath, levelsDir.map(cwd::resolve),
                scriptFile(scriptPath).level());
        if (!found.problems().isEmpty()) {
            throw new Stop("level " + shown(found.file().orElseThrow()) + " has problems:\n" + problems(found.problems()));
        }
        return found.level().orElseThrow(() -> new Stop(found.why()));
    }

    private String problems(List<Problem> problems) {
        List<String> lines = new ArrayList<>();
        for (Problem p : problems) {
            lines.add(shown(p.file()) + p.render().substring(p.file().length()));
        }
        return problems.size() + " problem" + (problems.size() == 1 ? "" : "s") + ":\n  " + String.join("\n  ", lines);
    }

    /** Paths under the working folder are shown relative to it, the way the user typed them. */
    private String shown(Path p) {
        return shown(p.toString());
    }

    private String shown(String p) {
        String prefix = cwd.toString().isEmpty() ? "" : cwd + java.io.File.separator;
        return !prefix.isEmpty() && p.startsWith(prefix) ? p.substring(prefix.length()) : p;
    }
}
