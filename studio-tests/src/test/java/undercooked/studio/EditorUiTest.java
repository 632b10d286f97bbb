package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import undercooked.levels.LevelValidator;
import undercooked.levels.RecipeBook;
import undercooked.sim.Cell;
import undercooked.studio.editor.EditorViewModel;
import undercooked.studio.editor.EditorWorkspace;
import undercooked.studio.editor.GridCanvas;
import undercooked.studio.editor.Tool;

/**
 * Drives the real editor headless (Monocle): a designer builds a valid kitchen from scratch with
 * the mouse and the keyboard, saves it, and the file is exactly the expected one.
 */
@ExtendWith(ApplicationExtension.class)
class EditorUiTest {
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private Studio studio;

    @Start
    void start(Stage stage) {
        studio = new Studio(stage, Settings.inMemory(), Optional.of(dialogs), true);
        stage.show();
    }

    private EditorWorkspace editor() {
        return (EditorWorkspace) studio.view().find("editor").orElseThrow();
    }

    private EditorViewModel vm() {
        return editor().viewModel();
    }

    private Point2D at(int x, int y) {
        GridCanvas canvas = editor().editorView().canvas();
        double[] p = canvas.centreOf(new Cell(x, y));
        return canvas.localToScreen(p[0], p[1]);
    }

