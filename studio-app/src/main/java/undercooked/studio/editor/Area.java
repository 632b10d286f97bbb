package undercooked.studio.editor;

import undercooked.sim.Cell;

/**
 * A rectangle of grid cells, both corners inclusive and normalised (x0 <= x1, y0 <= y1), so a
 * drag from any corner to any other gives the same area.
 */
public record Area(int x0, int y0, int x1, int y1) {
    public Area {
        if (x0 > x1 || y0 > y1) {
            throw new IllegalArgumentException("area corners out of order: " + x0 + "," + y0 + " - " + x1 + "," + y1);
        }
    }

    /** The area spanned by two corner cells given in any order. */
    public static Area of(Cell a, Cell b) {
        return new Area(Math.min(a.x(), b.x()), Math.min(a.y(), b.y()), Math.max(a.x(), b.x()), Math.max(a.y(), b.y()));
    }

    public int width() {
        return x1 - x0 + 1;
    }

    public int height() {
        return y1 - y0 + 1;
    }

    public boolean contains(Cell c) {
        return c.x() >= x0 && c.x() <= x1 && c.y() >= y0 && c.y() <= y1;
    }

    public Area moved(int dx, int dy) {
        return new Area(x0 + dx, y0 + dy, x1 + dx, y1 + dy);
    }

    /** The part inside a grid of the given size; empty when none of it is. */
    public java.util.Optional<Area> clippedTo(int width, int height) {
        int ax = Math.max(0, x0);
        int ay = Math.max(0, y0);
        int bx = Math.min(width - 1, x1);
        int by = Math.min(height - 1, y1);
        return ax > bx || ay > by ? java.util.Optional.empty() : java.util.Optional.of(new Area(ax, ay, bx, by));
    }
}
