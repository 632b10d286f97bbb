package undercooked.server.bots;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import undercooked.bots.BotRound;
import undercooked.bots.Persona;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelLoader;
import undercooked.levels.LevelWriter;
import undercooked.levels.Problem;
import undercooked.levels.ReplayFiles;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.sim.ReplayResult;
import undercooked.sim.ReplayRun;
import undercooked.sim.RoundResult;

/** {@code bots play LEVEL --cooks N [--persona P] [--seed S] [--out SCRIPT]}: one in-process bot round. */
final class PlayCommand implements BotsCli.Command {
    /** The golden's cadence: a hash a second keeps a 3,600-tick golden small and still pins the round. */
    static final int RECORD_EVERY = 20;
    private static final Set<String> OPTIONS = Set.of("--cooks", "--persona", "--seed", "--out");

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err, Path cwd) {
        List<String> words = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.startsWith("--")) {
                if (!OPTIONS.contains(a)) {
                    throw new BotsCli.Stop("unknown option " + a + " (options: --cooks, --persona, --seed, --out)");
                }
                i++;
            } else {
                words.add(a);
            }
        }
        if (words.size() != 1) {
            throw new BotsCli.Stop("give one LEVEL (a campaign id such as 01_first_shift, or a level file)");
        }
        int cooks = (int) BotsCli.number(args, "--cooks", 1, 1, 16);
        String personaName = BotsCli.option(args, "--persona", Persona.EXPERT.name());
        Persona persona = Persona.parse(personaName).orElseThrow(() ->
                new BotsCli.Stop("unknown persona '" + personaName + "'; try one of: " + Persona.names()));
        long seed = seed(BotsCli.option(args, "--seed", "1"));
        Level level = level(words.getFirst(), cwd);
        Kitchen kitchen;
        try {
            kitchen = level.kitchen();
        } catch (IllegalArgumentException e) {
            throw new BotsCli.Stop("level " + level.id() + " cannot be played: " + e.getMessage());
        }
        if (cooks > 4 * kitchen.spawns().size()) {
            throw new BotsCli.Stop("level " + level.id() + " seats at most " + (4 * kitchen.spawns().size()) + " cooks");
        }
        BotRound.Result r = BotRound.play(kitchen, cooks, persona, seed);
        RoundResult res = r.result();
        out.printf("bots play %s: %d %s cook%s, seed %s: %s, score %d of %d, %d star%s, served %d, missed %d, %.1f s left%n",
                level.id(), cooks, persona.name(), cooks == 1 ? "" : "s", Long.toUnsignedString(seed),
                res.result().name().toLowerCase(Locale.ROOT), res.score(), res.target(), res.stars(),
                res.stars() == 1 ? "" : "s", res.served(), res.missed(), res.timeLeftSeconds());
        for (String why : r.idleReasons()) {
            out.println("  idle: " + why);
        }
        if (r.illegalInputs() > 0) {
            err.println("bots play: " + r.illegalInputs() + " inputs broke the bot contract");
        }
        String outPath = BotsCli.option(args, "--out", "");
        if (!outPath.isEmpty()) {
            write(cwd.resolve(outPath), r.script().withRecordEvery(RECORD_EVERY), kitchen, level, out);
        }
        return 0;
    }

    private static long seed(String v) {
        try {
            return Long.parseUnsignedLong(v);
        } catch (NumberFormatException e) {
            throw new BotsCli.Stop("--seed must be a whole number from 0 to 2^64-1, got '" + v + "'");
        }
    }

    /** A campaign id, else a level file (relative to the working folder). */
    private static Level level(String name, Path cwd) {
        Optional<Level> shipped = Campaign.builtIn().load(name);
        if (shipped.isPresent()) {
            return shipped.get();
        }
        Path file = cwd.resolve(name);
        if (!Files.isRegularFile(file)) {
            throw new BotsCli.Stop("no campaign level '" + name + "' and no level file there; campaign: "
                    + String.join(", ", Campaign.builtIn().ids()));
        }
        LevelLoader.Result loaded = LevelLoader.load(file);
        if (loaded.level().isEmpty()) {
            StringBuilder b = new StringBuilder("the level file has problems:");
            for (Problem p : loaded.problems()) {
                b.append("\n  ").append(p.render());
            }
            throw new BotsCli.Stop(b.toString());
        }
        return loaded.level().get();
    }

    /** The script (with the level inline and its hash, so it checks from anywhere) and its golden beside it. */
    private static void write(Path script, InputScript s, Kitchen kitchen, Level level, PrintStream out) {
        InputScript stamped = new InputScript(s.name(), s.seed(), s.levelId(), s.tickHz(), s.recordEvery(), s.frames(),
                s.items(), s.declaredSeats(), s.parks(), Optional.of(LevelWriter.sha256(level)));
        ReplayResult replay = ReplayRun.run(kitchen, stamped);
        Golden g = Golden.of(stamped, kitchen, replay);
        Path golden = ReplayFiles.goldenPath(script);
        try {
            if (script.getParent() != null) {
                Files.createDirectories(script.getParent());
            }
            Files.writeString(script, ReplayFiles.writeScript(stamped, Optional.empty(), Optional.of(level)));
            Files.writeString(golden, ReplayFiles.writeGolden(g));
        } catch (IOException e) {
            throw new BotsCli.Stop("cannot write " + script + ": " + e.getMessage());
        }
        out.println("  wrote " + script + " (" + s.frames().size() + " frames) and " + golden.getFileName()
                + "; check it with ./undercooked replay check " + script);
    }
}
