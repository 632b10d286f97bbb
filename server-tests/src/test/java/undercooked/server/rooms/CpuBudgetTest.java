package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;

/**
 * The tick budget's CPU rule (decision 0056): a machine whose CPU is busy at the line takes no new
 * room though its rooms still tick on time, and takes rooms again only 10 points under it; by a
 * fake clock and fake {@code /proc/stat} times.
 */
class CpuBudgetTest {

    private static final long PERIOD = Room.SECOND / 20;

    private final FakeClock clock = new FakeClock();
    private long busy = 1_000;
    private long total = 2_000;
    private TickBudget.Rooms rooms = TickBudget.Rooms.NONE;

    private TickBudget budget(double latePct, double cpuPct) {
        // No tick is late (none is counted): only the CPU can put the node over.
        return TickBudget.ofSettings(new TickStats(), TickBudget.Writes::none, PERIOD, latePct, cpuPct,
                MachineCpu.of("the machine's CPU", () -> new MachineCpu.Times(busy, total)), () -> rooms, clock);
    }

    /** {@code seconds} seconds of a two-core machine (200 clock ticks a second) {@code share} busy. */
    private Optional<String> run(TickBudget b, int seconds, double share) {
        Optional<String> last = b.problem();
        for (int i = 0; i < seconds; i++) {
            busy += Math.round(200 * share);
            total += 200;
            clock.advanceSeconds(1);
            last = b.problem();
        }
        return last;
    }

    @Test
    void aBusyMachineTakesNoNewRoomAndTakesThemAgainTenPointsUnder() {
        TickBudget b = budget(1, 85);
        assertEquals(Optional.empty(), run(b, 15, 0.70), "70% busy: under");
        Optional<String> over = run(b, 15, 0.95);
        assertTrue(over.isPresent(), "95% busy for a window: over, though no tick was late");
        assertTrue(over.get().contains("the machine's CPU was 95% busy over the last 2 s (budget 85%"), over.get());
        assertTrue(run(b, 15, 0.80).isPresent(), "80%: under the line but not 10 points under it: still over");
        assertEquals(Optional.empty(), run(b, 15, 0.70), "70%: back");
        assertTrue(run(b, 3, 0.95).isPresent(), "the CPU is judged over 2 s: three busy seconds are enough");
        assertEquals(Optional.empty(), run(b, 15, 0.70), "70%: back");
    }

    @Test
    void roomsStillToComeCountAtTheShareASettledRoomTakes() {
        TickBudget b = budget(1, 85);
        rooms = new TickBudget.Rooms(250, 0);
        assertEquals(Optional.empty(), run(b, 15, 0.70), "70% busy, nothing coming: under");
        rooms = new TickBudget.Rooms(250, 50);
        // 70% over 250 rooms is 0.28% a room: 50 more make 84%.
        assertEquals(Optional.empty(), b.problem(), "50 rooms to come would take it to 84%: under");
        rooms = new TickBudget.Rooms(250, 55);
        Optional<String> over = b.problem();
        assertTrue(over.isPresent(), "55 to come would take it to 85.4%: over, though the reading is 70%");
        assertTrue(over.get().contains("the machine's CPU was 70% busy over the last 2 s with 250 rooms playing, and"
                + " the 55 rooms starting would take it to about 85% (budget 85%)"), over.get());
        rooms = new TickBudget.Rooms(300, 5);
        assertEquals(Optional.empty(), b.problem(), "counted on each call, held nowhere: once they play, the reading decides");
    }

    @Test
    void tooFewSettledRoomsProjectNothingAndTheMeasuredRuleComesFirst() {
        TickBudget b = budget(1, 85);
        rooms = new TickBudget.Rooms(TickBudget.MIN_SETTLED - 1, 500);
        assertEquals(Optional.empty(), run(b, 15, 0.60),
                "nine rooms' share of a reading other processes are in would make any room look heavy");
        rooms = new TickBudget.Rooms(TickBudget.MIN_SETTLED, 500);
        assertTrue(b.problem().isPresent(), "ten are enough");
        Optional<String> measured = run(b, 15, 0.95);
        assertTrue(measured.get().contains("95% busy over the last 2 s (budget 85%"), "the reading's own reason: " + measured.get());
        assertEquals(Optional.empty(), run(budget(1, 0), 15, 0.80), "the CPU rule off: nothing projected either");
    }

    @Test
    void theRuleIsOffAtZeroAndWorksWithTheLatenessRuleOff() {
        assertEquals(Optional.empty(), run(budget(1, 0), 15, 1.0), "cpu_budget_pct 0: never over for the CPU");
        assertTrue(run(budget(0, 85), 15, 0.95).isPresent(), "tick_budget_late_pct 0 leaves the CPU rule on");
        assertEquals(Optional.empty(), run(budget(0, 0), 15, 1.0), "both off: a budget never exceeded");
    }

    @Test
    void unknownTimesNeverGoOver() {
        TickBudget b = TickBudget.ofSettings(new TickStats(), TickBudget.Writes::none, PERIOD, 1, 85,
                MachineCpu.of("a CPU that cannot be read", () -> MachineCpu.Times.NONE), () -> TickBudget.Rooms.NONE, clock);
        for (int i = 0; i < 20; i++) {
            clock.advanceSeconds(1);
            assertEquals(Optional.empty(), b.problem());
        }
    }

    @Test
    void procStatsFirstLineIsReadAsBusyAndTotal() {
        MachineCpu.Times t = MachineCpu.parse("cpu  100 5 50 1000 20 3 2 7 0 0").orElseThrow();
        assertEquals(100 + 5 + 50 + 3 + 2 + 7, t.busy());
        assertEquals(t.busy() + 1000 + 20, t.total());
        assertTrue(MachineCpu.parse("cpu0 1 2 3 4").isEmpty(), "a core's line is not the machine's");
        assertTrue(MachineCpu.parse("intr 1 2 3 4 5").isEmpty());
        assertEquals(0.5, new MachineCpu.Times(150, 300).busySince(new MachineCpu.Times(100, 200)), 1e-9);
        assertTrue(Double.isNaN(new MachineCpu.Times(150, 300).busySince(new MachineCpu.Times(150, 300))));
        MachineCpu.Times here = MachineCpu.machine().now();
        assertTrue(here.equals(MachineCpu.Times.NONE) || here.total() > here.busy(), "this machine's: " + here);
    }
}
