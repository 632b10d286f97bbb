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
        classes().that().resideInAPackage("undercooked.protocol")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "com.fasterxml.jackson..", "undercooked.protocol")
                .check(PROTOCOL);
    }

    @Test
    void protocolHoldsNoMutableStaticState() {
        fields().that().areStatic().should().beFinal()
                .because("shared codec state would couple every room and test that uses it")
                .check(PROTOCOL);
    }

    @Test
    void protocolReadsNoClockPropertyOrConsole() {
        noClasses().that().resideInAPackage("undercooked.protocol")
                .should().accessClassesThat().haveFullyQualifiedName("java.lang.System")
                .because("encoding is a pure function of the message; time is the server's")
                .check(PROTOCOL);
    }
}
