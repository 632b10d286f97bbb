package undercooked.server.client;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import java.util.Arrays;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
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
 * classes). A class that needs both lanes, a timing the CPU decides, is tagged "alone" and belongs
 * in the server's alone execution, where the machine is quiet: none here holds both.
 */
class BrowserArchitectureTest {

    private static final JavaClasses TESTS = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.ONLY_INCLUDE_TESTS)
            .importPackages("undercooked.server.client");

    @Test
    void everyBrowserTestUsesBrowserAndHoldsAChromiumLane() {
        assertNoViolation(classes().that().haveSimpleNameEndingWith("BrowserTest")
                .should(tagged("serial")).andShould(holdLanes(1)).andShould().dependOnClassesThat()
                .haveFullyQualifiedName("undercooked.server.client.Browser"));
    }

    @Test
    void aBrowserTestHoldsBothLanesExactlyWhenItRunsAlone() {
        assertNoViolation(classes().that().haveSimpleNameEndingWith("BrowserTest").should(
                new ArchCondition<>("hold both chromium lanes exactly when tagged alone") {
                    @Override
                    public void check(JavaClass c, ConditionEvents events) {
                        boolean both = lanes(c) == 2;
                        boolean alone = Arrays.stream(c.reflect().getAnnotationsByType(Tag.class))
                                .anyMatch(t -> t.value().equals("alone"));
                        if (both != alone) {
                            events.add(SimpleConditionEvent.violated(c, c.getName() + (both
                                    ? " holds both chromium lanes but is not tagged alone"
                                    : " is tagged alone but does not hold both chromium lanes")));
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
