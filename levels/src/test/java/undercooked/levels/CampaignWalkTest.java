package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import undercooked.sim.Cell;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.Player;
import undercooked.sim.PlayerInput;
import undercooked.sim.Rng;
import undercooked.sim.Sim;
import undercooked.sim.Vec2;

/**
 * Authored content must stay walkable in the real kernel, not only in the validator's flood
 * fill: four cooks wander each shipped level for 500 ticks and must stay on cells a body may
 * occupy, and must actually get somewhere.
 */
class CampaignWalkTest {
    private static final int TICKS = 500;
    private static final double DT = 0.05;
    private static final List<String> COOKS = List.of("a", "b", "c", "d");

    @Test
    void fourCooksWanderEveryShippedLevelFor500TicksOnWalkableCellsAndGetSomewhere() {
        for (Level level : Campaign.builtIn().levels()) {
            Kitchen kitchen = level.kitchen();
            KitchenState state = Sim.newRound(kitchen, COOKS, 7);
            List<Vec2> start = state.players().stream().map(Player::pos).toList();
            double[] farthest = new double[COOKS.size()];
            Rng rng = new Rng(level.order());
            List<Vec2> heading = new ArrayList<>(List.of(Vec2.ZERO, Vec2.ZERO, Vec2.ZERO, Vec2.ZERO));
            for (int tick = 0; tick < TICKS; tick++) {
                List<PlayerInput> inputs = new ArrayList<>();
                for (int i = 0; i < COOKS.size(); i++) {
                    if (tick % 10 == 0) {
                        heading.set(i, new Vec2(rng.nextInt(3) - 1, rng.nextInt(3) - 1));
                    }
                    inputs.add(PlayerInput.of(COOKS.get(i), heading.get(i).x(), heading.get(i).y(), false, tick, tick));
                }
                state = Sim.step(state, DT, inputs).state();
                for (int i = 0; i < COOKS.size(); i++) {
                    Vec2 p = state.players().get(i).pos();
                    Cell c = Cell.containing(p.x(), p.y());
                    String where = level.id() + " tick " + tick + " cook " + i + " at " + p;
                    assertTrue(kitchen.inBounds(c.x(), c.y()), where + " left the grid");
                    assertFalse(kitchen.blocks(c.x(), c.y()), where + " is on a blocking cell");
                    farthest[i] = Math.max(farthest[i], p.minus(start.get(i)).length());
                }
            }
            for (int i = 0; i < COOKS.size(); i++) {
                assertTrue(farthest[i] > 1.0, level.id() + " cook " + i + " never got more than a tile from the spawn");
            }
        }
    }
}
