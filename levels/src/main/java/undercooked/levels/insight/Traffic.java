package undercooked.levels.insight;

import java.util.Arrays;
import java.util.List;

/**
 * A count per grid cell: where the cooks stood (the cook-ticks spent on each cell, a cook on a cell
 * for a tick counts one), where they waited or blocked each other. Summed over rounds it is the
 * heat the editor draws as the cooks' traffic and the Insights view draws as its layers. Shared by
 * the play-test (bot rounds) and the archive's round summaries (played rounds), so both count a
 * cell the same way. An array
 * rather than a list of records because a 64x64 level has 4,096 cells a round; it is copied in
 * and never handed out, so the object stays immutable.
 */
public final class Traffic {
    private final int width;
    private final int height;
    private final long[] ticks;

    public Traffic(int width, int height, long[] ticks) {
        if (width < 0 || height < 0 || ticks.length != width * height) {
            throw new IllegalArgumentException("traffic of " + width + "x" + height + " needs " + width * height
                    + " cells, got " + ticks.length);
        }
        this.width = width;
        this.height = height;
        this.ticks = ticks.clone();
    }

    /** No cell walked (a kitchen of this size). */
    public static Traffic none(int width, int height) {
        return new Traffic(width, height, new long[width * height]);
    }

    /** The cells added up; every part must be of one size. */
    public static Traffic sum(int width, int height, List<Traffic> parts) {
        long[] all = new long[width * height];
        for (Traffic t : parts) {
            if (t.width != width || t.height != height) {
                throw new IllegalArgumentException("traffic of " + t.width + "x" + t.height + " added to " + width + "x" + height);
            }
            for (int i = 0; i < all.length; i++) {
                all[i] += t.ticks[i];
            }
        }
        return new Traffic(width, height, all);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** Cook-ticks on cell (x, y); 0 off the grid. */
    public long at(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height ? ticks[y * width + x] : 0;
    }

    /** Cook-ticks on every cell together. */
    public long total() {
        return Arrays.stream(ticks).sum();
    }

    /** The busiest cell's cook-ticks (0 when nobody moved), to scale the colours. */
    public long max() {
        return Arrays.stream(ticks).max().orElse(0);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Traffic t && t.width == width && t.height == height && Arrays.equals(t.ticks, ticks);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * width + height) + Arrays.hashCode(ticks);
    }

    @Override
    public String toString() {
        return "Traffic[" + width + "x" + height + ", max " + max() + "]";
    }
}
