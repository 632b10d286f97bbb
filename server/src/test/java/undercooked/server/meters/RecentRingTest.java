package undercooked.server.meters;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

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
    void anEmptyRingAnswersTheGivenEmptyValue() {
        assertArrayEquals(new double[] {Double.NaN, Double.NaN},
                RecentRing.percentilesMs(new AtomicLongArray(4), 0, Double.NaN, 50, 99));
    }
}
