package undercooked.playtest;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/** The play-test sits on the kernel, the levels and the bots (decision 0015): no server, wire or UI. */
class ArchitectureTest {
    private static final JavaClasses PLAYTEST = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("undercooked.playtest");

    @Test
    void thePlayTestUsesOnlyTheSimLevelsBotsJacksonAndTheJdk() {
        assertNoViolation(classes().should().onlyDependOnClassesThat().resideInAnyPackage("java..", "com.fasterxml.jackson..",
                "undercooked.sim", "undercooked.levels", "undercooked.levels.insight", "undercooked.bots", "undercooked.playtest"));
    }

    @Test
    void noStaticFieldIsMutable() {
        assertNoViolation(fields().that().areStatic().should().beFinal());
    }

    private static void assertNoViolation(ArchRule rule) {
        EvaluationResult result = rule.evaluate(PLAYTEST);
        Assertions.assertFalse(result.hasViolation(), () -> result.getFailureReport().toString());
    }
}
