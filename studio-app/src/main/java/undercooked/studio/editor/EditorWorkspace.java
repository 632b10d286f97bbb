package undercooked.studio.editor;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Node;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;
import undercooked.levels.Level;
import undercooked.studio.ErrorReport;
import undercooked.studio.StudioContext;
import undercooked.studio.Workspace;

/**
 * The Editor workspace: wires the editor's view model and view into the shell (menus, status,
 * file routing) and runs the document commands that need dialogs (new, save as, save prompt).
 * Play-test appears once a Host workspace exists to hand the level to; until then it is absent.
 */
public final class EditorWorkspace implements Workspace {
    private final StudioContext context;
    private final EditorViewModel vm;
    private final PropertiesViewModel props;
    private final EditorView view;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper();

    public EditorWorkspace(StudioContext context) {
        this.context = context;
        this.vm = new EditorViewModel(new BackgroundAnalysis(context.validator()),
                GridEdits.blank("08_new_kitchen", "New Kitchen", 13, 9));
        this.props = new PropertiesViewModel(vm, context.recipes());
        this.view = new EditorView(vm, props);
        status.bind(Bindings.createStringBinding(() -> {
            String hover = vm.hoverTextProperty().get();
            int n = vm.problems().size();
            String problems = vm.analysingProperty().get() && n == 0 ? "validating..."
                    : vm.checkFailedProperty().get() ? "check failed (see the log)"
                    : n == 0 ? "valid" : n + (n == 1 ? " problem" : " problems");
            Level l = vm.level();
            String size = GridEdits.width(l) + "x" + GridEdits.height(l);
            String zoom = Math.round(view.canvas().cellSizeProperty().get() / 24 * 100) + "%";
            return (hover.isEmpty() ? "" : hover + "   |   ") + size + "   |   " + problems + "   |   " + zoom;
        }, vm.hoverTextProperty(), vm.problems(), vm.analysingProperty(), vm.checkFailedProperty(), vm.levelProperty(),
                view.canvas().cellSizeProperty()));
    }

    public EditorViewModel viewModel() {
        return vm;
    }

    public EditorView editorView() {
        return view;
    }

    @Override
    public String id() {
        return "editor";
    }

    @Override
    public String title() {
        return "Editor";
    }

    @Override
    public Node view() {
        return view;
    }

    @Override
    public ReadOnlyStringProperty documentTitle() {
        return vm.titleProperty();
    }

    @Override
    public ReadOnlyStringProperty status() {
        return status.getReadOnlyProperty();
    }

    @Override
    public ReadOnlyBooleanProperty busy() {
        return vm.analysingProperty();
    }

    @Override
    public void focus() {
        view.canvas().requestFocus();
    }

    @Override
    public boolean canOpen(Path file) {
        return file.getFileName() != null && file.getFileName().toString().endsWith(".json")
                && !undercooked.studio.replay.ReplayLoader.isReplayFile(file);
    }

    @Override
    public Optional<ErrorReport> open(Path file) {
        if (!confirmClose()) {
            return Optional.empty();
        }
        Optional<ErrorReport> r = vm.open(file);
        if (r.isEmpty()) {
            context.opened().accept(file);
            context.say("Opened " + file.getFileName());
        }
        return r;
    }

    /** File > New Level: asks for id, name and size, after the save prompt. */
    public void newLevel() {
        if (!confirmClose()) {
            return;
        }
        context.dialogs().askNewLevel("08_new_kitchen").ifPresent(n -> {
            vm.newLevel(n.id(), n.name(), n.width(), n.height());
            view.canvas().fit();
            context.say("New level " + n.id() + " (" + n.width() + "x" + n.height() + ")");
        });
    }

    /** Saves to the open file, or asks where when the level has none; true when it was written. */
    public boolean save() {
        if (!commitTyped()) {
            return false;
        }
        Optional<Path> f = vm.fileProperty().get();
        return f.isPresent() ? saveTo(f.get()) : saveAs();
    }

    public boolean saveAs() {
        if (!commitTyped()) {
            return false;
        }
        Optional<Path> folder = vm.fileProperty().get().map(Path::toAbsolutePath).map(Path::getParent)
                .or(() -> context.shell().recent().stream().findFirst().map(Path::getParent));
        return context.dialogs().chooseSave(folder, vm.suggestedFileName()).map(this::saveAsJson).orElse(false);
    }

