package undercooked.server.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

class CreateLimitTest {

    private final AtomicLong now = new AtomicLong(1_000_000_000L);
    private final CreateLimit limit = new CreateLimit(6, now::get);

    @Test
    void anAddressGetsItsMinutesWorthAtOnceThenOneEveryTenSeconds() {
        for (int i = 0; i < 6; i++) {
            assertTrue(limit.take("10.0.0.1"), "create " + i + " of the burst");
        }
        assertFalse(limit.take("10.0.0.1"));
        assertEquals(10, limit.waitSeconds("10.0.0.1"));
        assertTrue(limit.take("10.0.0.2"), "another address has its own allowance");
        now.addAndGet(9_000_000_000L);
        assertFalse(limit.take("10.0.0.1"));
        assertEquals(1, limit.waitSeconds("10.0.0.1"));
        now.addAndGet(1_000_000_000L);
        assertTrue(limit.take("10.0.0.1"), "ten seconds earn one create back");
        assertFalse(limit.take("10.0.0.1"));
    }

    @Test
    void idleAddressesAreForgottenSoTheTableStaysSmall() {
        for (int i = 0; i < 5000; i++) {
            limit.take("10.1." + (i / 256) + "." + (i % 256));
        }
        now.addAndGet(120_000_000_000L); // every bucket has refilled
        limit.take("10.9.9.9");
        assertEquals(0, limit.waitSeconds("10.1.0.1"), "forgotten, so no wait");
        assertTrue(limit.size() <= 2, "pruned to the newest address, was " + limit.size());
    }
}
