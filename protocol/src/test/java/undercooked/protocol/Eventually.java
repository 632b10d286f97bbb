package undercooked.protocol;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The one bounded wait of the tests (HOUSE_STYLE.md: no bare sleeps, no hand-rolled loops): polls
 * a condition every 20 ms, then every 100 ms after the first second, until it holds or the bound
 * passes. Shared with the server's and the studio's tests through protocol's test jar. A property
 * that needs no socket drives time instead (a fake clock and a stepped loop) and waits for nothing.
 */
public final class Eventually {
    private Eventually() {
    }

    /** Waits until {@code condition} holds; past {@code bound}, fails naming {@code what}. */
    public static void within(Duration bound, String what, BooleanSupplier condition) {
        if (!poll(bound, condition)) {
            throw new AssertionError("waited " + bound.toMillis() + " ms until " + what);
        }
    }

    /**
     * Reads {@code value} until {@code done} accepts it or {@code bound} passes, and gives the last
     * reading either way, for the caller to assert on with its own message.
     */
    public static <T> T last(Duration bound, Supplier<T> value, Predicate<? super T> done) {
        Object[] seen = new Object[1];
        poll(bound, () -> {
            seen[0] = value.get();
            return done.test(cast(seen[0]));
        });
        return cast(seen[0]);
    }

    @SuppressWarnings("unchecked")
    private static <T> T cast(Object o) {
        return (T) o;
    }

    private static boolean poll(Duration bound, BooleanSupplier condition) {
        long start = System.nanoTime();
        long deadline = start + bound.toNanos();
        while (!condition.getAsBoolean()) {
            long now = System.nanoTime();
            if (now > deadline) {
                return false;
            }
            try {
                Thread.sleep(now - start < 1_000_000_000L ? 20 : 100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting", e);
            }
        }
        return true;
    }
}
