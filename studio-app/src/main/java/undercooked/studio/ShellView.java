package undercooked.studio;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The main window's content: menu bar, workspace sidebar, the current workspace, status bar.
 * Menus are rebuilt from the current workspace's items when the workspace changes, around the
 * shell's own (Open, Open Recent, Quit, theme, help).
 */
public final class ShellView extends BorderPane {
    private final ShellViewModel vm;
    private final List<Workspace> workspaces;
    private final Dialogs dialogs;
    private final Runnable quit;
    private final Menu file = new Menu("_File");
    private final Menu edit = new Menu("_Edit");
    private final Menu view = new Menu("_View");
    private final Menu recentMenu = new Menu("Open _Recent");
    private final StackPane centre = new StackPane();
    private final Label status = new Label();

    public ShellView(ShellViewModel vm, List<Workspace> workspaces, Dialogs dialogs, Runnable quit) {
        if (workspaces.isEmpty()) {
            throw new IllegalArgumentException("the studio needs at least one workspace");
        }
        this.vm = vm;
        this.workspaces = List.copyOf(workspaces);
        this.dialogs = dialogs;
        this.quit = quit;
        getStyleClass().add("shell");
        MenuBar bar = new MenuBar(file, edit, view, help());
        bar.setUseSystemMenuBar(true);
        setTop(bar);
        setLeft(sidebar());
        setCenter(centre);
        setBottom(statusBar());
        vm.recent().addListener((ListChangeListener<Path>) c -> rebuildRecent());
        rebuildRecent();
        vm.workspaceProperty().addListener((o, a, b) -> show(current()));
        show(current());
    }

    /** The workspace the sidebar has selected (the first when the remembered one is gone). */
    public Workspace current() {
        return find(vm.workspaceProperty().get()).orElse(workspaces.getFirst());
    }

    public Optional<Workspace> find(String id) {
        return workspaces.stream().filter(w -> w.id().equals(id)).findFirst();
    }

    public List<Workspace> workspaces() {
        return workspaces;
    }

    /** Opens a file in the first workspace that takes it, switching to it. */
    public void open(Path p) {
        // the workspace on screen has the first say: Ctrl+O in Replays stays in Replays, and fails there clearly
        Optional<Workspace> w = current().canOpen(p) ? Optional.of(current())
                : workspaces.stream().filter(x -> x.canOpen(p)).findFirst();
        if (w.isEmpty()) {
            dialogs.showError(new ErrorReport("unknown_file_type", "The studio does not know what to do with "
                    + p.getFileName() + ".", "Open a level file (*.json)."));
            return;
        }
        vm.workspaceProperty().set(w.get().id());
        w.get().open(p).ifPresent(dialogs::showError);
    }

    private void show(Workspace w) {
        centre.getChildren().setAll(w.view());
        status.textProperty().bind(w.status());
        MenuItem open = new MenuItem("_Open...");
        open.setAccelerator(KeyCombination.valueOf("Shortcut+O"));
        open.setOnAction(e -> dialogs.chooseOpen(vm.recent().stream().findFirst().map(Path::getParent)).ifPresent(this::open));
        MenuItem exit = new MenuItem("_Quit");
        exit.setAccelerator(KeyCombination.valueOf("Shortcut+Q"));
        exit.setOnAction(e -> quit.run());
        file.getItems().setAll(open, recentMenu, new SeparatorMenuItem());
        file.getItems().addAll(w.fileItems());
        file.getItems().addAll(new SeparatorMenuItem(), exit);
        edit.getItems().setAll(w.editItems());
        CheckMenuItem dark = new CheckMenuItem("Dark Theme");
        dark.selectedProperty().bindBidirectional(vm.darkProperty());
        view.getItems().setAll(w.viewItems());
        view.getItems().addAll(new SeparatorMenuItem(), dark);
        javafx.application.Platform.runLater(w::focus);
    }

    private void rebuildRecent() {
        recentMenu.getItems().clear();
        for (Path p : vm.recent()) {
            MenuItem m = new MenuItem(p.getFileName() + "  \u2014  " + p.getParent());
            m.setMnemonicParsing(false);
            m.setOnAction(e -> open(p));
            recentMenu.getItems().add(m);
        }
        MenuItem clear = new MenuItem("Clear Recent Files");
        clear.setOnAction(e -> vm.clearRecent());
        clear.setDisable(vm.recent().isEmpty());
        recentMenu.getItems().addAll(new SeparatorMenuItem(), clear);
    }

    private Menu help() {
        MenuItem keys = new MenuItem("Keyboard Shortcuts");
        keys.setAccelerator(KeyCombination.valueOf("F1"));
        keys.setOnAction(e -> dialogs.showShortcuts(Shortcuts.GROUPS));
        MenuItem about = new MenuItem("About Undercooked Studio");
        about.setOnAction(e -> dialogs.showInfo("About Undercooked Studio", Version.about()));
        return new Menu("_Help", null, keys, about);
    }

    private VBox sidebar() {
        VBox side = new VBox(4);
        side.getStyleClass().add("sidebar");
        side.setPadding(new Insets(8, 6, 8, 6));
        ToggleGroup group = new ToggleGroup();
        for (Workspace w : workspaces) {
            ToggleButton b = new ToggleButton(w.title());
            b.setId("workspace-" + w.id());
            b.setToggleGroup(group);
            b.setMaxWidth(Double.MAX_VALUE);
            b.getStyleClass().add("sidebar-button");
            b.setSelected(w == current());
            b.setOnAction(e -> {
                vm.workspaceProperty().set(w.id());
                b.setSelected(true);
                w.focus();
            });
            side.getChildren().add(b);
            // A workspace shown by code (a file opened, Spectate handing a round to Replays) lights its button too.
            vm.workspaceProperty().addListener((o, a, id) -> b.setSelected(w.id().equals(id)));
        }
        return side;
    }

    private HBox statusBar() {
        Label message = new Label();
        message.setId("status-message");
        message.textProperty().bind(vm.messageProperty());
        // A long message gives way (its whole text in the tooltip); the workspace's read-out never does.
        message.setMinWidth(0);
        javafx.scene.control.Tooltip whole = new javafx.scene.control.Tooltip();
        whole.textProperty().bind(vm.messageProperty());
        message.setTooltip(whole);
        status.setId("status-workspace");
        status.setMinWidth(Region.USE_PREF_SIZE);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(12, message, spacer, status);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("status-bar");
        bar.setPadding(new Insets(3, 10, 3, 10));
        return bar;
    }
}
