package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static undercooked.sim.SimConstants.CONTACT_EPS;
import static undercooked.sim.SimConstants.MAX_SPEED;
import static undercooked.sim.SimConstants.RADIUS;

class MovementTest {
    private static final double EPS = 1e-9;
    private static final double FLUSH_BEFORE_4 = 4 - RADIUS - CONTACT_EPS;
    private static final double FLUSH_BEFORE_6 = 6 - RADIUS - CONTACT_EPS;

    /** Holds the stick for {@code ticks} substeps; returns the final state. */
    static KitchenState walk(KitchenState s, String id, double mx, double my, int ticks) {
        for (int i = 0; i < ticks; i++) {
            s = Sim.step(s, 0.05, List.of(PlayerInput.of(id, mx, my, false, s.tick(), s.tick()))).state();
        }
        return s;
    }

    @ParameterizedTest(name = "walking right into ''{0}'' ends at x={1}")
    @CsvSource(textBlock = """
            '#', 3.6499
            '=', 3.6499
            ' ', 3.6499
            'C', 3.6499
            'S', 3.6499
            'P', 3.6499
            'T', 3.6499
            '.', 5.6499
            'W', 5.6499
            'K', 5.6499
            'X', 5.6499
            """)
    void eachTileAndFixtureBlocksOrLetsABodyThrough(char tile, double expectedX) {
        Kitchen k = TestKitchens.parse("#######", "#1.." + tile + ".#", "#######");
        KitchenState s = walk(Sim.newRound(k, List.of("a"), 1), "a", 1, 0, 60);
        double expected = expectedX < 4 ? FLUSH_BEFORE_4 : FLUSH_BEFORE_6;
        assertFlush(expected, s.players().get(0).pos().x());
        assertEquals(0.0, s.players().get(0).vel().x(), EPS, "a blocked axis loses its velocity");
    }

    /** Stopped within CONTACT_EPS of flush: the footprint is inset by CONTACT_EPS, so both ends are legal. */
    private static void assertFlush(double clampedAt, double actual) {
        assertTrue(actual >= clampedAt - EPS && actual <= clampedAt + 2 * CONTACT_EPS,
                "expected to stop flush (" + clampedAt + " .. " + (clampedAt + 2 * CONTACT_EPS) + "), was " + actual);
    }

    @Test
    void theEdgeOfTheGridBlocksLikeAWall() {
        Kitchen k = TestKitchens.parse("....", "1...", "....");
        KitchenState s = walk(Sim.newRound(k, List.of("a"), 1), "a", 1, 0, 60);
        assertFlush(FLUSH_BEFORE_4, s.players().get(0).pos().x());
        s = walk(s, "a", -1, -1, 80);
        assertFlush(-(RADIUS + CONTACT_EPS), -s.players().get(0).pos().x());
        assertFlush(-(RADIUS + CONTACT_EPS), -s.players().get(0).pos().y());
    }

    @Test
    void accelerationAndBrakingFollowTheConstants() {
        KitchenState s = Sim.newRound(TestKitchens.parse("##########", "#1.......#", "##########"), List.of("a"), 1);
        s = walk(s, "a", 1, 0, 1);
        assertEquals(1.5, s.players().get(0).vel().x(), EPS, "ACCEL 30 for one 0.05 s substep");
        s = walk(s, "a", 1, 0, 2);
        assertEquals(MAX_SPEED, s.players().get(0).vel().x(), EPS, "capped at MAX_SPEED");
        s = walk(s, "a", 0, 0, 1);
        assertEquals(1.5, s.players().get(0).vel().x(), EPS, "DECEL 40 takes 2.0 per substep");
        s = walk(s, "a", 0, 0, 1);
        assertEquals(0.0, s.players().get(0).vel().x(), EPS);
        assertEquals(PlayerState.IDLE, s.players().get(0).state());
    }

