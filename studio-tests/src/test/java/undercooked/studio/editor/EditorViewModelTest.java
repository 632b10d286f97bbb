package undercooked.studio.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import undercooked.levels.LevelValidator;
import undercooked.levels.ProblemCode;
import undercooked.levels.RecipeBook;
import undercooked.sim.Cell;

/** Every tool's edit and the history, driven through the view model without a toolkit. */
class EditorViewModelTest {
    private final EditorViewModel vm = new EditorViewModel(AnalysisRunner.inline(new LevelValidator(RecipeBook.builtIn())),
            GridEdits.blank("90_test", "Test", 7, 5));

    private static Cell c(int x, int y) {
        return new Cell(x, y);
    }

    private void click(Tool tool, char brush, Cell at) {
        vm.toolProperty().set(tool);
        vm.brushProperty().set(brush);
        vm.press(at);
        vm.release(at);
    }

    private void drag(Tool tool, char brush, Cell from, Cell to) {
        vm.toolProperty().set(tool);
        vm.brushProperty().set(brush);
        vm.press(from);
        vm.drag(to);
        vm.release(to);
    }

    private List<String> grid() {
        return vm.level().grid();
    }

    @Test
    void aNewLevelIsWallsAroundFloorAndClean() {
        assertEquals(List.of("#######", "#.....#", "#.....#", "#.....#", "#######"), grid());
        assertFalse(vm.dirtyProperty().get());
        assertEquals("Untitled (90_test.json)", vm.titleProperty().get());
    }

    @Test
    void paintStrokeFillsTheGapsBetweenDragPointsAndIsOneUndoStep() {
        vm.toolProperty().set(Tool.PAINT);
        vm.brushProperty().set('=');
        vm.press(c(1, 1));
        vm.drag(c(5, 1));
        vm.release(c(5, 1));
        assertEquals("#=====#", grid().get(1));
        assertTrue(vm.dirtyProperty().get());
        assertEquals("*Untitled (90_test.json)", vm.titleProperty().get());
        vm.undo();
        assertEquals("#.....#", grid().get(1));
        assertFalse(vm.dirtyProperty().get());
    }

    @Test
    void eraserLeavesFloor() {
        click(Tool.PAINT, 'S', c(2, 2));
        click(Tool.ERASE, 'S', c(2, 2));
        assertEquals('.', grid().get(2).charAt(2));
    }

    @Test
    void lineIsPreviewedFromTheStartAndCommittedOnRelease() {
        vm.toolProperty().set(Tool.LINE);
        vm.brushProperty().set('C');
        vm.press(c(1, 1));
        vm.drag(c(5, 3));
        vm.drag(c(1, 3));
        assertEquals(List.of("#C....#", "#C....#", "#C....#"), grid().subList(1, 4));
        assertFalse(vm.canUndoProperty().get(), "nothing is committed before the release");
        vm.release(c(1, 3));
        assertEquals(List.of("#C....#", "#C....#", "#C....#"), grid().subList(1, 4));
        assertEquals("Undo Line", vm.undoLabelProperty().get());
    }

    @Test
    void rectangleOutlineAndFilled() {
        drag(Tool.RECT, '=', c(1, 1), c(5, 3));
        assertEquals(List.of("#=====#", "#=...=#", "#=====#"), grid().subList(1, 4));
        drag(Tool.RECT_FILLED, 'P', c(2, 1), c(3, 2));
        assertEquals(List.of("#=PP==#", "#=PP.=#", "#=====#"), grid().subList(1, 4));
    }

    @Test
    void floodFillStopsAtOtherTiles() {
        drag(Tool.LINE, '#', c(3, 1), c(3, 3));
        click(Tool.FILL, 'K', c(1, 1));
        assertEquals(List.of("#KK#..#", "#KK#..#", "#KK#..#"), grid().subList(1, 4));
        assertEquals("Undo Fill", vm.undoLabelProperty().get());
    }

