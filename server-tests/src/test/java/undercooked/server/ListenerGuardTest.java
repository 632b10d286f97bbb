package undercooked.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The listener's connection cap: what is left of the descriptor limit, halved for Helidon's late closes. */
class ListenerGuardTest {

    @Test
    void theCapIsHalfOfWhatTheReserveAndTheOpenDescriptorsLeave() {
        // 400 allowed, 114 open (the JVM's jars and the database), the reserve its floor of 64.
        assertEquals(111, ListenerGuard.connectionCap(400, 114));
        // A large limit: the reserve is a tenth.
        assertEquals((65_536 - 200 - 6_553) / 2, ListenerGuard.connectionCap(65_536, 200));
    }

    @Test
    void twiceTheCapStillFitsUnderTheLimit() {
        // The moment the cap is halved for: every permit given back while its socket is still open.
        for (long max : new long[] {300, 400, 1_024, 4_096, 20_000, 1_048_576}) {
            for (long open : new long[] {50, 114, 200}) {
                int cap = ListenerGuard.connectionCap(max, open);
                if (cap > 16) {
                    assertTrue(open + 2L * cap + ListenerGuard.MIN_RESERVE <= max,
                            "limit " + max + ", open " + open + ": cap " + cap);
                }
            }
        }
    }

    @Test
    void aTinyLimitStillLeavesSixteenAndAnUnknownOneNoCap() {
        assertEquals(16, ListenerGuard.connectionCap(150, 120));
        assertEquals(-1, ListenerGuard.connectionCap(-1, 100));
        assertEquals(-1, ListenerGuard.connectionCap(400, -1));
    }
}
