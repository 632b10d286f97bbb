package undercooked.sim;

import static org.junit.jupiter.api.Assertions.fail;
import static undercooked.sim.SimConstants.RADIUS;

/** Shared checks of the physical invariants: no body in a blocked cell, no two bodies overlapping. */
final class StressAssertions {
    private StressAssertions() {
    }

    static void assertContained(Kitchen k, Vec2 p, String where) {
        int x0 = Movement.lowCell(p.x());
        int x1 = Movement.highCell(p.x());
        int y0 = Movement.lowCell(p.y());
        int y1 = Movement.highCell(p.y());
        for (int x = x0; x <= x1; x++) {
            for (int y = y0; y <= y1; y++) {
                if (k.blocks(x, y)) {
                    fail("body at " + p + " overlaps blocked cell (" + x + "," + y + ") " + where);
                }
            }
        }
    }

    static void assertApart(KitchenState s, double tolerance, String where) {
        for (int i = 0; i < s.players().size(); i++) {
            for (int j = i + 1; j < s.players().size(); j++) {
                Vec2 a = s.players().get(i).pos();
                Vec2 b = s.players().get(j).pos();
                double ox = 2 * RADIUS - Math.abs(a.x() - b.x());
                double oy = 2 * RADIUS - Math.abs(a.y() - b.y());
                if (ox > tolerance && oy > tolerance) {
                    fail("cooks " + i + " and " + j + " overlap by (" + ox + ", " + oy + ") at " + a + " / " + b + " " + where + "; all cooks " + s.players().stream().map(Player::pos).toList());
                }
            }
        }
    }
}
