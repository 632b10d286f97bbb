package undercooked.playtest;

import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

import undercooked.levels.insight.Traffic;
import undercooked.sim.Cell;
import undercooked.sim.InputScript;
import undercooked.sim.StationKind;

/**
 * One play-test round, measured tick by tick from the kernel's states and events.
 *
 * @param seed the round's seed (the bots' seeds are drawn from it)
 * @param stars 0 to 3, as the result screen shows them
 * @param firstMissTick the tick of the round's first missed order, if one was missed
 * @param ticks how long the round ran
 * @param stations every fixture, in the kitchen's station order
 * @param cooks every cook, in seat order
 * @param traffic the cook-ticks on each grid cell
 * @param script what the bots sent: the round replays from it (Replays, play from here)
 */
public record RoundStats(long seed, int stars, long score, long served, long missed, long wasted, long fires,
                         long ticks, OptionalLong firstMissTick, List<StationUse> stations, List<CookUse> cooks,
                         Traffic traffic, InputScript script) {
    public RoundStats {
        Objects.requireNonNull(firstMissTick, "firstMissTick");
        Objects.requireNonNull(script, "script");
        Objects.requireNonNull(traffic, "traffic");
        stations = List.copyOf(stations);
        cooks = List.copyOf(cooks);
    }

    /**
     * One fixture's round.
     *
     * @param busyTicks ticks it was working, holding a finished dish or burning, or had a cook at it
     * @param waitTicks cook-ticks spent standing at it with nothing to do while it was busy
     */
    public record StationUse(int index, StationKind kind, Cell cell, long busyTicks, long waitTicks) {
        public StationUse {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(cell, "cell");
        }
    }

    /**
     * One cook's round, in ticks: each tick is exactly one of walking, working (holding the button
     * on a station), waiting (standing at a busy station) and idle (anything else, a stun too).
     *
     * @param handOffs items this cook set down that a teammate picked up inside the hand-off window
     */
    public record CookUse(String id, long walkTicks, long workTicks, long waitTicks, long idleTicks, long handOffs) {
        public CookUse {
            Objects.requireNonNull(id, "id");
        }

        public long ticks() {
            return walkTicks + workTicks + waitTicks + idleTicks;
        }
    }
}
