package undercooked.server.meters;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Percentiles over a ring of the most recent nanosecond samples (the tick cost's and the echo's):
 * the ring is copied and sorted once, so a census that wants p50 and p99 pays one sort, not two.
 */
public final class RecentRing {

    private RecentRing() {
    }

    /**
     * The percentiles {@code ps} (0-100) in milliseconds of the {@code min(written, ring length)}
     * samples in {@code ring}; {@code empty} for each when there are none yet.
     */
    public static double[] percentilesMs(AtomicLongArray ring, long written, double empty, double... ps) {
        int n = (int) Math.min(written, ring.length());
        double[] out = new double[ps.length];
        if (n == 0) {
            Arrays.fill(out, empty);
            return out;
        }
        long[] copy = new long[n];
        for (int i = 0; i < n; i++) {
            copy[i] = ring.get(i);
        }
        Arrays.sort(copy);
        for (int k = 0; k < ps.length; k++) {
            int at = (int) Math.min(n - 1, Math.max(0, Math.ceil(ps[k] / 100.0 * n) - 1));
            out[k] = copy[at] / 1_000_000.0;
        }
        return out;
    }
}
