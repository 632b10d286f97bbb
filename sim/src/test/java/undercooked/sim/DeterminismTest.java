package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Same kitchen, seats, seed and inputs: the same round, hash for hash at every tick. The first run
 * is driven by a closed-loop choreography (picks, a hand-off, contested grabs, the trash) and its
 * inputs are recorded; the second replays the recording open-loop. The pinned final hashes tie the
 * kernel to every earlier build: change them only with a deliberate rules change, said in the commit.
 */
class DeterminismTest {
    static final int TICKS = 600;

    record Run(List<Long> hashes, List<Event> events, List<List<PlayerInput>> inputs, KitchenState last) {
        long count(EventKind kind) {
            return events.stream().filter(e -> e.kind() == kind).count();
        }

        long denied(DeniedReason reason) {
            return events.stream().filter(e -> reason.wireName().equals(e.payload().get("reason"))).count();
        }
    }

    static Run drive(Choreography c, List<String> ids, long seed) {
        KitchenState s = Sim.newRound(TestKitchens.standard(), ids, seed);
        List<Long> hashes = new ArrayList<>();
        List<Event> events = new ArrayList<>();
        List<List<PlayerInput>> inputs = new ArrayList<>();
        for (int t = 0; t < TICKS; t++) {
            List<PlayerInput> in = c.inputs(s);
            inputs.add(in);
            StepResult r = Sim.step(s, SimConstants.STEP_DT, in);
            s = r.state();
            hashes.add(s.stateHash());
            events.addAll(r.events());
            assertEquals(List.of(), ItemLedger.violations(s, s, List.of()), "tick " + t);
        }
        return new Run(hashes, events, inputs, s);
    }

    static Run replay(List<List<PlayerInput>> inputs, List<String> ids, long seed) {
        KitchenState s = Sim.newRound(TestKitchens.standard(), ids, seed);
        List<Long> hashes = new ArrayList<>();
        List<Event> events = new ArrayList<>();
        for (List<PlayerInput> in : inputs) {
            StepResult r = Sim.step(s, SimConstants.STEP_DT, in);
            s = r.state();
            hashes.add(s.stateHash());
            events.addAll(r.events());
        }
        return new Run(hashes, events, inputs, s);
    }

    static Supplier<Choreography> choreography(int cooks) {
        return cooks == 2 ? Choreography::twoCooks : Choreography::fourCooks;
    }

    @ParameterizedTest(name = "{0} cooks: a recorded round replays hash-identical at every tick, final hash {2}")
    @CsvSource(textBlock = """
            2, 'a,b',     18765ded3d0dcd55
            4, 'a,b,c,d', f0812abd66a889d5
            """)
    void sameSeedSameInputsIsTheSameRoundAtEveryTick(int cooks, String ids, String pinnedFinalHash) {
        List<String> seats = List.of(ids.split(","));
        Run first = drive(choreography(cooks).get(), seats, 2026);
        Run second = replay(first.inputs(), seats, 2026);
        Run third = drive(choreography(cooks).get(), seats, 2026);
        for (int t = 0; t < TICKS; t++) {
            assertEquals(first.hashes().get(t), second.hashes().get(t), "replay diverged at tick " + t);
            assertEquals(first.hashes().get(t), third.hashes().get(t), "second live run diverged at tick " + t);
        }
        assertEquals(first.events(), second.events());
        assertEquals(pinnedFinalHash, Hasher.hex(first.hashes().get(TICKS - 1)), "the round drifted from earlier builds");
    }

    @ParameterizedTest(name = "{0} cooks: the choreography picks, hands off, contests and trashes")
    @CsvSource(textBlock = """
            2, 'a,b'
            4, 'a,b,c,d'
            """)
    void theScriptedRoundsExerciseTheHands(int cooks, String ids) {
        Choreography c = choreography(cooks).get();
        Run run = drive(c, List.of(ids.split(",")), 2026);
        assertTrue(c.done(), "the choreography did not finish in " + TICKS + " ticks: " + c.progress(run.last())
                + " events " + run.events().stream().map(e -> e.kind() + "" + e.payload()).toList());
        assertTrue(run.count(EventKind.PICKED) >= 1, "picks");
        assertTrue(run.count(EventKind.DROPPED) >= 1, "set-downs");
        assertEquals(1, run.count(EventKind.HANDED_OFF), "the pass over the counter");
        assertEquals(1, run.denied(DeniedReason.CONTESTED_LOST), "the contested grab: " + c.progress(run.last())
                + " events " + run.events().stream().map(e -> e.tick() + ":" + e.kind() + e.payload()).toList());
        assertEquals(1, run.count(EventKind.TRASHED), "the trash");
    }

    @Test
    void differentSeedsDiverge() {
        List<String> seats = List.of("a", "b");
        Run one = drive(Choreography.twoCooks(), seats, 1);
        Run two = replay(one.inputs(), seats, 2);
        assertNotEquals(one.hashes().get(0), two.hashes().get(0));
    }

    @Test
    void oneChangedInputDivergesFromThatTickOn() {
        List<String> seats = List.of("a", "b");
        Run one = drive(Choreography.twoCooks(), seats, 1);
        List<List<PlayerInput>> edited = new ArrayList<>(one.inputs());
        PlayerInput f = edited.get(100).get(0);
        edited.set(100, List.of(new PlayerInput(f.playerId(), new Vec2(0, 1), f.action(), f.face(), f.receivedAtTick(), f.seq()),
                edited.get(100).get(1)));
        Run two = replay(edited, seats, 1);
        assertEquals(one.hashes().get(99), two.hashes().get(99));
        assertFalse(one.hashes().get(100).equals(two.hashes().get(100)), "tick 100 must differ");
    }
}
