package undercooked.sim;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;

/**
 * The purity rules a pure module keeps: no library beyond the packages it names, no clock, no
 * ambient randomness, no I/O, no threads. The kernel ({@code PurityArchTest} here) and the bots
 * (bots' {@code PurityArchTest}, through sim's test jar) run the same rules over their own
 * production classes, each saying in its own words why.
 */
public final class PurityRules {
    private final JavaClasses classes;

    private PurityRules(JavaClasses classes) {
        this.classes = classes;
    }

    /** The production classes of a package (tests left out). */
    public static PurityRules of(String pkg) {
        return new PurityRules(new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(pkg));
    }

    /** Depends on nothing outside {@code allowed} (package patterns such as {@code "java.util.."}). */
    public void assertUsesOnly(String because, String... allowed) {
        assertHolds(noClasses().should().dependOnClassesThat().resideOutsideOfPackages(allowed).because(because));
    }

    public void assertReadsNoClockAndNoAmbientRandomness(String because) {
        assertHolds(noClasses().should().dependOnClassesThat().haveFullyQualifiedName("java.util.Random")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.SplittableRandom")
                .orShould().dependOnClassesThat().resideInAPackage("java.util.concurrent..")
                .orShould().dependOnClassesThat().resideInAPackage("java.time..")
                .orShould().callMethod(System.class, "nanoTime")
                .orShould().callMethod(System.class, "currentTimeMillis")
                .orShould().callMethod(Math.class, "random")
                .because(because));
    }

    public void assertDoesNoIoAndStartsNoThreads(String because) {
        assertHolds(noClasses().should().dependOnClassesThat().resideInAnyPackage("java.io..", "java.nio..", "java.net..")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.lang.Thread")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.lang.System")
                .because(because));
    }

    /** Evaluates a rule over these classes and fails with ArchUnit's report of every violating dependency. */
    public void assertHolds(ArchRule rule) {
        EvaluationResult result = rule.evaluate(classes);
        assertFalse(result.hasViolation(), () -> result.getFailureReport().toString());
    }
}
