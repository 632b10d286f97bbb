package undercooked.studio.host;

import java.nio.file.Path;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import undercooked.levels.Level;
import undercooked.levels.LevelValidator;
import undercooked.studio.BasicWorkspace;
import undercooked.studio.Jobs;
import undercooked.studio.StudioContext;
import undercooked.studio.services.Intent;
import undercooked.studio.services.LocalServer;

/**
 * The Host workspace: the studio's own server (the shell's {@link LocalServer}) with its settings,
 * its rooms and their join links, and Stop. It handles {@link Intent.PlayFromHere}; the studio
 * stops the server when it quits.
 */
public final class HostWorkspace extends BasicWorkspace {
    private final HostViewModel vm;
    private final HostView view;
    private final BooleanProperty demo = new SimpleBooleanProperty();

    public HostWorkspace(StudioContext context) {
        super("host", "Host", "Host starts a server; it opens no files.");
        LocalServer server = context.localServer();
        this.vm = new HostViewModel(Jobs.background(1), server);
        this.view = new HostView(vm);
        context.navigator().handle(Intent.PlayFromHere.class, id(),
                p -> server.playFromHere(p.script(), p.level(), p.tick()));
        busy.bind(server.busyProperty().or(demo));
        status.bind(Bindings.createStringBinding(() -> server.runningProperty().get() ? "hosting "
                + server.playerUrlProperty().get() + "   |   " + vm.rooms().size() + " rooms" : "not hosting",
                server.runningProperty(), server.playerUrlProperty(), vm.rooms()));
        documentTitle.bind(Bindings.createStringBinding(() -> server.runningProperty().get() ? "hosting on port "
                + server.port() : "", server.runningProperty()));
    }

    /**
     * For {@code studio screenshot host}: hosts on a free port with a throwaway data folder, opens
     * two campaign rooms, a play-test room and a takeover room, and stays busy until the census has a few samples.
     */
    public void demo(Path data, Level playTest, LevelValidator validator) {
        demo.set(true);
        LocalServer server = vm.server();
        server.settings().dataDirProperty().set(data.toString());
        server.start(() -> {
            server.createRoom();
            server.createRoom();
            if (validator.validate(playTest, "level").isEmpty()) {
                server.createRoom(Optional.of(playTest), code -> { }); // Play-test's room, without the browser and Spectate
            }
            // A takeover room: a busy four-cook round played on from its tick 1,500.
            Level first = undercooked.levels.Campaign.builtIn().levels().getFirst();
            server.takeOver(undercooked.studio.replay.RoundGenerator.busy("busy_kitchen", first.id(), 20261201, 3000), first,
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

    /** Nothing unsaved here; the shell stops the studio's server once every workspace agreed to close. */
    @Override
    public boolean confirmClose() {
        return true;
    }
}
