package undercooked.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import undercooked.bots.BotRound;
import undercooked.bots.Persona;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.sim.Kitchen;

/**
 * Planner bots on every campaign level: for each level and team size, whole rounds from seeds
 * 1..N, timed. A bot-tick is one bot's decision for one tick, the view it reads included; a round
 * is the kernel and the bots together. Stars are the rounds' results, 0 to 3.
 *
 * <p>Usage: {@code ./undercooked bench bots [--seeds N] [--cooks 1,2,4] [--level ID] [--persona P]}
 * (defaults 20, 4, every level, expert). One line per level and team size:
 * {@code bots: <level> <cooks> cooks, <us> us a bot-tick, <rounds/s> rounds/s, stars <dist>}.
 */
public final class BotsBench {
    private BotsBench() {
    }

    /** One level and team size over the seeds. */
    record Line(String level, int cooks, double usPerBotTick, double roundsPerSecond, int[] stars, double meanScore,
                long illegal) {
        String render() {
            return String.format(Locale.ROOT, "bots: %s %d cooks, %.2f us a bot-tick, %.1f rounds/s, stars %s (mean score %.0f)%s",
                    level, cooks, usPerBotTick, roundsPerSecond, dist(stars), meanScore,
                    illegal == 0 ? "" : ", " + illegal + " ILLEGAL INPUTS");
        }
    }

    static String dist(int[] stars) {
        return "0:" + stars[0] + " 1:" + stars[1] + " 2:" + stars[2] + " 3:" + stars[3];
    }

    public static void main(String[] args) {
        BenchArgs a = BenchArgs.parse("bench bots", "./undercooked bench bots [--seeds N] [--cooks 1,2,4] [--level ID] [--persona P]",
                List.of("seeds", "cooks", "level", "persona"), args);
        int seeds = a.integer("seeds", 20, 1, 10_000);
        String cooksText = a.text("cooks", "4");
        String only = a.text("level", "");
        String personaName = a.text("persona", "expert");
        Persona persona = Persona.parse(personaName).orElse(null);
        if (persona == null) {
            a.fail("unknown persona '" + personaName + "'; try one of: " + Persona.names());
            return;
        }
        List<Integer> teamSizes = new ArrayList<>();
        for (String c : cooksText.split(",")) {
            try {
                teamSizes.add(Integer.parseInt(c.trim()));
            } catch (NumberFormatException e) {
                a.fail("--cooks takes whole numbers separated by commas, got '" + cooksText + "'");
                return;
            }
        }
        Campaign campaign = Campaign.builtIn();
        // Warm-up: a few rounds of the first level so the JIT has compiled the planner.
        Kitchen warm = campaign.levels().getFirst().kitchen();
        for (int i = 0; i < 5; i++) {
            BotRound.play(warm, 4, persona, 1000 + i);
        }
        for (Level level : campaign.levels()) {
            if (!only.isEmpty() && !level.id().equals(only)) {
                continue;
            }
            Kitchen k = level.kitchen();
            for (int cooks : teamSizes) {
                if (cooks < 1 || cooks > 4 * k.spawns().size()) {
                    continue;
                }
                System.out.println(run(level.id(), k, cooks, persona, seeds).render());
            }
        }
    }

    static Line run(String id, Kitchen k, int cooks, Persona persona, int seeds) {
        int[] stars = new int[4];
        long botNanos = 0;
        long botTicks = 0;
        long score = 0;
        long illegal = 0;
        long t0 = System.nanoTime();
        for (int s = 1; s <= seeds; s++) {
            BotRound.Result r = BotRound.play(k, BotRoundPersonas.of(cooks, persona), s, System::nanoTime);
            stars[Math.max(0, Math.min(3, r.result().stars()))]++;
            botNanos += r.botNanos();
            botTicks += r.botTicks();
            score += r.result().score();
            illegal += r.illegalInputs();
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        return new Line(id, cooks, botNanos / 1e3 / Math.max(1, botTicks), seeds / seconds, stars, (double) score / seeds, illegal);
    }

    /** N of one persona. */
    static final class BotRoundPersonas {
        private BotRoundPersonas() {
        }

        static List<Persona> of(int n, Persona p) {
            List<Persona> out = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                out.add(p);
            }
            return out;
        }
    }
}
