package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.image.Image;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import undercooked.sim.Cell;
import undercooked.studio.editor.EditorViewModel;
import undercooked.studio.editor.EditorWorkspace;
import undercooked.studio.editor.GridCanvas;
import undercooked.studio.editor.GridEdits;

/** Menus, dialogs, saving and the overlay as a designer met them in a first session (issue 18). */
@ExtendWith(ApplicationExtension.class)
class EditorFirstSessionUiTest {
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

    private Map<String, MenuItem> menu(FxRobot robot, String name) {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        Menu m = bar.getMenus().stream().filter(x -> x.getText().replace("_", "").equals(name)).findFirst().orElseThrow();
        return m.getItems().stream().filter(i -> i.getText() != null && i.isVisible())
                .collect(Collectors.toMap(MenuItem::getText, Function.identity(), (a, b) -> a));
    }

    private String status(FxRobot robot) {
        return robot.lookup("#status-message").queryAs(Label.class).getText();
    }

    @Test
    void theViewMenuReadsItsKeysAsTypedAndCtrl0Fits(FxRobot robot) {
        Map<String, MenuItem> view = menu(robot, "View");
        assertEquals("Ctrl+=", view.get("Zoom In").getAccelerator().getDisplayText());
        assertEquals("Ctrl+-", view.get("Zoom Out").getAccelerator().getDisplayText());
        assertEquals("Ctrl+0", view.get("Fit Level").getAccelerator().getDisplayText());
        GridCanvas canvas = editor().editorView().canvas();
        double fitted = canvas.cellSize();
        robot.clickOn(canvas);
        robot.press(KeyCode.CONTROL, KeyCode.EQUALS).release(KeyCode.EQUALS, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(canvas.cellSize() > fitted, "Ctrl+= zooms in");
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT0).release(KeyCode.DIGIT0, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(fitted, canvas.cellSize(), "Ctrl+0 fits again");
        robot.press(KeyCode.CONTROL, KeyCode.MINUS).release(KeyCode.MINUS, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(canvas.cellSize() < fitted, "Ctrl+- zooms out");
    }

    @Test
    void editItemsNeedWhatTheyActOnAndDeleteIsARealAcceleratorThatTypingDoesNotTrigger(FxRobot robot) {
        Map<String, MenuItem> edit = menu(robot, "Edit");
        assertTrue(edit.containsKey("Delete Selection"), edit.keySet().toString());
        assertEquals("Delete", edit.get("Delete Selection").getAccelerator().getName());
        for (String name : List.of("Cut", "Copy", "Delete Selection", "Paste")) {
            assertTrue(edit.get(name).isDisable(), name + " with nothing selected or copied");
        }
        robot.interact(vm()::selectAll);
        for (String name : List.of("Cut", "Copy", "Delete Selection")) {
            assertFalse(edit.get(name).isDisable(), name + " with a selection");
        }
        robot.interact(vm()::copy);
        assertFalse(edit.get("Paste").isDisable());

        List<String> before = vm().level().grid();
        TextField name = robot.lookup("#prop-name").queryAs(TextField.class);
        robot.clickOn(name);
        robot.interact(() -> name.positionCaret(0));
        robot.type(KeyCode.DELETE);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("ew Kitchen", name.getText(), "Delete deletes a character in a field");
        assertEquals(before, vm().level().grid(), "and not the selected tiles");
        robot.clickOn(editor().editorView().canvas());
        robot.interact(vm()::selectAll);
        robot.type(KeyCode.DELETE);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(vm().level().grid().stream().allMatch(r -> r.chars().allMatch(c -> c == '.')), vm().level().grid().toString());
    }

    @Test
    void theShortcutsAreATableGroupedByWhatTheyDo(FxRobot robot) throws Exception {
        robot.type(KeyCode.F1);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, dialogs.shortcuts.size());
        List<Shortcuts.Group> groups = dialogs.shortcuts.getFirst();
        assertEquals(List.of("Tools", "Edit", "View", "Replays", "Play-test and Spectate", "File"), groups.stream().map(Shortcuts.Group::title).toList());
        GridPane table = WaitForAsyncUtils.asyncFx(() -> Shortcuts.table(groups)).get();
        Optional<Integer> fitRow = table.getChildren().stream()
                .filter(n -> n instanceof Label l && l.getText().equals("Ctrl+0")).map(GridPane::getRowIndex).findFirst();
        assertTrue(fitRow.isPresent());
        assertTrue(table.getChildren().stream().anyMatch(n -> n instanceof Label l && l.getText().equals("Fit the level")
                && GridPane.getRowIndex(n).equals(fitRow.get()) && GridPane.getColumnIndex(n) == 1), "key and action on one row");
    }

    @Test
    void aboutNamesTheProjectsVersion(FxRobot robot) throws Exception {
        String pom = Files.readString(Path.of("..", "pom.xml"));
        String version = pom.substring(pom.indexOf("<version>", pom.indexOf("<artifactId>undercooked-parent")) + 9);
        version = version.substring(0, version.indexOf('<'));
        assertEquals(version, Version.current());
        Map<String, MenuItem> help = menu(robot, "Help");
        robot.interact(() -> help.get("About Undercooked Studio").fire());
        assertTrue(dialogs.infos.getLast().contains("Undercooked Studio " + version), dialogs.infos.getLast());
    }

    @Test
    void theStatusBarTellsTheLastEditNotTheOpenItFollowed(FxRobot robot, @TempDir Path dir) throws Exception {
        Path copy = dir.resolve("01_first_shift.json");
        Files.copy(CAMPAIGN_01, copy);
        robot.interact(() -> studio.open(copy));
        assertEquals("Opened 01_first_shift.json", status(robot));
        robot.interact(() -> vm().apply("Paint", l -> GridEdits.paint(l, List.of(new Cell(3, 3)), 'K')));
        assertEquals("Paint", status(robot));
        robot.interact(vm()::undo);
        assertEquals("Undo Paint", status(robot));
    }

    @Test
    void anEditAfterASaveWithProblemsIsSaidEvenUnderTheSameNameAndARefusedPlayTestLeavesTheReadOutWhole(
            FxRobot robot, @TempDir Path dir) throws Exception {
        robot.interact(() -> vm().apply("Paint", l -> GridEdits.paint(l, List.of(new Cell(3, 3)), 'K')));
        dialogs.saveAnswers.add(dir.resolve("08_new_kitchen.json"));
        assertTrue(WaitForAsyncUtils.asyncFx(() -> editor().saveAs()).get());
        assertTrue(status(robot).startsWith("Saved 08_new_kitchen.json with "), status(robot));
        robot.interact(() -> vm().apply("Paint", l -> GridEdits.paint(l, List.of(new Cell(4, 3)), 'K')));
        assertEquals("Paint", status(robot), "the edit replaces the save's problems though it is named as the one before");

        robot.interact(() -> editor().playTest());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(status(robot).startsWith("Play-test refused: the level has "), status(robot));
        Label readOut = robot.lookup("#status-workspace").queryAs(Label.class);
        javafx.scene.text.Text drawn = (javafx.scene.text.Text) readOut.lookup(".text");
        assertEquals(readOut.getText(), drawn.getText(), "the cell and size read-out is not cut by the message");
    }

    @Test
    void savingUnderAnotherNameOffersTheFixAndSaysWhatProblemsTheFileHas(FxRobot robot, @TempDir Path dir)
            throws Exception {
        dialogs.saveAnswers.add(dir.resolve("kitchen.json"));
        dialogs.idChoices.add(Dialogs.IdChoice.RENAME_FILE);
        assertTrue(WaitForAsyncUtils.asyncFx(() -> editor().saveAs()).get());
        assertEquals(List.of("08_new_kitchen in kitchen.json"), dialogs.askedAboutId);
        Path renamed = dir.resolve("08_new_kitchen.json");
        assertTrue(Files.exists(renamed) && !Files.exists(dir.resolve("kitchen.json")));
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(renamed)));
        String said = status(robot);
        assertTrue(said.startsWith("Saved 08_new_kitchen.json with ") && said.contains("no_spawn"), said);
        assertFalse(said.contains("id_mismatch"), said);