    @Test
    void eyedropperPicksTheTileAndReturnsToPaint() {
        click(Tool.PAINT, 't', c(2, 2));
        vm.brushProperty().set('=');
        click(Tool.EYEDROPPER, '=', c(2, 2));
        assertEquals('t', vm.brushProperty().get());
        assertEquals(Tool.PAINT, vm.toolProperty().get());
    }

    @Test
    void selectionMovesItsContentAndLeavesFloor() {
        click(Tool.PAINT, 'S', c(1, 1));
        click(Tool.PAINT, 'C', c(2, 1));
        drag(Tool.SELECT, '=', c(1, 1), c(2, 1));
        assertEquals(Optional.of(new Area(1, 1, 2, 1)), vm.selectionProperty().get());
        drag(Tool.SELECT, '=', c(1, 1), c(3, 3));
        assertEquals("#.....#", grid().get(1));
        assertEquals("#..SC.#", grid().get(3));
        assertEquals(Optional.of(new Area(3, 3, 4, 3)), vm.selectionProperty().get());
        vm.undo();
        assertEquals("#SC...#", grid().get(1));
    }

    @Test
    void aDraggedSelectionAndAnArrowKeyMoveHaveOneNameInTheHistory() {
        click(Tool.PAINT, 'S', c(1, 1));
        drag(Tool.SELECT, '=', c(1, 1), c(2, 1));
        drag(Tool.SELECT, '=', c(1, 1), c(2, 2));
        assertEquals("Undo Move", vm.undoLabelProperty().get(), "a drag-move");
        assertEquals("Move", vm.lastActionProperty().get());
        vm.nudgeSelection(1, 0);
        assertEquals("Undo Move", vm.undoLabelProperty().get(), "an arrow-key move");
    }

    @Test
    void anEditNamedAsTheOneBeforeIsAnnouncedAgain(@TempDir Path dir) {
        List<String> said = new java.util.ArrayList<>();
        vm.lastActionProperty().addListener((o, a, b) -> {
            if (!b.isEmpty()) {
                said.add(b);
            }
        });
        click(Tool.PAINT, 'S', c(1, 1));
        assertTrue(vm.saveTo(dir.resolve("90_test.json")).isEmpty());
        click(Tool.PAINT, 'C', c(2, 1));
        assertEquals(List.of("Paint", "Paint"), said, "the edit after the save is announced though it has the same name");
    }

    @Test
    void arrowNudgesMoveTheSelectionOneCellAndStopAtTheEdge() {
        click(Tool.PAINT, 'S', c(1, 1));
        drag(Tool.SELECT, '=', c(1, 1), c(2, 1));
        vm.nudgeSelection(1, 0);
        vm.nudgeSelection(0, 1);
        assertEquals("#.....#", grid().get(1));
        assertEquals("#.S...#", grid().get(2));
        assertEquals(Optional.of(new Area(2, 2, 3, 2)), vm.selectionProperty().get());
        vm.undo();
        assertEquals("#.S...#", grid().get(1), "each nudge is one undo step");
        vm.redo();
        vm.selectAll();
        List<String> before = grid();
        vm.nudgeSelection(-1, 0);
        assertEquals(before, grid(), "a nudge off the grid changes nothing");
        assertEquals(Optional.of(new Area(0, 0, 6, 4)), vm.selectionProperty().get());
        vm.clearSelection();
        vm.nudgeSelection(0, 1);
        assertEquals(before, grid(), "without a selection the arrows move nothing");
    }

    @Test
    void aRunOfNudgesGivesBackTheTilesItPassesOverAndUndoDropsTheSelection() {
        click(Tool.PAINT, 'C', c(1, 1));
        click(Tool.PAINT, 'S', c(2, 1));
        drag(Tool.SELECT, '=', c(1, 1), c(1, 2));
        vm.nudgeSelection(1, 0); // over the stove
        assertEquals("#.C...#", grid().get(1));
        vm.nudgeSelection(1, 0);
        assertEquals("#.SC..#", grid().get(1), "the stove is back once the counter moved on");
        vm.nudgeSelection(-1, 0);
        vm.nudgeSelection(-1, 0);
        assertEquals("#CS...#", grid().get(1), "there and back again changes nothing");
        vm.undo();
        assertEquals("#.C...#", grid().get(1), "each nudge is still one undo step");
        assertEquals(Optional.empty(), vm.selectionProperty().get(), "undo drops the selection");
    }

