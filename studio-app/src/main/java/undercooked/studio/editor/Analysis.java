package undercooked.studio.editor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import undercooked.levels.Level;
import undercooked.levels.LevelValidator;
import undercooked.levels.Location;
import undercooked.levels.Problem;
import undercooked.levels.ProblemCode;
import undercooked.levels.Reachability;
import undercooked.sim.Kitchen;
import undercooked.sim.StationSpec;
import undercooked.sim.Cell;
import undercooked.sim.Tile;
import undercooked.levels.Glyph;

/**
 * What the editor knows about a level beyond its text: the validator's problems and, when the
 * grid can become a kitchen, the reachability heat map. Computed together because both walk the
 * same kitchen and both are redone on every edit.
 */
public record Analysis(List<Problem> problems, Optional<HeatMap> heat, boolean failed) {
    public static final Analysis NONE = new Analysis(List.of(), Optional.empty());
    /** The check itself broke (a validator bug): no problems known, and not "valid" either. */
    public static final Analysis FAILED = new Analysis(List.of(), Optional.empty(), true);

    public Analysis {
        problems = List.copyOf(problems);
        Objects.requireNonNull(heat, "heat");
    }

    public Analysis(List<Problem> problems, Optional<HeatMap> heat) {
        this(problems, heat, false);
    }

    /** Pure and thread-safe: the background runner calls it off the FX thread. */
    public static Analysis of(Level level, String file, LevelValidator validator) {
        List<Problem> problems = new ArrayList<>(validator.validate(level, file));
        Set<Cell> flagged = new HashSet<>();
        for (Problem p : problems) {
            if (p.code() == ProblemCode.UNREACHABLE_STATION && p.location() instanceof Location.GridCell g) {
                flagged.add(new Cell(g.col(), g.row()));
            }
        }
        return new Analysis(problems, heat(level, flagged));
    }

    /**
     * Distances for the stations a cook reaches; a cross only where the validator lists an
     * {@code unreachable_station} problem ({@code flagged}), so the overlay and the problems
     * panel agree. A station nobody reaches that is not a problem (a plain counter, a wall top)
     * is shown as itself.
     */
    private static Optional<HeatMap> heat(Level level, Set<Cell> flagged) {
        Optional<Kitchen> built = lenientKitchen(level);
        if (built.isEmpty()) {
            return Optional.empty(); // out of the sim's size range: the validator says so
        }
        Kitchen k = built.get();
        Reachability r = Reachability.of(k);
        int[] cells = new int[k.width() * k.height()];
        Arrays.fill(cells, HeatMap.NONE);
        List<StationSpec> stations = k.stations();
        for (int i = 0; i < stations.size(); i++) {
            var c = stations.get(i).cell();
            cells[c.y() * k.width() + c.x()] = r.stationDistance(i)
                    .orElse(flagged.contains(c) ? HeatMap.UNREACHABLE : HeatMap.NONE);
        }
        return Optional.of(new HeatMap(k.width(), k.height(), cells));
    }

    /**
     * The kitchen as {@code Level.kitchen()} builds it (row-major stations, spawns by digit), but
     * also for a level with problems: the heat map matters most while a level is still broken.
     * Unknown characters count as wall, short rows are padded with void, duplicate spawns all count.
     */
    static Optional<Kitchen> lenientKitchen(Level level) {
        int w = GridEdits.width(level);
        int h = GridEdits.height(level);
        if (w < Kitchen.MIN_SIZE || h < Kitchen.MIN_SIZE || w > Kitchen.MAX_SIZE || h > Kitchen.MAX_SIZE) {
            return Optional.empty();
        }
        List<Tile> tiles = new ArrayList<>(w * h);
        List<StationSpec> stations = new ArrayList<>();
        List<List<Cell>> spawns = new ArrayList<>(List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(),
                new ArrayList<>()));
        for (int y = 0; y < h; y++) {
            String row = level.grid().get(y);
            for (int x = 0; x < w; x++) {
                Optional<Glyph> g = x < row.length() ? level.legend().glyph(row.charAt(x)) : Optional.of(new Glyph.Terrain(Tile.VOID));
                tiles.add(g.map(Glyph::terrain).orElse(Tile.WALL));
                if (g.isPresent()) {
                    switch (g.get()) {
                        case Glyph.Fixture f -> stations.add(StationSpec.of(f.kind(), x, y));
                        case Glyph.Shelf sh -> stations.add(StationSpec.shelf(sh.stock(), x, y));
                        case Glyph.Spawn sp -> spawns.get(sp.seat() - 1).add(new Cell(x, y));
                        case Glyph.Terrain t -> { }
                    }
                }
            }
        }
        List<Cell> ordered = spawns.stream().flatMap(List::stream).toList();
        return Optional.of(new Kitchen(level.id(), w, h, tiles, stations, ordered,
                Math.max(1, level.timeLimitTicks()), level.targetScore()));
    }
}
