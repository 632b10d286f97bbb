package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ListCell;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToolBar;
import javafx.scene.image.Image;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import undercooked.studio.editor.EditorViewModel;
import undercooked.studio.editor.EditorWorkspace;

/**
 * The editor's layout where a designer's first session went wrong: keys that reach the wrong
 * control, a form that moves under the pointer, clipped problem rows and small windows.
 */
@ExtendWith(ApplicationExtension.class)
class EditorLayoutUiTest {
    private static final Path CAMPAIGN_01 = Path.of("..", "levels", "src", "main", "resources", "levels",
            "01_first_shift.json");
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private Studio studio;

    @Start
    void start(Stage stage) {
        studio = new Studio(stage, Settings.inMemory(), Optional.of(dialogs), true);
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    private EditorWorkspace editor() {
        return (EditorWorkspace) studio.view().find("editor").orElseThrow();
    }

    private EditorViewModel vm() {
        return editor().viewModel();
    }

    private void settle() throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !vm().analysingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theWindowCarriesTheStudioIconInEverySize() {
        List<Image> icons = studio.stage().getIcons();
        assertEquals(List.of(16.0, 32.0, 48.0, 64.0, 128.0, 256.0), icons.stream().map(Image::getWidth).toList());
        assertTrue(icons.stream().noneMatch(Image::isError), "every icon decodes");
        // The icon's middle is the white pot, its corner the orange tile: a real picture, not a blank.
        int pot = icons.getLast().getPixelReader().getArgb(128, 190);
        int tile = icons.getLast().getPixelReader().getArgb(40, 40);
        assertTrue(pot >>> 24 == 0xFF && (pot & 0xFF) > 0xE0, "the pot is opaque and white: " + Integer.toHexString(pot));
        assertTrue((tile & 0xFF) < 0x80 && ((tile >> 16) & 0xFF) > 0xE0, "the tile is orange: " + Integer.toHexString(tile));
    }

    @Test
    void enterOnARecipeCheckBoxNeitherTogglesItNorAddsAnUndoStep(FxRobot robot) {
        robot.clickOn("#recipe-tomato_soup");
        assertEquals(List.of("tomato_soup"), vm().level().recipes());
        assertEquals("Undo Add recipe", vm().undoLabelProperty().get());
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#recipe-tomato_soup").queryAs(CheckBox.class).isSelected());
        assertEquals(List.of("tomato_soup"), vm().level().recipes(), "Enter commits fields; it never toggles");
        robot.interact(vm()::undo);
        assertFalse(vm().canUndoProperty().get(), "ticking the recipe was the only undo step");
        CheckBox fire = robot.lookup("#prop-fire").queryAs(CheckBox.class);
        robot.interact(fire::requestFocus);
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(vm().level().hazards().fire(), "Space toggles a check box");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(vm().level().hazards().fire(), "the hazard check boxes ignore Enter too");
    }

    @Test
    void aRefusedValueShowsItsReasonWithoutMovingTheFieldsBelowIt(FxRobot robot) {
        Node below = robot.lookup("#prop-target-score").query();
        double before = below.localToScene(0, 0).getY();
        robot.clickOn("#prop-time-limit-s").eraseText(3).write("5").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.Label why = robot.lookup("#prop-refusal").queryAs(javafx.scene.control.Label.class);
        assertTrue(why.isVisible() && why.getText().contains("Time limit (s): must be from 10 to 3600"), why.getText());
        assertEquals(before, below.localToScene(0, 0).getY(), 0.01, "the field below stays where it was");
        robot.clickOn("#prop-time-limit-s").eraseText(1).write("120").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(why.getText().contains("must be"), why.getText());
        assertEquals(before, below.localToScene(0, 0).getY(), 0.01);
    }

    @Test
    void aProblemRowShowsAllOfItsTextInsideTheRow(FxRobot robot, @TempDir Path dir) throws Exception {
        Path wrong = dir.resolve("wrong_name.json");
        Files.copy(CAMPAIGN_01, wrong);
        robot.interact(() -> studio.open(wrong));
        settle();
        assertEquals(List.of("id_mismatch"), vm().problems().stream().map(p -> p.code().code()).toList());
        javafx.scene.control.ListView<?> list = robot.lookup("#problems").queryAs(javafx.scene.control.ListView.class);
        for (double[] size : new double[][] {{1280, 800}, {800, 500}}) {
            robot.interact(() -> {
                studio.stage().setWidth(size[0]);
                studio.stage().setHeight(size[1]);
            });
            WaitForAsyncUtils.waitForFxEvents();
            List<ListCell<?>> cells = robot.lookup("#problems .list-cell").queryAll().stream()
                    .<ListCell<?>>map(n -> (ListCell<?>) n).filter(c -> c.getItem() != null).toList();
            assertEquals(1, cells.size());
            ListCell<?> cell = cells.getFirst();
            List<Text> texts = cell.lookupAll(".text").stream().filter(n -> n instanceof Text)
                    .map(n -> (Text) n).filter(Node::isVisible).toList();
            String shown = String.join("\n", texts.stream().map(Text::getText).toList());
            assertTrue(shown.contains("id_mismatch") && shown.contains("or change the id"), "not cut short: " + shown);
            assertFalse(shown.contains("\u2026") || shown.contains("..."), shown);
            Bounds viewport = list.localToScene(list.getLayoutBounds());
            for (Text t : texts) {
                Bounds b = cell.sceneToLocal(t.localToScene(t.getBoundsInLocal()));
                assertTrue(b.getMinY() >= 2 && b.getMaxY() <= cell.getHeight() - 2,
                        "'" + t.getText() + "' at " + b + " inside a row " + cell.getHeight() + " high, off its edges");
                Bounds inScene = t.localToScene(t.getBoundsInLocal());
                boolean fits = cell.getHeight() <= viewport.getHeight(); // else the list scrolls
                assertTrue(inScene.getMinY() >= viewport.getMinY() + 2 && (!fits || inScene.getMaxY() <= viewport.getMaxY()),
                        "'" + t.getText() + "' inside the list, not on its border: " + inScene + " in " + viewport);
            }
        }
    }

    @Test
    void aSmallWindowKeepsEveryToolReachableAndRestoringItKeepsTheDivider(FxRobot robot) throws Exception {
        SplitPane right = robot.lookup("#editor-side").queryAs(SplitPane.class);
        double divider = right.getDividerPositions()[0];
        robot.interact(() -> {
            studio.stage().setWidth(640);
            studio.stage().setHeight(420);
        });
        WaitForAsyncUtils.waitForFxEvents();
        Stage stage = studio.stage();
        assertTrue(stage.getMinWidth() >= 800 && stage.getMinHeight() >= 500,
                "a minimum window size: " + stage.getMinWidth() + "x" + stage.getMinHeight());
        robot.interact(() -> {
            stage.setWidth(stage.getMinWidth());
            stage.setHeight(stage.getMinHeight());
        });
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Scene scene = stage.getScene();
        assertTrue(scene.getRoot().getLayoutBounds().getWidth() <= scene.getWidth() + 0.5,
                "the window's content fits it: " + scene.getRoot().getLayoutBounds().getWidth() + " in " + scene.getWidth());
        ToolBar bar = robot.lookup("#editor-tools").queryAs(ToolBar.class);
        Node overflow = bar.lookup(".tool-bar-overflow-button");
        for (Node b : bar.getItems()) {
            boolean inBar = b.isVisible() && b.localToScene(b.getLayoutBounds()).getMaxX() <= scene.getWidth() + 0.5;
            boolean inOverflow = overflow != null && overflow.isVisible()
                    && overflow.localToScene(overflow.getLayoutBounds()).getMaxX() <= scene.getWidth() + 0.5;
            assertTrue(inBar || inOverflow, b + " is neither in the window nor behind the overflow button");
        }
        Node canvas = editor().editorView().canvas();
        assertTrue(canvas.getLayoutBounds().getWidth() >= 300, "the canvas keeps room: " + canvas.getLayoutBounds());
        robot.interact(() -> {
            stage.setWidth(1280);
            stage.setHeight(800);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(divider, right.getDividerPositions()[0], 0.01, "the properties/problems divider is where it was");
    }

    @Test
    void thePanelsCollapseFromTheViewMenu(FxRobot robot) {
        Node canvas = editor().editorView().canvas();
        double wide = canvas.getLayoutBounds().getWidth();
        robot.interact(() -> {
            vm().showPaletteProperty().set(false);
            vm().showSidePanelProperty().set(false);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#editor-side").tryQuery().isEmpty()
                || !robot.lookup("#editor-side").query().isVisible());
        assertTrue(canvas.getLayoutBounds().getWidth() > wide + 400, canvas.getLayoutBounds() + " vs " + wide);
        robot.interact(() -> {
            vm().showPaletteProperty().set(true);
            vm().showSidePanelProperty().set(true);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(wide, canvas.getLayoutBounds().getWidth(), 1);
    }
}
