package undercooked.bots;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;

import undercooked.sim.Cell;
import undercooked.sim.Facing;
import undercooked.sim.ItemForm;
import undercooked.sim.ItemKind;
import undercooked.sim.Kitchen;
import undercooked.sim.Recipe;
import undercooked.sim.StationKind;
import undercooked.sim.StationSpec;

/**
 * What a bot knows of a kitchen before the round starts, worked out once per kitchen and shared by
 * a team's bots: where a body can stand, the rooms (floor regions a cook can walk between), the
 * counters that join two rooms (the passes), where to stand to use each station and which way to
 * face, and a walking-cost field to each station, built the first time a bot walks there.
 *
 * <p>Walking costs are whole steps between orthogonal floor cells, with a surcharge on the cells
 * the moving obstacle sweeps, so paths go round its loop when there is room.
 */
final class KitchenMap {
    /** Cost of one step; a step onto a cell the obstacle sweeps costs {@link #OBSTACLE_STEP}. */
    static final int STEP = 2;
    static final int OBSTACLE_STEP = 9;
    static final int FAR = Integer.MAX_VALUE / 4;

    final Kitchen kitchen;
    final int width;
    final int height;
    /** A body may stand on the cell. */
    private final boolean[] open;
    /** The room of each open cell, -1 for blocked ones. */
    final int[] region;
    final int regions;
    /** Cost of stepping onto each cell. */
    private final int[] stepCost;
    /** Per station: the regions that can use it. */
    private final boolean[][] usableFrom;
    /** Counter stations usable from two or more rooms. */
    final List<Integer> passes;
    /** The zone (rooms joined by passes, directly or along a chain) of each room, and of each station. */
    private final int[] zoneOfRegion;
    private final int[] zoneOfStation;
    /** Per station, lazily: the cost from every cell to the cheapest cell to stand on to use it. */
    private final int[][] fields;
    /** Per station, lazily: rooms apart (through passes) from every room, 0 where it is usable. */
    private final int[][] roomHops;
    private int[] park;
    /** Per room, lazily: 1 when the room alone can make every recipe its zone can (a kitchen of its own), 0 when not. */
    private final byte[] ownKitchen;
    /** Station indices by kind (ordinal), ascending, and all of them: a search for a kind looks at those alone. */
    private final int[][] ofKind;
    private final int[] all;

