package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A golden with system hashes names, on its own, the system after which an altered run departs. */
class DivergentSystemTest {
    private static final Kitchen KITCHEN = TestKitchens.standard();
    private static InputScript script;
    private static ReplayResult traced;
    private static Golden golden;

    @BeforeAll
    static void record() {
        script = ReplayScripts.twoCooks();
        traced = ReplayRun.run(KITCHEN, script, script.length(), true);
        golden = Golden.of(script, KITCHEN, traced);
    }

    @Test
    void recordingSystemHashesChangesNoHashStateOrEvent() {
        ReplayResult plain = ReplayRun.run(KITCHEN, script);
        assertEquals(plain.hashes(), traced.hashes());
        assertEquals(plain.states(), traced.states());
        assertEquals(plain.events(), traced.events());
        assertEquals(List.of(), plain.systems());
        assertEquals(traced.finalTick(), traced.systems().size());
        for (int i = 0; i < traced.systems().size(); i++) {
            SystemHashes h = traced.systems().get(i);
            assertEquals(i + 1, h.tick());
            assertEquals(TickOrder.substepNames(), h.stages());
        }
        assertTrue(golden.hasSystemHashes());
        assertEquals(plain.hashes(), golden.hashes());
    }

    @Test
    void theStageHashesAreTheTracesOwn() {
        ReplayCursor c = ReplayCursor.open(KITCHEN, script);
        for (long t : new long[] {0, 41, 299, traced.finalTick() - 1}) {
            SystemTrace trace = c.trace(t);
            assertEquals(trace.stages().stream().map(SystemTrace.Stage::hash).toList(),
                    golden.systemsAt(t + 1).orElseThrow().hashes(), "tick " + (t + 1));
        }
    }

    @Test
    void aRemovedPressIsNamedAtTheActionGateAndAChangedStickAtMovement() {
        int press = firstFrame(InputScript.Frame::action);
        List<InputScript.Frame> frames = new ArrayList<>(script.frames());
        InputScript.Frame f = frames.get(press);
        frames.set(press, new InputScript.Frame(f.tick(), f.playerId(), f.move(), false, f.face()));
        assertEquals(Optional.of("action_gate"), namedAgainstTheGolden(script.withFrames(frames)));

        int move = firstFrame(x -> x.move().x() != 0 || x.move().y() != 0);
        Vec2 m = script.frames().get(move).move();
        assertEquals(Optional.of("movement"), namedAgainstTheGolden(ReplayScripts.withMove(script, move, -m.x(), -m.y())));
    }

    @Test
    void anUnalteredScriptNamesNoSystem() {
        assertTrue(ReplayRun.compare(ReplayRun.run(KITCHEN, script, golden.finalTick()), golden).matches());
        for (long t : new long[] {1, 120, golden.finalTick()}) {
            assertEquals(Optional.empty(), ReplayRun.divergentSystem(KITCHEN, script, golden, t), "tick " + t);
        }
    }

    @Test
    void aParkTheRunLacksIsNamedAtTheParks() {
        long at = firstTickHolding("a");
        List<InputScript.Park> parks = List.of(new InputScript.Park(at, "a"));
        InputScript parked = new InputScript("parked", script.seed(), script.levelId(), script.tickHz(), 1,
                script.frames(), List.of(), List.of("a", "b"), parks, Optional.empty());
        Golden g = Golden.of(parked, KITCHEN, ReplayRun.run(KITCHEN, parked, parked.length(), true));
        assertEquals(SystemHashes.stageNames(true), g.systemsAt(at + 1).orElseThrow().stages());
        InputScript unparked = new InputScript("parked", script.seed(), script.levelId(), script.tickHz(), 1,
                script.frames(), List.of(), List.of("a", "b"), List.of(), Optional.empty());
        Comparison c = ReplayRun.compare(ReplayRun.run(KITCHEN, unparked, g.finalTick()), g);
        assertEquals(at + 1, c.divergence().orElseThrow().tick());
        assertEquals(Optional.of(SystemTrace.PARKS), ReplayRun.divergentSystem(KITCHEN, unparked, g, at + 1));
    }

    @Test
    void noSystemIsNamedWithoutSystemHashesOrWhenTheTickBeforeAlreadyDiffered() {
        Golden bare = golden.withoutSystemHashes();
        assertFalse(bare.hasSystemHashes());
        int press = firstFrame(InputScript.Frame::action);
        List<InputScript.Frame> frames = new ArrayList<>(script.frames());
        InputScript.Frame f = frames.get(press);
        frames.set(press, new InputScript.Frame(f.tick(), f.playerId(), f.move(), false, f.face()));
        InputScript altered = script.withFrames(frames);
        long d = ReplayRun.compare(ReplayRun.run(KITCHEN, altered, golden.finalTick()), golden).divergence()
                .orElseThrow().tick();
        assertEquals(Optional.empty(), ReplayRun.divergentSystem(KITCHEN, altered, bare, d));
        assertEquals(Optional.empty(), ReplayRun.divergentSystem(KITCHEN, altered, golden, d + 5),
                "tick d + 4 already differed: the departure is older than that substep");
    }

    @Test
    void systemHashesAreKeptAtCadenceOneOnlyAndMustFitTheHashes() {
        assertThrows(IllegalArgumentException.class,
                () -> ReplayRun.run(KITCHEN, script.withRecordEvery(20), 100, true));
        List<SystemHashes> fewer = golden.systems().subList(0, golden.systems().size() - 1);
        assertThrows(IllegalArgumentException.class, () -> new Golden(golden.script(), golden.levelId(), golden.seed(), 1,
                golden.scriptFingerprint(), golden.layoutHash(), golden.finalTick(), golden.finalHash(), golden.hashes(),
                fewer));
        assertThrows(IllegalArgumentException.class, () -> new Golden(golden.script(), golden.levelId(), golden.seed(), 20,
                golden.scriptFingerprint(), golden.layoutHash(), golden.finalTick(), golden.finalHash(), golden.hashes(),
                golden.systems()));
        List<Long> seven = golden.systems().getFirst().hashes();
        assertThrows(IllegalArgumentException.class, () -> new SystemHashes(1, TickOrder.substepNames(), seven.subList(0, 6)));
        List<String> renamed = new ArrayList<>(TickOrder.substepNames());
        renamed.set(0, "gate");
        assertThrows(IllegalArgumentException.class, () -> new SystemHashes(1, renamed, seven));
        assertThrows(IllegalArgumentException.class, () -> new SystemHashes(0, TickOrder.substepNames(), seven));
    }

    /** Holds an altered script against the original's golden, by the golden alone. */
    private static Optional<String> namedAgainstTheGolden(InputScript other) {
        Comparison c = ReplayRun.compare(ReplayRun.run(KITCHEN, other, golden.finalTick()), golden);
        Comparison.Divergence d = c.divergence().orElseThrow();
        assertEquals(d.tick() - 1, d.lastMatch().orElseThrow(), "at cadence 1 the tick before a divergence matched");
        return ReplayRun.divergentSystem(KITCHEN, other, golden, d.tick());
    }

    /** A park changes the round only when the cook holds something. */
    private static long firstTickHolding(String id) {
        for (KitchenState st : traced.states()) {
            if (st.players().stream().anyMatch(p -> p.id().equals(id) && p.held().isPresent())) {
                return st.tick();
            }
        }
        throw new AssertionError("cook " + id + " never holds anything");
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
