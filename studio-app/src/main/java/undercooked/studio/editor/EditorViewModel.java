package undercooked.studio.editor;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import undercooked.levels.Level;
import undercooked.levels.LevelLoader;
import undercooked.levels.LevelWriter;
import undercooked.levels.Location;
import undercooked.levels.Problem;
import undercooked.sim.Cell;
import undercooked.studio.ErrorReport;

/**
 * The level editor's state: the open level and its history, the file, the tool and brush, the
 * selection and the live analysis. The canvas reports gestures in grid cells (press, drag,
 * release); everything a gesture means happens here, so every tool is tested without a screen.
 *
 * <p>During a gesture the shown level is a preview computed from the level before the gesture;
 * only the release enters the history, so one stroke is one undo step.
 */
public final class EditorViewModel {
    private final AnalysisRunner analysis;
    private EditHistory history;

    private final ReadOnlyObjectWrapper<Level> level = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Optional<Path>> file = new ReadOnlyObjectWrapper<>(Optional.empty());
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper undoLabel = new ReadOnlyStringWrapper("Undo");
    private final ReadOnlyStringWrapper redoLabel = new ReadOnlyStringWrapper("Redo");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper();
    private final ObjectProperty<Tool> tool = new SimpleObjectProperty<>(Tool.PAINT);
    private final ObjectProperty<Character> brush = new SimpleObjectProperty<>('=');
    private final ObjectProperty<Optional<Area>> selection = new SimpleObjectProperty<>(Optional.empty());
    private final ObjectProperty<Optional<Cell>> hover = new SimpleObjectProperty<>(Optional.empty());
    private final ObjectProperty<Optional<Cell>> highlight = new SimpleObjectProperty<>(Optional.empty());
    private final ReadOnlyStringWrapper hoverText = new ReadOnlyStringWrapper("");
    private final ObservableList<Problem> problems = FXCollections.observableArrayList();
    private final ObservableList<Problem> problemsView = FXCollections.unmodifiableObservableList(problems);
    private final ReadOnlyObjectWrapper<Optional<HeatMap>> heat = new ReadOnlyObjectWrapper<>(Optional.empty());
    private final ReadOnlyBooleanWrapper analysing = new ReadOnlyBooleanWrapper();
    private final BooleanProperty showGrid = new SimpleBooleanProperty(true);
    private final BooleanProperty showReach = new SimpleBooleanProperty(false);
    private final BooleanProperty showPalette = new SimpleBooleanProperty(true);
    private final BooleanProperty showSidePanel = new SimpleBooleanProperty(true);
    private Optional<Clip> clipboard = Optional.empty();
    private final ReadOnlyBooleanWrapper hasClip = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper lastAction = new ReadOnlyStringWrapper("");
    private Optional<Gesture> gesture = Optional.empty();
    private Optional<Nudge> nudging = Optional.empty();
    private long analysisGeneration;
    private final ReadOnlyBooleanWrapper checkFailed = new ReadOnlyBooleanWrapper();

    /** A gesture in progress: the level before it and where it started. */
    private record Gesture(Tool tool, Level before, Cell start, Set<Cell> stroke, Optional<Area> movedArea) {
    }

    public EditorViewModel(AnalysisRunner analysis, Level initial) {
        this.analysis = Objects.requireNonNull(analysis, "analysis");
        hover.addListener((o, a, b) -> updateHoverText());
        level.addListener((o, a, b) -> updateHoverText());
        reset(initial, Optional.empty());
    }

    // ---- document -------------------------------------------------------------------------

    /** Starts a new, unsaved level: walls around a floor. */
    public void newLevel(String id, String name, int width, int height) {
        reset(GridEdits.blank(id, name, width, height), Optional.empty());
    }

    /** Opens a level file; a file the loader cannot make a level of comes back as a report. */
    public Optional<ErrorReport> open(Path path) {
        LevelLoader.Result r = LevelLoader.load(path);
        if (r.level().isEmpty()) {
            return Optional.of(OpenErrors.isReplay(path) ? OpenErrors.replay(path) : OpenErrors.notALevel(path, r.problems()));
        }
        reset(r.level().get(), Optional.of(path));
        return Optional.empty();
    }

