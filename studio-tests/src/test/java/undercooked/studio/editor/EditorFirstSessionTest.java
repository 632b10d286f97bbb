package undercooked.studio.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import undercooked.levels.LevelLoader;
import undercooked.levels.LevelValidator;
import undercooked.levels.Location;
import undercooked.levels.Problem;
import undercooked.levels.ProblemCode;
import undercooked.levels.RecipeBook;
import undercooked.levels.ReplayCli;
import undercooked.sim.Cell;
import undercooked.studio.ErrorReport;

/** The editor's logic behind what a designer met in a first session (issue 18), without a toolkit. */
class EditorFirstSessionTest {
    private static final Path REPLAYS = Path.of("..", "levels", "src", "test", "resources", "replays");
    private final LevelValidator validator = new LevelValidator(RecipeBook.builtIn());
    private final EditorViewModel vm = new EditorViewModel(AnalysisRunner.inline(validator),
            GridEdits.blank("90_test", "Test", 9, 6));

    private void grid(String... rows) {
        vm.apply("Paint", l -> GridEdits.withGrid(l, List.of(rows)));
    }

    @Test
    void aCellIsNamedTheSameWayInTheProblemsListAndTheStatusBar() {
        grid("#########", "#1......#", "#..Z....#", "#.......#", "#......W#", "#########");
        Problem unknown = vm.problems().stream().filter(p -> p.code() == ProblemCode.UNKNOWN_TILE).findFirst()
                .orElseThrow();
        assertEquals("x 3, y 2", unknown.location().render());
        vm.hoverProperty().set(Optional.of(new Cell(3, 2)));
        assertTrue(vm.hoverTextProperty().get().startsWith("x 3, y 2 "), vm.hoverTextProperty().get());
        assertEquals(new Location.GridCell(2, 3), unknown.location(), "row 2, column 3: x is the column");
    }

    @Test
    void aCrossOnTheOverlayIsAProblemThePanelListsAndPlainCountersGetNone() {
        // The tomato shelf at x 2, y 4 sits behind the counter row, walled in by counters that
        // nobody reaches either: those counters are no problem, so they get no cross.
        grid("#########", "#1.....W#", "#.......#", "#=======#", "#=t=====#", "#########");
        List<Cell> crosses = new ArrayList<>();
        HeatMap heat = vm.heatProperty().get().orElseThrow();
        for (int y = 0; y < 6; y++) {
            for (int x = 0; x < 9; x++) {
                if (heat.unreachable(x, y)) {
                    crosses.add(new Cell(x, y));
                }
            }
        }
        List<Cell> listed = vm.problems().stream().filter(p -> p.code() == ProblemCode.UNREACHABLE_STATION)
                .map(p -> (Location.GridCell) p.location()).map(g -> new Cell(g.col(), g.row())).toList();
        assertEquals(List.of(new Cell(2, 4)), listed);
        assertEquals(listed, crosses);
        assertFalse(heat.hasStation(1, 4), "an unreachable counter is drawn as itself");
        assertTrue(heat.distance(1, 3).isPresent(), "a counter a cook reaches has its distance");
    }

    @Test
    void openingAGoldenNamesTheScriptBesideItAndThatAdviceWorks(@TempDir Path dir) throws Exception {
        Files.copy(REPLAYS.resolve("walk_solo.json"), dir.resolve("walk_solo.json"));
        Files.copy(REPLAYS.resolve("walk_solo.golden.json"), dir.resolve("walk_solo.golden.json"));
        ErrorReport r = vm.open(dir.resolve("walk_solo.golden.json")).orElseThrow();
        assertEquals("replay_not_level", r.code());
        List<String> command = advised(r.todo());
        assertEquals(List.of("check", dir.resolve("walk_solo.json").toString()), command);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = new ReplayCli(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(out, true, StandardCharsets.UTF_8), Path.of("")).run(command);
        assertEquals(0, exit, out.toString(StandardCharsets.UTF_8));

        Files.delete(dir.resolve("walk_solo.json"));
        ErrorReport alone = vm.open(dir.resolve("walk_solo.golden.json")).orElseThrow();
        assertTrue(alone.todo().contains("walk_solo.json, is not beside it"), alone.todo());
        assertFalse(alone.todo().contains("replay check " + dir.resolve("walk_solo.golden.json")), alone.todo());
    }

