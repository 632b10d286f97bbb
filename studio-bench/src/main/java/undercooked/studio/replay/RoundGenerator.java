package undercooked.studio.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import undercooked.sim.InputScript;
import undercooked.sim.Rng;
import undercooked.sim.SimConstants;
import undercooked.sim.Vec2;

/**
 * Busy rounds for the scrubber's fixtures and benchmark: four cooks wandering, turning and
 * pressing (short taps and long holds), drawn from the sim's own SplitMix64 so the same call
 * gives the same script on every machine. A cook whose stick rests sends nothing, as a client does.
 */
public final class RoundGenerator {
    public static final List<String> COOKS = List.of("p0", "p1", "p2", "p3");

    private RoundGenerator() {
    }

    public static InputScript busy(String name, String levelId, long seed, long ticks) {
        Rng r = new Rng(seed ^ 0x5C0DE);
        int n = COOKS.size();
        double[] mx = new double[n];
        double[] my = new double[n];
        int[] hold = new int[n];
        List<InputScript.Frame> frames = new ArrayList<>();
        for (long t = 0; t < ticks; t++) {
            for (int i = 0; i < n; i++) {
                if ((r.nextLong() & 31) == 0) {
                    boolean rest = (r.nextLong() & 3) == 0;
                    mx[i] = rest ? 0 : Math.round((r.nextDouble() * 2 - 1) * 10) / 10.0;
                    my[i] = rest ? 0 : Math.round((r.nextDouble() * 2 - 1) * 10) / 10.0;
                }
                if (hold[i] > 0) {
                    hold[i]--;
                } else if ((r.nextLong() & 15) == 0) {
                    hold[i] = (r.nextLong() & 3) == 0 ? 30 : 1;
                }
                if (mx[i] != 0 || my[i] != 0 || hold[i] > 0) {
                    frames.add(new InputScript.Frame(t, COOKS.get(i), new Vec2(mx[i], my[i]), hold[i] > 0, Optional.empty()));
                }
            }
        }
        return new InputScript(name, seed, levelId, SimConstants.TICK_HZ, 1, frames, List.of(), COOKS, List.of(),
                Optional.empty());
    }
}
