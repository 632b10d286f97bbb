package undercooked.sim;

import java.util.List;
import java.util.Optional;

import static undercooked.sim.SimConstants.FORGIVE;
import static undercooked.sim.SimConstants.REACH;

/**
 * The reach zone: which fixture a press is aimed at. Discrete first: the hand walks the tile in
 * front, the two diagonal-front tiles and the tile underfoot, in that order, and never beyond, so
 * nothing is reached through a wall. Continuous second: a walked tile counts only while its centre
 * is within REACH + FORGIVE of the cook, which is why a diagonal fixture is in reach from the near
 * side of the cook's tile and not from the far one.
 */
public final class Reach {
    private Reach() {
    }

    /** The candidate cells, in priority order, for a cook at {@code pos} facing {@code f}. */
    public static List<Cell> candidateCells(Vec2 pos, Facing f) {
        Cell here = Cell.containing(pos.x(), pos.y());
        Cell front = here.plus(f.dx(), f.dy());
        // The perpendiculars: counter-clockwise first, so every facing is a rotation of one row.
        Cell ccw = front.plus(f.dy(), -f.dx());
        Cell cw = front.plus(-f.dy(), f.dx());
        return List.of(front, ccw, cw, here);
    }

    /** Within REACH + FORGIVE (inclusive) of the cell's centre. */
    public static boolean inReach(Vec2 pos, Cell c) {
        double dx = c.centerX() - pos.x();
        double dy = c.centerY() - pos.y();
        double r = REACH + FORGIVE + 1e-9;
        return dx * dx + dy * dy <= r * r;
    }

    /**
     * Whether the cell's centre is in front of the cook or level with them: behind the plane of
     * the facing by more than half a tile (outside the cook's own tile) is not facing.
     */
    public static boolean facing(Vec2 pos, Facing f, Cell c) {
        double along = (c.centerX() - pos.x()) * f.dx() + (c.centerY() - pos.y()) * f.dy();
        return along >= -0.5;
    }

    /**
     * The first usable cell of the walk: with a free hand an item there is the target; the serve
     * window is its own kind of target; otherwise the fixture. Cells without a fixture, or out of
     * reach, are skipped, not refused, so a nearer candidate still gets its turn.
     */
    public static Optional<Target> select(KitchenState state, Player p) {
        Kitchen k = state.kitchen();
        for (Cell c : candidateCells(p.pos(), p.facing())) {
            int s = k.stationIndex(c.x(), c.y());
            if (s < 0 || !inReach(p.pos(), c)) {
                continue;
            }
            Station st = state.stations().get(s);
            if (p.held().isEmpty()) {
                int slot = grabbableSlot(k, st);
                if (slot != Target.NONE) {
                    return Optional.of(new Target(Target.Kind.ITEM, s, slot));
                }
            }
            if (st.kind() == StationKind.SERVE) {
                return Optional.of(new Target(Target.Kind.SERVE, s, Target.NONE));
            }
            return Optional.of(new Target(Target.Kind.FIXTURE, s, Target.NONE));
        }
        return Optional.empty();
    }

    /**
     * Which entry a free hand may take, the one place grabbability is decided: a shelf gives its
     * newest set-down, else its stock when it mints one; a serve window gives back a returned
     * plate; a sink gives a clean plate; any other fixture gives its newest marked set-down, or its
     * first entry when the fixture is READY or BURNING (a pipeline's output, or burnt leftovers to
     * clear). Otherwise {@link Target#NONE}: an onion on an idle chop board is there to be chopped.
     */
    static int grabbableSlot(Kitchen k, Station st) {
        List<Slot> contents = st.contents();
        switch (st.kind()) {
            case SPAWN_SHELF -> {
                if (!contents.isEmpty()) {
                    return contents.size() - 1;
                }
                return k.mints(st.stock().orElseThrow()) ? Target.STOCK : Target.NONE;
            }
            case SERVE -> {
                return contents.isEmpty() ? Target.NONE : 0;
            }
            case SINK -> {
                for (int i = 0; i < contents.size(); i++) {
                    if (contents.get(i).item().form() == ItemForm.CLEAN) {
                        return i;
                    }
                }
                return Target.NONE;
            }
            default -> {
                if (st.state() == StationState.BLOCKED) {
                    return Target.NONE;
                }
                for (int i = contents.size() - 1; i >= 0; i--) {
                    if (contents.get(i).marked()) {
                        return i;
                    }
                }
                boolean output = st.state() == StationState.READY || st.state() == StationState.BURNING;
                return output && !contents.isEmpty() ? 0 : Target.NONE;
            }
        }
    }
}
