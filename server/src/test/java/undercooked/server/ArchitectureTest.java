package undercooked.server;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The server's boundaries: what it may depend on, and no mutable statics. */
class ArchitectureTest {

    private static final JavaClasses SERVER = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("undercooked.server");

    @Test
    void theServerUsesOnlySimLevelsProtocolHelidonJacksonAndTheJdk() {
        classes().should().onlyDependOnClassesThat().resideInAnyPackage(
                        "undercooked.server..", "undercooked.sim..", "undercooked.levels..", "undercooked.protocol..",
                        "io.helidon..", "com.fasterxml.jackson..", "java..", "javax.annotation..")
                .check(SERVER);
    }

    @Test
    void theServerNeverReachesIntoTheStudioOrJavaFx() {
        classes().should().onlyDependOnClassesThat().resideOutsideOfPackages("undercooked.studio..", "javafx..")
                .check(SERVER);
    }

    @Test
    void noStaticFieldIsMutable() {
        fields().that().areStatic().should().beFinal().check(SERVER);
    }
}