    KitchenMap(Kitchen k) {
        this.kitchen = k;
        this.width = k.width();
        this.height = k.height();
        ofKind = new int[StationKind.values().length][];
        for (StationKind kind : StationKind.values()) {
            ofKind[kind.ordinal()] = IntStream.range(0, k.stations().size())
                    .filter(i -> k.stations().get(i).kind() == kind).toArray();
        }
        all = IntStream.range(0, k.stations().size()).toArray();
        int n = width * height;
        open = new boolean[n];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                open[y * width + x] = !k.blocks(x, y);
            }
        }
        region = new int[n];
        Arrays.fill(region, -1);
        int r = 0;
        int[] queue = new int[n];
        for (int i = 0; i < n; i++) {
            if (open[i] && region[i] < 0) {
                int head = 0;
                int tail = 0;
                queue[tail++] = i;
                region[i] = r;
                while (head < tail) {
                    int c = queue[head++];
                    for (int d = 0; d < 4; d++) {
                        int nb = neighbour(c, d);
                        if (nb >= 0 && open[nb] && region[nb] < 0) {
                            region[nb] = r;
                            queue[tail++] = nb;
                        }
                    }
                }
                r++;
            }
        }
        regions = r;
        stepCost = new int[n];
        Arrays.fill(stepCost, STEP);
        markObstacle(k);
        List<StationSpec> specs = k.stations();
        usableFrom = new boolean[specs.size()][regions];
        List<Integer> p = new ArrayList<>();
        for (int s = 0; s < specs.size(); s++) {
            int count = 0;
            for (int cell : standCells(s)) {
                if (!usableFrom[s][region[cell]]) {
                    usableFrom[s][region[cell]] = true;
                    count++;
                }
            }
            if (specs.get(s).kind() == StationKind.COUNTER && count >= 2) {
                p.add(s);
            }
        }
        passes = List.copyOf(p);
        fields = new int[specs.size()][];
        roomHops = new int[specs.size()][];
        zoneOfRegion = new int[regions];
        for (int i = 0; i < regions; i++) {
            zoneOfRegion[i] = i;
        }
        boolean merged = true;
        while (merged) { // few rooms and passes: merge to a fixed point
            merged = false;
            for (int pass : passes) {
                int lowest = Integer.MAX_VALUE;
                for (int q = 0; q < regions; q++) {
                    if (usableFrom[pass][q]) {
                        lowest = Math.min(lowest, zoneOfRegion[q]);
                    }
                }
                for (int q = 0; q < regions; q++) {
                    if (usableFrom[pass][q] && zoneOfRegion[q] != lowest) {
                        zoneOfRegion[q] = lowest;
                        merged = true;
                    }
                }
            }
        }
        ownKitchen = new byte[regions];
        Arrays.fill(ownKitchen, (byte) -1);
        zoneOfStation = new int[specs.size()];
        for (int st = 0; st < specs.size(); st++) {
            zoneOfStation[st] = -1;
            for (int q = 0; q < regions; q++) {
                if (usableFrom[st][q]) {
                    zoneOfStation[st] = zoneOfRegion[q];
                    break;
                }
            }
        }
    }

    /** Cost from every cell to the nearest parking cell: floor with no station beside it, out of everyone's way. */
    int[] parkField() {
        if (park == null) {
            List<Integer> cells = new ArrayList<>();
            boolean[] beside = new boolean[open.length];
            for (int s = 0; s < kitchen.stations().size(); s++) {
                for (int c : standCells(s)) {
                    beside[c] = true;
                }
                int at = index(kitchen.stations().get(s).cell());
                beside[at] = true;
            }
            for (int i = 0; i < open.length; i++) {
                if (open[i] && !beside[i]) {
                    cells.add(i);
                }
            }
            park = dijkstra(cells);
        }
        return park;
    }

    /** The indices of the kitchen's stations of this kind, ascending (a shared array: not to be changed). */
    int[] stationsOf(StationKind kind) {
        return ofKind[kind.ordinal()];
    }

    /** Every station index, ascending (a shared array: not to be changed). */
    int[] allStations() {
        return all;
    }

    /** The zone of a room (-1 for none): everything a cook there can reach, itself or through passes. */
    int zone(int region) {
        return region < 0 ? -1 : zoneOfRegion[region];
    }

    /** The zone a station is used from, -1 when nobody can use it. */
    int stationZone(int station) {
        return zoneOfStation[station];
    }

    /**
     * Whether the room alone has everything for every recipe its zone can make (shelves, chop
     * boards, stoves, prep counters, plates, a serve window): then its cooks cook at home, and
     * the passes to other rooms are for nothing but spare counter space (the banquet hall's
     * quarters). A split kitchen (03, 04, 06) has no such room: there the bots relay. A room
     * alone in its zone (01, 02) is not one either: its bots share one kitchen.
     */
    boolean ownKitchen(int room) {
        if (room < 0) {
            return false;
        }
        if (ownKitchen[room] < 0) {
            boolean any = false;
            boolean all = true;
            for (Recipe r : kitchen.rules().recipes()) {
                boolean here = makes(r, s -> usableFrom[s][room]);
                boolean zone = makes(r, s -> zoneOfStation[s] == zoneOfRegion[room]);
                any |= here;
                all &= here || !zone;
            }
            boolean others = false; // a room alone in its zone is the whole kitchen: nothing to keep apart
            for (int q = 0; q < regions; q++) {
                others |= q != room && zoneOfRegion[q] == zoneOfRegion[room];
            }
            ownKitchen[room] = (byte) (any && all && others ? 1 : 0);
        }
        return ownKitchen[room] == 1;
    }

    private boolean makes(Recipe r, IntPredicate in) {
        boolean serve = false;
        boolean prep = false;
        boolean stove = false;
        boolean board = false;
        boolean[] shelf = new boolean[ItemKind.values().length];
        List<StationSpec> specs = kitchen.stations();
        for (int s = 0; s < specs.size(); s++) {
            if (!in.test(s)) {
                continue;
            }
            StationSpec spec = specs.get(s);
            switch (spec.kind()) {
                case SPAWN_SHELF -> spec.stock().ifPresent(k -> shelf[k.ordinal()] = true);
                case SERVE -> serve = true;
                case PREP -> prep = true;
                case STOVE -> stove = true;
                case CHOP_BOARD -> board = true;
                default -> {
                }
            }
        }
        boolean plates = shelf[ItemKind.PLATE.ordinal()];
        for (Recipe.Ingredient i : r.ingredients()) {
            if (!shelf[i.kind().ordinal()] || i.form() == ItemForm.CHOPPED && !board) {
                return false;
            }
        }
        return plates && serve && prep && (stove || !r.cooked());
    }

    /** Cells the obstacle's body can touch on its loop cost more to cross. */
    private void markObstacle(Kitchen k) {
        List<Cell> path = k.rules().hazards().obstaclePath();
        for (int i = 0; i < path.size(); i++) {
            Cell a = path.get(i);
            Cell b = path.get((i + 1) % path.size());
            int x0 = Math.min(a.x(), b.x()) - 1;
            int x1 = Math.max(a.x(), b.x()) + 1;
            int y0 = Math.min(a.y(), b.y()) - 1;
            int y1 = Math.max(a.y(), b.y()) + 1;
            for (int y = y0; y <= y1; y++) {
                for (int x = x0; x <= x1; x++) {
                    if (k.inBounds(x, y)) {
                        stepCost[y * width + x] = OBSTACLE_STEP;
                    }
                }
            }
        }
    }

    /** The cell index one step from {@code c} in direction {@code d} (up, right, down, left), or -1 off the grid. */
    int neighbour(int c, int d) {
        int x = c % width;
        int y = c / width;
        Facing f = Facing.values()[d];
        int nx = x + f.dx();
        int ny = y + f.dy();
        return nx < 0 || ny < 0 || nx >= width || ny >= height ? -1 : ny * width + nx;
    }

    int index(Cell c) {
        return c.y() * width + c.x();
    }

    Cell cell(int index) {
        return new Cell(index % width, index / width);
    }

    boolean open(int index) {
        return index >= 0 && index < open.length && open[index];
    }

    /** The room of the cell a cook stands in, -1 when it is somewhere no body fits. */
    int regionOf(Cell c) {
        return kitchen.inBounds(c.x(), c.y()) ? region[index(c)] : -1;
    }

    /** Open cells orthogonally next to the station: where a cook stands, facing it, to use it. */
    List<Integer> standCells(int station) {
        Cell at = kitchen.stations().get(station).cell();
        List<Integer> out = new ArrayList<>(4);
        int c = index(at);
        for (int d = 0; d < 4; d++) {
            int nb = neighbour(c, d);
            if (nb >= 0 && open[nb]) {
                out.add(nb);
            }
        }
        return out;
    }

    /** Which way to face from a stand cell to use the station. */
    Facing facingTo(int standCell, int station) {
        Cell at = kitchen.stations().get(station).cell();
        int dx = at.x() - standCell % width;
        int dy = at.y() - standCell / width;
        if (dx > 0) {
            return Facing.RIGHT;
        }
        if (dx < 0) {
            return Facing.LEFT;
        }
        return dy > 0 ? Facing.DOWN : Facing.UP;
    }

    boolean usable(int station, int fromRegion) {
        return fromRegion >= 0 && usableFrom[station][fromRegion];
    }

    /** The walking cost from every cell to the nearest place to use the station ({@link #FAR} where there is none). */
    int[] field(int station) {
        int[] f = fields[station];
        if (f == null) {
            f = dijkstra(standCells(station));
            fields[station] = f;
        }
        return f;
    }

    /** Cost to walk from a cell to where the station is used. */
    int cost(Cell from, int station) {
        if (!kitchen.inBounds(from.x(), from.y())) {
            return FAR;
        }
        return field(station)[index(from)];
    }

    /** Rooms apart from {@code fromRegion} to one that can use the station (0 in such a room, FAR when no passes lead there). */
    int hops(int station, int fromRegion) {
        if (fromRegion < 0) {
            return FAR;
        }
        int[] h = roomHops[station];
        if (h == null) {
            h = new int[regions];
            Arrays.fill(h, FAR);
            int[] queue = new int[regions];
            int head = 0;
            int tail = 0;
            for (int r = 0; r < regions; r++) {
                if (usableFrom[station][r]) {
                    h[r] = 0;
                    queue[tail++] = r;
                }
            }
            while (head < tail) {
                int r = queue[head++];
                for (int p : passes) {
                    if (!usableFrom[p][r]) {
                        continue;
                    }
                    for (int r2 = 0; r2 < regions; r2++) {
                        if (usableFrom[p][r2] && h[r2] == FAR) {
                            h[r2] = h[r] + 1;
                            queue[tail++] = r2;
                        }
                    }
                }
            }
            roomHops[station] = h;
        }
        return h[fromRegion];
    }

    /** The rooms a pass joins. */
    List<Integer> regionsOf(int station) {
        List<Integer> out = new ArrayList<>(2);
        for (int r = 0; r < regions; r++) {
            if (usableFrom[station][r]) {
                out.add(r);
            }
        }
        return out;
    }

    private int[] dijkstra(List<Integer> sources) {
        int n = open.length;
        int[] dist = new int[n];
        Arrays.fill(dist, FAR);
        for (int s : sources) {
            dist[s] = 0;
        }
        // A binary heap of (cell, cost); stale entries are skipped when popped.
        int[] heap = new int[n * 4 + 8];
        int[] keys = new int[n * 4 + 8];
        int size = 0;
        for (int s : sources) {
            size = push(heap, keys, size, s, 0);
        }
        while (size > 0) {
            int c = heap[0];
            int d = keys[0];
            size = pop(heap, keys, size);
            if (d > dist[c]) {
                continue;
            }
            for (int dir = 0; dir < 4; dir++) {
                int nb = neighbour(c, dir);
                if (nb < 0 || !open[nb]) {
                    continue;
                }
                // Walking from nb to c costs what stepping onto c costs.
                int nd = d + stepCost[c];
                if (nd < dist[nb]) {
                    dist[nb] = nd;
                    if (size >= heap.length) {
                        heap = Arrays.copyOf(heap, heap.length * 2);
                        keys = Arrays.copyOf(keys, keys.length * 2);
                    }
                    size = push(heap, keys, size, nb, nd);
                }
            }
        }
        return dist;
    }

    private static int push(int[] heap, int[] keys, int size, int v, int k) {
        int i = size;
        heap[i] = v;
        keys[i] = k;
        while (i > 0) {
            int parent = (i - 1) / 2;
            if (keys[parent] <= keys[i]) {
                break;
            }
            swap(heap, keys, i, parent);
            i = parent;
        }
        return size + 1;
    }

    private static int pop(int[] heap, int[] keys, int size) {
        size--;
        heap[0] = heap[size];
        keys[0] = keys[size];
        int i = 0;
        while (true) {
            int l = 2 * i + 1;
            int r = l + 1;
            int m = i;
            if (l < size && keys[l] < keys[m]) {
                m = l;
            }
            if (r < size && keys[r] < keys[m]) {
                m = r;
            }
            if (m == i) {
                return size;
            }
            swap(heap, keys, i, m);
            i = m;
        }
    }

    private static void swap(int[] heap, int[] keys, int a, int b) {
        int t = heap[a];
        heap[a] = heap[b];
        heap[b] = t;
        t = keys[a];
        keys[a] = keys[b];
        keys[b] = t;
    }
}
