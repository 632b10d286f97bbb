package undercooked.server.start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

class StartPatienceTest {

    private static final class Slow extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Slow(int n) {
            super("slow try " + n);
        }
    }

    @Test
    void aFailureWorthAnotherTryIsTriedAgainUntilItWorks() {
        AtomicInteger tries = new AtomicInteger();
        String got = StartPatience.keepTrying("a test service", () -> {
            int n = tries.incrementAndGet();
            if (n < 3) {
                throw new Slow(n);
            }
            return "up after " + n;
        }, e -> e instanceof Slow);
        assertEquals("up after 3", got);
    }

    @Test
    void anyOtherFailureEndsAtTheFirstTry() {
        AtomicInteger tries = new AtomicInteger();
        IllegalStateException refused = new IllegalStateException("refused");
        IllegalStateException thrown = assertThrows(IllegalStateException.class,
                () -> StartPatience.keepTrying("a test service", () -> {
                    tries.incrementAndGet();
                    throw refused;
                }, e -> e instanceof Slow));
        assertSame(refused, thrown, "the failure itself, not a wrapper");
        assertEquals(1, tries.get());
    }

    @Test
    void whenThePatienceRunsOutTheLastFailureIsThrown() {
        AtomicInteger tries = new AtomicInteger();
        Slow thrown = assertThrows(Slow.class, () -> StartPatience.keepTrying("a test service", () -> {
            throw new Slow(tries.incrementAndGet());
        }, e -> e instanceof Slow, Duration.ofMillis(600)));
        assertTrue(tries.get() >= 2, "tried more than once: " + tries.get());
        assertEquals("slow try " + tries.get(), thrown.getMessage(), "the last try's failure");
        assertTrue(tries.get() <= 600 / StartPatience.PAUSE_MS + 2, "tries a pause apart, not a spin: " + tries.get());
    }

    @Test
    void anInterruptWhileWaitingEndsWithTheFailureAndKeepsTheInterrupt() {
        Thread.currentThread().interrupt();
        try {
            assertThrows(Slow.class, () -> StartPatience.keepTrying("a test service", () -> {
                throw new Slow(1);
            }, e -> e instanceof Slow));
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt is kept");
        } finally {
            Thread.interrupted();
        }
    }
}
