package undercooked.levels;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import undercooked.sim.Cell;
import undercooked.sim.Kitchen;
import undercooked.sim.RoundRules;
import undercooked.sim.StationKind;
import undercooked.sim.StationSpec;
import undercooked.sim.Tile;

/**
 * A grid read through its legend: the sim's tiles, stations and spawns, plus the problems the
 * text itself has. An unknown character reads as wall so the rest of the kitchen can still be
 * checked (one typo should not hide an unreachable stove); ragged or out-of-size grids cannot
 * be read at all.
 */
record Layout(int width, int height, List<Tile> tiles, List<StationSpec> stations, List<Cell> spawns,
              List<Problem> problems, boolean buildable) {

    Layout {
        tiles = List.copyOf(tiles);
        stations = List.copyOf(stations);
        spawns = List.copyOf(spawns);
        problems = List.copyOf(problems);
    }

    static Layout read(List<String> grid, Legend legend, String file) {
        List<Problem> problems = new ArrayList<>();
        int height = grid.size();
        int width = height == 0 ? 0 : grid.getFirst().length();
        boolean ragged = false;
        for (int r = 1; r < height; r++) {
            int len = grid.get(r).length();
            if (len != width) {
                ragged = true;
                problems.add(new Problem(ProblemCode.RAGGED_ROW, file, Location.cell(r, Math.min(len, width)),
                        "row " + r + " is " + len + " characters wide but row 0 is " + width
                                + "; every row must be the same width (pad with ' ' for void or '#' for wall)"));
            }
        }
        if (width < Kitchen.MIN_SIZE || height < Kitchen.MIN_SIZE) {
            problems.add(new Problem(ProblemCode.GRID_TOO_SMALL, file, Location.path("$.grid"),
                    "the grid is " + width + "x" + height + "; a kitchen is at least "
                            + Kitchen.MIN_SIZE + "x" + Kitchen.MIN_SIZE));
        }
        if (width > Kitchen.MAX_SIZE || height > Kitchen.MAX_SIZE) {
            problems.add(new Problem(ProblemCode.GRID_TOO_LARGE, file, Location.path("$.grid"),
                    "the grid is " + width + "x" + height + "; a kitchen is at most "
                            + Kitchen.MAX_SIZE + "x" + Kitchen.MAX_SIZE + ", cut it down or split the level"));
        }
        boolean buildable = problems.isEmpty();
        List<Tile> tiles = new ArrayList<>();
        List<StationSpec> stations = new ArrayList<>();
        TreeMap<Integer, Cell> spawnsBySeat = new TreeMap<>();
        // Every character is read even when the grid cannot be built (a ragged row, a wrong
        // size), so a designer sees its unknown tiles and repeated spawns in the same run.
        for (int r = 0; r < height; r++) {
            String row = grid.get(r);
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                Glyph g = legend.glyph(ch).orElse(null);
                if (g == null) {
                    problems.add(new Problem(ProblemCode.UNKNOWN_TILE, file, Location.cell(r, c),
                            "character '" + printable(ch) + "' is not in the legend; use a default"
                                    + " character (see docs/LEVELS.md) or add it to \"legend\""));
                    g = new Glyph.Terrain(Tile.WALL);
                }
                if (buildable) {
                    tiles.add(g.terrain());
                }
                addFixture(g, c, r, stations, spawnsBySeat, problems, file);
            }
        }
        return new Layout(width, height, tiles, stations, List.copyOf(spawnsBySeat.values()), problems, buildable);
    }

    private static void addFixture(Glyph g, int c, int r, List<StationSpec> stations,
                                   TreeMap<Integer, Cell> spawns, List<Problem> problems, String file) {
        switch (g) {
            case Glyph.Fixture f -> stations.add(StationSpec.of(f.kind(), c, r));
            case Glyph.Shelf s -> stations.add(StationSpec.shelf(s.stock(), c, r));
            case Glyph.Spawn s -> {
                Cell first = spawns.putIfAbsent(s.seat(), new Cell(c, r));
                if (first != null) {
                    problems.add(new Problem(ProblemCode.DUPLICATE_SPAWN, file, Location.cell(r, c),
                            "spawn " + s.seat() + " appears again (first at " + Location.cellName(first.x(), first.y())
                                    + "); each of 1-4 marks at most one cell"));
                }
            }
            case Glyph.Terrain t -> { }
        }
    }

    private static String printable(char ch) {
        return ch < ' ' || ch == 0x7f ? String.format("\\u%04x", (int) ch) : String.valueOf(ch);
    }

    /** How many stations of a kind the grid has. */
    long count(StationKind kind) {
        return stations.stream().filter(s -> s.kind() == kind).count();
    }

    Kitchen kitchen(String id, long timeLimitTicks, long targetScore) {
        return kitchen(id, timeLimitTicks, targetScore, RoundRules.NONE);
    }

    Kitchen kitchen(String id, long timeLimitTicks, long targetScore, RoundRules rules) {
        if (!buildable) {
            throw new IllegalStateException("grid of " + id + " cannot be read: " + problems.getFirst().message());
        }
        return new Kitchen(id, width, height, tiles, stations, spawns, timeLimitTicks, targetScore, rules);
    }
}