    /** Writes the level in the canonical layout (byte-identical to a hand-formatted campaign file). */
    public Optional<ErrorReport> saveTo(Path path) {
        try {
            LevelWriter.write(level.get(), path);
        } catch (IOException e) {
            return Optional.of(new ErrorReport("save_failed", "Could not write " + path + " ("
                    + e.getClass().getSimpleName() + ").",
                    "Check that the folder exists and is writable, or choose another place with File > Save As."));
        }
        history.markSaved();
        file.set(Optional.of(path));
        refreshHistoryState();
        runAnalysis();
        return Optional.empty();
    }

    /** The file name save-as suggests: the id, as the validator wants. */
    public String suggestedFileName() {
        return level.get().id() + ".json";
    }

    private void reset(Level initial, Optional<Path> path) {
        history = new EditHistory(initial);
        lastAction.set("");
        gesture = Optional.empty();
        selection.set(Optional.empty());
        highlight.set(Optional.empty());
        file.set(path);
        show(initial);
        refreshHistoryState();
    }

    // ---- history ---------------------------------------------------------------------------

    /** Applies a whole-level edit (used by the properties panel) as one undo step. */
    public void apply(String label, UnaryOperator<Level> edit) {
        commit(edit.apply(history.current()), label);
    }

    public void undo() {
        if (history.canUndo()) {
            lastAction.set(undoLabel.get());
            gesture = Optional.empty();
            selection.set(Optional.empty()); // the tiles it framed may be elsewhere in the other state
            show(history.undo());
            refreshHistoryState();
        }
    }

    public void redo() {
        if (history.canRedo()) {
            lastAction.set(redoLabel.get());
            gesture = Optional.empty();
            selection.set(Optional.empty());
            show(history.redo());
            refreshHistoryState();
        }
    }

    private void commit(Level next, String label) {
        if (history.push(next, label)) {
            refreshHistoryState();
            lastAction.set(label);
        }
        show(history.current());
    }

    private void show(Level l) {
        level.set(l);
        runAnalysis();
    }

    private void refreshHistoryState() {
        dirty.set(history.dirty());
        canUndo.set(history.canUndo());
        canRedo.set(history.canRedo());
        undoLabel.set(history.undoLabel().map(l -> "Undo " + l).orElse("Undo"));
        redoLabel.set(history.redoLabel().map(l -> "Redo " + l).orElse("Redo"));
        String name = file.get().map(p -> p.getFileName().toString()).orElse("Untitled (" + suggestedFileName() + ")");
        title.set((history.dirty() ? "*" : "") + name);
    }

    // ---- analysis --------------------------------------------------------------------------

    private void runAnalysis() {
        long generation = ++analysisGeneration;
        analysing.set(true);
        String name = file.get().map(p -> p.getFileName().toString()).orElse(suggestedFileName());
        analysis.submit(level.get(), name, result -> {
            if (generation == analysisGeneration) {
                problems.setAll(result.problems());
                checkFailed.set(result.failed());
                heat.set(result.heat());
                analysing.set(false);
            }
        });
    }

    /** Selecting a problem at a grid cell highlights that cell; other problems clear it. */
    public void selectProblem(Optional<Problem> p) {
        highlight.set(p.flatMap(pr -> pr.location() instanceof Location.GridCell g
                ? Optional.of(new Cell(g.col(), g.row())) : Optional.empty()));
    }

    // ---- gestures --------------------------------------------------------------------------

    /** The primary button went down on a cell. */
    public void press(Cell cell) {
        Level before = history.current();
        Tool t = tool.get();
        switch (t) {
            case FILL -> commit(GridEdits.fill(before, cell, brush.get()), "Fill");
            case EYEDROPPER -> GridEdits.at(before, cell).ifPresent(ch -> {
                brush.set(ch);
                tool.set(Tool.PAINT);
            });
            case SELECT -> {
                Optional<Area> moving = selection.get().filter(a -> a.contains(cell));
                gesture = Optional.of(new Gesture(t, before, cell, Set.of(), moving));
                if (moving.isEmpty()) {
                    selection.set(Optional.of(Area.of(cell, cell)));
                }
            }
            default -> {
                gesture = Optional.of(new Gesture(t, before, cell, new LinkedHashSet<>(List.of(cell)), Optional.empty()));
                preview(cell);
            }
        }
    }

