package undercooked.server.client;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import java.util.Arrays;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.EvaluationResult;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * How the browser classes share the machine (decision 0044): this module's two test JVMs are the
 * two chromium lanes, each class opens its chromiums through {@link Browser} (the server's test
 * jar) and holds a lane's resource lock (so they still take turns in one JVM with JUnit's parallel
 * classes). A class whose timing the CPU decides is tagged "alone" and belongs in the server
 * module's own tests, which run while nothing else of the build does (decisions 0059 and 0062):
 * none is here, and none here holds both lanes.
 *
 * <p>Only this module's classes are read: its own test-classes folder. The server's test classes
 * are a jar when the whole suite runs, but a folder in the quick tier ({@code mvn test} packages
 * nothing), and server-tests' ArchitectureTest holds the server's.
 */
class BrowserArchitectureTest {

    private static final JavaClasses TESTS = new ClassFileImporter()
            .importPath(ownClasses());

    private static java.nio.file.Path ownClasses() {
        try {
            return java.nio.file.Path.of(BrowserArchitectureTest.class.getProtectionDomain().getCodeSource()
                    .getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void theRulesReadThisModulesBrowserClasses() {
        // So the rules below cannot pass on nothing: the classes they judge are here.
        Assertions.assertTrue(TESTS.stream().filter(c -> c.getSimpleName().endsWith("BrowserTest")).count() >= 10,
                () -> "browser classes read: " + TESTS.stream().map(JavaClass::getSimpleName).toList());
        Assertions.assertFalse(TESTS.containPackage("undercooked.server.it"), "the server's own test classes are not read");
    }

    @Test
    void everyBrowserTestUsesBrowserAndHoldsAChromiumLane() {
        assertNoViolation(classes().that().haveSimpleNameEndingWith("BrowserTest")
                .should(tagged("serial")).andShould(holdLanes(1)).andShould().dependOnClassesThat()
                .haveFullyQualifiedName("undercooked.server.client.Browser"));
    }

    @Test
    void noBrowserTestHereRunsAloneOrHoldsBothLanes() {
        assertNoViolation(classes().that().haveSimpleNameEndingWith("BrowserTest").should(
                new ArchCondition<>("neither be tagged alone nor hold both chromium lanes") {
                    @Override
                    public void check(JavaClass c, ConditionEvents events) {
                        boolean alone = Arrays.stream(c.reflect().getAnnotationsByType(Tag.class))
                                .anyMatch(t -> t.value().equals("alone"));
                        if (alone) {
                            events.add(SimpleConditionEvent.violated(c, c.getName()
                                    + " is tagged alone: it belongs in the server module's own tests (decision 0062)"));
                        }
                        if (lanes(c) >= 2) {
                            events.add(SimpleConditionEvent.violated(c, c.getName()
                                    + " holds both chromium lanes: the other lane's classes would wait on it"));
                        }
                    }
                }));
    }

    private static long lanes(JavaClass c) {
        return Arrays.stream(c.reflect().getAnnotationsByType(ResourceLock.class))
                .filter(l -> l.value().startsWith("chromium-")).count();
    }

    /** Holds at least {@code n} of Browser's chromium lanes (JUnit resource locks). */
    private static ArchCondition<JavaClass> holdLanes(int n) {
        return new ArchCondition<>("hold " + n + " chromium lane(s)") {
            @Override
            public void check(JavaClass c, ConditionEvents events) {
                long held = lanes(c);
                if (held < n) {
                    events.add(SimpleConditionEvent.violated(c, c.getName() + " holds " + held
                            + " chromium lane(s) (@ResourceLock(Browser.CHROMIUM_A) or _B), not " + n));
                }
            }
        };
    }

    private static ArchCondition<JavaClass> tagged(String tag) {
        return new ArchCondition<>("be tagged " + tag) {
            @Override
            public void check(JavaClass c, ConditionEvents events) {
                boolean has = Arrays.stream(c.reflect().getAnnotationsByType(Tag.class)).anyMatch(t -> tag.equals(t.value()));
                if (!has) {
                    events.add(SimpleConditionEvent.violated(c, c.getName() + " has no @Tag(\"" + tag + "\")"));
                }
            }
        };
    }

    private static void assertNoViolation(ArchRule rule) {
        EvaluationResult result = rule.evaluate(TESTS);
        Assertions.assertFalse(result.hasViolation(), () -> result.getFailureReport().toString());
    }
}
