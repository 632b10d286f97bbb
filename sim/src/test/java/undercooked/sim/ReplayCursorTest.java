package undercooked.sim;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReplayCursorTest {
    private static final Kitchen KITCHEN = TestKitchens.standard();
    private static InputScript script;
    private static ReplayResult straight;

    @BeforeAll
    static void runStraight() {
        script = ReplayScripts.twoCooks();
        straight = ReplayRun.run(KITCHEN, script);
    }

    @ParameterizedTest(name = "keyframes every {0} ticks")
    @ValueSource(ints = {1, 7, 50, 600, 1000})
    void seekingToRandomTicksGivesTheStraightRunsStateWithinTheBound(int interval) {
        ReplayCursor c = ReplayCursor.open(KITCHEN, script, script.length(), interval);
        Rng rng = new Rng(interval);
        for (int i = 0; i < 200; i++) {
            long t = Math.floorMod(rng.nextLong(), 601);
            KitchenState s = c.seek(t);
            assertEquals(straight.stateAt(t).orElseThrow(), s, "seek " + t);
            assertEquals(t, c.tick());
            assertTrue(c.lastSeekCost() <= interval - 1, "seek " + t + " ran " + c.lastSeekCost() + " substeps");
        }
    }

    @Test
    void stepsBackWithinASegmentAreFreeAndForwardIsOneSubstep() {
        ReplayCursor c = ReplayCursor.open(KITCHEN, script, script.length(), 50);
        c.seek(349);
        for (long t = 348; t >= 300; t--) {
            assertEquals(straight.stateAt(t).orElseThrow(), c.back());
            assertEquals(0, c.lastSeekCost(), "back to " + t);
        }
        c.back();
        assertEquals(299, c.tick());
        assertTrue(c.lastSeekCost() <= 49);
        c.seek(250);
        for (long t = 251; t <= 320; t++) {
            assertEquals(straight.stateAt(t).orElseThrow(), c.forward());
            assertTrue(c.lastSeekCost() <= 1, "forward to " + t + " ran " + c.lastSeekCost());
        }
    }

    @Test
    void theEventsAtATickAreTheOnesThatLedIntoIt() {
        ReplayCursor c = ReplayCursor.open(KITCHEN, script, script.length(), 50);
        List<Event> seen = new ArrayList<>();
        for (long t = 600; t >= 0; t--) {
            c.seek(t);
            List<Event> at = c.events();
            for (Event e : at) {
                assertEquals(t - 1, e.tick());
            }
            seen.addAll(0, at);
        }
        assertEquals(straight.allEvents(), seen);
        assertTrue(seen.size() > 5, "the round has events: " + seen.size());
    }

    @Test
    void theEndsClampAndOutsideIsRefused() {
        ReplayCursor c = ReplayCursor.open(KITCHEN, script);
        assertEquals(600, c.endTick());
        assertEquals(13, c.keyframeCount());
        assertEquals(0, c.back().tick());
        c.seek(600);
        assertEquals(600, c.forward().tick());
        assertEquals(straight.finalState(), c.state());
        assertThrows(IllegalArgumentException.class, () -> c.seek(601));
        assertThrows(IllegalArgumentException.class, () -> c.seek(-1));
    }
}