    /** The pointer moved to a cell with the button held. */
    public void drag(Cell cell) {
        if (gesture.isPresent()) {
            preview(cell);
        }
    }

    /** The button came up: the gesture's preview becomes one history entry. */
    public void release(Cell cell) {
        if (gesture.isEmpty()) {
            return;
        }
        preview(cell);
        Gesture g = gesture.get();
        gesture = Optional.empty();
        if (g.tool() == Tool.SELECT && g.movedArea().isEmpty() && g.start().equals(cell)) {
            selection.set(Optional.empty()); // a click without a drag deselects, as in paint programs
        }
        commit(level.get(), g.tool().label());
    }

    private void preview(Cell cell) {
        Gesture g = gesture.orElseThrow();
        char ch = brush.get();
        Level next = switch (g.tool()) {
            case PAINT, ERASE -> {
                Cell last = g.stroke().stream().reduce((a, b) -> b).orElse(g.start());
                g.stroke().addAll(Shapes.line(last, cell));
                yield GridEdits.paint(g.before(), g.stroke(), g.tool() == Tool.ERASE ? GridEdits.EMPTY : ch);
            }
            case LINE -> GridEdits.paint(g.before(), Shapes.line(g.start(), cell), ch);
            case RECT, RECT_FILLED -> GridEdits.paint(g.before(), Shapes.rect(Area.of(g.start(), cell),
                    g.tool() == Tool.RECT_FILLED), ch);
            case SELECT -> {
                if (g.movedArea().isEmpty()) {
                    selection.set(Optional.of(Area.of(g.start(), cell)));
                    yield g.before();
                }
                int dx = cell.x() - g.start().x();
                int dy = cell.y() - g.start().y();
                selection.set(Optional.of(g.movedArea().get().moved(dx, dy)));
                yield GridEdits.move(g.before(), g.movedArea().get(), dx, dy);
            }
            default -> g.before();
        };
        if (next != level.get()) {
            show(next);
        }
    }

    // ---- selection and clipboard -----------------------------------------------------------

    public void selectAll() {
        Level l = level.get();
        if (GridEdits.width(l) > 0 && GridEdits.height(l) > 0) {
            selection.set(Optional.of(new Area(0, 0, GridEdits.width(l) - 1, GridEdits.height(l) - 1)));
        }
    }

    public void clearSelection() {
        selection.set(Optional.empty());
    }

    public void copy() {
        selection.get().flatMap(a -> GridEdits.copy(level.get(), a)).ifPresent(c -> {
            clipboard = Optional.of(c);
            hasClip.set(true);
        });
    }

    public void cut() {
        copy();
        deleteSelection();
    }

    /** Turns the selected cells into floor. */
    public void deleteSelection() {
        selection.get().ifPresent(a -> commit(GridEdits.paint(history.current(), Shapes.rect(a, true), GridEdits.EMPTY),
                "Delete"));
    }

    /**
     * Moves the selection and its content one step (the arrow keys), floor left behind, one undo
     * step each. A run of nudges is computed from the level before its first one, as a mouse drag
     * is, so tiles the selection passes over come back when it moves on; any other edit, an undo
     * or a new selection ends the run. A nudge that would push the selection off the grid does
     * nothing: the keyboard never loses tiles. Ignored during a mouse gesture.
     */
    public void nudgeSelection(int dx, int dy) {
        if (gesture.isPresent() || selection.get().isEmpty()) {
            return;
        }
        Level now = history.current();
        Area current = selection.get().get();
        Nudge run = nudging.filter(n -> n.after() == now && n.from().moved(n.dx(), n.dy()).equals(current))
                .orElse(new Nudge(now, current, 0, 0, now));
        int tx = run.dx() + dx;
        int ty = run.dy() + dy;
        Area to = run.from().moved(tx, ty);
        if (to.x0() < 0 || to.y0() < 0 || to.x1() >= GridEdits.width(now) || to.y1() >= GridEdits.height(now)) {
            return;
        }
        commit(GridEdits.move(run.before(), run.from(), tx, ty), "Move");
        selection.set(Optional.of(to));
        nudging = Optional.of(new Nudge(run.before(), run.from(), tx, ty, history.current()));
    }

