package undercooked.sim;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static undercooked.sim.SimConstants.MAX_SPEED;
import static undercooked.sim.SimConstants.RADIUS;
import static undercooked.sim.SimConstants.STEP_DT;

/**
 * Four cooks, 2000 substeps of a random walk from the sim's own SplitMix64 over a maze of pillars,
 * doorways, a void, a counter run and fixtures. Nobody hand-computes this; the invariants hold
 * after every substep anyway: every body inside walkable cells, no two bodies overlapping, no cook
 * moving further in a substep than top speed plus a push, and the walk actually going places.
 * Overlap is measured to CONTACT_EPS: a soft push converges geometrically, so a chain of three
 * against a wall keeps a few millionths of a tile for a substep.
 */
class MovementStressTest {
    static final Kitchen MAZE = TestKitchens.parse(
            "###############",
            "#1....#....#.2#",
            "#.##.....#....#",
            "#....#.#...==.#",
            "#.#.......#...#",
            "#...##. ..C.#.#",
            "#.#....#......#",
            "#3..W.....#.4.#",
            "###############");

    @ParameterizedTest(name = "substeps fed {0} s at a time")
    @ValueSource(doubles = {0.05, 0.1})
    void fourCooksWanderingNeverLeaveTheFloorOrOverlap(double dt) {
        List<String> ids = List.of("a", "b", "c", "d");
        KitchenState s = Sim.newRound(MAZE, ids, 9);
        Rng rng = new Rng(0xC0FFEE);
        double[][] dir = new double[4][2];
        double maxStep = MAX_SPEED * STEP_DT * (dt / STEP_DT) + 2 * RADIUS;
        double[] travelled = new double[4];
        int substeps = 0;
        while (substeps < 2000) {
            List<PlayerInput> in = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                if (rng.nextInt(12) == 0) {
                    dir[i][0] = rng.nextDouble() * 2 - 1;
                    dir[i][1] = rng.nextDouble() * 2 - 1;
                }
                in.add(PlayerInput.of(ids.get(i), dir[i][0], dir[i][1], rng.nextInt(10) == 0, s.tick(), s.tick()));
            }
            KitchenState before = s;
            s = Sim.step(s, dt, in).state();
            substeps += (int) (s.tick() - before.tick());
            for (int i = 0; i < 4; i++) {
                Vec2 p = s.players().get(i).pos();
                StressAssertions.assertContained(MAZE, p, "cook " + i + " at tick " + s.tick());
                double moved = p.minus(before.players().get(i).pos()).length();
                assertTrue(moved <= maxStep, "cook " + i + " jumped " + moved + " at tick " + s.tick());
                travelled[i] += moved;
            }
            StressAssertions.assertApart(s, SimConstants.CONTACT_EPS, "at tick " + s.tick());
        }
        assertEquals(2000, s.tick());
        for (int i = 0; i < 4; i++) {
            assertTrue(travelled[i] > 20, "cook " + i + " barely moved: " + travelled[i]);
        }
    }
}
