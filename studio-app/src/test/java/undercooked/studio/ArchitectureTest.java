package undercooked.studio;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** MVVM and module boundaries of the studio (HOUSE_STYLE.md), checked on the compiled classes. */
class ArchitectureTest {
    private static final JavaClasses STUDIO = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("undercooked.studio");

    @Test
    void viewModelsDoNotTouchNodes() {
        assertNoViolation(classes().that().haveSimpleNameEndingWith("ViewModel")
                .should().onlyDependOnClassesThat().resideOutsideOfPackage("javafx.scene..")
                .because("a view model is state and logic, unit-tested without a toolkit"), STUDIO);
    }

    @Test
    void editorModelIsFreeOfNodesToo() {
        assertNoViolation(noClasses().that().haveSimpleNameStartingWith("GridEdits").or().haveSimpleNameStartingWith("EditHistory")
                .or().haveSimpleNameStartingWith("Shapes").or().haveSimpleNameStartingWith("Analysis")
                .or().haveSimpleNameStartingWith("HeatMap").or().haveSimpleNameStartingWith("Area")
                .or().haveSimpleNameStartingWith("Clip").or().haveSimpleNameStartingWith("Tool")
                .should().dependOnClassesThat().resideInAPackage("javafx.scene.."), STUDIO);
    }

    @Test
    void studioDoesNotReachIntoServerInternals() {
        assertNoViolation(noClasses().should().dependOnClassesThat().resideInAPackage("undercooked.server..")
                .because("the studio speaks sim, levels and protocol; the server is another process's business"), STUDIO);
    }

    @Test
    void noStaticMutableState() {
        assertNoViolation(com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields().that().areStatic()
                .and().areDeclaredInClassesThat().resideInAPackage("undercooked.studio..")
                .should().beFinal()
                .because("no static mutable singletons: dependencies are passed in"), STUDIO);
    }

    /** Evaluates the rule and fails with ArchUnit's report of every violation. */
    private static void assertNoViolation(com.tngtech.archunit.lang.ArchRule rule, JavaClasses classes) {
        com.tngtech.archunit.lang.EvaluationResult result = rule.evaluate(classes);
        org.junit.jupiter.api.Assertions.assertFalse(result.hasViolation(), () -> result.getFailureReport().toString());
    }
}
