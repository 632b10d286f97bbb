package undercooked.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.playtest.PersonaMix;
import undercooked.playtest.PlayTestEngine;
import undercooked.playtest.PlayTestSettings;
import undercooked.playtest.Report;
import undercooked.sim.Kitchen;

/**
 * The play-test engine end to end: a whole play-test (bots, the measuring replay, the report) of
 * one level, timed from start to report, and the time to its first finished round (what the
 * editor's Difficulty panel waits for before it draws a first histogram).
 *
 * <p>Usage: {@code ./undercooked bench playtest [--rounds N] [--cooks C] [--level ID] [--runs R]}
 * (defaults 100, 4, 01_first_shift, 5). Prints each run and the median:
 * {@code playtest: <level> <rounds> rounds of <cooks> expert cooks on <threads> threads: median <s> s, <rounds/s> rounds/s, first round <ms> ms}.
 */
public final class PlayTestBench {
    private PlayTestBench() {
    }

    public static void main(String[] args) {
        BenchArgs a = BenchArgs.parse("bench playtest", "./undercooked bench playtest [--rounds N] [--cooks C] [--level ID] [--runs R]",
                List.of("rounds", "cooks", "level", "runs"), args);
        int rounds = a.integer("rounds", 100, 1, PlayTestSettings.MAX_ROUNDS);
        int cooks = a.integer("cooks", 4, 1, PlayTestSettings.MAX_COOKS);
        int runs = a.integer("runs", 5, 1, 50);
        String id = a.text("level", "01_first_shift");
        Optional<Level> level = Campaign.builtIn().load(id);
        if (level.isEmpty()) {
            a.fail("no campaign level '" + id + "'; try one of: " + String.join(", ", Campaign.builtIn().ids()));
            return;
        }
        Kitchen k = level.get().kitchen();
        PlayTestSettings settings = new PlayTestSettings(rounds, cooks, PersonaMix.EXPERT, 1);
        // Warm-up: a play-test of other seeds so the JIT has compiled the planner and the tally.
        PlayTestEngine.run(k, new PlayTestSettings(Math.min(rounds, 20), cooks, PersonaMix.EXPERT, 10_000));
        List<Double> seconds = new ArrayList<>();
        List<Double> firsts = new ArrayList<>();
        Report last = null;
        for (int i = 0; i < runs; i++) {
            AtomicLong first = new AtomicLong();
            long t0 = System.nanoTime();
            last = PlayTestEngine.start(k, settings, r -> first.compareAndSet(0, System.nanoTime())).report().join();
            long t1 = System.nanoTime();
            seconds.add((t1 - t0) / 1e9);
            firsts.add((first.get() - t0) / 1e6);
            System.out.printf(Locale.ROOT, "playtest: run %d: %.2f s, first round %.0f ms%n", i + 1, (t1 - t0) / 1e9,
                    (first.get() - t0) / 1e6);
        }
        double median = median(seconds);
        System.out.printf(Locale.ROOT, "playtest: %s %d rounds of %d expert cooks on %d threads: median %.2f s, %.1f rounds/s,"
                        + " first round %.0f ms (median of %d runs); median stars %d, score %.1f, bottleneck %s%n",
                id, rounds, cooks, PlayTestEngine.threadsFor(settings), median, rounds / median, median(firsts), runs,
                last.medianStars(), last.scoreMean(), last.bottleneck().map(Report.Bottleneck::why).orElse("none"));
    }

    private static double median(List<Double> xs) {
        List<Double> s = new ArrayList<>(xs);
        s.sort(Double::compare);
        return s.get(s.size() / 2);
    }
}
