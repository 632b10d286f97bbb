package undercooked.sim;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReachTest {

    @ParameterizedTest(name = "facing {0}: {1}")
    @CsvSource(textBlock = """
            UP,    '(5,4) (4,4) (6,4) (5,5)'
            RIGHT, '(6,5) (6,4) (6,6) (5,5)'
            DOWN,  '(5,6) (6,6) (4,6) (5,5)'
            LEFT,  '(4,5) (4,6) (4,4) (5,5)'
            """)
    void theHandWalksFrontThenDiagonalFrontThenUnderfoot(Facing f, String cells) {
        for (double[] p : new double[][] {{5.5, 5.5}, {5.01, 5.99}, {5.99, 5.01}}) {
            String walk = Reach.candidateCells(new Vec2(p[0], p[1]), f).stream()
                    .map(Cell::toString).reduce((a, b) -> a + " " + b).orElseThrow();
            assertEquals(cells, walk, "the walk does not depend on where in the tile the cook stands");
        }
    }

    @ParameterizedTest(name = "a cook at ({0},{1}) {2} the cell (3,1)")
    @CsvSource(textBlock = """
            2.5,  1.5,   reaches
            1.51, 1.5,   'does not reach'
            1.9,  1.5,   reaches
            1.5,  1.5,   'does not reach'
            2.5,  2.5,   reaches
            2.1,  2.9,   'does not reach'
            2.9,  2.1,   reaches
            """)
    void reachIsMeasuredCentreToCentreWithForgiveness(double x, double y, String verdict) {
        // (3,1) has its centre at (3.5, 1.5); REACH + FORGIVE = 1.6.
        assertEquals(verdict.equals("reaches"), Reach.inReach(new Vec2(x, y), new Cell(3, 1)));
    }

    @Test
    void theForgivenessBoundaryIsInclusiveAt1Point6() {
        assertTrue(Reach.inReach(new Vec2(3.5 - 1.6, 1.5), new Cell(3, 1)));
        assertFalse(Reach.inReach(new Vec2(3.5 - 1.61, 1.5), new Cell(3, 1)));
        assertTrue(Reach.inReach(new Vec2(3.5 - 0.99, 1.5), new Cell(3, 1)));
    }

    @Test
    void theSameDiagonalFixtureIsInReachFromTheNearCornerOnly() {
        Kitchen k = TestKitchens.parse(
                "#####",
                "#..=#",
                "#1..#",
                "#####");
        KitchenState s = Sim.newRound(k, List.of("a"), 1);
        Player near = TestKitchens.at(s.players().get(0), 2.9, 2.1, Facing.UP);
        Player far = TestKitchens.at(s.players().get(0), 2.1, 2.9, Facing.UP);
        int counter = TestKitchens.stationAt(s, 3, 1);
        assertEquals(Optional.of(new Target(Target.Kind.FIXTURE, counter, Target.NONE)), Reach.select(s, near));
        assertEquals(Optional.empty(), Reach.select(s, far));
    }

    @Test
    void nothingIsReachedThroughAWall() {
        Kitchen k = TestKitchens.parse(
                "######",
                "#1.#=#",
                "######");
        KitchenState s = Sim.newRound(k, List.of("a"), 1);
        Player p = TestKitchens.at(s.players().get(0), 2.5, 1.5, Facing.RIGHT);
        assertEquals(Optional.empty(), Reach.select(s, p));
    }

    @Test
    void withAFreeHandTheItemComesBeforeTheFixtureAndAFullHandSkipsIt() {
        Kitchen k = TestKitchens.parse("#####", "#1T.#", "#####");
        KitchenState s = Sim.newRound(k, List.of("a"), 1);
        int shelf = TestKitchens.stationAt(s, 2, 1);
        Player free = TestKitchens.at(s.players().get(0), 1.5, 1.5, Facing.RIGHT);
        assertEquals(Target.Kind.ITEM, Reach.select(s, free).orElseThrow().kind());
        assertEquals(Target.STOCK, Reach.select(s, free).orElseThrow().slot());
        Player full = free.withHeld(Optional.of(new Item(0, ItemKind.ONION, ItemForm.RAW)));
        assertEquals(Optional.of(new Target(Target.Kind.FIXTURE, shelf, Target.NONE)), Reach.select(s, full));
    }

    @Test
    void aServeWindowIsItsOwnTargetAndReachableFromAbove() {
        Kitchen k = TestKitchens.parse("#####", "#1W.#", "#####");
        KitchenState s = Sim.newRound(k, List.of("a"), 1);
        Player standingOn = TestKitchens.at(s.players().get(0), 2.5, 1.5, Facing.UP);
        assertEquals(Target.Kind.SERVE, Reach.select(s, standingOn).orElseThrow().kind());
    }

    @Test
    void anUnmarkedItemOnAnIdleBoardIsWorkNotSomethingToTake() {
        Kitchen k = TestKitchens.parse("#####", "#1C.#", "#####");
        KitchenState s = Sim.newRound(k, List.of("a"), 1);
        int board = TestKitchens.stationAt(s, 2, 1);
        Station st = s.stations().get(board);
        s = TestKitchens.withStation(s, st.withContents(List.of(Slot.unmarked(new Item(0, ItemKind.ONION, ItemForm.RAW)))));
        Player p = TestKitchens.at(s.players().get(0), 1.5, 1.5, Facing.RIGHT);
        assertEquals(Target.Kind.FIXTURE, Reach.select(s, p).orElseThrow().kind());
    }
}
