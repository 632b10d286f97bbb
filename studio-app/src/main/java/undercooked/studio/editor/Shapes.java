package undercooked.studio.editor;

import java.util.ArrayList;
import java.util.List;
import undercooked.sim.Cell;

/** Cell geometry of the shape tools. Results come in a fixed order so edits are reproducible. */
final class Shapes {
    private Shapes() {
    }

    /** Bresenham's line from {@code a} to {@code b}, both ends included, no gaps, no duplicates. */
    static List<Cell> line(Cell a, Cell b) {
        List<Cell> out = new ArrayList<>();
        int x = a.x();
        int y = a.y();
        int dx = Math.abs(b.x() - x);
        int dy = -Math.abs(b.y() - y);
        int sx = x < b.x() ? 1 : -1;
        int sy = y < b.y() ? 1 : -1;
        int err = dx + dy;
        while (true) {
            out.add(new Cell(x, y));
            if (x == b.x() && y == b.y()) {
                return out;
            }
            int e2 = 2 * err;
            if (e2 >= dy) {
                err += dy;
                x += sx;
            }
            if (e2 <= dx) {
                err += dx;
                y += sy;
            }
        }
    }

    /** The cells of a rectangle, row-major; only its border when {@code filled} is false. */
    static List<Cell> rect(Area area, boolean filled) {
        List<Cell> out = new ArrayList<>();
        for (int y = area.y0(); y <= area.y1(); y++) {
            for (int x = area.x0(); x <= area.x1(); x++) {
                boolean border = x == area.x0() || x == area.x1() || y == area.y0() || y == area.y1();
                if (filled || border) {
                    out.add(new Cell(x, y));
                }
            }
        }
        return out;
    }
}
