package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SystemTraceTest {
    private static final Kitchen KITCHEN = TestKitchens.standard();
    private static InputScript script;
    private static ReplayResult straight;

    @BeforeAll
    static void run() {
        script = ReplayScripts.twoCooks();
        straight = ReplayRun.run(KITCHEN, script);
    }

    @Test
    void aTracedTickEndsInTheSameStateAndEventsAsTheStraightRun() {
        ReplayCursor c = ReplayCursor.open(KITCHEN, script);
        for (long tick = 0; tick < 600; tick += 37) {
            long t = tick;
            SystemTrace trace = c.trace(t);
            KitchenState next = straight.stateAt(t + 1).orElseThrow();
            assertEquals(next, trace.result().state(), "tick " + t);
            assertEquals(TickOrder.substepNames(), trace.stages().stream().map(SystemTrace.Stage::system).toList());
            assertEquals(next.stateHash(), trace.stages().getLast().after().withAccumulator(0.0).stateHash(), "tick " + t);
            List<Event> expected = straight.events().stream().filter(e -> e.tick() == t).findFirst()
                    .map(TickEvents::events).orElse(List.of());
            assertEquals(expected, trace.result().events(), "events of tick " + t);
            List<Event> bySystem = new ArrayList<>();
            trace.stages().forEach(s -> bySystem.addAll(s.events()));
            assertEquals(expected, bySystem, "each event belongs to exactly one system at tick " + t);
        }
    }

    @Test
    void aChangedStickFirstDiffersAfterMovementAndAChangedPressAfterTheActionGate() {
        int moveIndex = firstFrame(f -> f.move().x() != 0 || f.move().y() != 0);
        InputScript moved = ReplayScripts.withMove(script, moveIndex, -script.frames().get(moveIndex).move().x(),
                -script.frames().get(moveIndex).move().y());
        assertEquals(Optional.of("movement"), firstDivergentSystem(moved));

        int pressIndex = firstFrame(InputScript.Frame::action);
        List<InputScript.Frame> frames = new ArrayList<>(script.frames());
        InputScript.Frame f = frames.get(pressIndex);
        frames.set(pressIndex, new InputScript.Frame(f.tick(), f.playerId(), f.move(), false, f.face()));
        assertEquals(Optional.of("action_gate"), firstDivergentSystem(script.withFrames(frames)));
    }

    @Test
    void identicalTicksHaveNoFirstDifference() {
        ReplayCursor a = ReplayCursor.open(KITCHEN, script);
        ReplayCursor b = ReplayCursor.open(KITCHEN, script);
        assertEquals(Optional.empty(), SystemTrace.firstDifference(a.trace(120), b.trace(120)));
    }

    @Test
    void theLastTickHasNothingToTrace() {
        ReplayCursor c = ReplayCursor.open(KITCHEN, script);
        assertThrows(IllegalArgumentException.class, () -> c.trace(c.endTick()));
    }

    @Test
    void aForkMovesOnItsOwnAndAnObserverSeesEveryTickAndCanCancel() {
        List<Long> seen = new ArrayList<>();
        ReplayCursor c = ReplayCursor.open(KITCHEN, script, script.length(), 50, (s, e) -> seen.add(s.tick()));
        assertEquals(c.endTick() + 1, seen.size());
        for (int i = 0; i < seen.size(); i++) {
            assertEquals(i, seen.get(i));
        }
        c.seek(300);
        ReplayCursor fork = c.fork();
        fork.seek(77);
        assertEquals(300, c.tick());
        assertEquals(straight.stateAt(77).orElseThrow(), fork.state());
        assertThrows(ReplayCursor.Cancelled.class,
                () -> ReplayCursor.open(KITCHEN, script, script.length(), 50, (s, e) -> s.tick() < 10));
    }

    /** Runs both scripts to the first tick their hashes differ and names the system there. */
    private static Optional<String> firstDivergentSystem(InputScript other) {
        ReplayResult b = ReplayRun.run(KITCHEN, other);
        long diverged = -1;
        for (int i = 0; i < straight.hashes().size(); i++) {
            if (straight.hashes().get(i).hash() != b.hashes().get(i).hash()) {
                diverged = straight.hashes().get(i).tick();
                break;
            }
        }
        assertTrue(diverged > 0, "the altered script must diverge");
        ReplayCursor ca = ReplayCursor.open(KITCHEN, script);
        ReplayCursor cb = ReplayCursor.open(KITCHEN, other);
        assertEquals(ca.seek(diverged - 1).stateHash(), cb.seek(diverged - 1).stateHash());
        SystemTrace ta = ca.trace(diverged - 1);
        SystemTrace tb = cb.trace(diverged - 1);
        assertNotEquals(ta.result().state().stateHash(), tb.result().state().stateHash());
        Optional<String> first = SystemTrace.firstDifference(ta, tb);
        assertFalse(first.isEmpty());
        return first;
    }

    private static int firstFrame(java.util.function.Predicate<InputScript.Frame> p) {
        for (int i = 0; i < script.frames().size(); i++) {
            if (p.test(script.frames().get(i))) {
                return i;
            }
        }
        throw new AssertionError("the script has no such frame");
    }
}
