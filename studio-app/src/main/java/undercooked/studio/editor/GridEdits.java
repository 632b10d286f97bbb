package undercooked.studio.editor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import undercooked.levels.HazardSettings;
import undercooked.levels.Legend;
import undercooked.levels.Level;
import undercooked.levels.OrderSettings;
import undercooked.sim.Cell;

/**
 * Grid edits over an immutable {@link Level}: each returns a new level, or the very same
 * instance when nothing changed, so the history can skip no-op edits by identity.
 *
 * <p>Cells outside the grid (or past the end of a ragged row) are ignored rather than refused:
 * a line dragged off the canvas should paint the part that is on it.
 */
public final class GridEdits {
    /** What the eraser, delete and a move leave behind: the floor is the "nothing here" of a kitchen. */
    public static final char EMPTY = '.';

    private GridEdits() {
    }

    /** Columns of the widest row (a ragged file still opens; the validator names the raggedness). */
    public static int width(Level level) {
        int w = 0;
        for (String row : level.grid()) {
            w = Math.max(w, row.length());
        }
        return w;
    }

    public static int height(Level level) {
        return level.grid().size();
    }

    /** The character at a cell; empty off the grid or past a ragged row's end. */
    public static Optional<Character> at(Level level, Cell c) {
        if (c.y() < 0 || c.y() >= level.grid().size() || c.x() < 0) {
            return Optional.empty();
        }
        String row = level.grid().get(c.y());
        return c.x() < row.length() ? Optional.of(row.charAt(c.x())) : Optional.empty();
    }

    /** Sets every listed cell to {@code ch}. */
    public static Level paint(Level level, Collection<Cell> cells, char ch) {
        char[][] g = chars(level);
        boolean changed = false;
        for (Cell c : cells) {
            if (inRow(g, c) && g[c.y()][c.x()] != ch) {
                g[c.y()][c.x()] = ch;
                changed = true;
            }
        }
        return changed ? withGrid(level, g) : level;
    }

    /**
     * The 4-connected region of cells holding the same character as {@code start}, in visiting
     * order (breadth first). Empty when {@code start} is off the grid.
     */
    public static List<Cell> region(Level level, Cell start) {
        char[][] g = chars(level);
        if (!inRow(g, start)) {
            return List.of();
        }
        char target = g[start.y()][start.x()];
        boolean[][] seen = new boolean[g.length][];
        for (int y = 0; y < g.length; y++) {
            seen[y] = new boolean[g[y].length];
        }
        List<Cell> out = new ArrayList<>();
        ArrayDeque<Cell> queue = new ArrayDeque<>();
        queue.add(start);
        seen[start.y()][start.x()] = true;
        while (!queue.isEmpty()) {
            Cell c = queue.poll();
            out.add(c);
            for (Cell n : List.of(c.plus(1, 0), c.plus(-1, 0), c.plus(0, 1), c.plus(0, -1))) {
                if (inRow(g, n) && !seen[n.y()][n.x()] && g[n.y()][n.x()] == target) {
                    seen[n.y()][n.x()] = true;
                    queue.add(n);
                }
            }
        }
        return out;
    }

    /** Flood fill: the region under {@code start} becomes {@code ch}. */
    public static Level fill(Level level, Cell start, char ch) {
        return paint(level, region(level, start), ch);
    }

    /** The text under an area (clipped to the grid; cells past a ragged row's end read as floor). */
    public static Optional<Clip> copy(Level level, Area area) {
        return area.clippedTo(width(level), height(level)).map(a -> {
            List<String> rows = new ArrayList<>();
            for (int y = a.y0(); y <= a.y1(); y++) {
                StringBuilder sb = new StringBuilder();
                for (int x = a.x0(); x <= a.x1(); x++) {
                    sb.append(at(level, new Cell(x, y)).orElse(EMPTY));
                }
                rows.add(sb.toString());
            }
            return new Clip(rows);
        });
    }

    /** Writes a clip with its top-left corner at {@code at}; the part off the grid is dropped. */
    public static Level paste(Level level, Clip clip, Cell at) {
        char[][] g = chars(level);
        boolean changed = false;
        for (int y = 0; y < clip.height(); y++) {
            for (int x = 0; x < clip.width(); x++) {
                Cell c = at.plus(x, y);
                char ch = clip.rows().get(y).charAt(x);
                if (inRow(g, c) && g[c.y()][c.x()] != ch) {
                    g[c.y()][c.x()] = ch;
                    changed = true;
                }
            }
        }
        return changed ? withGrid(level, g) : level;
    }

    /** Moves an area's content by (dx, dy), leaving floor behind; what lands off the grid is lost. */
    public static Level move(Level level, Area area, int dx, int dy) {
        if (dx == 0 && dy == 0) {
            return level;
        }
        Optional<Clip> clip = copy(level, area);
        if (clip.isEmpty()) {
            return level;
        }
        Area src = area.clippedTo(width(level), height(level)).orElseThrow();
        Level cleared = paint(level, Shapes.rect(src, true), EMPTY);
        return paste(cleared, clip.get(), new Cell(src.x0() + dx, src.y0() + dy));
    }

    /** A new level: walls around a floor, sensible round settings, no recipes yet. */
    public static Level blank(String id, String name, int width, int height) {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("a grid needs at least one cell, got " + width + "x" + height);
        }
        List<String> rows = new ArrayList<>();
        for (int y = 0; y < height; y++) {
            StringBuilder sb = new StringBuilder();
            for (int x = 0; x < width; x++) {
                boolean edge = x == 0 || y == 0 || x == width - 1 || y == height - 1;
                sb.append(edge ? '#' : EMPTY);
            }
            rows.add(sb.toString());
        }
        return new Level(id, name, orderOf(id), 180, 60, List.of(), new OrderSettings(20, 90, 3), HazardSettings.NONE,
                Legend.NONE, rows);
    }

    /**
     * A new level's campaign order is its id's number ({@code 08_new_kitchen} is 8), so a level
     * saved next to the campaign does not repeat the first level's order; 1 for any other id.
     */
    static int orderOf(String id) {
        return numbered(id) ? Math.max(1, Integer.parseInt(id.substring(0, 2))) : 1;
    }

    /** The id starts with a two-digit campaign number ({@code 08_...}). */
    static boolean numbered(String id) {
        return id.length() > 2 && Character.isDigit(id.charAt(0)) && Character.isDigit(id.charAt(1)) && id.charAt(2) == '_';
    }

    /** The same level with other grid text. */
    public static Level withGrid(Level l, List<String> grid) {
        return new Level(l.id(), l.name(), l.order(), l.timeLimitS(), l.targetScore(), l.recipes(), l.orders(),
                l.hazards(), l.legend(), grid);
    }

    private static Level withGrid(Level l, char[][] g) {
        List<String> rows = new ArrayList<>(g.length);
        for (char[] row : g) {
            rows.add(new String(row));
        }
        return withGrid(l, rows);
    }

    private static char[][] chars(Level level) {
        Objects.requireNonNull(level, "level");
        char[][] g = new char[level.grid().size()][];
        for (int y = 0; y < g.length; y++) {
            g[y] = level.grid().get(y).toCharArray();
        }
        return g;
    }

    private static boolean inRow(char[][] g, Cell c) {
        return c.y() >= 0 && c.y() < g.length && c.x() >= 0 && c.x() < g[c.y()].length;
    }
}