        dialogs.saveAnswers.add(dir.resolve("09_renamed.json"));
        dialogs.idChoices.add(Dialogs.IdChoice.CHANGE_ID);
        assertTrue(WaitForAsyncUtils.asyncFx(() -> editor().saveAs()).get());
        assertEquals("08_new_kitchen in 09_renamed.json (or id 09_renamed)", dialogs.askedAboutId.getLast());
        assertEquals("09_renamed", vm().level().id());
        assertTrue(Files.readString(dir.resolve("09_renamed.json")).contains("\"id\": \"09_renamed\""));

        dialogs.saveAnswers.add(dir.resolve("night_shift.json"));
        dialogs.idChoices.add(Dialogs.IdChoice.KEEP);
        assertTrue(WaitForAsyncUtils.asyncFx(() -> editor().saveAs()).get());
        assertTrue(status(robot).contains("id_mismatch"), status(robot));
        int asked = dialogs.askedAboutId.size();
        assertTrue(WaitForAsyncUtils.asyncFx(() -> editor().save()).get());
        assertEquals(asked, dialogs.askedAboutId.size(), "\"save anyway\" is not asked again for the same file");
    }

    @Test
    void changeIdTakesTheNewIdsCampaignOrderAndASaveBesideALevelOfThatOrderSaysSo(FxRobot robot, @TempDir Path dir)
            throws Exception {
        undercooked.levels.LevelWriter.write(GridEdits.blank("10_taken", "Taken", 7, 5), dir.resolve("10_taken.json"));
        assertEquals(8, vm().level().order(), "New Level's order is its id's number");
        dialogs.saveAnswers.add(dir.resolve("10_bistro_two.json"));
        dialogs.idChoices.add(Dialogs.IdChoice.CHANGE_ID);
        assertTrue(WaitForAsyncUtils.asyncFx(() -> editor().saveAs()).get());
        assertEquals("10_bistro_two", vm().level().id());
        assertEquals(10, vm().level().order(), "the order follows the new id's number, as New Level does");
        String said = status(robot);
        boolean validateSays = new undercooked.levels.LevelValidator(undercooked.levels.RecipeBook.builtIn())
                .validatePath(dir).stream().anyMatch(p -> p.code() == undercooked.levels.ProblemCode.DUPLICATE_ORDER);
        assertTrue(validateSays, "levels validate on the folder finds the clash");
        assertTrue(said.contains("duplicate_order") && said.contains("10_taken.json"), said);
    }

    @Test
    void underTheHeatColoursAStationStillLooksLikeItself(FxRobot robot) throws Exception {
        robot.interact(() -> vm().apply("Paint", l -> GridEdits.withGrid(l, List.of(
                "#############", "#1....S....W#", "#...........#", "#...........#", "#...........#",
                "#...........#", "#...........#", "#...........#", "#############"))));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !vm().analysingProperty().get());
        GridCanvas canvas = editor().editorView().canvas();
        Image plain = WaitForAsyncUtils.asyncFx(() -> {
            canvas.redraw();
            return canvas.snapshot(null, null);
        }).get();
        robot.interact(() -> vm().showReachProperty().set(true));
        Image heat = WaitForAsyncUtils.asyncFx(() -> {
            canvas.redraw();
            return canvas.snapshot(null, null);
        }).get();
        double[] stove = canvas.centreOf(new Cell(6, 1));
        assertEquals(colour(plain, stove), colour(heat, stove), "the stove's burner is untouched by the overlay");
        double[] edge = {stove[0] - canvas.cellSize() / 2 + 1, stove[1]};
        assertFalse(colour(plain, edge).equals(colour(heat, edge)), "the heat shows round the station's edge");
        assertTrue(status(robot).startsWith("Reachability: each station's number is the steps"),
                "the status line keys the overlay's numbers: " + status(robot));
    }

    @Test
    void theVoidSwatchStandsOutInTheDarkTheme(FxRobot robot) throws Exception {
        robot.interact(() -> studio.shell().darkProperty().set(true));
        WaitForAsyncUtils.waitForFxEvents();
        Node button = robot.lookup("#palette-" + (int) ' ').query();
        Node swatch = ((javafx.scene.control.ToggleButton) button).getGraphic();
        Image img = WaitForAsyncUtils.asyncFx(() -> button.snapshot(null, null)).get();
        javafx.geometry.Bounds b = button.sceneToLocal(swatch.localToScene(swatch.getLayoutBounds()));
        double y = b.getMinY() + b.getHeight() / 2;
        Color edge = colour(img, new double[] {b.getMinX() + 0.5, y});
        Color around = colour(img, new double[] {b.getMinX() - 3, y});
        double contrast = Math.abs(luminance(edge) - luminance(around));
        assertTrue(contrast > 0.2, "the void swatch's edge " + edge + " against the button " + around);
    }

    private static double luminance(Color c) {
        return 0.2126 * c.getRed() + 0.7152 * c.getGreen() + 0.0722 * c.getBlue();
    }

    private static Color colour(Image img, double[] p) {
        Color c = img.getPixelReader().getColor((int) p[0], (int) p[1]);
        return Color.color(Math.round(c.getRed() * 255) / 255.0, Math.round(c.getGreen() * 255) / 255.0,
                Math.round(c.getBlue() * 255) / 255.0);
    }
}
