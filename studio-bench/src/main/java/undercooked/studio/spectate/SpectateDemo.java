package undercooked.studio.spectate;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import undercooked.levels.Level;
import undercooked.levels.LevelValidator;
import undercooked.studio.host.HostDemo;
import undercooked.studio.host.HostViewModel;
import undercooked.studio.host.HostWorkspace;

/**
 * For {@code ./undercooked studio screenshot spectate} without {@code --server}: the Host demo's
 * server (four rooms) in the same studio, and Spectate watching three of them, so the room list
 * and the grid of watched rooms are drawn with real rooms. Lives with the benchmarks.
 */
public final class SpectateDemo {
    /** Rooms watched: three fill a 2 x 2 grid with one cell empty, the case a small window tests. */
    static final int WATCHED = 3;

    private SpectateDemo() {
    }

    public static BooleanSupplier start(SpectateWorkspace spectate, HostWorkspace host, Path data, Level playTest,
                                        LevelValidator validator) {
        BooleanSupplier hosting = HostDemo.start(host, data, playTest, validator);
        AtomicBoolean watching = new AtomicBoolean();
        SpectateViewModel vm = spectate.viewModel();
        HostViewModel h = host.viewModel();
        return () -> {
            if (!hosting.getAsBoolean()) {
                return false;
            }
            if (!watching.getAndSet(true)) {
                Platform.runLater(() -> {
                    vm.urlProperty().set(h.server().apiUrl().orElseThrow());
                    vm.refresh();
                    h.rooms().stream().limit(WATCHED).forEach(r -> vm.watch(r.code()));
                });
                return false;
            }
            if (vm.rooms().size() < WATCHED) {
                Platform.runLater(vm::refresh); // headless, the pulse that refreshes the list may not run
                return false;
            }
            Platform.runLater(() -> vm.watched().forEach(w -> w.refresh(System.nanoTime()))); // the kitchens, pulse or not
            return vm.watched().size() == WATCHED
                    && vm.watched().stream().allMatch(w -> w.levelProperty().get() != null && w.sceneProperty().get() != null);
        };
    }
}
