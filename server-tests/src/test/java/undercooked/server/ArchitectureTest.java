package undercooked.server;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The server's boundaries: what it may depend on, and no mutable statics. */
class ArchitectureTest {

    // Each set is read from one place (decision 0049): the server's own classes, this module's test
    // classes, and the server module's test classes (its fixtures and the tests that need a quiet
    // machine, decision 0062). Each is a folder or a jar, depending on how far Maven got.
    private static final JavaClasses SERVER = classesOf(undercooked.server.ServerMain.class);
    private static final JavaClasses TESTS_HERE = classesOf(ArchitectureTest.class);
    private static final JavaClasses TESTS_IN_THE_SERVER = classesOf(undercooked.server.cluster.RedisProcess.class);

    /** Every class in the folder or jar that {@code c} was loaded from. */
    private static JavaClasses classesOf(Class<?> c) {
        try {
            java.nio.file.Path where = java.nio.file.Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (java.nio.file.Files.isDirectory(where)) {
                return new ClassFileImporter().importPath(where);
            }
            try (java.util.jar.JarFile jar = new java.util.jar.JarFile(where.toFile())) {
                return new ClassFileImporter().importJar(jar);
            }
        } catch (java.net.URISyntaxException | java.io.IOException e) {
            throw new IllegalStateException("cannot read the classes beside " + c.getName(), e);
        }
    }

    @Test
    void theRulesReadTheServersClassesAndBothModulesTests() {
        // So the rules below cannot pass on nothing.
        assertTrue(SERVER.contain(undercooked.server.ServerMain.class.getName()), "the server's classes are read");
        assertFalse(SERVER.containPackage("undercooked.server.it"), "the server's classes hold no test class");
        assertTrue(TESTS_HERE.contain("undercooked.server.it.ClusterIntegrationTest"), "this module's tests are read");
        assertTrue(TESTS_IN_THE_SERVER.contain("undercooked.server.client.PhoneBrowserTest"), "the server module's tests are read");
    }

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
    void everyLogReaderHereRunsAloneAndNoBrowserTestIsHere() {
        // This module's test classes run concurrently (server-tests/pom.xml): a class that reads the
        // whole JVM's log (LogCapture) would read the other classes' lines too, so it is tagged
        // "alone" and runs afterwards, in the alone execution, isolated: no other class runs beside
        // it. This module runs beside the rest of the build, so no browser class is here: they hold
        // browser-tests' chromium lanes (decision 0044), or need the quiet machine of the server
        // module's own test phase (below).
        assertNoViolation(classes().that(DescribedPredicate.describe("use LogCapture",
                (JavaClass c) -> !c.isNestedClass() && c.getDirectDependenciesFromSelf().stream().anyMatch(
                        d -> d.getTargetClass().getName().equals("undercooked.server.it.LogCapture"))
                        && !c.getSimpleName().equals("LogCapture"))).should(tagged("alone")), TESTS_HERE);
        assertNoViolation(classes().that(DescribedPredicate.describe("are tagged alone",
                (JavaClass c) -> !c.isNestedClass() && hasTag(c, "alone")))
                .should().beAnnotatedWith(org.junit.jupiter.api.parallel.Isolated.class), TESTS_HERE);
        assertNoViolation(com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses()
                .should().haveSimpleNameEndingWith("BrowserTest"), TESTS_HERE);
    }

    @Test
    void theServerModulesOwnTestsAreTheOnesThatNeedAQuietMachine() {
        // The server's test phase is the one moment of the build when nothing else runs (every later
        // module waits for it, decision 0062): only tests whose assertions the CPU decides belong
        // there, all tagged "alone". The browser ones (the phone's touches, the prediction's first
        // frame) open their chromium through Browser and hold one chromium lane each, so the two run
        // at once; every other one is @Isolated and runs by itself.
        DescribedPredicate<JavaClass> testClass = DescribedPredicate.describe("are test classes",
                (JavaClass c) -> !c.isNestedClass() && c.getSimpleName().endsWith("Test"));
        assertNoViolation(classes().that(testClass).should(tagged("alone")), TESTS_IN_THE_SERVER);
        assertNoViolation(classes().that().haveSimpleNameEndingWith("BrowserTest")
                .should(tagged("serial")).andShould(holdOneChromiumLane())
                .andShould().dependOnClassesThat().haveFullyQualifiedName("undercooked.server.client.Browser"),
                TESTS_IN_THE_SERVER);
        assertNoViolation(classes().that(DescribedPredicate.describe("are test classes but not browser tests",
                (JavaClass c) -> testClass.test(c) && !c.getSimpleName().endsWith("BrowserTest")))
                .should().beAnnotatedWith(org.junit.jupiter.api.parallel.Isolated.class), TESTS_IN_THE_SERVER);
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
