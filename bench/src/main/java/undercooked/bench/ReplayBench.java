package undercooked.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import undercooked.levels.Campaign;
import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.ReplayCursor;
import undercooked.sim.ReplayResult;
import undercooked.sim.ReplayRun;
import undercooked.sim.Rng;
import undercooked.sim.SimConstants;
import undercooked.sim.Vec2;

/**
 * How fast the studio's scrubber can jump: a 3,000-tick (150 s) round of four cooks on campaign
 * level 01, opened as a {@link ReplayCursor}, then random seeks, each timed on its own. The
 * figure that matters is the worst seek (the target is 30 ms), so the last line gives the median
 * and the maximum. A sample of the seeks is checked against a straight run, so a fast wrong answer
 * cannot pass for a result.
 *
 * <p>Usage: {@code ./undercooked bench replay [--seeks N] [--interval K]} (defaults 2,000 and
 * {@link ReplayCursor#DEFAULT_INTERVAL}).
 */
public final class ReplayBench {
    static final String LEVEL = "01_first_shift";
    static final int TICKS = 3000;
    private static final List<String> COOKS = List.of("cook-1", "cook-2", "cook-3", "cook-4");

    private ReplayBench() {
    }

    public static void main(String[] args) {
        BenchArgs a = BenchArgs.parse("bench replay", "./undercooked bench replay [--seeks N] [--interval K]",
                java.util.List.of("seeks", "interval"), args);
        int seeks = a.integer("seeks", 2000, 1, 10_000_000);
        int interval = a.integer("interval", ReplayCursor.DEFAULT_INTERVAL, 1, 100_000);
        run(seeks, interval, System.out);
    }

    static void run(int seeks, int interval, PrintStream out) {
        Kitchen kitchen = Campaign.builtIn().load(LEVEL)
                .orElseThrow(() -> new IllegalStateException("campaign has no " + LEVEL)).kitchen();
        InputScript script = script();
        out.printf(Locale.ROOT, "kitchen %s, %d cooks, %d-tick script (%d frames), keyframes every %d ticks%n",
                kitchen.id(), COOKS.size(), TICKS, script.frames().size(), interval);

        ReplayResult straight = ReplayRun.run(kitchen, script);
        long t0 = System.nanoTime();
        ReplayCursor cursor = ReplayCursor.open(kitchen, script, TICKS, interval);
        double openMs = (System.nanoTime() - t0) / 1e6;
        out.printf(Locale.ROOT, "open: %.1f ms (%d keyframes, end tick %d)%n", openMs, cursor.keyframeCount(),
                cursor.endTick());

        Rng rng = new Rng(0x5EEC);
        for (int i = 0; i < Math.min(200, seeks); i++) { // warm-up: let the JIT see the seek path
            cursor.seek(Math.floorMod(rng.nextLong(), TICKS + 1));
        }
        double[] ms = new double[seeks];
        int maxCost = 0;
        for (int i = 0; i < seeks; i++) {
            long t = Math.floorMod(rng.nextLong(), TICKS + 1);
            long start = System.nanoTime();
            KitchenState s = cursor.seek(t);
            ms[i] = (System.nanoTime() - start) / 1e6;
            maxCost = Math.max(maxCost, cursor.lastSeekCost());
            if (i % 50 == 0 && !s.equals(straight.stateAt(t).orElseThrow())) {
                throw new IllegalStateException("seek to tick " + t + " disagrees with a straight run");
            }
        }
        Arrays.sort(ms);
        out.printf(Locale.ROOT, "seek ms: p90 %.3f, p99 %.3f, mean %.3f (a max far above p99 is a pause: GC or a busy host)%n",
                ms[seeks * 9 / 10], ms[Math.min(seeks - 1, seeks * 99 / 100)], Arrays.stream(ms).average().orElse(0));
        out.printf(Locale.ROOT, "seek cost: at most %d substeps per seek (bound %d)%n", maxCost, interval - 1);
        out.printf(Locale.ROOT, "replay seek ms: %.3f/%.3f over %d random seeks (%d-tick round)%n",
                ms[seeks / 2], ms[seeks - 1], seeks, TICKS);
    }

    /** Four cooks wandering and pressing, drawn from the sim's own SplitMix64: the same script every run. */
    static InputScript script() {
        return new InputScript("bench_replay", 20_261_129L, LEVEL, SimConstants.TICK_HZ, 1,
                wander(COOKS, TICKS, 0xBE7C4L), List.of());
    }

    /**
     * Cooks wandering and pressing for {@code ticks} ticks, drawn from the sim's own SplitMix64
     * seeded with {@code seed}: a new stick now and then, short presses and the odd long hold.
     */
    static List<InputScript.Frame> wander(List<String> cooks, long ticks, long seed) {
        Rng r = new Rng(seed);
        int n = cooks.size();
        double[] mx = new double[n];
        double[] my = new double[n];
        int[] hold = new int[n];
        List<InputScript.Frame> frames = new ArrayList<>();
        for (long t = 0; t < ticks; t++) {
            for (int i = 0; i < n; i++) {
                if ((r.nextLong() & 15) == 0) {
                    mx[i] = Math.round((r.nextDouble() * 2 - 1) * 1000) / 1000.0;
                    my[i] = Math.round((r.nextDouble() * 2 - 1) * 1000) / 1000.0;
                }
                if (hold[i] > 0) {
                    hold[i]--;
                } else if ((r.nextLong() & 7) == 0) {
                    hold[i] = (r.nextLong() & 3) == 0 ? 10 : 1;
                }
                frames.add(new InputScript.Frame(t, cooks.get(i), new Vec2(mx[i], my[i]), hold[i] > 0, Optional.empty()));
            }
        }
        return frames;
    }
}
