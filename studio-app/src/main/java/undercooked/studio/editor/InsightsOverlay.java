package undercooked.studio.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

import undercooked.protocol.LevelInsights;

/**
 * One layer of a level's insights drawn over the editor's grid (the Insights tab's "Show on the
 * grid"): per cell its count and its share of the hottest cell's, and the few hottest cells whose
 * count is written on them. Arrays because the canvas reads every visible cell each redraw.
 */
public final class InsightsOverlay {
    /** How many of the hottest cells carry their count. */
    static final int LABELLED = 5;

    private final String layer;
    private final int width;
    private final int height;
    private final long[] counts;
    private final long max;
    private final List<Integer> labelled;

    private InsightsOverlay(String layer, int width, int height, long[] counts, long max, List<Integer> labelled) {
        this.layer = Objects.requireNonNull(layer, "layer");
        this.width = width;
        this.height = height;
        this.counts = counts;
        this.max = max;
        this.labelled = List.copyOf(labelled);
    }

    /** The layer over a kitchen of this size; cells off it are left out. */
    static InsightsOverlay of(LevelInsights.Layer l, int width, int height) {
        long[] counts = new long[width * height];
        List<Integer> labelled = new ArrayList<>();
        for (LevelInsights.Cell c : l.cells()) { // hottest first
            if (c.x() < width && c.y() < height) {
                counts[c.y() * width + c.x()] = c.count();
                if (labelled.size() < LABELLED) {
                    labelled.add(c.y() * width + c.x());
                }
            }
        }
        return new InsightsOverlay(l.name(), width, height, counts, l.max(), labelled);
    }

    public String layer() {
        return layer;
    }

    /** The cell's count against the hottest cell's, 0 (none) to 1. */
    public double share(int x, int y) {
        return in(x, y) && max > 0 ? (double) counts[y * width + x] / max : 0;
    }

    /** The count written on the cell: only the hottest few carry one. */
    public OptionalLong label(int x, int y) {
        return in(x, y) && labelled.contains(y * width + x) ? OptionalLong.of(counts[y * width + x]) : OptionalLong.empty();
    }

    private boolean in(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }
}
