package undercooked.studio.editor;

import java.nio.file.Path;
import java.util.ArrayList;
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
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.KeyCombination;
import undercooked.levels.Level;
import undercooked.levels.Problem;
import undercooked.levels.ProblemCode;
import undercooked.studio.ErrorReport;
import undercooked.studio.StudioContext;
import undercooked.studio.services.FileKinds;
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
    private Optional<Path> keptName = Optional.empty();
    private final DifficultyViewModel difficulty;
    private final EditorInsightsViewModel insights;
    private boolean justOpened;

    public EditorWorkspace(StudioContext context) {
        this.context = context;
        this.vm = new EditorViewModel(new BackgroundAnalysis(context.validator()),
                GridEdits.blank("08_new_kitchen", "New Kitchen", 13, 9));
        this.props = new PropertiesViewModel(vm, context.recipes());
        this.view = new EditorView(vm, props);
        javafx.scene.control.Button play = new javafx.scene.control.Button("Play-test");
        play.setId("editor-play-test");
        play.setTooltip(new javafx.scene.control.Tooltip("Play this level (unsaved edits too) in a room of the"
                + " studio's own server, in the browser, watched in Spectate (F5)"));
        play.setOnAction(e -> playTest());
        ((javafx.scene.control.ToolBar) view.getTop()).getItems().addAll(new javafx.scene.control.Separator(), play);
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
        difficulty = new DifficultyViewModel(context.navigator(), context.localServer()::apiUrl);
        view.addDifficulty(new DifficultyView(difficulty), this::playTestIfShown);
        // An edit stops the run of the level before it at once; the next starts once the check is done.
        vm.levelProperty().addListener(o -> difficulty.stop());
        vm.analysingProperty().addListener((o, was, now) -> {
            if (!now) {
                if (justOpened) {
                    justOpened = false;
                    view.showDifficulty(vm.problems().isEmpty());
                }
                playTestIfShown();
            }
        });
        view.canvas().playTestOverlayProperty().bind(difficulty.overlayProperty());
        insights = EditorInsightsView.install(view, vm, context);
        vm.lastActionProperty().addListener((o, a, b) -> {
            if (!b.isEmpty()) {
                context.say(b); // "Opened ..." gives way to what was done last
            }
        });
        // The overlay's numbers have no key on the canvas: the status line is its key while it is on.
        vm.showReachProperty().addListener((o, was, on) -> {
            if (on) {
                context.say(REACH_KEY);
            }
        });
    }

    /** What the reachability overlay's numbers and colours mean. */
    static final String REACH_KEY = "Reachability: each station's number is the steps a cook walks to it from the nearest"
            + " spawn (green near, orange far); red: no cook can use it";

    /** Fits the status bar's one line; the problems panel has them all. */
    static final int CODES_SAID = 3;

    /** The status after a save: the file, and when it has problems, how many and which codes. */
    static String savedMessage(String file, List<Problem> problems) {
        if (problems.isEmpty()) {
            return "Saved " + file;
        }
        List<String> codes = problems.stream().map(p -> p.code().code()).distinct().toList();
        String said = String.join(", ", codes.subList(0, Math.min(CODES_SAID, codes.size())))
                + (codes.size() > CODES_SAID ? " and " + (codes.size() - CODES_SAID) + " more kinds" : "");
        int n = problems.size();
        // A clash with another file is not in the Problems panel (it checks this level alone): say it here.
        String clash = problems.stream().filter(p -> p.code() == ProblemCode.DUPLICATE_ORDER)
                .findFirst().map(p -> ": " + p.message()).orElse("");
        return "Saved " + file + " with " + n + (n == 1 ? " problem: " : " problems: ") + said
                + (clash.isEmpty() ? " (see Problems)" : clash);
    }

    /** Play-tests the level as it is while the Difficulty tab is shown; a hidden tab costs nothing. */
    private void playTestIfShown() {
        if (view.difficultyShown() && !vm.analysingProperty().get()) {
            difficulty.levelChecked(vm.level(), List.copyOf(vm.problems()));
        } else {
            difficulty.stop();
        }
    }

    /** The Insights tab's view model; {@link #showInsights} shows the tab. */
    public EditorInsightsViewModel insights() {
        return insights;
    }

    public void showInsights() {
        view.showInsights();
    }

    public boolean insightsShown() {
        return view.insightsShown();
    }

    /** The Difficulty panel's view model. */
    public DifficultyViewModel difficulty() {
        return difficulty;
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
                && !FileKinds.isReplayFile(file);
    }

    @Override
    public Optional<ErrorReport> open(Path file) {
        if (!confirmClose()) {
            return Optional.empty();
        }
        Optional<ErrorReport> r = vm.open(file);
        if (r.isEmpty()) {
            justOpened = true;
            difficulty.saved(vm.level());
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

    private boolean saveTo(Path chosen) {
        Optional<Path> target = namedAfterId(chosen);
        if (target.isEmpty()) {
            return false;
        }
        Path p = target.get();
        Optional<ErrorReport> r = vm.saveTo(p);
        r.ifPresent(context.dialogs()::showError);
        if (r.isEmpty()) {
            difficulty.saved(vm.level());
            context.opened().accept(p);
            String name = p.getFileName().toString();
            // The folder's clash first (the Problems panel does not list it), as `levels validate` on the folder says it.
            List<Problem> problems = new ArrayList<>(FolderChecks.clashes(context.validator(), p));
            problems.addAll(context.validator().validate(vm.level(), name));
            context.say(savedMessage(name, problems));
        }
        return r.isEmpty();
    }

    /**
     * The validator wants a level's file named after its id; a save under another name is
     * offered the fix (save as {@code <id>.json}, or take the name as the id) before it becomes
     * an {@code id_mismatch}. "Save anyway" is remembered for that file while it is open.
     *
     * @return where to save, or empty when the designer cancelled or the renamed file exists
     */
    private Optional<Path> namedAfterId(Path p) {
        String name = p.getFileName().toString();
        String stem = name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
        String id = vm.level().id();
        if (stem.equals(id) || keptName.filter(p::equals).isPresent()) {
            return Optional.of(p);
        }
        Optional<String> asId = Optional.of(stem).filter(PropertiesViewModel::validId);
        switch (context.dialogs().askIdMismatch(id, name, asId)) {
            case CHANGE_ID -> {
                asId.ifPresent(x -> vm.apply("Change Id", l -> LevelEdits.renamed(l, x)));
                return Optional.of(p);
            }
            case RENAME_FILE -> {
                Path renamed = p.resolveSibling(id + ".json");
                boolean ours = vm.fileProperty().get().map(f -> f.toAbsolutePath().equals(renamed.toAbsolutePath()))
                        .orElse(false);
                if (java.nio.file.Files.exists(renamed) && !ours) {
                    context.dialogs().showError(new ErrorReport("file_exists", renamed.getFileName()
                            + " already exists.", "Choose File > Save As and pick " + renamed.getFileName()
                            + " to replace it, or change the id under Properties."));
                    return Optional.empty();
                }
                return Optional.of(renamed);
            }
            case KEEP -> {
                keptName = Optional.of(p);
                return Optional.of(p);
            }
            default -> {
                return Optional.empty();
            }
        }
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
        boolean close = !vm.dirtyProperty().get() && !refused
                || switch (context.dialogs().askSave(vm.titleProperty().get().replaceFirst("^\\*", ""))) {
                    case SAVE -> save();
                    case DISCARD -> true;
                    case CANCEL -> false;
                };
        if (close) {
            difficulty.stop(); // the studio quits: the play-test's threads end now, not with the JVM
        }
        return close;
    }

    @Override
    public List<MenuItem> fileItems() {
        return List.of(item("New Level...", "Shortcut+N", this::newLevel),
                item("Save", "Shortcut+S", this::save),
                item("Save As...", "Shortcut+Shift+S", this::saveAs),
                item("Play-test", "F5", this::playTest));
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
        MenuItem cut = item("Cut", "Shortcut+X", vm::cut);
        MenuItem copy = item("Copy", "Shortcut+C", vm::copy);
        MenuItem paste = item("Paste", "Shortcut+V", vm::paste);
        // A real accelerator, so the key lines up with the others; a text field consumes Delete
        // before accelerators are looked at, so typing is never taken for deleting tiles.
        MenuItem delete = item("Delete Selection", "Delete", vm::deleteSelection);
        for (MenuItem m : List.of(cut, copy, delete)) {
            m.disableProperty().bind(vm.hasSelection().not());
        }
        paste.disableProperty().bind(vm.hasClipProperty().not());
        return List.of(undo, redo, redoY, new SeparatorMenuItem(), cut, copy, paste, delete, new SeparatorMenuItem(),
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
        CheckMenuItem palette = new CheckMenuItem("Palette");
        palette.selectedProperty().bindBidirectional(vm.showPaletteProperty());
        CheckMenuItem side = new CheckMenuItem("Properties and Problems");
        side.selectedProperty().bindBidirectional(vm.showSidePanelProperty());
        return List.of(keyed("Zoom In", KeyCode.EQUALS, "=", view.canvas()::zoomIn),
                keyed("Zoom Out", KeyCode.MINUS, "-", view.canvas()::zoomOut),
                keyed("Fit Level", KeyCode.DIGIT0, "0", view.canvas()::fit), new SeparatorMenuItem(), grid, reach,
                new SeparatorMenuItem(), palette, side);
    }

    /**
     * A Shortcut+key item whose menu shows the key as typed ("Ctrl+0"): a key-code combination
     * spells some keys by their code names ("Ctrl+DIGIT0"), and a character combination is not
     * matched by every platform's key map; this one matches by code and reads by character.
     */
    private static MenuItem keyed(String text, KeyCode code, String shown, Runnable action) {
        MenuItem m = item(text, "", action);
        KeyCombination.ModifierValue up = KeyCombination.ModifierValue.UP;
        m.setAccelerator(new KeyCombination(up, up, up, up, KeyCombination.ModifierValue.DOWN) {
            @Override
            public boolean match(KeyEvent e) {
                return e.getCode() == code && super.match(e);
            }

            @Override
            public String getDisplayText() {
                return super.getDisplayText() + shown;
            }

            // The scene keeps accelerators in a map; the base class compares modifiers only, so
            // without the key all three of these would be one entry.
            @Override
            public boolean equals(Object o) {
                return o instanceof KeyCombination k && super.equals(o) && k.getDisplayText().equals(getDisplayText());
            }

            @Override
            public int hashCode() {
                return 31 * super.hashCode() + code.hashCode();
            }
        });
        return m;
    }

    private static MenuItem item(String text, String key, Runnable action) {
        MenuItem m = new MenuItem(text);
        if (!key.isEmpty()) {
            m.setAccelerator(KeyCombination.valueOf(key));
        }
        m.setOnAction(e -> action.run());
        return m;
    }

    /**
     * Play-test (F5): the level as it is now, unsaved edits included, in a room of the studio's
     * own server (started if need be), opened in the browser and watched in Spectate. A level
     * with problems is not played; the status bar names them and the Problems panel shows them.
     */
    public void playTest() {
        // Said first: the outcome (the room open, or why not) replaces it, however soon it comes.
        context.say("Play-test: starting the room...");
        List<Problem> problems = context.localServer().playTest(currentLevel(), context.validator(), context::say);
        if (!problems.isEmpty()) {
            vm.showSidePanelProperty().set(true);
            int n = problems.size();
            context.say("Play-test refused: the level has " + n + (n == 1 ? " problem" : " problems")
                    + " (see Problems).");
        }
    }

    /** The level to play-test, saved or not. */
    public Level currentLevel() {
        return vm.level();
    }
}
