package undercooked.studio.host;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelValidator;
import undercooked.studio.replay.RoundGenerator;
import undercooked.studio.services.LocalServer;

/**
 * For {@code ./undercooked studio screenshot host}: hosts on a free port with a throwaway data
 * folder, opens two campaign rooms (two bot cooks seated in the first), a play-test room and a
 * takeover room, and says it is ready once
 * the census has a few samples. Lives with the benchmarks: the app image has no demo in it.
 */
public final class HostDemo {
    private HostDemo() {
    }

    /** Starts the demo (on the FX thread); the answer turns true once the picture is worth taking. */
    public static BooleanSupplier start(HostWorkspace host, Path data, Level playTest, LevelValidator validator) {
        AtomicBoolean ready = new AtomicBoolean();
        HostViewModel vm = host.viewModel();
        LocalServer server = vm.server();
        server.settings().dataDirProperty().set(data.toString());
        AtomicReference<String> withBots = new AtomicReference<>("");
        server.start(() -> {
            server.createRoom(Optional.empty(), c -> withBots.set(c.code())); // two bots join it below
            server.createRoom();
            if (validator.validate(playTest, "level").isEmpty()) {
                server.createRoom(Optional.of(playTest), code -> { }); // Play-test's room, without the browser and Spectate
            }
            // A takeover room: a busy four-cook round played on from its tick 1,500.
            Level first = Campaign.builtIn().levels().getFirst();
            server.takeOver(RoundGenerator.busy("busy_kitchen", first.id(), 20261201, 3000), first, 1500, c -> { });
        });
        Thread.ofPlatform().daemon().name("host-demo").start(() -> {
            // A census every 400 ms, whether or not the animation timer pulses (headless it may not).
            for (int i = 0; i < 100 && !ready.get(); i++) {
                try {
                    Thread.sleep(400);
                    CountDownLatch read = new CountDownLatch(1);
                    Platform.runLater(() -> {
                        vm.refresh();
                        seatBots(vm, withBots);
                        ready.set(vm.rooms().size() >= 4 && vm.history().size() >= 8);
                        read.countDown();
                    });
                    read.await();
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        return ready::get;
    }

    /** Selects the first room and seats a casual and an expert bot in it, once, as the host would. */
    private static void seatBots(HostViewModel vm, AtomicReference<String> code) {
        vm.rooms().stream().filter(r -> r.code().equals(code.get())).findFirst().ifPresent(r -> {
            vm.selectedProperty().set(r);
            vm.botSeats().personaProperty().set("casual");
            vm.botSeats().add();
            vm.botSeats().personaProperty().set("expert");
            vm.botSeats().add();
            code.set("");
        });
    }
}
