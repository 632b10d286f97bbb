package undercooked.server.meters;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLongArray;

import org.junit.jupiter.api.Test;

class RecentRingTest {

    @Test
    void percentilesComeFromTheSamplesWrittenSoFar() {
        AtomicLongArray ring = new AtomicLongArray(8);
        for (int i = 0; i < 4; i++) {
            ring.set(i, (4 - i) * 1_000_000L); // 4, 3, 2, 1 ms; the rest of the ring unwritten
        }
        assertArrayEquals(new double[] {1.0, 2.0, 4.0}, RecentRing.percentilesMs(ring, 4, -1, 0, 50, 99));
    }

    @Test
    void aFullRingCountsEverySlotOnce() {
        AtomicLongArray ring = new AtomicLongArray(4);
        for (int i = 0; i < 4; i++) {
            ring.set(i, (i + 1) * 2_000_000L); // 2, 4, 6, 8 ms after 100 writes that wrapped
        }
        assertArrayEquals(new double[] {4.0, 8.0}, RecentRing.percentilesMs(ring, 100, -1, 50, 99));
    }

    @Test
    void selectionGivesWhatSortingGivesForAnyPercentilesInAnyOrder() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(36);
        double[] ps = {99, 0, 50, 99.9, 100, 1, 50};
        for (int trial = 0; trial < 300; trial++) {
            int n = 1 + random.nextInt(trial < 100 ? 40 : 20_000);
            // Narrow ranges give runs of equal samples (a quiet node's ticks), wide ones spread.
            long range = trial % 3 == 0 ? 3 : trial % 3 == 1 ? 1_000 : 50_000_000L;
            AtomicLongArray ring = new AtomicLongArray(n);
            long[] sorted = new long[n];
            for (int i = 0; i < n; i++) {
                long v = random.nextLong(range) + (trial % 5 == 0 ? i * 10L : 0); // some already ordered
                ring.set(i, v);
                sorted[i] = v;
            }
            java.util.Arrays.sort(sorted);
            double[] expected = new double[ps.length];
            for (int k = 0; k < ps.length; k++) {
                int at = (int) Math.min(n - 1, Math.max(0, Math.ceil(ps[k] / 100.0 * n) - 1));
                expected[k] = sorted[at] / 1_000_000.0;
            }
            assertArrayEquals(expected, RecentRing.percentilesMs(ring, n, -1, ps), "trial " + trial + ", n " + n);
        }
    }

    @Test
    void selectionPlacesTheRankAndSplitsTheRestAroundIt() {
        long[] a = {5, 1, 9, 5, 5, 3, 8, 5, 2};
        long v = RecentRing.select(a, 0, a.length - 1, 4);
        assertArrayEquals(new double[] {5}, new double[] {v});
        for (int i = 0; i < a.length; i++) {
            assertTrue(i < 4 ? a[i] <= 5 : i > 4 ? a[i] >= 5 : a[i] == 5, "index " + i);
        }
    }

    @Test
    void anEmptyRingAnswersTheGivenEmptyValue() {
        assertArrayEquals(new double[] {Double.NaN, Double.NaN},
                RecentRing.percentilesMs(new AtomicLongArray(4), 0, Double.NaN, 50, 99));
    }
}
