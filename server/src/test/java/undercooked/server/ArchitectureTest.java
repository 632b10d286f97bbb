package undercooked.server;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The server's boundaries: what it may depend on, and no mutable statics. */
class ArchitectureTest {

    private static final JavaClasses SERVER = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("undercooked.server");

    @Test
    void theServerUsesOnlySimLevelsBotsProtocolHelidonJacksonTheDatabaseAndMetricsLibrariesAndTheJdk() {
        assertNoViolation(classes().should().onlyDependOnClassesThat().resideInAnyPackage(
                        "undercooked.server..", "undercooked.sim..", "undercooked.levels..", "undercooked.bots..", "undercooked.protocol..",
                        "io.helidon..", "com.fasterxml.jackson..", "io.lettuce..", "com.zaxxer.hikari..", "com.sun.management..", "java..", "javax.annotation..",
                        "javax.sql..", "org.flywaydb..", "io.prometheus.."), SERVER);
    }

    @Test
    void theServerNeverReachesIntoTheStudioOrJavaFx() {
        assertNoViolation(classes().should().onlyDependOnClassesThat().resideOutsideOfPackages("undercooked.studio..", "javafx.."), SERVER);
    }

    @Test
    void onlyTheMigrationsTalkToFlywayAndOnlyTheObservePackageToPrometheus() {
        assertNoViolation(com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses()
                .that().doNotHaveFullyQualifiedName("undercooked.server.archive.Migrations")
                .should().dependOnClassesThat().resideInAPackage("org.flywaydb.."), SERVER);
        assertNoViolation(com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses()
                .that().resideOutsideOfPackage("undercooked.server.observe..")
                .should().dependOnClassesThat().resideInAPackage("io.prometheus.."), SERVER);
    }

    @Test
    void onlyTheRedisDirectoryTalksToRedis() {
        assertNoViolation(com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses()
                .that().doNotHaveFullyQualifiedName("undercooked.server.cluster.RedisDirectory")
                .should().dependOnClassesThat().resideInAPackage("io.lettuce.."), SERVER);
    }

    @Test
    void theServersPackagesAreFreeOfCycles() {
        // rooms, ws, http, archive, session, cluster, wire: each may lean on the ones below it, never
        // back, so a package can be read (and tested) without the ones that use it.
        assertNoViolation(com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices()
                .matching("undercooked.server.(*)..").should().beFreeOfCycles(), SERVER);
    }

    @Test
    void noStaticFieldIsMutable() {
        assertNoViolation(fields().that().areStatic().should().beFinal(), SERVER);
    }

    @Test
    void everyLogReaderRunsAloneAndNoBrowserTestLivesHere() {
        // The server's test classes run concurrently (server/pom.xml): a class that reads the whole
        // JVM's log (LogCapture) would read the other classes' lines too, so it is tagged "alone" and
        // runs afterwards by itself. Every browser class runs in browser-tests, whose two test JVMs
        // are the chromium lanes (decisions 0044 and 0049; its BrowserArchitectureTest holds their
        // rules): the phone's and the prediction's timings are read in the page, so none needs the
        // alone execution any more.
        JavaClasses tests = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.ONLY_INCLUDE_TESTS)
                .importPackages("undercooked.server");
        assertNoViolation(classes().that(DescribedPredicate.describe("use LogCapture",
                (JavaClass c) -> !c.isNestedClass() && c.getDirectDependenciesFromSelf().stream().anyMatch(
                        d -> d.getTargetClass().getName().equals("undercooked.server.it.LogCapture"))
                        && !c.getSimpleName().equals("LogCapture"))).should(tagged("alone")), tests);
        assertNoViolation(com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses()
                .should().haveSimpleNameEndingWith("BrowserTest")
                .because("browser classes run in browser-tests, one per chromium lane (decision 0049)"), tests);
    }

    private static ArchCondition<JavaClass> tagged(String tag) {
        return new ArchCondition<>("be tagged " + tag) {
            @Override
            public void check(JavaClass c, ConditionEvents events) {
                boolean has = java.util.Arrays.stream(c.reflect().getAnnotationsByType(Tag.class)).anyMatch(t -> tag.equals(t.value()));
                if (!has) {
                    events.add(SimpleConditionEvent.violated(c, c.getName() + " has no @Tag(\"" + tag + "\")"));
                }
            }
        };
    }

    /** Evaluates the rule and fails with ArchUnit's report of every violation. */
    private static void assertNoViolation(com.tngtech.archunit.lang.ArchRule rule, JavaClasses classes) {
        com.tngtech.archunit.lang.EvaluationResult result = rule.evaluate(classes);
        org.junit.jupiter.api.Assertions.assertFalse(result.hasViolation(), () -> result.getFailureReport().toString());
    }
}
