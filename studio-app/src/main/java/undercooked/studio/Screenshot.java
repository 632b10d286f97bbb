package undercooked.studio;

import java.io.PrintStream;
import java.nio.file.Files;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.stage.Stage;
import undercooked.studio.editor.EditorWorkspace;
import undercooked.studio.replay.ReplayWorkspace;
import undercooked.studio.services.ReplayLink;
import undercooked.studio.spectate.SpectateViewModel;
import undercooked.studio.spectate.SpectateWorkspace;

/**
 * {@code studio screenshot}: builds the real window headless, opens the file, waits for the
 * validation to finish and writes the window as a PNG. Settings are in memory, so a render
 * never changes the user's recent files or window size.
 */
final class Screenshot {
    static final int WIDTH = 1280;
    static final int HEIGHT = 800;
    /**
     * How long a render waits for the workspace to be ready (the level validated, the editor's
     * difficulty rounds played) before it gives up rather than draw an unfinished screen. On an
     * idle machine the editor is ready in a few seconds; the packaged studio's smoke test, run
     * while the rest of the suite keeps both cores busy, once needed more than the 20 s this was.
     */
    static final int READY_WAIT_S = 90;

    /**
     * Sets a workspace up before its picture (on the FX thread): the Host workspace's demo server
     * lives in studio-bench, which runs the screenshot command with it. The answer says when the
     * picture is worth taking; the render also waits for the workspace not to be busy.
     */
    @FunctionalInterface
    interface Demo {
        Demo NONE = (studio, workspace) -> () -> true;

        BooleanSupplier prepare(Studio studio, Workspace workspace);
    }

    private Screenshot() {
    }

    /**
     * Spectate with --server: watches up to four of the server's rooms and waits for their kitchens.
     * False when the server could not be listed (no answer, not a server): no picture is then
     * written, and the run fails, so a script that makes pictures learns of it.
     */
    private static boolean watchRooms(SpectateWorkspace sp, PrintStream err) throws Exception {
        if (!Headless.await(() -> !sp.viewModel().rooms().isEmpty(), 8000)) {
            err.println("studio screenshot: " + sp.viewModel().messageProperty().get());
            return sp.viewModel().reachableProperty().get();
        }
        Headless.onFx(() -> {
            sp.viewModel().rooms().stream().limit(SpectateViewModel.MAX_WATCHED).toList()
                    .forEach(r -> sp.viewModel().watch(r.code()));
            return true;
        });
        Headless.await(() -> sp.viewModel().watched().stream().allMatch(w -> w.sceneProperty().get() != null
                && w.levelProperty().get() != null), 10_000);
        Thread.sleep(1500);
        return true;
    }

    /** A --tick past either end of the round is drawn at that end, and said so: QA had read the end as the tick asked for. */
    private static Optional<String> outsideTheRound(Main.ScreenshotRequest req, Workspace ws) {
        if (req.tick().isEmpty() || !(ws instanceof ReplayWorkspace r) || r.viewModel().replayProperty().get() == null) {
            return Optional.empty();
        }
        return tickNote(req.tick().getAsLong(), r.viewModel().replayProperty().get().loaded().ticks());
    }

    /** What a picture asked at tick {@code asked} of a round of ticks 0 to {@code last} shows instead, if anything. */
    static Optional<String> tickNote(long asked, long last) {
        if (asked > last) {
            return Optional.of("note: tick " + asked + " is past the round's end; the picture shows its last tick, " + last);
        }
        return asked < 0 ? Optional.of("note: tick " + asked + " is before the round; the picture shows tick 0") : Optional.empty();
    }

    static int run(Main.ScreenshotRequest req, PrintStream out, PrintStream err, Demo demo) {
        if (req.open().isPresent() && !Files.isRegularFile(req.open().get())) {
            err.println("studio screenshot: no such file: " + req.open().get());
            return 2;
        }
        Headless.configure(req.width(), req.height());
        try {
            Headless.start();
            Headless.Dialogs dialogs = new Headless.Dialogs();
            Studio studio = Headless.onFx(() -> {
                Settings settings = Settings.inMemory();
                settings.put("theme.dark", Boolean.toString(req.dark()));
                Studio s = new Studio(new Stage(), settings, Optional.of(dialogs), false);
                s.stage().setWidth(req.width());
                s.stage().setHeight(req.height());
                return s;
            });
            Optional<Workspace> ws = studio.view().find(req.workspace());
            if (ws.isEmpty()) {
                err.println("studio screenshot: no workspace '" + req.workspace() + "'; the studio has: "
                        + String.join(", ", studio.view().workspaces().stream().map(Workspace::id).toList()));
                return 2;
            }
            if (req.tick().isPresent() && ws.get() instanceof EditorWorkspace) {
                err.println("studio screenshot: --tick is for the replay and spectate workspaces; the editor has no ticks");
                return 2;
            }
            Headless.onFx(() -> {
                studio.shell().workspaceProperty().set(req.workspace());
                if (ws.get() instanceof SpectateWorkspace sp) {
                    req.server().ifPresent(u -> sp.viewModel().urlProperty().set(u));
                    sp.viewModel().refresh();
                } else if (ws.get() instanceof ReplayWorkspace r) {
                    req.open().ifPresent(f -> r.openAt(f, req.tick()));
                    // --server with a round's address: that round of the server's archive
                    req.server().ifPresent(u -> r.openLink(new ReplayLink(u, req.tick(), Optional.empty())));
                } else {
                    req.open().ifPresent(studio::open);
                }
                if (ws.get() instanceof EditorWorkspace e) {
                    e.viewModel().showReachProperty().set(req.reach());
                    e.difficulty().showOnGridProperty().set(req.playTestOverlay());
                    if (req.insightsOverlay()) {
                        e.showInsights();
                    }
                }
                studio.stage().show();
                return true;
            });
            BooleanSupplier ready = Headless.onFx(() -> demo.prepare(studio, ws.get()));
            if (dialogs.error().isPresent()) {
                err.println("studio screenshot: " + dialogs.error().get().render());
                return 1;
            }
            if (!Headless.await(() -> !ws.get().busy().get() && ready.getAsBoolean()
                    && !(ws.get() instanceof EditorWorkspace e && e.difficulty().busy()), READY_WAIT_S * 1000L)) {
                err.println("studio screenshot: validation did not finish within " + READY_WAIT_S
                        + " s; the render would be incomplete");
                return 1;
            }
            if (ws.get() instanceof SpectateWorkspace sp && req.server().isPresent() && !watchRooms(sp, err)) {
                return 1;
            }
            Headless.settle();
            Headless.writePng(studio.stage().getScene().getRoot(), req.out());
            Headless.onFx(() -> {
                studio.localServer().stopNow(); // a demo's server; nothing when none ran
                return true;
            });
            out.println("wrote " + req.out() + " (" + req.width() + "x" + req.height() + ", workspace " + req.workspace() + ")");
            outsideTheRound(req, ws.get()).ifPresent(out::println);
            return 0;
        } catch (Exception e) {
            err.println("studio screenshot: rendering failed (" + e.getClass().getSimpleName() + ": " + e.getMessage()
                    + "); run with the same arguments again, and report the message if it repeats");
            return 1;
        } finally {
            Platform.exit();
        }
    }
}