    /** The arguments of the {@code ./undercooked replay ...} command an advice names. */
    private static List<String> advised(String todo) {
        Matcher m = Pattern.compile("\\./undercooked replay (check) (\\S+)").matcher(todo);
        assertTrue(m.find(), todo);
        return List.of(m.group(1), m.group(2));
    }

    @Test
    void aFileWithManyProblemsSaysHowManyItDidNotList(@TempDir Path dir) throws Exception {
        Path notALevel = dir.resolve("settings.json");
        Files.writeString(notALevel, "{\"theme\": \"dark\", \"volume\": 3, \"keys\": [1, 2]}");
        int total = LevelLoader.load(notALevel).problems().size();
        assertTrue(total > OpenErrors.SHOWN_PROBLEMS, "the case needs more problems than are listed: " + total);
        ErrorReport r = vm.open(notALevel).orElseThrow();
        assertEquals(OpenErrors.SHOWN_PROBLEMS, r.what().lines().filter(l -> l.contains("settings.json:")).count());
        assertTrue(r.what().endsWith("... and " + (total - OpenErrors.SHOWN_PROBLEMS) + " more"), r.what());
    }

    @Test
    void theLastActionNamesEditsUndosAndRedosAndOpeningClearsIt(@TempDir Path dir) throws Exception {
        vm.toolProperty().set(Tool.FILL);
        vm.brushProperty().set('=');
        vm.press(new Cell(2, 2));
        assertEquals("Fill", vm.lastActionProperty().get());
        vm.undo();
        assertEquals("Undo Fill", vm.lastActionProperty().get());
        vm.redo();
        assertEquals("Redo Fill", vm.lastActionProperty().get());
        Path saved = dir.resolve("90_test.json");
        vm.saveTo(saved);
        vm.open(saved);
        assertEquals("", vm.lastActionProperty().get());
    }

    @Test
    void cutCopyAndDeleteNeedASelectionAndPasteAClip() {
        assertFalse(vm.hasSelection().get());
        assertFalse(vm.hasClipProperty().get());
        vm.selectAll();
        assertTrue(vm.hasSelection().get());
        vm.copy();
        assertTrue(vm.hasClipProperty().get());
        vm.clearSelection();
        assertFalse(vm.hasSelection().get());
    }

    @Test
    void theSaveMessageSaysWhichProblemsTheSavedLevelHas() {
        List<Problem> ps = validator.validate(vm.level(), "other.json");
        List<String> codes = ps.stream().map(p -> p.code().code()).distinct().toList();
        assertTrue(codes.size() > EditorWorkspace.CODES_SAID, codes.toString());
        String said = EditorWorkspace.savedMessage("other.json", ps);
        assertTrue(said.startsWith("Saved other.json with " + ps.size() + " problems: " + codes.getFirst() + ", "), said);
        assertTrue(said.contains("and " + (codes.size() - EditorWorkspace.CODES_SAID) + " more kinds"), said);
        assertEquals("Saved 90_test.json", EditorWorkspace.savedMessage("90_test.json", List.of()));
        assertEquals("Saved x.json with 1 problem: id_mismatch (see Problems)", EditorWorkspace.savedMessage("x.json",
                List.of(new Problem(ProblemCode.ID_MISMATCH, "x.json", Location.path("$.id"), "..."))));
    }

    @Test
    void theFileNameAsAnIdIsOfferedOnlyWhenItIsAValidId() {
        assertTrue(PropertiesViewModel.validId("09_renamed"));
        assertFalse(PropertiesViewModel.validId("night_shift"));
    }
}
