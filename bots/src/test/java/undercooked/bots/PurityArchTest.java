package undercooked.bots;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * A bot is as pure as the kernel it plays: the same views from the same seed give the same inputs,
 * so a bot round is an ordinary replayable script. No clock, no ambient randomness, no I/O, no
 * threads, nothing but the kernel and the JDK's language and collections.
 */
class PurityArchTest {
    private static final JavaClasses BOTS = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("undercooked.bots");

    @Test
    void theBotsUseOnlyTheKernelAndTheJdkLanguageAndCollections() {
        assertHolds(noClasses().should().dependOnClassesThat().resideOutsideOfPackages(
                "undercooked.bots..", "undercooked.sim..", "java.lang..", "java.util..")
                .because("bots sit on the kernel alone: levels, the wire and the server use bots, not the other way"));
    }

    @Test
    void theBotsReadNoClockAndNoAmbientRandomness() {
        assertHolds(noClasses().should().dependOnClassesThat().haveFullyQualifiedName("java.util.Random")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.SplittableRandom")
                .orShould().dependOnClassesThat().resideInAPackage("java.util.concurrent..")
                .orShould().dependOnClassesThat().resideInAPackage("java.time..")
                .orShould().callMethod(System.class, "nanoTime")
                .orShould().callMethod(System.class, "currentTimeMillis")
                .orShould().callMethod(Math.class, "random")
                .because("a bot's choices come from its seed through the kernel's SplitMix64, so its round replays"));
    }

    @Test
    void theBotsDoNoIoAndStartNoThreads() {
        assertHolds(noClasses().should().dependOnClassesThat().resideInAnyPackage("java.io..", "java.nio..", "java.net..")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.lang.Thread")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.lang.System")
                .because("a bot runs inside a room's tick: it must not block it, read files or keep its own time"));
    }

    @Test
    void noStaticFieldIsMutable() {
        assertHolds(fields().that().areStatic().should().beFinal());
    }

    private static void assertHolds(ArchRule rule) {
        EvaluationResult result = rule.evaluate(BOTS);
        assertFalse(result.hasViolation(), () -> result.getFailureReport().toString());
    }
}
