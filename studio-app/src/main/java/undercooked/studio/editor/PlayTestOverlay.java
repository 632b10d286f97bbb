package undercooked.studio.editor;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import undercooked.playtest.Report;
import undercooked.levels.insight.Traffic;
import undercooked.sim.Cell;

/**
 * A play-test drawn on the grid, in the reachability overlay's manner: each work station framed in
 * a colour from green (idle) to orange (busy all round) with its busy share as a number, the
 * bottleneck framed red, and the floor tinted by the cooks' traffic (how long cooks stood on each
 * cell, relative to the busiest). Arrays because the canvas reads every visible cell each redraw.
 */
public final class PlayTestOverlay {
    private final int width;
    private final int height;
    /** Per cell: the station's busy share in percent, or -1 for no work station. */
    private final int[] busy;
    /** Per cell: the traffic relative to the busiest cell, 0 to 255. */
    private final int[] traffic;
    private final Optional<Cell> bottleneck;
    private final int maxBusy;

    private PlayTestOverlay(int width, int height, int[] busy, int[] traffic, Optional<Cell> bottleneck) {
        this.width = width;
        this.height = height;
        this.busy = busy;
        this.traffic = traffic;
        this.bottleneck = Objects.requireNonNull(bottleneck, "bottleneck");
        this.maxBusy = Math.max(1, Arrays.stream(busy).max().orElse(1));
    }

    /**
     * The busiest work station's share in percent (at least 1): the colours run from green at 0 to
     * orange at this, as reachability's run to its farthest station, so the busy ones stand out
     * when every share is small.
     */
    public int maxBusy() {
        return maxBusy;
    }

    /** The overlay of a report (partial or whole). */
    public static PlayTestOverlay of(Report r) {
        Traffic t = r.traffic();
        int w = t.width();
        int h = t.height();
        int[] busy = new int[w * h];
        Arrays.fill(busy, -1);
        for (Report.StationSummary s : r.stations()) {
            if (Report.isWork(s.kind()) && s.cell().x() < w && s.cell().y() < h) {
                busy[s.cell().y() * w + s.cell().x()] = (int) Math.round(s.busyShare() * 100);
            }
        }
        int[] traffic = new int[w * h];
        long max = t.max();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                traffic[y * w + x] = max == 0 ? 0 : (int) Math.round(255.0 * t.at(x, y) / max);
            }
        }
        return new PlayTestOverlay(w, h, busy, traffic, r.bottleneck().map(Report.Bottleneck::cell));
    }

    /** The busy share of the work station on this cell, in percent; empty for none. */
    public OptionalInt busyPercent(int x, int y) {
        return in(x, y) && busy[y * width + x] >= 0 ? OptionalInt.of(busy[y * width + x]) : OptionalInt.empty();
    }

    /** How much the cooks stood here, 0 (never) to 255 (the busiest cell). */
    public int traffic(int x, int y) {
        return in(x, y) ? traffic[y * width + x] : 0;
    }

    public Optional<Cell> bottleneck() {
        return bottleneck;
    }

    public boolean isBottleneck(int x, int y) {
        return bottleneck.map(c -> c.x() == x && c.y() == y).orElse(false);
    }

    private boolean in(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }
}
