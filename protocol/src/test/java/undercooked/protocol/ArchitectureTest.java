package undercooked.protocol;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The wire module speaks JSON through Jackson and nothing else: no sim, no server, no UI. */
class ArchitectureTest {

    private static final JavaClasses PROTOCOL = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("undercooked.protocol");

    @Test
    void protocolDependsOnlyOnTheJdkAndJackson() {
        assertNoViolation(classes().that().resideInAPackage("undercooked.protocol")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "com.fasterxml.jackson..", "undercooked.protocol"), PROTOCOL);
    }

    @Test
    void protocolHoldsNoMutableStaticState() {
        assertNoViolation(fields().that().areStatic().should().beFinal()
                .because("shared codec state would couple every room and test that uses it"), PROTOCOL);
    }

    @Test
    void protocolReadsNoClockPropertyOrConsole() {
        assertNoViolation(noClasses().that().resideInAPackage("undercooked.protocol")
                .should().accessClassesThat().haveFullyQualifiedName("java.lang.System")
                .because("encoding is a pure function of the message; time is the server's"), PROTOCOL);
    }

    /** Evaluates the rule and fails with ArchUnit's report of every violation. */
    private static void assertNoViolation(com.tngtech.archunit.lang.ArchRule rule, JavaClasses classes) {
        com.tngtech.archunit.lang.EvaluationResult result = rule.evaluate(classes);
        org.junit.jupiter.api.Assertions.assertFalse(result.hasViolation(), () -> result.getFailureReport().toString());
    }
}
