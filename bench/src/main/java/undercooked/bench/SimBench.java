package undercooked.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.sim.EventKind;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;
import undercooked.sim.Rng;
import undercooked.sim.Sim;

/**
 * Kernel throughput on one thread: four cooks on campaign level 01 (13x9), moving and pressing at
 * random from the sim's own SplitMix64, one {@link Sim#step} per tick. A warmed loop, not JMH: a
 * warm-up run, then several measured runs of the same script; the median is reported. The final
 * state hash is printed so two machines can confirm they simulated the same round.
 *
 * <p>The level's round clock is lengthened so one round covers the whole run: the figure is the
 * kernel's cost per tick, not the cost of starting rounds.
 *
 * <p>The level's own rules stay on: orders arrive and expire, and on a level with hazards spills,
 * fire and the moving obstacle run, so the figure includes the kitchen rules' cost.
 *
 * <p>Usage: {@code ./undercooked bench sim [--ticks N] [--runs R] [--level ID]} (defaults 400,000, 5
 * and 01_first_shift).
 */
public final class SimBench {
    private static final String DEFAULT_LEVEL = "01_first_shift";
    private static final List<String> COOKS = List.of("cook-1", "cook-2", "cook-3", "cook-4");

    private SimBench() {
    }

    public static void main(String[] args) {
        BenchArgs a = BenchArgs.parse("bench sim", "./undercooked bench sim [--ticks N] [--runs R] [--level ID]",
                List.of("ticks", "runs", "level"), args);
        int ticks = a.integer("ticks", 400_000, 200_000, Integer.MAX_VALUE);
        int runs = a.integer("runs", 5, 1, 1000);
        String id = a.text("level", DEFAULT_LEVEL);
        Campaign campaign;
        try {
            campaign = Campaign.builtIn();
        } catch (IllegalStateException e) {
            a.fail(e.getMessage() + "; run ./undercooked levels validate to see every problem");
            return;
        }
        Level level = campaign.load(id).orElse(null);
        if (level == null) {
            a.fail("no level " + id + " in the campaign; try one of " + campaign.ids());
            return;
        }
        Kitchen kitchen = endless(level.kitchen());
        System.out.printf(Locale.ROOT, "kitchen %s %dx%d, %d stations, %d cooks, %d ticks per run%n",
                kitchen.id(), kitchen.width(), kitchen.height(), kitchen.stations().size(), COOKS.size(), ticks);

        Result warm = run(kitchen, ticks);
        System.out.printf(Locale.ROOT, "warm-up: %.0f ticks/s%n", warm.ticksPerSecond());
        double[] rates = new double[runs];
        String hash = warm.hash();
        for (int r = 0; r < runs; r++) {
            Result res = run(kitchen, ticks);
            rates[r] = res.ticksPerSecond();
            if (!res.hash().equals(hash)) {
                throw new IllegalStateException("run " + r + " ended on hash " + res.hash() + ", the warm-up on " + hash
                        + ": the kernel is not deterministic");
            }
            System.out.printf(Locale.ROOT, "run %d: %.0f ticks/s (%.2f us/tick), %d events%n",
                    r + 1, res.ticksPerSecond(), 1e6 / res.ticksPerSecond(), res.events());
        }
        Arrays.sort(rates);
        double median = rates[runs / 2];
        System.out.printf(Locale.ROOT, "%s: %d orders in, %d missed, %d hazards live at the end%n", kitchen.id(),
                warm.ordersIn(), warm.missed(), warm.hazardsAtEnd());
        System.out.printf(Locale.ROOT, "sim ticks/s: %.0f (4 cooks, %d ticks, hash %s)%n", median, ticks, hash);
    }

    record Result(double ticksPerSecond, String hash, long events, long ordersIn, long missed, int hazardsAtEnd) {
    }

    /**
     * A long clock and an unreachable target: one round covers the whole run, orders and hazards
     * keep coming, and nobody wins early.
     */
    private static Kitchen endless(Kitchen base) {
        return new Kitchen(base.id(), base.width(), base.height(), base.tiles(), base.stations(),
                base.spawns(), Long.MAX_VALUE / 4, Long.MAX_VALUE / 4, base.rules());
    }

    /**
     * This box's speed now: kernel ticks a second of this benchmark's script on one thread, the
     * better of two 400,000-tick runs after two to warm up (about two seconds). The other benchmarks
     * print it so a figure can be read against the machine's speed when it was taken: the same
     * machine gave 345,000 and 990,000 on the same day, and a run's CPU a room-second moved with it.
     */
    static double boxSpeed() {
        Kitchen kitchen = endless(Campaign.builtIn().load(DEFAULT_LEVEL).orElseThrow().kitchen());
        run(kitchen, 400_000);
        run(kitchen, 400_000);
        return Math.max(run(kitchen, 400_000).ticksPerSecond(), run(kitchen, 400_000).ticksPerSecond());
    }

    /** One scripted run; the script is the same every run (seeded), so the end hash must be too. */
    static Result run(Kitchen kitchen, int ticks) {
        KitchenState s = Sim.newRound(kitchen, COOKS, 20_261_129L);
        Rng script = new Rng(0xBE7C4L);
        int n = COOKS.size();
        double[] mx = new double[n];
        double[] my = new double[n];
        int[] hold = new int[n];
        long events = 0;
        long ordersIn = 0;
        long missed = 0;
        List<PlayerInput> frame = new ArrayList<>(n);
        long start = System.nanoTime();
        for (int t = 0; t < ticks; t++) {
            frame.clear();
            for (int i = 0; i < n; i++) {
                if ((script.nextLong() & 15) == 0) {
                    mx[i] = script.nextDouble() * 2 - 1;
                    my[i] = script.nextDouble() * 2 - 1;
                }
                if (hold[i] > 0) {
                    hold[i]--;
                } else if ((script.nextLong() & 7) == 0) {
                    hold[i] = (script.nextLong() & 3) == 0 ? 10 : 1;
                }
                frame.add(PlayerInput.of(COOKS.get(i), mx[i], my[i], hold[i] > 0, t, t));
            }
            var result = Sim.step(s, 0.05, frame);
            s = result.state();
            events += result.events().size();
            for (var e : result.events()) {
                if (e.kind() == EventKind.ORDER_IN) {
                    ordersIn++;
                } else if (e.kind() == EventKind.MISSED) {
                    missed++;
                }
            }
        }
        long elapsed = System.nanoTime() - start;
        if (s.tick() != ticks) {
            throw new IllegalStateException("ran " + s.tick() + " ticks, expected " + ticks);
        }
        return new Result(ticks / (elapsed / 1e9), s.stateHashHex(), events, ordersIn, missed, s.hazards().size());
    }
}
