package undercooked.studio;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** MVVM and module boundaries of the studio (HOUSE_STYLE.md), checked on the compiled classes. */
class ArchitectureTest {
    /** The studio's workspaces, one package each ({@code Workspaces.standard()}). */
    private static final java.util.List<String> WORKSPACES = java.util.List.of("editor", "replay", "spectate", "host", "insights");
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
    void studioUsesOnlyTheServersProjectionAndItsEmbeddingEntryPoints() {
        // Decision 0007: the sim-to-wire encoder (undercooked.server.wire) so a replay is drawn from
        // the frame a live room would send, and EmbeddedServer with its ServerConfig and Setting table for hosting;
        // the survey's FramesPin, which holds that projection against a round's kept frames as the command does.
        // Rooms, sockets, the archive, sessions and the HTTP routes stay the server's business.
        assertNoViolation(noClasses().should().dependOnClassesThat(
                com.tngtech.archunit.base.DescribedPredicate.describe("server classes other than wire, EmbeddedServer, ServerConfig, Setting and FramesPin",
                        (com.tngtech.archunit.core.domain.JavaClass c) -> c.getPackageName().startsWith("undercooked.server")
                                && !c.getPackageName().startsWith("undercooked.server.wire")
                                && !c.getName().equals("undercooked.server.EmbeddedServer")
                                && !c.getName().equals("undercooked.server.ServerConfig")
                                && !c.getName().startsWith("undercooked.server.ServerConfig$")
                                && !c.getName().equals("undercooked.server.Setting")
                                && !c.getName().equals("undercooked.server.survey.FramesPin")))
                .because("the studio may use the projection and the embedded server, never rooms, sockets, archive internals"),
                STUDIO);
    }

    @Test
    void theImporterSeesTheStudiosUseOfTheServer() {
        // The rule above is only worth something if server dependencies are visible to it at all.
        com.tngtech.archunit.core.domain.JavaClasses probe = new ClassFileImporter()
                .importClasses(undercooked.studio.kitchen.WireProjection.class);
        assertTrue(noClasses().should().dependOnClassesThat().resideInAPackage("undercooked.server.wire..")
                .evaluate(probe).hasViolation(), "WireProjection is seen to use the server's encoder");
    }

    @Test
    void featurePackagesAreFreeOfCycles() {
        // A workspace never imports another: they reach each other through the shell's services
        // (undercooked.studio.services: Navigator and its intents, LocalServer, ServerClient).
        assertNoViolation(com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices()
                .matching("undercooked.studio.(*)..").should().beFreeOfCycles(), STUDIO);
    }

    @Test
    void noWorkspaceImportsAnother() {
        // Stricter than free of cycles: editor, replay, spectate, host and insights share only the
        // shell's services and the drawing packages (kitchen, timeline), never one another.
        for (String w : WORKSPACES) {
            String[] others = WORKSPACES.stream().filter(o -> !o.equals(w)).map(o -> "undercooked.studio." + o + "..")
                    .toArray(String[]::new);
            assertNoViolation(noClasses().that().resideInAPackage("undercooked.studio." + w + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(others)
                    .because("workspaces talk through the Navigator's intents and the shell's services"), STUDIO);
        }
    }

    @Test
    void theSharedPackagesImportNoWorkspace() {
        // The cycle rule lets a shared package lean on one workspace; then the others would carry it.
        String[] workspaces = WORKSPACES.stream().map(w -> "undercooked.studio." + w + "..").toArray(String[]::new);
        assertNoViolation(noClasses().that().resideInAnyPackage("undercooked.studio.kitchen..", "undercooked.studio.timeline..",
                        "undercooked.studio.services..")
                .should().dependOnClassesThat().resideInAnyPackage(workspaces)
                .because("the drawing packages and the shell's services serve every workspace alike"), STUDIO);
    }

    @Test
    void noBenchmarkShipsInTheApp() {
        assertNoViolation(noClasses().should().haveSimpleNameEndingWith("Bench")
                .because("benchmarks and the screenshot demo live in studio-bench, outside the app image"), STUDIO);
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
