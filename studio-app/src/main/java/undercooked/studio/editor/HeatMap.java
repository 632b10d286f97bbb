package undercooked.studio.editor;

import java.util.Arrays;
import java.util.OptionalInt;

/**
 * Per cell: the walking distance from the nearest spawn to the station standing there, whether
 * it is unreachable, or no station at all. An array rather than a list of records because the
 * canvas reads it for every visible cell on every redraw.
 */
public final class HeatMap {
    static final int NONE = -1;
    static final int UNREACHABLE = -2;

    private final int width;
    private final int height;
    private final int[] cells;
    private final int max;

    HeatMap(int width, int height, int[] cells) {
        if (cells.length != width * height) {
            throw new IllegalArgumentException("heat map of " + width + "x" + height + " needs " + width * height + " cells");
        }
        this.width = width;
        this.height = height;
        this.cells = cells.clone();
        this.max = Arrays.stream(this.cells).max().orElse(0);
    }

    public boolean hasStation(int x, int y) {
        return in(x, y) && cells[y * width + x] != NONE;
    }

    public boolean unreachable(int x, int y) {
        return in(x, y) && cells[y * width + x] == UNREACHABLE;
    }

    /** Walking distance to the station on this cell; empty when there is none or it is unreachable. */
    public OptionalInt distance(int x, int y) {
        return in(x, y) && cells[y * width + x] >= 0 ? OptionalInt.of(cells[y * width + x]) : OptionalInt.empty();
    }

    /** The farthest reachable station's distance (0 when none), to scale the colours. */
    public int max() {
        return Math.max(0, max);
    }

    private boolean in(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }
}
