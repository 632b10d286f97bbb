package undercooked.studio.spectate;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Node;
import javafx.scene.control.MenuItem;
import undercooked.studio.ErrorReport;
import undercooked.studio.Jobs;
import undercooked.studio.StudioContext;
import undercooked.studio.Workspace;
import undercooked.studio.replay.ReplayWorkspace;

/**
 * The Spectate workspace: watch any room of a server without a seat, up to four at once, rewind
 * what was just seen while the round goes on, and open the finished round's replay in Replays.
 */
public final class SpectateWorkspace implements Workspace {
    private final SpectateViewModel vm;
    private final SpectateView view;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");

    public SpectateWorkspace(StudioContext context) {
        ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "studio-spectate");
            t.setDaemon(true);
            return t;
        });
        this.vm = new SpectateViewModel(Jobs.background(2), (api, code, watcher) -> {
            LiveConnection c = new LiveConnection(api.http(), api.baseUrl(), code, LiveConnection.spectatorHello("Studio"),
                    watcher, Platform::runLater, timers);
            c.open();
            return c;
        });
        this.view = new SpectateView(vm);
        vm.onOpenReplay((url, id) -> context.switchTo("replays", ReplayWorkspace.class,
                r -> r.viewModel().openServer(url, id, OptionalLong.empty())));
        status.bind(Bindings.createStringBinding(() -> vm.watched().size() + " of " + SpectateViewModel.MAX_WATCHED
                + " rooms watched   |   " + (vm.reachableProperty().get() ? vm.rooms().size() + " rooms on the server"
                : "not connected"), vm.watched(), vm.rooms(), vm.reachableProperty()));
        title.bind(Bindings.createStringBinding(() -> vm.watched().isEmpty() ? "" : "watching "
                + String.join(", ", vm.watched().stream().map(WatchViewModel::code).toList()), vm.watched()));
    }

    public SpectateViewModel viewModel() {
        return vm;
    }

    public SpectateView spectateView() {
        return view;
    }

    @Override
    public String id() {
        return "spectate";
    }

    @Override
    public String title() {
        return "Spectate";
    }

    @Override
    public Node view() {
        return view;
    }

    @Override
    public ReadOnlyStringProperty documentTitle() {
        return title.getReadOnlyProperty();
    }

    @Override
    public ReadOnlyStringProperty status() {
        return status.getReadOnlyProperty();
    }

    @Override
    public ReadOnlyBooleanProperty busy() {
        return busy.getReadOnlyProperty();
    }

    @Override
    public List<MenuItem> fileItems() {
        return List.of();
    }

    @Override
    public List<MenuItem> editItems() {
        return List.of();
    }

    @Override
    public List<MenuItem> viewItems() {
        return List.of();
    }

    @Override
    public boolean canOpen(Path file) {
        return false;
    }

    @Override
    public Optional<ErrorReport> open(Path file) {
        return Optional.of(new ErrorReport("unknown_file_type", "Spectate opens rooms, not files.",
                "Open a level in the editor or a replay in Replays."));
    }

    @Override
    public boolean confirmClose() {
        vm.closeAll();
        return true;
    }
}
