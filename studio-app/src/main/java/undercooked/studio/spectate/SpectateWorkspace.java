package undercooked.studio.spectate;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import undercooked.studio.BasicWorkspace;
import undercooked.studio.Jobs;
import undercooked.studio.StudioContext;
import undercooked.studio.services.Intent;

/**
 * The Spectate workspace: watch any room of a server without a seat, up to four at once, rewind
 * what was just seen while the round goes on, and open the finished round's replay in Replays.
 * It handles {@link Intent.WatchRoom}; a finished round goes on as {@link Intent.OpenReplay}.
 */
public final class SpectateWorkspace extends BasicWorkspace {
    private final SpectateViewModel vm;
    private final SpectateView view;

    public SpectateWorkspace(StudioContext context) {
        super("spectate", "Spectate", "Spectate opens rooms, not files.");
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
        vm.onOpenReplay((url, id) -> context.navigator().go(new Intent.OpenReplay(url, id)));
        vm.onReport(link -> context.navigator().go(new Intent.ReportAt(link)));
        vm.reachableProperty().addListener((o, was, up) -> {
            if (up) { // From Server... offers the server Spectate watches
                context.shell().serverInUseProperty().set(vm.urlProperty().get());
            }
        });
        context.navigator().handle(Intent.WatchRoom.class, id(), w -> {
            vm.urlProperty().set(w.serverUrl());
            vm.refresh();
            vm.watch(w.code());
        });
        status.bind(Bindings.createStringBinding(() -> vm.watched().size() + " of " + SpectateViewModel.MAX_WATCHED
                + " rooms watched   |   " + (vm.reachableProperty().get() ? vm.rooms().size() + " rooms on the server"
                : "not connected"), vm.watched(), vm.rooms(), vm.reachableProperty()));
        documentTitle.bind(Bindings.createStringBinding(() -> vm.watched().isEmpty() ? "" : "watching "
                + String.join(", ", vm.watched().stream().map(WatchViewModel::code).toList()), vm.watched()));
    }

    public SpectateViewModel viewModel() {
        return vm;
    }

    public SpectateView spectateView() {
        return view;
    }



    @Override
    public Node view() {
        return view;
    }









    /**
     * Nothing to save; the watches are left open here, because a later workspace may still
     * cancel the quit (Host asks when players are mid-round), and they end with the studio.
     */
    @Override
    public boolean confirmClose() {
        return true;
    }
}
