package undercooked.sim;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The static half of a round: the grid, the fixtures on it, the spawns and the round's rules.
 * Immutable. Built by the levels module from a level file, or directly by tests.
 *
 * <p>It is a class, not a record, because it precomputes the per-cell lookups the hot path reads
 * (what blocks a body, which fixture stands where) and a layout hash that the state hash folds in.
 */
public final class Kitchen {
    /** Largest grid either way; the levels validator names the same limit. */
    public static final int MAX_SIZE = 64;
    /** Smallest grid either way. */
    public static final int MIN_SIZE = 3;

    private final String id;
    private final int width;
    private final int height;
    private final List<Tile> tiles;
    private final List<StationSpec> stations;
    private final List<Cell> spawns;
    private final long timeLimitTicks;
    private final long targetScore;
    private final RoundRules rules;

    private final boolean[] blocked;
    private final List<Cell> floorCells;
    private final int[] stationAt;
    private final long layoutHash;

    /**
     * @param tiles row-major, {@code width * height} entries
     * @param stations fixtures in their canonical order (the order the state keeps them in)
     * @param spawns cook start cells, seat {@code i} at {@code spawns[i % size]}
     * @param timeLimitTicks round length in ticks (20 per second)
     */
    public Kitchen(String id, int width, int height, List<Tile> tiles, List<StationSpec> stations,
                   List<Cell> spawns, long timeLimitTicks, long targetScore) {
        this(id, width, height, tiles, stations, spawns, timeLimitTicks, targetScore, RoundRules.NONE);
    }

