package undercooked.packaging;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.Test;

/**
 * The packager is JDK only: it reads the other modules' build output as files and never links
 * their code, so packaging cannot change what the server or the studio do.
 */
class ArchitectureTest {
    private static final JavaClasses PACKAGER = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("undercooked.packaging");

    @Test
    void thePackagerUsesOnlyTheJdk() {
        EvaluationResult r = noClasses().should().dependOnClassesThat()
                .resideOutsideOfPackages("undercooked.packaging..", "java..")
                .because("the packager runs the JDK's tools over jars; it imports none of the project's code")
                .evaluate(PACKAGER);
        assertFalse(r.hasViolation(), r.getFailureReport().toString());
        assertFalse(PACKAGER.isEmpty(), "the rule ran over the packager's classes");
    }
}