    /**
     * The studio opens levels by their .json ending, so a name typed without it gets it; when
     * that adds the ending to a file that already exists, the chooser never asked about it, so
     * nothing is overwritten and the designer is told.
     */
    private boolean saveAsJson(Path chosen) {
        String name = chosen.getFileName().toString();
        if (name.endsWith(".json")) {
            return saveTo(chosen);
        }
        Path json = chosen.resolveSibling(name + ".json");
        if (java.nio.file.Files.exists(json)) {
            context.dialogs().showError(new ErrorReport("file_exists", json.getFileName() + " already exists.",
                    "Choose File > Save As again and pick " + json.getFileName() + " to replace it, or another name."));
            return false;
        }
        return saveTo(json);
    }

    private boolean saveTo(Path p) {
        Optional<ErrorReport> r = vm.saveTo(p);
        r.ifPresent(context.dialogs()::showError);
        if (r.isEmpty()) {
            context.opened().accept(p);
            context.say("Saved " + p.getFileName());
        }
        return r.isEmpty();
    }

    /** A value typed into a property but not yet entered is part of the level; a refused one stops a save. */
    private boolean commitTyped() {
        Optional<PropertiesViewModel.Field> refused = props.commitPending();
        refused.ifPresent(f -> context.dialogs().showError(new ErrorReport("invalid_value",
                f.label() + ": " + f.errorProperty().get() + ".",
                "Correct the value under " + f.label() + " (or type the old one back), then save again.")));
        return refused.isEmpty();
    }

    @Override
    public boolean confirmClose() {
        // A typed value counts as a change; a refused one too (Save then names it, Don't Save drops it).
        boolean refused = props.commitPending().isPresent();
        if (!vm.dirtyProperty().get() && !refused) {
            return true;
        }
        return switch (context.dialogs().askSave(vm.titleProperty().get().replaceFirst("^\\*", ""))) {
            case SAVE -> save();
            case DISCARD -> true;
            case CANCEL -> false;
        };
    }

    @Override
    public List<MenuItem> fileItems() {
        return List.of(item("New Level...", "Shortcut+N", this::newLevel),
                item("Save", "Shortcut+S", this::save),
                item("Save As...", "Shortcut+Shift+S", this::saveAs));
    }

    @Override
    public List<MenuItem> editItems() {
        MenuItem undo = item("Undo", "Shortcut+Z", vm::undo);
        undo.textProperty().bind(vm.undoLabelProperty());
        undo.disableProperty().bind(vm.canUndoProperty().not());
        MenuItem redo = item("Redo", "Shortcut+Shift+Z", vm::redo);
        redo.textProperty().bind(vm.redoLabelProperty());
        redo.disableProperty().bind(vm.canRedoProperty().not());
        MenuItem redoY = item("Redo (alternative)", "Shortcut+Y", vm::redo);
        redoY.setVisible(false); // Ctrl+Y as Windows users expect, without a second visible entry
        MenuItem delete = item("Delete Selection", "", vm::deleteSelection);
        delete.setText("Delete Selection\tDel");
        return List.of(undo, redo, redoY, new SeparatorMenuItem(),
                item("Cut", "Shortcut+X", vm::cut), item("Copy", "Shortcut+C", vm::copy),
                item("Paste", "Shortcut+V", vm::paste), delete, new SeparatorMenuItem(),
                item("Select All", "Shortcut+A", vm::selectAll));
    }

    @Override
    public List<MenuItem> viewItems() {
        CheckMenuItem grid = new CheckMenuItem("Grid Lines");
        grid.setAccelerator(KeyCombination.valueOf("Shortcut+G"));
        grid.selectedProperty().bindBidirectional(vm.showGridProperty());
        CheckMenuItem reach = new CheckMenuItem("Reachability Overlay");
        reach.setAccelerator(KeyCombination.valueOf("Shortcut+H"));
        reach.selectedProperty().bindBidirectional(vm.showReachProperty());
        return List.of(item("Zoom In", "Shortcut+EQUALS", view.canvas()::zoomIn),
                item("Zoom Out", "Shortcut+MINUS", view.canvas()::zoomOut),
                item("Fit Level", "Shortcut+DIGIT0", view.canvas()::fit), new SeparatorMenuItem(), grid, reach);
    }

    private static MenuItem item(String text, String key, Runnable action) {
        MenuItem m = new MenuItem(text);
        if (!key.isEmpty()) {
            m.setAccelerator(KeyCombination.valueOf(key));
        }
        m.setOnAction(e -> action.run());
        return m;
    }

    /** Kept for the Host workspace's issue: the level to play-test, saved or not. */
    public Level currentLevel() {
        return vm.level();
    }
}
