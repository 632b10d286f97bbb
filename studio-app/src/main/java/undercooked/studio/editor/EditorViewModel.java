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
    private final SelectionEdits selectionEdits = new SelectionEdits(this);
    private final ReadOnlyStringWrapper lastAction = new ReadOnlyStringWrapper("");
    private Optional<Gesture> gesture = Optional.empty();
    private long analysisGeneration;
    private final ReadOnlyBooleanWrapper checkFailed = new ReadOnlyBooleanWrapper();

    /** The history's name for moving the selection's tiles, by mouse or by arrow key. */
    static final String MOVE = "Move";

    /** A gesture in progress: the level before it and where it started. */
    private record Gesture(Tool tool, Level before, Cell start, Set<Cell> stroke, Optional<Area> movedArea) {
    }

    public EditorViewModel(AnalysisRunner analysis, Level initial) {
        this.analysis = Objects.requireNonNull(analysis, "analysis");
        hover.addListener((o, a, b) -> hoverText.set(PaletteEntry.at(level.get(), b)));
        level.addListener((o, a, b) -> hoverText.set(PaletteEntry.at(b, hover.get())));
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
            announce(undoLabel.get());
            gesture = Optional.empty();
            selection.set(Optional.empty()); // the tiles it framed may be elsewhere in the other state
            show(history.undo());
            refreshHistoryState();
        }
    }

    public void redo() {
        if (history.canRedo()) {
            announce(redoLabel.get());
            gesture = Optional.empty();
            selection.set(Optional.empty());
            show(history.redo());
            refreshHistoryState();
        }
    }

    void commit(Level next, String label) {
        if (history.push(next, label)) {
            refreshHistoryState();
            announce(label);
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
        // A selection dragged to a new place is a move, named as the arrow keys' move is (one name in the history).
        commit(level.get(), g.movedArea().isPresent() ? MOVE : g.tool().label());
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

    // ---- selection and clipboard (the edits are {@link SelectionEdits}') ---------------------

    public void selectAll() {
        selectionEdits.selectAll();
    }

    public void clearSelection() {
        selection.set(Optional.empty());
    }

    public void copy() {
        selectionEdits.copy();
    }

    public void cut() {
        selectionEdits.cut();
    }

    /** Turns the selected cells into floor. */
    public void deleteSelection() {
        selectionEdits.delete();
    }

    /** Moves the selection and its content one cell (the arrow keys); see {@link SelectionEdits#nudge}. */
    public void nudgeSelection(int dx, int dy) {
        selectionEdits.nudge(dx, dy);
    }

    /** Pastes at the pointer when it is over the grid, else at the selection, else the top-left corner. */
    public void paste() {
        selectionEdits.paste();
    }

    /** Something was copied or cut (Paste is offered). */
    public ReadOnlyBooleanProperty hasClipProperty() {
        return selectionEdits.hasClip();
    }

    /** The level as the history has it (a gesture's preview aside). */
    Level current() {
        return history.current();
    }

    boolean inGesture() {
        return gesture.isPresent();
    }

    /** A selection exists (Cut, Copy and Delete are offered). */
    public javafx.beans.binding.BooleanBinding hasSelection() {
        return javafx.beans.binding.Bindings.createBooleanBinding(() -> selection.get().isPresent(), selection);
    }

    /** Names an action even when named as the one before (listeners see it cleared, then named). */
    private void announce(String label) {
        lastAction.set("");
        lastAction.set(label);
    }

    /**
     * The last edit, undo or redo by its history label ("Fill", "Undo Fill"); empty after opening
     * or starting a level. The status bar shows it, so "Opened ..." does not outlive the first edit.
     */
    public ReadOnlyStringProperty lastActionProperty() {
        return lastAction.getReadOnlyProperty();
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