    /** A run of arrow-key nudges: the level before it, where the selection was, the offset so far. */
    private record Nudge(Level before, Area from, int dx, int dy, Level after) {
    }

    /** Pastes at the pointer when it is over the grid, else at the selection, else the top-left corner. */
    public void paste() {
        if (clipboard.isEmpty()) {
            return;
        }
        Clip c = clipboard.get();
        Cell at = hover.get().or(() -> selection.get().map(a -> new Cell(a.x0(), a.y0()))).orElse(new Cell(0, 0));
        commit(GridEdits.paste(history.current(), c, at), "Paste");
        // What lands off the grid is not pasted, so the selection is only the part on it.
        selection.set(new Area(at.x(), at.y(), at.x() + c.width() - 1, at.y() + c.height() - 1)
                .clippedTo(GridEdits.width(level.get()), GridEdits.height(level.get())));
    }

    public boolean hasClip() {
        return clipboard.isPresent();
    }

    /** Something was copied or cut (Paste is offered). */
    public ReadOnlyBooleanProperty hasClipProperty() {
        return hasClip.getReadOnlyProperty();
    }

    /** A selection exists (Cut, Copy and Delete are offered). */
    public javafx.beans.binding.BooleanBinding hasSelection() {
        return javafx.beans.binding.Bindings.createBooleanBinding(() -> selection.get().isPresent(), selection);
    }

    /**
     * The last edit, undo or redo by its history label ("Fill", "Undo Fill"); empty after opening
     * or starting a level. The status bar shows it, so "Opened ..." does not outlive the first edit.
     */
    public ReadOnlyStringProperty lastActionProperty() {
        return lastAction.getReadOnlyProperty();
    }

    private void updateHoverText() {
        hoverText.set(hover.get().flatMap(c -> GridEdits.at(level.get(), c).map(ch -> {
            String what = level.get().legend().glyph(ch).map(PaletteEntry::describe).orElse("unknown tile");
            return Location.cellName(c.x(), c.y()) + " \u00b7 '" + ch + "' " + what;
        })).orElse(""));
    }

    // ---- properties ------------------------------------------------------------------------

    public ReadOnlyObjectProperty<Level> levelProperty() {
        return level.getReadOnlyProperty();
    }

    public Level level() {
        return level.get();
    }

    public ReadOnlyObjectProperty<Optional<Path>> fileProperty() {
        return file.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty dirtyProperty() {
        return dirty.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty undoLabelProperty() {
        return undoLabel.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty redoLabelProperty() {
        return redoLabel.getReadOnlyProperty();
    }

    /** The document part of the window title: file name with a leading {@code *} when unsaved. */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public ObjectProperty<Tool> toolProperty() {
        return tool;
    }

    public ObjectProperty<Character> brushProperty() {
        return brush;
    }

    public ObjectProperty<Optional<Area>> selectionProperty() {
        return selection;
    }

    public ObjectProperty<Optional<Cell>> hoverProperty() {
        return hover;
    }

    public ObjectProperty<Optional<Cell>> highlightProperty() {
        return highlight;
    }

    /** "x 3, y 5 · 'C' Chop board" for the cell under the pointer; empty off the grid. */
    public ReadOnlyStringProperty hoverTextProperty() {
        return hoverText.getReadOnlyProperty();
    }

    /** The last check broke (a validator bug): the level is neither valid nor known to be broken. */
    public ReadOnlyBooleanProperty checkFailedProperty() {
        return checkFailed.getReadOnlyProperty();
    }

    public ObservableList<Problem> problems() {
        return problemsView;
    }

    public ReadOnlyObjectProperty<Optional<HeatMap>> heatProperty() {
        return heat.getReadOnlyProperty();
    }

    /** True while a validation of the shown level is still running. */
    public ReadOnlyBooleanProperty analysingProperty() {
        return analysing.getReadOnlyProperty();
    }

    public BooleanProperty showGridProperty() {
        return showGrid;
    }

    public BooleanProperty showReachProperty() {
        return showReach;
    }

    /** View > Palette: the tile list on the left (hidden, the canvas takes its room). */
    public BooleanProperty showPaletteProperty() {
        return showPalette;
    }

    /** View > Properties and Problems: the panel on the right. */
    public BooleanProperty showSidePanelProperty() {
        return showSidePanel;
    }
}