    private void dragCells(FxRobot robot, int x0, int y0, int x1, int y1) {
        robot.drag(at(x0, y0), MouseButton.PRIMARY).moveTo(at(x1, y1)).release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void clickCell(FxRobot robot, int x, int y) {
        robot.clickOn(at(x, y));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void brush(FxRobot robot, char symbol) {
        robot.clickOn("#palette-" + (int) symbol);
    }

    private List<String> grid() {
        return vm().level().grid();
    }

    @Test
    void aDesignerBuildsAValidKitchenFromScratchSavesAndReopensIt(FxRobot robot, @TempDir Path dir) throws Exception {
        dialogs.newLevelAnswers.add(new Dialogs.NewLevel("08_test_kitchen", "Test Kitchen", 9, 7));
        robot.press(KeyCode.CONTROL, KeyCode.N).release(KeyCode.N, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("08_test_kitchen", vm().level().id());

        robot.clickOn("#tool-rect");
        brush(robot, '=');
        robot.clickOn("#tool-rect"); // choosing a tile switches to paint; pick the rectangle again
        dragCells(robot, 1, 1, 7, 5);
        assertEquals(List.of("#########", "#=======#", "#=.....=#", "#=.....=#", "#=.....=#", "#=======#",
                "#########"), grid());

        robot.type(KeyCode.G); // the flood-fill shortcut, with a toolbar button focused
        assertEquals(Tool.FILL, vm().toolProperty().get());
        brush(robot, 'K');
        robot.clickOn("#tool-fill");
        clickCell(robot, 3, 3);
        assertEquals("#=KKKKK=#", grid().get(3));
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("#=.....=#", grid().get(3));
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.Z).release(KeyCode.Z, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("#=KKKKK=#", grid().get(4));
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        robot.clickOn("#tool-paint");
        brush(robot, 't');
        clickCell(robot, 2, 1);
        brush(robot, 'C');
        clickCell(robot, 3, 1);
        brush(robot, 'S');
        clickCell(robot, 4, 1);
        brush(robot, 'p');
        clickCell(robot, 6, 1);
        brush(robot, 'W');
        clickCell(robot, 7, 3);
        brush(robot, 'P');
        robot.clickOn("#tool-line");
        dragCells(robot, 3, 5, 4, 5);
        robot.clickOn("#tool-paint");
        robot.type(KeyCode.DIGIT1);
        clickCell(robot, 3, 3);
        robot.type(KeyCode.DIGIT2);
        clickCell(robot, 5, 3);
        robot.clickOn("#recipe-tomato_soup");
        WaitForAsyncUtils.waitForFxEvents();

        WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS, () -> !vm().analysingProperty().get());
        assertEquals(List.of(), vm().problems(), "the kitchen is valid");
        assertTrue(studio.stage().getTitle().startsWith("*Untitled"), studio.stage().getTitle());

        Path saved = dir.resolve("08_test_kitchen.json");
        dialogs.saveAnswers.add(saved);
        robot.press(KeyCode.CONTROL, KeyCode.S).release(KeyCode.S, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(EXPECTED, Files.readString(saved));
        assertEquals("08_test_kitchen.json \u2014 Undercooked Studio", studio.stage().getTitle());
        assertEquals(List.of(), new LevelValidator(RecipeBook.builtIn()).validatePath(saved));

        robot.interact(() -> vm().newLevel("09_other", "Other", 5, 5));
        robot.interact(() -> studio.open(saved));
        assertEquals(EXPECTED.lines().filter(l -> l.startsWith("    \"#")).map(l -> l.strip().replace("\"", "")
                .replace(",", "")).toList(), grid());
        assertEquals(List.of(saved.toAbsolutePath().normalize()), studio.shell().recent());
        assertEquals(List.of(), dialogs.errors);
    }

    @Test
    void saveAsAddsTheJsonEndingAndNeverOverwritesAFileTheChooserDidNotAskAbout(FxRobot robot, @TempDir Path dir)
            throws Exception {
        dialogs.saveAnswers.add(dir.resolve("night_shift"));
        assertTrue(WaitForAsyncUtils.asyncFx(() -> editor().saveAs()).get());
        assertTrue(Files.exists(dir.resolve("night_shift.json")), "saved with the ending the studio opens by");
        assertFalse(Files.exists(dir.resolve("night_shift")));

        Files.writeString(dir.resolve("taken.json"), "a designer's other level");
        dialogs.saveAnswers.add(dir.resolve("taken"));
        assertFalse(WaitForAsyncUtils.asyncFx(() -> editor().saveAs()).get());
        assertEquals("a designer's other level", Files.readString(dir.resolve("taken.json")));
        assertEquals("file_exists", dialogs.errors.getLast().code());
    }

    @Test
    void aReplayOpenedAsAFileIsNamedAsAReplayNotABrokenLevel(FxRobot robot) throws Exception {
        Path script = Path.of("..", "levels", "src", "test", "resources", "replays");
        Path any;
        try (Stream<Path> s = Files.list(script)) {
            any = s.filter(p -> p.toString().endsWith(".json") && !p.toString().endsWith(".golden.json"))
                    .sorted().findFirst().orElseThrow();
        }
        robot.interact(() -> studio.open(any));
        assertEquals("replays", studio.shell().workspaceProperty().get(), "the shell hands a replay to Replays");
        assertTrue(dialogs.errors.isEmpty(), dialogs.errors.toString());
        // Handed to the editor itself (File > Open while it is shown routes through the shell, but
        // the editor must still say what the file is rather than call it a broken level).
        robot.interact(() -> editor().open(any).ifPresent(dialogs::showError));
        assertEquals("replay_not_level", dialogs.errors.getLast().code());
        assertTrue(dialogs.errors.getLast().todo().contains("./undercooked replay check"));
    }

    @Test
    void theEditorHasTheKeyboardAsSoonAsItIsShownAndTheActiveToolStaysLit(FxRobot robot) {
        robot.clickOn("#workspace-editor"); // the sidebar button takes the focus with the click
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.L);
        assertEquals(Tool.LINE, vm().toolProperty().get(), "a single-key shortcut right after the sidebar");
        robot.clickOn("#tool-line");
        robot.clickOn("#tool-line");
        assertTrue(robot.lookup("#tool-line").queryAs(javafx.scene.control.ToggleButton.class).isSelected(),
                "a second click on the active tool leaves it lit");
    }

    @Test
    void theArrowKeysMoveTheSelectionAndItsTilesOneCell(FxRobot robot) {
        robot.clickOn("#workspace-editor");
        robot.type(KeyCode.B);
        brush(robot, '#');
        clickCell(robot, 2, 2);
        robot.type(KeyCode.M);
        dragCells(robot, 2, 2, 3, 2);
        robot.type(KeyCode.RIGHT);
        robot.type(KeyCode.DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals('.', grid().get(2).charAt(2), grid().toString());
        assertEquals('#', grid().get(3).charAt(3), grid().toString());
        assertEquals(Optional.of(new undercooked.studio.editor.Area(3, 3, 4, 3)), vm().selectionProperty().get());
    }

    @Test
    void aTypedLevelSizeThatIsNotANumberKeepsTheLastGoodOneAndOneOutOfRangeIsClamped() throws Exception {
        List<Integer> seen = WaitForAsyncUtils.asyncFx(() -> {
            javafx.scene.control.Spinner<Integer> w = FxDialogs.sizeSpinner(13);
            w.getEditor().setText("abc");
            int kept = FxDialogs.commit(w);
            w.getEditor().setText(" 99 ");
            int clamped = FxDialogs.commit(w);
            w.getEditor().setText("20");
            return List.of(kept, clamped, FxDialogs.commit(w)); // typed, never Enter: still counts
        }).get();
        assertEquals(List.of(13, 64, 20), seen);
    }

    @Test
    void theCanvasShowsEachTileInItsOwnColour(FxRobot robot) throws Exception {
        robot.interact(() -> vm().apply("Paint", l -> undercooked.studio.editor.GridEdits.paint(l,
                List.of(new Cell(2, 2)), 'K')));
        GridCanvas canvas = editor().editorView().canvas();
        javafx.scene.image.Image img = WaitForAsyncUtils.asyncFx(() -> {
            canvas.redraw();
            return canvas.snapshot(null, null);
        }).get();
        assertEquals(javafx.scene.paint.Color.web("#3d4451"), pixel(img, canvas, 0, 0), "wall");
        assertEquals(javafx.scene.paint.Color.web("#efe8da"), pixel(img, canvas, 3, 3), "floor");
        assertEquals(javafx.scene.paint.Color.web("#5aa9e6"), pixel(img, canvas, 2, 2), "sink");
    }

    private static javafx.scene.paint.Color pixel(javafx.scene.image.Image img, GridCanvas canvas, int x, int y) {
        double[] p = canvas.centreOf(new Cell(x, y));
        javafx.scene.paint.Color c = img.getPixelReader().getColor((int) p[0], (int) p[1]);
        return javafx.scene.paint.Color.color(Math.round(c.getRed() * 255) / 255.0, Math.round(c.getGreen() * 255) / 255.0,
                Math.round(c.getBlue() * 255) / 255.0);
    }

    @Test
    void closingWithUnsavedChangesAsksAndCancelKeepsTheWindow(FxRobot robot) throws Exception {
        robot.clickOn("#tool-paint");
        brush(robot, 'S');
        clickCell(robot, 2, 2);
        assertTrue(vm().dirtyProperty().get());
        dialogs.saveChoices.add(Dialogs.SaveChoice.CANCEL);
        assertFalse(WaitForAsyncUtils.asyncFx(() -> studio.confirmClose()).get());
        dialogs.saveChoices.add(Dialogs.SaveChoice.DISCARD);
        assertTrue(WaitForAsyncUtils.asyncFx(() -> studio.confirmClose()).get());
        assertEquals(List.of("Untitled (08_new_kitchen.json)", "Untitled (08_new_kitchen.json)"), dialogs.askedToSave);
    }

    @Test
    void everyCampaignLevelOpensAndSavesBackByteIdentical(FxRobot robot, @TempDir Path dir) throws Exception {
        Path campaign = Path.of("..", "levels", "src", "main", "resources", "levels");
        List<Path> files;
        try (Stream<Path> s = Files.list(campaign)) {
            files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertEquals(7, files.size());
        for (Path original : files) {
            Path copy = dir.resolve(original.getFileName());
            Files.copy(original, copy);
            robot.interact(() -> studio.open(copy));
            Files.writeString(copy, "overwritten by the save below");
            robot.press(KeyCode.CONTROL, KeyCode.S).release(KeyCode.S, KeyCode.CONTROL);
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(Files.readString(original), Files.readString(copy), original.getFileName().toString());
        }
        assertEquals(List.of(), dialogs.errors);
    }

    private static final String EXPECTED = """
            {
              "id": "08_test_kitchen",
              "name": "Test Kitchen",
              "order": 8,
              "time_limit_s": 180,
              "target_score": 60,
              "recipes": ["tomato_soup"],
              "orders": {
                "interval_s": 20,
                "deadline_s": 90,
                "max_active": 3
              },
              "grid": [
                "#########",
                "#=tCS=p=#",
                "#=.....=#",
                "#=.1.2.W#",
                "#=.....=#",
                "#==PP===#",
                "#########"
              ]
            }
            """;
}
