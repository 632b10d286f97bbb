package undercooked.sim;

import org.junit.jupiter.api.Test;

/**
 * The kernel is a pure function of its inputs: no clock, no ambient randomness, no I/O, no threads,
 * no libraries. These rules ({@link PurityRules}, shared with the bots) run over the production
 * classes of undercooked.sim.
 */
class PurityArchTest {
    private static final PurityRules SIM = PurityRules.of("undercooked.sim");

    @Test
    void theKernelUsesOnlyTheJdkLanguageAndCollections() {
        SIM.assertUsesOnly("the kernel is JDK only: no Jackson, Helidon, JavaFX or anything else",
                "undercooked.sim..", "java.lang..", "java.util..");
    }

    @Test
    void theKernelReadsNoClockAndNoAmbientRandomness() {
        SIM.assertReadsNoClockAndNoAmbientRandomness("time enters only as dt and randomness only from the seeded SplitMix64");
    }

    @Test
    void theKernelDoesNoIoAndStartsNoThreads() {
        SIM.assertDoesNoIoAndStartsNoThreads("a kernel that reads files, sockets, threads or the environment cannot replay");
    }
}
