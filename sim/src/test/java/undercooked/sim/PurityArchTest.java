package undercooked.sim;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The kernel is a pure function of its inputs: no clock, no ambient randomness, no I/O, no threads,
 * no libraries. These rules run over the production classes of undercooked.sim.
 */
class PurityArchTest {
    private static final JavaClasses SIM = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("undercooked.sim");

    @Test
    void theKernelUsesOnlyTheJdkLanguageAndCollections() {
        ArchRule rule = noClasses().should().dependOnClassesThat().resideOutsideOfPackages(
                "undercooked.sim..", "java.lang..", "java.util..")
                .because("the kernel is JDK only: no Jackson, Helidon, JavaFX or anything else");
        assertHolds(rule);
    }

    @Test
    void theKernelReadsNoClockAndNoAmbientRandomness() {
        assertHolds(noClasses().should().dependOnClassesThat().haveFullyQualifiedName("java.util.Random")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.SplittableRandom")
                .orShould().dependOnClassesThat().resideInAPackage("java.util.concurrent..")
                .orShould().dependOnClassesThat().resideInAPackage("java.time..")
                .orShould().callMethod(System.class, "nanoTime")
                .orShould().callMethod(System.class, "currentTimeMillis")
                .orShould().callMethod(Math.class, "random")
                .because("time enters only as dt and randomness only from the seeded SplitMix64"));
    }

    @Test
    void theKernelDoesNoIoAndStartsNoThreads() {
        assertHolds(noClasses().should().dependOnClassesThat().resideInAnyPackage("java.io..", "java.nio..", "java.net..")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.lang.Thread")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.lang.System")
                .because("a kernel that reads files, sockets, threads or the environment cannot replay"));
    }

    /** Evaluates the rule and fails with ArchUnit's report of every violating dependency. */
    private static void assertHolds(ArchRule rule) {
        EvaluationResult result = rule.evaluate(SIM);
        assertFalse(result.hasViolation(), () -> result.getFailureReport().toString());
    }
}
