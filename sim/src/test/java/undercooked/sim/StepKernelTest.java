package undercooked.sim;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StepKernelTest {
    private static final double EPS = 1e-12;

    private static KitchenState round(String... ids) {
        return Sim.newRound(TestKitchens.standard(), List.of(ids), 1234L);
    }

    private static KitchenState run(KitchenState s, double dt, int calls) {
        for (int i = 0; i < calls; i++) {
            s = Sim.step(s, dt, List.of()).state();
        }
        return s;
    }

    @ParameterizedTest(name = "{1} calls of dt={0} run {2} ticks and leave {3} s of credit")
    @CsvSource(textBlock = """
            0.05,  17, 17, 0.0
            0.03,   2,  1, 0.01
            0.1,    5, 10, 0.0
            0.02,   5,  2, 0.0
            10.0,   3,  6, 0.0
            0.0,    9,  0, 0.0
            -1.0,   4,  0, 0.0
            """)
    void dtIsClampedAndAccumulatedIntoWholeSubsteps(double dt, int calls, long ticks, double credit) {
        KitchenState s = run(round("a"), dt, calls);
        assertEquals(ticks, s.tick());
        assertEquals(credit, s.accumulator(), 1e-9);
    }

    @Test
    void aNaNDtRunsNothing() {
        KitchenState s = run(round("a"), Double.NaN, 3);
        assertEquals(0, s.tick());
        assertEquals(0.0, s.accumulator(), EPS);
    }

    @Test
    void oneCallOfTwoSubstepsEqualsTwoCallsOfOne() {
        KitchenState start = round("a", "b");
        List<PlayerInput> in = List.of(PlayerInput.of("a", 1, 0, false, 0, 1), PlayerInput.of("b", 0, -1, false, 0, 1));
        KitchenState once = Sim.step(start, 0.1, in).state();
        KitchenState twice = Sim.step(Sim.step(start, 0.05, in).state(), 0.05, in).state();
        assertEquals(twice.stateHash(), once.stateHash());
    }

    @Test
    void stepLeavesItsArgumentUntouched() {
        KitchenState start = round("a");
        long before = start.stateHash();
        Sim.step(start, 0.05, List.of(PlayerInput.of("a", 1, 0, true, 0, 1)));
        assertEquals(before, start.stateHash());
        assertEquals(0, start.tick());
    }

    @Test
    void anUnknownPlayerIsAnErrorEventNotAnException() {
        StepResult r = Sim.step(round("a"), 0.05, List.of(PlayerInput.of("ghost", 1, 0, true, 0, 9)));
        assertEquals(1, r.state().tick());
        Event e = r.events().get(0);
        assertEquals(EventKind.ERROR, e.kind());
        assertEquals("ghost", e.payload().get("player_id"));
        assertEquals("unknown_player", e.payload().get("reason"));
        assertEquals(9L, e.payload().get("seq"));
    }

    @ParameterizedTest(name = "frames {0} resolve to the one moving {1}")
    @CsvSource(textBlock = """
            'rx=5 seq=1 right | rx=3 seq=9 left',  left
            'rx=3 seq=2 right | rx=3 seq=1 left',  left
            'rx=3 seq=1 right | rx=3 seq=1 left',  right
            'rx=1 seq=1 left  | rx=2 seq=0 right', left
            """)
    void theEarliestReceivedThenLowestSeqThenFirstSeenFrameWins(String frames, String winner) {
        List<PlayerInput> in = new java.util.ArrayList<>();
        for (String f : frames.split("\\|")) {
            String[] parts = f.trim().split("\\s+");
            long rx = Long.parseLong(parts[0].substring(3));
            long seq = Long.parseLong(parts[1].substring(4));
            double mx = parts[2].equals("right") ? 1 : -1;
            in.add(PlayerInput.of("a", mx, 0, false, rx, seq));
        }
        KitchenState start = round("a");
        KitchenState s = Sim.step(start, 0.05, in).state();
        double dx = s.players().get(0).pos().x() - start.players().get(0).pos().x();
        assertTrue(winner.equals("right") ? dx > 0 : dx < 0, "moved " + dx);
    }

    @Test
    void seatsFillSpawnsInOrderAndShareThemWithAnOffset() {
        Kitchen k = TestKitchens.parse(
                "#####",
                "#1.2#",
                "#...#",
                "#####");
        KitchenState s = Sim.newRound(k, List.of("a", "b", "c"), 1);
        assertEquals(new Vec2(1.5, 1.5), s.players().get(0).pos());
        assertEquals(new Vec2(3.5, 1.5), s.players().get(1).pos());
        assertEquals(new Vec2(1.75, 1.5), s.players().get(2).pos());
    }

    @Test
    void aKitchenWithoutSpawnsOrARepeatedIdCannotStartARound() {
        Kitchen noSpawn = TestKitchens.parse("###", "#.#", "###");
        assertThrows(IllegalArgumentException.class, () -> Sim.newRound(noSpawn, List.of("a"), 1));
        assertThrows(IllegalArgumentException.class, () -> Sim.newRound(TestKitchens.standard(), List.of("a", "a"), 1));
    }

    @Test
    void timeUpGivesTheVerdictOnceAndTheRoundStops() {
        Kitchen k = TestKitchens.parse(10, 0, "#####", "#1..#", "#####");
        KitchenState s = Sim.newRound(k, List.of("a"), 1);
        int overs = 0;
        for (int i = 0; i < 30; i++) {
            StepResult r = Sim.step(s, 0.05, List.of(PlayerInput.of("a", 1, 0, false, s.tick(), i)));
            overs += (int) r.events().stream().filter(e -> e.kind() == EventKind.ROUND_OVER).count();
            s = r.state();
        }
        assertEquals(1, overs);
        assertEquals(10, s.tick());
        assertEquals(0, s.ticksLeft());
        assertEquals(Verdict.WON, s.verdict(), "score 0 meets a target of 0");
    }

    @Test
    void timeUpBelowTargetIsALoss() {
        Kitchen k = TestKitchens.parse(3, 50, "#####", "#1..#", "#####");
        KitchenState s = run(Sim.newRound(k, List.of("a"), 1), 0.05, 5);
        assertEquals(Verdict.LOST, s.verdict());
        assertEquals(3, s.tick());
    }

    @Test
    void aFullTieOfExplicitFacingAndMoveKeepsTheExplicitFacing() {
        KitchenState start = round("a");
        PlayerInput in = new PlayerInput("a", new Vec2(1, 0), false, Optional.of(Facing.UP), 0, 1);
        KitchenState s = Sim.step(start, 0.05, List.of(in)).state();
        assertEquals(Facing.UP, s.players().get(0).facing());
    }
}