    /** A kitchen with its round rules: recipes, orders, hazards. */
    public Kitchen(String id, int width, int height, List<Tile> tiles, List<StationSpec> stations,
                   List<Cell> spawns, long timeLimitTicks, long targetScore, RoundRules rules) {
        this.id = Objects.requireNonNull(id, "id");
        this.rules = Objects.requireNonNull(rules, "rules");
        if (width < MIN_SIZE || height < MIN_SIZE || width > MAX_SIZE || height > MAX_SIZE) {
            throw new IllegalArgumentException("kitchen " + id + " is " + width + "x" + height
                    + "; sizes run from " + MIN_SIZE + " to " + MAX_SIZE);
        }
        this.width = width;
        this.height = height;
        this.tiles = List.copyOf(tiles);
        if (this.tiles.size() != width * height) {
            throw new IllegalArgumentException("kitchen " + id + " has " + this.tiles.size()
                    + " tiles, expected " + (width * height));
        }
        this.stations = List.copyOf(stations);
        this.spawns = List.copyOf(spawns);
        if (timeLimitTicks <= 0) {
            throw new IllegalArgumentException("kitchen " + id + " needs a positive time limit, got " + timeLimitTicks);
        }
        this.timeLimitTicks = timeLimitTicks;
        this.targetScore = targetScore;

        blocked = new boolean[width * height];
        stationAt = new int[width * height];
        Arrays.fill(stationAt, -1);
        for (int i = 0; i < blocked.length; i++) {
            blocked[i] = this.tiles.get(i).blocksBodies();
        }
        for (int s = 0; s < this.stations.size(); s++) {
            Cell c = this.stations.get(s).cell();
            if (!inBounds(c.x(), c.y())) {
                throw new IllegalArgumentException("station " + s + " at " + c + " is outside the " + width + "x" + height + " grid");
            }
            int idx = index(c.x(), c.y());
            if (stationAt[idx] >= 0) {
                throw new IllegalArgumentException("two stations share cell " + c);
            }
            stationAt[idx] = s;
            blocked[idx] |= this.stations.get(s).kind().blocksBodies();
        }
        for (Cell c : this.spawns) {
            if (!inBounds(c.x(), c.y())) {
                throw new IllegalArgumentException("spawn " + c + " is outside the " + width + "x" + height + " grid");
            }
        }
        List<Cell> floor = new java.util.ArrayList<>();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (!blocked[index(x, y)] && stationAt[index(x, y)] < 0) {
                    floor.add(new Cell(x, y));
                }
            }
        }
        floorCells = List.copyOf(floor);
        layoutHash = computeLayoutHash();
    }

    public RoundRules rules() {
        return rules;
    }

    /** Walkable cells with no fixture, in row-major order: where spills can land. */
    public List<Cell> floorCells() {
        return floorCells;
    }

    /** Whether a shelf of this kind hands out fresh items; plates do not when plates come back dirty. */
    public boolean mints(ItemKind kind) {
        return !(kind == ItemKind.PLATE && rules.hazards().dirtyPlates());
    }

    public String id() {
        return id;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public List<Tile> tiles() {
        return tiles;
    }

    public List<StationSpec> stations() {
        return stations;
    }

    public List<Cell> spawns() {
        return spawns;
    }

    public long timeLimitTicks() {
        return timeLimitTicks;
    }

    public long targetScore() {
        return targetScore;
    }

    public boolean inBounds(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    public Tile tile(int x, int y) {
        return inBounds(x, y) ? tiles.get(index(x, y)) : Tile.VOID;
    }

    /** Whether a body may not overlap this cell: blocking terrain, a blocking fixture, or off the grid. */
    public boolean blocks(int x, int y) {
        return !inBounds(x, y) || blocked[index(x, y)];
    }

    /** The index (into {@link #stations()}) of the fixture on a cell, if any. */
    public Optional<Integer> stationIndexAt(int x, int y) {
        int s = stationIndex(x, y);
        return s < 0 ? Optional.empty() : Optional.of(s);
    }

    /** Hot-path form of {@link #stationIndexAt}: -1 for none. */
    int stationIndex(int x, int y) {
        return inBounds(x, y) ? stationAt[index(x, y)] : -1;
    }

    /** A hash of everything static; folded into every state hash so two kitchens never collide. */
    public long layoutHash() {
        return layoutHash;
    }

    private int index(int x, int y) {
        return y * width + x;
    }

    private long computeLayoutHash() {
        Hasher h = new Hasher();
        h.putString(id).putInt(width).putInt(height);
        for (Tile t : tiles) {
            h.putInt(t.ordinal());
        }
        h.putInt(stations.size());
        for (StationSpec s : stations) {
            h.putInt(s.kind().ordinal()).putInt(s.cell().x()).putInt(s.cell().y())
                    .putInt(s.stock().map(k -> k.ordinal() + 1).orElse(0));
        }
        h.putInt(spawns.size());
        for (Cell c : spawns) {
            h.putInt(c.x()).putInt(c.y());
        }
        h.putLong(timeLimitTicks).putLong(targetScore);
        hashRules(h, rules);
        return h.value();
    }

    private static void hashRules(Hasher h, RoundRules r) {
        h.putInt(r.recipes().size());
        for (Recipe rc : r.recipes()) {
            h.putString(rc.id()).putString(rc.name()).putBoolean(rc.cooked()).putInt(rc.points()).putInt(rc.cookTicks());
            h.putInt(rc.ingredients().size());
            for (Recipe.Ingredient in : rc.ingredients()) {
                h.putInt(in.kind().ordinal()).putInt(in.form().ordinal());
            }
        }
        h.putInt(r.orderIntervalTicks()).putInt(r.orderDeadlineTicks()).putInt(r.maxActiveOrders());
        RoundRules.Hazards z = r.hazards();
        h.putInt(z.burnTicks()).putBoolean(z.dirtyPlates()).putBoolean(z.fire()).putInt(z.spillIntervalTicks());
        h.putInt(z.obstaclePath().size());
        for (Cell c : z.obstaclePath()) {
            h.putInt(c.x()).putInt(c.y());
        }
        RoundRules.Rush rush = z.rush();
        h.putInt(rush.startTick()).putInt(rush.durationTicks()).putInt(rush.intervalTicks()).putInt(rush.deadlineTicks());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Kitchen k && id.equals(k.id) && width == k.width && height == k.height
                && tiles.equals(k.tiles) && stations.equals(k.stations) && spawns.equals(k.spawns)
                && timeLimitTicks == k.timeLimitTicks && targetScore == k.targetScore && rules.equals(k.rules);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(layoutHash);
    }

    @Override
    public String toString() {
        return "Kitchen[" + id + " " + width + "x" + height + ", " + stations.size() + " stations, "
                + spawns.size() + " spawns]";
    }
}
