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
                        "javax.sql..", "org.flywaydb..", "io.prometheus..", "com.sun.net.httpserver.."), SERVER);
    }

    @Test
    void onlyTheAdminListenerTalksToTheJdksHttpServer() {
        // Decision 0054: the admin port's platform thread; every other listener is Helidon's.
        assertNoViolation(com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses()
                .that().doNotHaveFullyQualifiedName("undercooked.server.http.AdminListener")
                .should().dependOnClassesThat().resideInAPackage("com.sun.net.httpserver.."), SERVER);
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
    void everyLogReaderAndEveryBrowserTestHereRunsAlone() {
        // The server's test classes run concurrently (server/pom.xml): a class that reads the whole
        // JVM's log (LogCapture) would read the other classes' lines too, so it is tagged "alone" and
        // runs afterwards, in the alone execution, isolated: no other class runs beside it. The browser
        // classes run in browser-tests, whose two test JVMs are the chromium lanes (decision 0044; its
        // BrowserArchitectureTest holds their rules); the only ones here are those whose timing the
        // CPU decides: they run alone, open their chromium through Browser and hold one chromium lane
        // each, so the alone execution runs the two of them at once and nothing else beside them.
        JavaClasses tests = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.ONLY_INCLUDE_TESTS)
                .importPackages("undercooked.server");
        assertNoViolation(classes().that(DescribedPredicate.describe("use LogCapture",
                (JavaClass c) -> !c.isNestedClass() && c.getDirectDependenciesFromSelf().stream().anyMatch(
                        d -> d.getTargetClass().getName().equals("undercooked.server.it.LogCapture"))
                        && !c.getSimpleName().equals("LogCapture"))).should(tagged("alone")), tests);
        assertNoViolation(classes().that().haveSimpleNameEndingWith("BrowserTest")
                .should(tagged("alone")).andShould(tagged("serial")).andShould(holdOneChromiumLane())
                .andShould().dependOnClassesThat().haveFullyQualifiedName("undercooked.server.client.Browser"), tests);
        assertNoViolation(classes().that(DescribedPredicate.describe("are tagged alone and are not browser tests",
                (JavaClass c) -> !c.isNestedClass() && !c.getSimpleName().endsWith("BrowserTest") && hasTag(c, "alone")))
                .should().beAnnotatedWith(org.junit.jupiter.api.parallel.Isolated.class), tests);
    }

    private static ArchCondition<JavaClass> holdOneChromiumLane() {
        return new ArchCondition<>("hold one chromium lane") {
            @Override
            public void check(JavaClass c, ConditionEvents events) {
                long held = java.util.Arrays.stream(c.reflect().getAnnotationsByType(
                        org.junit.jupiter.api.parallel.ResourceLock.class)).filter(l -> l.value().startsWith("chromium-")).count();
                if (held != 1) {
                    events.add(SimpleConditionEvent.violated(c, c.getName()
                            + " holds " + held + " of @ResourceLock(Browser.CHROMIUM_A) and _B, not one"));
                }
            }
        };
    }

    private static boolean hasTag(JavaClass c, String tag) {
        return java.util.Arrays.stream(c.reflect().getAnnotationsByType(Tag.class)).anyMatch(t -> tag.equals(t.value()));
    }

    private static ArchCondition<JavaClass> tagged(String tag) {
        return new ArchCondition<>("be tagged " + tag) {
            @Override
            public void check(JavaClass c, ConditionEvents events) {
                if (!hasTag(c, tag)) {
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
