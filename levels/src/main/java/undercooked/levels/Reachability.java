package undercooked.levels;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import undercooked.sim.Cell;
import undercooked.sim.Kitchen;
import undercooked.sim.StationSpec;

/**
 * Where cooks can walk and which stations they can use, with walking distances: the validator
 * asks "is any station unreachable", the studio's heat map asks "how far is each station".
 *
 * <p>The walk is a 4-connected flood fill from every spawn over cells that do not block a body:
 * a body is a 0.7-tile square, so it fits a 1-tile corridor but cannot slip diagonally between
 * two blocked cells. A station is usable from any reached cell among its 8 neighbours (the reach
 * zone covers the front tile and the diagonal-front tiles), or from its own cell when it is a
 * pass-through fixture (serve, sink, trash) a cook stands on.
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
        int w = kitchen.width();
        int[] dist = new int[w * kitchen.height()];
        Arrays.fill(dist, UNREACHED);
        ArrayDeque<Cell> queue = new ArrayDeque<>();
        for (Cell s : kitchen.spawns()) {
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
        List<StationSpec> stations = kitchen.stations();
        int[] sd = new int[stations.size()];
        for (int i = 0; i < sd.length; i++) {
            sd[i] = usableFrom(kitchen, dist, stations.get(i));
        }
        return new Reachability(kitchen, dist, sd);
    }

    private static int usableFrom(Kitchen k, int[] dist, StationSpec s) {
        int best = UNREACHED;
        Cell at = s.cell();
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                boolean self = dx == 0 && dy == 0;
                if (self && s.kind().blocksBodies()) {
                    continue;
                }
                int x = at.x() + dx;
                int y = at.y() + dy;
                if (k.inBounds(x, y)) {
                    int d = dist[y * k.width() + x];
                    if (d != UNREACHED && (best == UNREACHED || d < best)) {
                        best = d;
                    }
                }
            }
        }
        return best;
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
