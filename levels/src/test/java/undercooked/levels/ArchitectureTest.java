package undercooked.levels;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The levels module sits on the kernel and Jackson only (HOUSE_STYLE dependency direction). */
class ArchitectureTest {
    private static final JavaClasses LEVELS = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("undercooked.levels");

    @Test
    void levelsDependsOnlyOnTheJdkJacksonTheSimAndItself() {
        assertNoViolation(classes().that().resideInAPackage("undercooked.levels")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "com.fasterxml.jackson..", "undercooked.sim", "undercooked.levels"), LEVELS);
    }

    /** The round summaries are measured from the kernel alone: no files, no JSON, nothing of the levels' loading. */
    @Test
    void theInsightPackageDependsOnlyOnTheJdkAndTheSim() {
        assertNoViolation(classes().that().resideInAPackage("undercooked.levels.insight")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "undercooked.sim", "undercooked.levels.insight"), LEVELS);
    }

    @Test
    void theCorpusWalkerSitsOnTheLevelsTheKernelJacksonAndTheJdksHttpClient() {
        JavaClasses corpus = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("undercooked.levels.corpus");
        assertNoViolation(classes().that().resideInAPackage("undercooked.levels.corpus")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "com.fasterxml.jackson..", "undercooked.sim", "undercooked.levels",
                        "undercooked.levels.corpus"), corpus);
    }

    @Test
    void theSurveySitsOnTheCorpusTheLevelsTheKernelAndJackson() {
        JavaClasses survey = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("undercooked.levels.survey");
        assertNoViolation(classes().that().resideInAPackage("undercooked.levels.survey")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "com.fasterxml.jackson..", "undercooked.sim", "undercooked.levels",
                        "undercooked.levels.corpus", "undercooked.levels.survey"), survey);
    }

    /** Evaluates the rule and fails with ArchUnit's report of every violation. */
    private static void assertNoViolation(com.tngtech.archunit.lang.ArchRule rule, JavaClasses classes) {
        com.tngtech.archunit.lang.EvaluationResult result = rule.evaluate(classes);
        org.junit.jupiter.api.Assertions.assertFalse(result.hasViolation(), () -> result.getFailureReport().toString());
    }
}
