package undercooked.server.meters;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Percentiles over a ring of the most recent nanosecond samples (the tick cost's and the echo's).
 * The ring is copied once and each percentile found by selection (a quickselect with a three-way
 * partition, so rings full of equal samples stay linear), not by sorting: a scrape of a busy node
 * spent 42% of its CPU sorting two 16,384-sample rings (JFR, 2026-12-02), and selection does the
 * same in a fraction. The answers are the sorted array's, element for element ({@code RecentRingTest}).
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
        // Ranks in ascending order: after selecting one, everything to its right is at least it,
        // so the next (higher) rank is selected in that part only.
        Integer[] order = new Integer[ps.length];
        int[] rank = new int[ps.length];
        for (int k = 0; k < ps.length; k++) {
            order[k] = k;
            rank[k] = (int) Math.min(n - 1, Math.max(0, Math.ceil(ps[k] / 100.0 * n) - 1));
        }
        Arrays.sort(order, (a, b) -> Integer.compare(rank[a], rank[b]));
        int from = 0;
        for (int k : order) {
            out[k] = select(copy, from, n - 1, rank[k]) / 1_000_000.0;
            from = rank[k];
        }
        return out;
    }

    /**
     * The value of rank {@code k} (0-based) of {@code a[lo..hi]} as if sorted; leaves {@code a[k]}
     * holding it, smaller values left of it and larger ones right.
     */
    static long select(long[] a, int lo, int hi, int k) {
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            long pivot = median(a[lo], a[mid], a[hi]);
            int lt = lo;
            int i = lo;
            int gt = hi;
            while (i <= gt) {
                if (a[i] < pivot) {
                    swap(a, lt++, i++);
                } else if (a[i] > pivot) {
                    swap(a, i, gt--);
                } else {
                    i++;
                }
            }
            if (k < lt) {
                hi = lt - 1;
            } else if (k > gt) {
                lo = gt + 1;
            } else {
                return pivot;
            }
        }
        return a[k];
    }

    private static long median(long x, long y, long z) {
        return Math.max(Math.min(x, y), Math.min(Math.max(x, y), z));
    }

    private static void swap(long[] a, int i, int j) {
        long t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
