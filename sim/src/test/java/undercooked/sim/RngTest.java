package undercooked.sim;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RngTest {

    @Test
    void matchesThePublishedSplitMix64SequenceForSeed1234567() {
        // Rosetta Code "Pseudo-random numbers/Splitmix64" and the reference C implementation.
        Rng rng = new Rng(1234567L);
        long[] expected = {
            0x599ED017FB08FC85L, 0x2C73F08458540FA5L, 0x883EBCE5A3F27C77L, 0x3FBEF740E9177B3FL, 0xE3B8346708CB5ECDL,
        };
        for (long e : expected) {
            assertEquals(e, rng.nextLong());
        }
    }

    @Test
    void matchesThePublishedSequenceForSeedZero() {
        Rng rng = new Rng(0L);
        assertEquals(0xE220A8397B1DCDAFL, rng.nextLong());
        assertEquals(0x6E789E6AA1B965F4L, rng.nextLong());
        assertEquals(0x06C45D188009454FL, rng.nextLong());
    }

    @Test
    void forkDoesNotAdvanceTheParentAndIsReproducible() {
        Rng a = new Rng(42);
        Rng b = new Rng(42);
        Rng childA = a.fork(7);
        assertEquals(b.nextLong(), a.nextLong(), "forking must not disturb the parent stream");
        Rng childB = new Rng(42).fork(7);
        assertEquals(childB.nextLong(), childA.nextLong());
    }

    @Test
    void forksWithDifferentSaltsAreDifferentStreams() {
        Rng r = new Rng(99);
        long x = r.fork(1).nextLong();
        long y = r.fork(2).nextLong();
        long parent = new Rng(99).nextLong();
        assertNotEquals(x, y);
        assertNotEquals(x, parent);
        assertNotEquals(y, parent);
    }

    @Test
    void nextIntStaysInBoundsAndCoversThemEvenly() {
        Rng r = new Rng(5);
        int[] counts = new int[6];
        for (int i = 0; i < 60_000; i++) {
            int v = r.nextInt(6);
            assertTrue(v >= 0 && v < 6, "out of bounds: " + v);
            counts[v]++;
        }
        for (int c : counts) {
            assertTrue(c > 9_000 && c < 11_000, "uneven bucket: " + c);
        }
    }

    @Test
    void nextDoubleIsInTheUnitInterval() {
        Rng r = new Rng(11);
        for (int i = 0; i < 10_000; i++) {
            double d = r.nextDouble();
            assertTrue(d >= 0.0 && d < 1.0, "out of [0,1): " + d);
        }
    }

    @Test
    void aNonPositiveBoundIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Rng(1).nextInt(0));
    }
}