    @ParameterizedTest(name = "move ({0},{1}) tops out at {2} tiles/s")
    @CsvSource(textBlock = """
            1,    0,  3.5
            50,   0,  3.5
            1,    1,  3.5
            -0.7, 0.7, 3.4648232278140831
            0.5,  0,  1.75
            NaN,  0,  0
            Infinity, 0, 0
            """)
    void intentIsADirectionNotASpeed(double mx, double my, double speed) {
        Kitchen open = TestKitchens.parse("#########", "#.......#", "#.......#", "#...1...#", "#.......#", "#.......#", "#########");
        KitchenState s = walk(Sim.newRound(open, List.of("a"), 1), "a", mx, my, 4);
        assertEquals(speed, s.players().get(0).vel().length(), 1e-9);
    }

    @Test
    void noSpeedTunnelsThroughAOneTileWall() {
        Kitchen k = TestKitchens.parse("#######", "#1.#..#", "#######");
        double x = Movement.sweep(k, 1.5, 1.5, 50.0, true);
        assertEquals(3 - RADIUS - CONTACT_EPS, x, EPS);
        double back = Movement.sweep(k, 4.5, 1.5, -50.0, true);
        assertEquals(4 + RADIUS + CONTACT_EPS, back, EPS);
    }

    @Test
    void aDiagonalCannotClipAWallCorner() {
        Kitchen k = TestKitchens.parse(
                "#####",
                "#1..#",
                "#.#.#",
                "#...#",
                "#####");
        KitchenState s = walk(Sim.newRound(k, List.of("a"), 1), "a", 1, 1, 40);
        Vec2 p = s.players().get(0).pos();
        StressAssertions.assertContained(k, p, "after a diagonal into the pillar");
    }

    @Test
    void twoCooksMeetingHeadOnBothGiveWay() {
        Kitchen k = TestKitchens.parse("#########", "#1......#", "#.......#", "#.......#", "#########");
        KitchenState s = Sim.newRound(k, List.of("a", "b"), 1);
        s = TestKitchens.withPlayer(s, TestKitchens.at(s.players().get(0), 4.0, 2.5, Facing.RIGHT));
        s = TestKitchens.withPlayer(s, TestKitchens.at(s.players().get(1), 4.5, 2.5, Facing.LEFT));
        s = Sim.step(s, 0.05, List.of()).state();
        assertEquals(3.9, s.players().get(0).pos().x(), EPS);
        assertEquals(4.6, s.players().get(1).pos().x(), EPS);
        assertEquals(Vec2.ZERO, s.players().get(0).vel(), "a push moves positions, never velocities");
        assertEquals(Facing.RIGHT, s.players().get(0).facing(), "a pushed cook does not turn");
    }

    @Test
    void aCookPinnedByAWallPushesTheOtherTheFullAmount() {
        Kitchen k = TestKitchens.parse("#########", "#1......#", "#.......#", "#.......#", "#########");
        KitchenState s = Sim.newRound(k, List.of("a", "b"), 1);
        double pinned = 1 + RADIUS + CONTACT_EPS;
        s = TestKitchens.withPlayer(s, TestKitchens.at(s.players().get(0), pinned, 2.5, Facing.LEFT));
        s = TestKitchens.withPlayer(s, TestKitchens.at(s.players().get(1), pinned + 0.5, 2.5, Facing.LEFT));
        s = Sim.step(s, 0.05, List.of()).state();
        assertEquals(pinned, s.players().get(0).pos().x(), EPS);
        assertEquals(pinned + 2 * RADIUS, s.players().get(1).pos().x(), EPS);
    }

    @Test
    void twoCooksInAOneByOneCellDeadlockAndTheLaterFrameIsReverted() {
        KitchenState s = stackedInACell();
        Vec2 bStart = s.players().get(1).pos();
        List<PlayerInput> in = List.of(PlayerInput.of("a", 1, 0, false, 0, 1), PlayerInput.of("b", -1, 0, false, 0, 2));
        KitchenState next = Sim.step(s, 0.05, in).state();
        assertEquals(bStart, next.players().get(1).pos(), "b's frame ranks later: b goes back");
        StressAssertions.assertContained(next.kitchen(), next.players().get(0).pos(), "a stays in its cell");
    }

