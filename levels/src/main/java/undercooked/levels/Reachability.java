package undercooked.levels;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import undercooked.sim.Cell;
import undercooked.sim.Facing;
import undercooked.sim.Kitchen;
import undercooked.sim.Reach;
import undercooked.sim.Vec2;

/**
 * Where cooks can walk and which stations they can use, with walking distances: the validator
 * asks "is any station unreachable", the studio's heat map asks "how far is each station".
 *
 * <p>The walk is a 4-connected flood fill from every spawn over cells that do not block a body:
 * a body is a 0.7-tile square, so it fits a 1-tile corridor but cannot slip diagonally between
 * two blocked cells. A station is usable from a reached cell when the kernel's own reach walk
 * ({@link Reach}) picks it there: for some facing and some spot in the cell, it is the first
 * fixture in reach among the front tile, the diagonal-front tiles and the tile underfoot. So a
 * station tucked diagonally behind two other stations counts as unreachable, exactly as in play.
 */
public final class Reachability {
    private static final int UNREACHED = -1;

    private final Kitchen kitchen;
    private final int[] distance;
    private final int[] stationDistance;

    private Reachability(Kitchen kitchen, int[] distance, int[] stationDistance) {
        this.kitchen = kitchen;
        this.distance = distance;
        this.stationDistance = stationDistance;
    }

    /** Floods the kitchen from all of its spawns at once (multi-source: the nearest spawn wins). */
    public static Reachability of(Kitchen kitchen) {
        Objects.requireNonNull(kitchen, "kitchen");
        return from(kitchen, kitchen.spawns());
    }

    /** What one cook starting at {@code start} can walk to and use. */
    public static Reachability from(Kitchen kitchen, Cell start) {
        Objects.requireNonNull(kitchen, "kitchen");
        return from(kitchen, java.util.List.of(start));
    }

    private static Reachability from(Kitchen kitchen, java.util.List<Cell> sources) {
        int w = kitchen.width();
        int[] dist = new int[w * kitchen.height()];
        Arrays.fill(dist, UNREACHED);
        ArrayDeque<Cell> queue = new ArrayDeque<>();
        for (Cell s : sources) {
            if (!kitchen.blocks(s.x(), s.y()) && dist[s.y() * w + s.x()] == UNREACHED) {
                dist[s.y() * w + s.x()] = 0;
                queue.add(s);
            }
        }
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!queue.isEmpty()) {
            Cell c = queue.poll();
            int d = dist[c.y() * w + c.x()];
            for (int[] st : steps) {
                int x = c.x() + st[0];
                int y = c.y() + st[1];
                if (!kitchen.blocks(x, y) && dist[y * w + x] == UNREACHED) {
                    dist[y * w + x] = d + 1;
                    queue.add(new Cell(x, y));
                }
            }
        }
        int[] sd = new int[kitchen.stations().size()];
        Arrays.fill(sd, UNREACHED);
        for (int y = 0; y < kitchen.height(); y++) {
            for (int x = 0; x < w; x++) {
                int d = dist[y * w + x];
                if (d != UNREACHED) {
                    markUsable(kitchen, x, y, d, sd);
                }
            }
        }
        return new Reachability(kitchen, dist, sd);
    }

    /** Where a body can always stand in an open cell: the centre, and 0.15 off it either way. */
    private static final double[] SPOTS = {-0.15, 0.0, 0.15};

    /** Every station the reach walk would pick from somewhere in cell (x, y), at walking distance {@code d}. */
    private static void markUsable(Kitchen k, int x, int y, int d, int[] sd) {
        for (Facing f : Facing.values()) {
            for (double ox : SPOTS) {
                for (double oy : SPOTS) {
                    Vec2 pos = new Vec2(x + 0.5 + ox, y + 0.5 + oy);
                    for (Cell c : Reach.candidateCells(pos, f)) {
                        Optional<Integer> s = k.stationIndexAt(c.x(), c.y());
                        if (s.isPresent() && Reach.inReach(pos, c)) {
                            int i = s.get();
                            if (sd[i] == UNREACHED || d < sd[i]) {
                                sd[i] = d;
                            }
                            break;
                        }
                    }
                }
            }
        }
    }

    /** Steps (4-connected) from the nearest spawn to a cell; empty when no cook can stand there. */
    public OptionalInt distanceTo(Cell cell) {
        if (!kitchen.inBounds(cell.x(), cell.y())) {
            return OptionalInt.empty();
        }
        int d = distance[cell.y() * kitchen.width() + cell.x()];
        return d == UNREACHED ? OptionalInt.empty() : OptionalInt.of(d);
    }

    /**
     * Steps from the nearest spawn to the nearest cell a cook can use station {@code index} of
     * {@link Kitchen#stations()} from; empty when no cook can use it.
     */
    public OptionalInt stationDistance(int index) {
        Objects.checkIndex(index, stationDistance.length);
        int d = stationDistance[index];
        return d == UNREACHED ? OptionalInt.empty() : OptionalInt.of(d);
    }

    /** Indices into {@link Kitchen#stations()} of the stations no cook can use, in canonical order. */
    public List<Integer> unreachableStations() {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < stationDistance.length; i++) {
            if (stationDistance[i] == UNREACHED) {
                out.add(i);
            }
        }
        return out;
    }

    /** How many cells a cook can stand on. */
    public int walkableCells() {
        int n = 0;
        for (int d : distance) {
            if (d != UNREACHED) {
                n++;
            }
        }
        return n;
    }

    public Kitchen kitchen() {
        return kitchen;
    }
}
