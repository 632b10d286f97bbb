package undercooked.studio.host;

import java.awt.Desktop;
import java.awt.GraphicsEnvironment;
import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import undercooked.studio.BasicWorkspace;
import undercooked.studio.Jobs;
import undercooked.studio.StudioContext;
import undercooked.studio.spectate.SpectateWorkspace;

/**
 * The Host workspace: the bundled server started inside the studio, its rooms and their join
 * links, and Stop. Quitting the studio stops the server the same way Stop does.
 */
public final class HostWorkspace extends BasicWorkspace {
    private final HostViewModel vm;
    private final HostView view;
    private final javafx.beans.property.BooleanProperty demo = new javafx.beans.property.SimpleBooleanProperty();

    public HostWorkspace(StudioContext context) {
        super("host", "Host", "Host starts a server; it opens no files.");
        this.vm = new HostViewModel(Jobs.background(1), HostWorkspace::browse);
        this.view = new HostView(vm);
        vm.onWatch((url, code) -> context.switchTo("spectate", SpectateWorkspace.class, s -> {
            s.viewModel().urlProperty().set(url);
            s.viewModel().refresh();
            s.viewModel().watch(code);
        }));
        busy.bind(vm.busyProperty().or(demo));
        status.bind(Bindings.createStringBinding(() -> vm.runningProperty().get() ? "hosting " + vm.playerUrlProperty().get()
                + "   |   " + vm.rooms().size() + " rooms" : "not hosting", vm.runningProperty(), vm.playerUrlProperty(),
                vm.rooms()));
        documentTitle.bind(Bindings.createStringBinding(() -> vm.runningProperty().get() ? "hosting on port " + vm.port() : "",
                vm.runningProperty()));
    }

    /** Opens a URL with the desktop's browser; headless or without one, says so. */
    static Optional<String> browse(String url) {
        if (GraphicsEnvironment.isHeadless() || !Desktop.isDesktopSupported()
                || !Desktop.getDesktop().isSupported(Desktop.Action.BROWSE)) {
            return Optional.of("This studio runs without a desktop browser to open (headless).");
        }
        try {
            Desktop.getDesktop().browse(URI.create(url));
            return Optional.empty();
        } catch (Exception e) {
            return Optional.of("The browser could not be opened (" + e.getClass().getSimpleName() + ").");
        }
    }

    /**
     * For {@code studio screenshot host}: hosts on a free port with a throwaway data folder, opens
     * two campaign rooms, a play-test room and a takeover room, and stays busy until the census has a few samples.
     */
    public void demo(Path data, undercooked.levels.Level playTest, undercooked.levels.LevelValidator validator) {
        demo.set(true);
        vm.settings().dataDirProperty().set(data.toString());
        vm.start(() -> {
            vm.createRoom();
            vm.createRoom();
            if (validator.validate(playTest, "level").isEmpty()) {
                vm.createRoom(Optional.of(playTest), code -> { }); // Play-test's room, without the browser and Spectate
            }
            // A takeover room: a busy four-cook round played on from its tick 1,500.
            undercooked.levels.Level first = undercooked.levels.Campaign.builtIn().levels().getFirst();
            vm.takeOver(undercooked.studio.replay.RoundGenerator.busy("busy_kitchen", first.id(), 20261201, 3000), first,
                    1500, c -> { });
        });
        Thread.ofPlatform().daemon().name("host-demo").start(() -> {
            // A census every 400 ms, whether or not the animation timer pulses (headless it may not).
            for (int i = 0; i < 100; i++) {
                try {
                    Thread.sleep(400);
                } catch (InterruptedException e) {
                    return;
                }
                boolean[] done = {false};
                java.util.concurrent.CountDownLatch read = new java.util.concurrent.CountDownLatch(1);
                javafx.application.Platform.runLater(() -> {
                    vm.refresh();
                    done[0] = vm.rooms().size() >= 4 && vm.history().size() >= 8;
                    if (done[0]) {
                        demo.set(false);
                    }
                    read.countDown();
                });
                try {
                    read.await();
                } catch (InterruptedException e) {
                    return;
                }
                if (done[0]) {
                    return;
                }
            }
        });
    }

    public HostViewModel viewModel() {
        return vm;
    }

    public HostView hostView() {
        return view;
    }



    @Override
    public Node view() {
        return view;
    }









    /** The studio is quitting: the server stops as Stop stops it (rooms closed, rounds archived, port freed). */
    @Override
    public boolean confirmClose() {
        vm.stopNow();
        return true;
    }
}
