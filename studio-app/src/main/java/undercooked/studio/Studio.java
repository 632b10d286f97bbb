package undercooked.studio;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javafx.application.Application;
import javafx.beans.binding.Bindings;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.stage.Stage;
import undercooked.levels.LevelValidator;
import undercooked.levels.RecipeBook;
import undercooked.studio.services.DesktopBrowser;
import undercooked.studio.services.Intent;
import undercooked.studio.services.LocalServer;
import undercooked.studio.services.Navigator;
import undercooked.studio.services.ReplayLink;

/**
 * Puts the studio together on a stage: settings, dialogs, workspaces, shell view, theme,
 * remembered geometry and the save prompt on close. The app, the screenshot command and the
 * TestFX tests all build the window through here, so they test what users run.
 */
public final class Studio {
    private final Stage stage;
    private final ShellViewModel shellVm;
    private final ShellView view;
    private final List<Workspace> workspaces;
    private final Navigator navigator;
    private final LocalServer localServer;

    /**
     * @param dialogs when empty, the real dialogs; tests pass scripted ones
     */
    public Studio(Stage stage, Settings settings, java.util.Optional<Dialogs> dialogs, boolean interactive) {
        this.stage = Objects.requireNonNull(stage, "stage");
        List<Workspace.Factory> factories = Workspaces.standard();
        Dialogs d = dialogs.orElseGet(() -> new FxDialogs(() -> stage));
        RecipeBook recipes = RecipeBook.builtIn();
        shellVm = new ShellViewModel(settings, "editor");
        navigator = new Navigator(shellVm.workspaceProperty()::set);
        localServer = new LocalServer(Jobs.background(1), DesktopBrowser::open, navigator);
        StudioContext context = new StudioContext(() -> stage, shellVm, d, recipes, new LevelValidator(recipes),
                interactive, shellVm::addRecent, navigator, localServer);
        workspaces = new ArrayList<>();
        factories.forEach(f -> workspaces.add(f.create(context)));
        view = new ShellView(shellVm, workspaces, d, this::quit);
        Scene scene = new Scene(view);
        scene.getStylesheets().add(Objects.requireNonNull(Studio.class.getResource("studio.css"), "studio.css").toExternalForm());
        stage.setScene(scene);
        stage.getIcons().setAll(icons());
        applyTheme(shellVm.darkProperty().get());
        shellVm.darkProperty().addListener((o, a, b) -> applyTheme(b));
        bindTitle();
        shellVm.workspaceProperty().addListener(o -> bindTitle());
        // Below this the editor's tools and panels no longer fit (the toolbar overflows before that).
        stage.setMinWidth(ShellViewModel.MIN_WIDTH);
        stage.setMinHeight(ShellViewModel.MIN_HEIGHT);
        ShellViewModel.Geometry g = shellVm.geometry();
        stage.setWidth(g.width());
        stage.setHeight(g.height());
        if (!Double.isNaN(g.x()) && !Double.isNaN(g.y())) {
            stage.setX(g.x());
            stage.setY(g.y());
        }
        stage.setMaximized(g.maximized());
        if (dialogs.isEmpty()) {
            reportUnexpectedFailures(d);
        }
        stage.setOnCloseRequest(e -> {
            if (!confirmClose()) {
                e.consume();
            } else {
                remember();
            }
        });
    }

    /**
     * A failure nobody anticipated on the UI thread becomes an error dialog that says what to
     * do, with the trace in the log (the terminal), not a stack trace the user never sees.
     */
    private static void reportUnexpectedFailures(Dialogs d) {
        java.util.concurrent.atomic.AtomicBoolean showing = new java.util.concurrent.atomic.AtomicBoolean();
        Thread.currentThread().setUncaughtExceptionHandler((t, e) -> {
            java.util.logging.Logger.getLogger(Studio.class.getName())
                    .log(java.util.logging.Level.SEVERE, "unexpected failure on the UI thread", e);
            if (showing.compareAndSet(false, true)) { // a failing dialog must not loop
                try {
                    d.showError(new ErrorReport("internal", "Something inside the studio failed ("
                            + e.getClass().getSimpleName() + ").", "Your level is still open: save it (File > Save As"
                            + " to a new name if unsure), then report the failure with what the studio printed in"
                            + " its terminal."));
                } finally {
                    showing.set(false);
                }
            }
        });
    }

    /** The window's icon in the sizes a desktop picks from; the app images and .deb use the 256 one. */
    static List<Image> icons() {
        List<Image> out = new ArrayList<>();
        for (int size : new int[] {16, 32, 48, 64, 128, 256}) {
            String name = "icon/icon-" + size + ".png";
            out.add(new Image(Objects.requireNonNull(Studio.class.getResourceAsStream(name), name)));
        }
        return out;
    }

    private void bindTitle() {
        Workspace w = view.current();
        stage.titleProperty().bind(Bindings.createStringBinding(
                () -> ShellViewModel.windowTitle(w.documentTitle().get()), w.documentTitle()));
    }

    private static void applyTheme(boolean dark) {
        Application.setUserAgentStylesheet(dark ? new PrimerDark().getUserAgentStylesheet()
                : new PrimerLight().getUserAgentStylesheet());
    }

    /**
     * Asks every workspace about unsaved work; false when the user cancelled. When all agree, the
     * studio's server stops as Stop stops it (rooms closed, rounds archived, port freed).
     */
    public boolean confirmClose() {
        boolean close = workspaces.stream().allMatch(Workspace::confirmClose);
        if (close) {
            localServer.stopNow();
        }
        return close;
    }

    private void remember() {
        if (stage.getWidth() > 0 && stage.getHeight() > 0) {
            shellVm.rememberGeometry(new ShellViewModel.Geometry(stage.getX(), stage.getY(), stage.getWidth(),
                    stage.getHeight(), stage.isMaximized()));
        }
    }

    private void quit() {
        if (confirmClose()) {
            remember();
            stage.close();
        }
    }

    public void open(Path file) {
        view.open(file);
    }

    /** Opens a copied replay link (in the Replays workspace). */
    public void openLink(ReplayLink link) {
        navigator.go(new Intent.OpenReplayLink(link));
    }

    /** The shell's router of intents between workspaces. */
    public Navigator navigator() {
        return navigator;
    }

    /** The studio's own server (the Host workspace shows it). */
    public LocalServer localServer() {
        return localServer;
    }

    public ShellView view() {
        return view;
    }

    public ShellViewModel shell() {
        return shellVm;
    }

    public Stage stage() {
        return stage;
    }
}
