package undercooked.server.ws;

import org.junit.jupiter.api.Test;

import undercooked.server.ServerConfig;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The readers' frame budgets: each connection's own, and one address's sockets together. */
class WireGuardTest {

    private static final long T0 = 1_000_000_000L;

    /** Frames admitted at once from {@code sockets} fresh connections of one address, each asking {@code each}. */
    private static int admittedAtOnce(WireGuard guard, int sockets, int each) {
        int admitted = 0;
        for (int s = 0; s < sockets; s++) {
            TokenBucket own = guard.connectionBucket(T0);
            for (int f = 0; f < each; f++) {
                if (guard.admit(own, "10.0.0.7", T0) == 0) {
                    admitted++;
                }
            }
        }
        return admitted;
    }

    @Test
    void oneAddressSocketsShareItsBudgetWhateverTheirOwnBudgetsLeave() {
        // 20 sockets of 100 frames each: the address's 1,000 (a second's burst) is what stops them.
        assertEquals(WireGuard.ADDRESS_FRAMES_PER_S, admittedAtOnce(new WireGuard(), 20, 100));
        // A socket alone stops at its own 100.
        assertEquals(WireGuard.CONNECTION_FRAMES_PER_S, admittedAtOnce(new WireGuard(), 1, 150));
    }

    @Test
    void theAddressBudgetIsTheSettingsAndTheOverBudgetFrameIsToldHowLongToWait() {
        WireGuard guard = WireGuard.ofAddressRate(250);
        assertEquals(250, admittedAtOnce(guard, 5, 100));
        TokenBucket another = guard.connectionBucket(T0);
        long wait = guard.admit(another, "10.0.0.7", T0);
        assertTrue(wait > 0 && wait <= 1_000_000_000L / 250, "one token at 250 a second: " + wait);
        // Another address is not slowed by this one's budget.
        assertEquals(0, guard.admit(another, "10.0.0.8", T0));
    }

    @Test
    void theNodesAddressBudgetDefaultsToAThousandFramesASecond() {
        assertEquals(WireGuard.ADDRESS_FRAMES_PER_S, ServerConfig.defaults().perAddress().maxFramesPerSPerAddress());
        assertEquals(40_000, ServerConfig.defaults().with("max_frames_per_s_per_address", "40000").perAddress()
                .maxFramesPerSPerAddress());
    }
}