    @Test
    void aPasteNearTheEdgeSelectsOnlyWhatLandedOnTheGrid() {
        drag(Tool.SELECT, '=', c(1, 1), c(4, 3));
        vm.copy();
        vm.hoverProperty().set(Optional.of(c(5, 2)));
        vm.paste();
        assertEquals(Optional.of(new Area(5, 2, 6, 4)), vm.selectionProperty().get());
        vm.nudgeSelection(-1, 0);
        assertEquals(Optional.of(new Area(4, 2, 5, 4)), vm.selectionProperty().get(), "and the arrows move it");
    }

    @Test
    void aNewLevelTakesItsOrderFromItsIdsNumber() {
        assertEquals(8, GridEdits.blank("08_new_kitchen", "New", 5, 5).order());
        assertEquals(1, GridEdits.blank("00_zero", "Zero", 5, 5).order());
        assertEquals(1, GridEdits.blank("kitchen", "Odd", 5, 5).order());
        assertEquals(90, vm.level().order(), "this test's 90_test level");
    }

    @Test
    void aCheckThatBreaksIsNeitherValidNorSilent() {
        java.util.concurrent.atomic.AtomicInteger checks = new java.util.concurrent.atomic.AtomicInteger();
        EditorViewModel broken = new EditorViewModel(
                (level, file, done) -> done.accept(checks.getAndIncrement() == 0 ? Analysis.FAILED : Analysis.NONE),
                GridEdits.blank("90_test", "Test", 7, 5));
        assertTrue(broken.checkFailedProperty().get(), "the first check failed");
        assertTrue(broken.problems().isEmpty());
        broken.toolProperty().set(Tool.PAINT);
        broken.brushProperty().set('#');
        broken.press(c(2, 2));
        broken.release(c(2, 2));
        assertFalse(broken.checkFailedProperty().get(), "the next check worked");
    }

    @Test
    void copyPasteAtThePointerAndDeleteSelection() {
        click(Tool.PAINT, 'X', c(1, 1));
        drag(Tool.SELECT, '=', c(1, 1), c(2, 2));
        vm.copy();
        vm.hoverProperty().set(Optional.of(c(4, 2)));
        vm.paste();
        assertEquals("#...X.#", grid().get(2));
        assertEquals(Optional.of(new Area(4, 2, 5, 3)), vm.selectionProperty().get());
        vm.deleteSelection();
        assertEquals("#X....#", grid().get(1), "the original stays");
        assertEquals("#.....#", grid().get(2));
    }

    @Test
    void cutRemovesAndPasteBringsBack() {
        click(Tool.PAINT, 'W', c(5, 2));
        vm.selectAll();
        vm.cut();
        assertEquals(List.of("......."), grid().subList(0, 1));
        vm.hoverProperty().set(Optional.empty());
        vm.paste();
        assertEquals("#....W#", grid().get(2));
    }

    @Test
    void undoRedoSequenceWalksTheHistoryAndANewEditDropsTheRedoTail() {
        click(Tool.PAINT, '1', c(1, 1));
        click(Tool.PAINT, '2', c(2, 1));
        click(Tool.PAINT, '3', c(3, 1));
        vm.undo();
        vm.undo();
        assertEquals("#1....#", grid().get(1));
        assertTrue(vm.canRedoProperty().get());
        vm.redo();
        assertEquals("#12...#", grid().get(1));
        click(Tool.PAINT, '4', c(5, 1));
        assertFalse(vm.canRedoProperty().get());
        assertEquals("#12..4#", grid().get(1));
        vm.undo();
        vm.undo();
        vm.undo();
        assertFalse(vm.canUndoProperty().get());
        assertEquals("#.....#", grid().get(1));
    }