    /** Two cooks overlapping inside a closed 1x1 cell: no push can ever separate them. */
    private static KitchenState stackedInACell() {
        Kitchen k = TestKitchens.parse("###", "#1#", "###");
        KitchenState s = Sim.newRound(k, List.of("a", "b"), 1);
        s = TestKitchens.withPlayer(s, TestKitchens.at(s.players().get(0), 1.4, 1.5, Facing.RIGHT));
        return TestKitchens.withPlayer(s, TestKitchens.at(s.players().get(1), 1.6, 1.5, Facing.LEFT));
    }

    @Test
    void aCookWhoSentNothingIsNeverTheDeadlockLoser() {
        KitchenState s = stackedInACell();
        Vec2 aStart = s.players().get(0).pos();
        KitchenState next = Sim.step(s, 0.05, List.of(PlayerInput.of("a", 1, 0, false, 0, 1))).state();
        assertEquals(aStart, next.players().get(0).pos());
    }

    @Test
    void aChainOfFourInACorridorDrainsApart() {
        Kitchen k = TestKitchens.parse("############", "#1.........#", "############");
        KitchenState s = Sim.newRound(k, List.of("a", "b", "c", "d"), 1);
        double[] xs = {5.0, 5.3, 5.6, 5.9};
        for (int i = 0; i < 4; i++) {
            s = TestKitchens.withPlayer(s, TestKitchens.at(s.players().get(i), xs[i], 1.5, Facing.RIGHT));
        }
        for (int i = 0; i < 20; i++) {
            s = Sim.step(s, 0.05, List.of()).state();
        }
        for (int i = 0; i < 3; i++) {
            double gap = s.players().get(i + 1).pos().x() - s.players().get(i).pos().x();
            assertTrue(gap >= 2 * RADIUS - 1e-6, "cooks " + i + " and " + (i + 1) + " still overlap: gap " + gap);
        }
    }

    @Test
    void aStunHoldsTheCookForItsDurationAndIsReportedOnce() {
        Kitchen k = TestKitchens.parse("##########", "#1.......#", "##########");
        KitchenState s = Sim.newRound(k, List.of("a"), 1);
        s = TestKitchens.withPlayer(s, s.players().get(0).withStun(SimConstants.STUN_S));
        Vec2 start = s.players().get(0).pos();
        List<Event> events = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            StepResult r = Sim.step(s, 0.05, List.of(PlayerInput.of("a", 1, 0, false, i, i)));
            events.addAll(r.events());
            s = r.state();
            if (i < 11) {
                assertEquals(PlayerState.STUNNED, s.players().get(0).state(), "substep " + i);
            }
            assertEquals(start, s.players().get(0).pos(), "a stunned cook does not move (substep " + i + ")");
        }
        assertEquals(1, events.stream().filter(e -> e.kind() == EventKind.STUNNED).count());
        assertEquals(PlayerState.IDLE, s.players().get(0).state(), "the 12th substep spends the 0.6 s stun");
        s = walk(s, "a", 1, 0, 1);
        assertTrue(s.players().get(0).pos().x() > start.x(), "moves again once the stun is over");
    }

    @ParameterizedTest(name = "intent ({0},{1}) from {2} faces {3}")
    @CsvSource(textBlock = """
            1,    0,    DOWN,  RIGHT
            -1,   0,    DOWN,  LEFT
            0,    1,    UP,    DOWN
            0,    -1,   DOWN,  UP
            1,    1,    UP,    RIGHT
            -1,   1,    UP,    LEFT
            0.5,  -0.9, DOWN,  UP
            0,    0,    LEFT,  LEFT
            """)
    void facingFollowsTheDominantAxisOfIntent(double ix, double iy, Facing from, Facing expected) {
        assertEquals(expected, Movement.facingFor(new Vec2(ix, iy), from));
    }

    @Test
    void anExplicitFaceWinsOverTheMove() {
        Kitchen k = TestKitchens.parse("#####", "#.1.#", "#####");
        KitchenState s = Sim.newRound(k, List.of("a"), 1);
        PlayerInput in = new PlayerInput("a", new Vec2(1, 0), false, Optional.of(Facing.LEFT), 0, 0);
        s = Sim.step(s, 0.05, List.of(in)).state();
        assertEquals(Facing.LEFT, s.players().get(0).facing());
    }
}
