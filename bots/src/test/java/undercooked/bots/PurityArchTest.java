package undercooked.bots;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;

import org.junit.jupiter.api.Test;
import undercooked.sim.PurityRules;

/**
 * A bot is as pure as the kernel it plays: the same views from the same seed give the same inputs,
 * so a bot round is an ordinary replayable script. No clock, no ambient randomness, no I/O, no
 * threads, nothing but the kernel and the JDK's language and collections: the kernel's own rules
 * ({@link PurityRules}, from sim's test jar) over undercooked.bots.
 */
class PurityArchTest {
    private static final PurityRules BOTS = PurityRules.of("undercooked.bots");

    @Test
    void theBotsUseOnlyTheKernelAndTheJdkLanguageAndCollections() {
        BOTS.assertUsesOnly("bots sit on the kernel alone: levels, the wire and the server use bots, not the other way",
                "undercooked.bots..", "undercooked.sim..", "java.lang..", "java.util..");
    }

    @Test
    void theBotsReadNoClockAndNoAmbientRandomness() {
        BOTS.assertReadsNoClockAndNoAmbientRandomness(
                "a bot's choices come from its seed through the kernel's SplitMix64, so its round replays");
    }

    @Test
    void theBotsDoNoIoAndStartNoThreads() {
        BOTS.assertDoesNoIoAndStartsNoThreads("a bot runs inside a room's tick: it must not block it, read files or keep its own time");
    }

    @Test
    void noStaticFieldIsMutable() {
        BOTS.assertHolds(fields().that().areStatic().should().beFinal());
    }
}