    @Test
    void anEditThatChangesNothingIsNotAnUndoStep() {
        click(Tool.PAINT, '.', c(1, 1));
        assertFalse(vm.canUndoProperty().get());
        assertFalse(vm.dirtyProperty().get());
    }

    @Test
    void savingClearsDirtyAndUndoingPastTheSaveMakesItDirtyAgain(@TempDir Path dir) throws Exception {
        click(Tool.PAINT, '1', c(1, 1));
        Path f = dir.resolve("90_test.json");
        assertEquals(Optional.empty(), vm.saveTo(f));
        assertFalse(vm.dirtyProperty().get());
        assertEquals("90_test.json", vm.titleProperty().get());
        vm.undo();
        assertTrue(vm.dirtyProperty().get());
        vm.redo();
        assertFalse(vm.dirtyProperty().get());
        assertTrue(Files.readString(f).contains("\"#1....#\""));
    }

    @Test
    void validationRunsOnEveryChangeAndSelectingAProblemHighlightsItsCell() {
        assertTrue(vm.problems().stream().anyMatch(p -> p.code() == ProblemCode.NO_SPAWN));
        click(Tool.PAINT, '1', c(1, 1));
        assertFalse(vm.problems().stream().anyMatch(p -> p.code() == ProblemCode.NO_SPAWN));
        click(Tool.PAINT, '2', c(1, 1));
        click(Tool.PAINT, '2', c(3, 3));
        var dup = vm.problems().stream().filter(p -> p.code() == ProblemCode.DUPLICATE_SPAWN).findFirst();
        assertTrue(dup.isPresent());
        vm.selectProblem(dup);
        assertTrue(vm.highlightProperty().get().isPresent());
        vm.selectProblem(vm.problems().stream().filter(p -> p.code() == ProblemCode.NO_RECIPES).findFirst());
        assertEquals(Optional.empty(), vm.highlightProperty().get());
    }

    @Test
    void heatMapMarksUnreachableStationsAndDistancesOfReachableOnes() {
        click(Tool.PAINT, '1', c(1, 1));
        click(Tool.PAINT, 'S', c(3, 1));
        drag(Tool.LINE, '#', c(4, 1), c(4, 3));
        click(Tool.PAINT, 'C', c(5, 2));
        HeatMap heat = vm.heatProperty().get().orElseThrow();
        assertEquals(1, heat.distance(3, 1).getAsInt());
        assertTrue(heat.unreachable(5, 2));
        assertFalse(heat.hasStation(2, 2));
        assertTrue(vm.problems().stream().anyMatch(p -> p.code() == ProblemCode.UNREACHABLE_STATION));
    }

    @Test
    void heatMapStillShowsOnALevelWithOtherProblems() {
        click(Tool.PAINT, '1', c(1, 1));
        click(Tool.PAINT, '1', c(5, 3));
        click(Tool.PAINT, 'S', c(3, 1));
        assertTrue(vm.problems().stream().anyMatch(p -> p.code() == ProblemCode.DUPLICATE_SPAWN));
        assertEquals(1, vm.heatProperty().get().orElseThrow().distance(3, 1).getAsInt());
    }

    @Test
    void hoverReadOutNamesTheCellAndTile() {
        click(Tool.PAINT, 'C', c(2, 3));
        vm.hoverProperty().set(Optional.of(c(2, 3)));
        assertEquals("x 2, y 3 \u00b7 'C' Chop board", vm.hoverTextProperty().get());
        vm.hoverProperty().set(Optional.of(c(9, 9)));
        assertEquals("", vm.hoverTextProperty().get());
    }

    @Test
    void openingABrokenFileReportsTheCodeAndKeepsTheLevel(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{ \"id\": ");
        var report = vm.open(bad);
        assertEquals("bad_json", report.orElseThrow().code());
        assertEquals("90_test", vm.level().id());
    }
}
