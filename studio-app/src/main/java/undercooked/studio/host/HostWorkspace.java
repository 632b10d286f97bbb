package undercooked.studio.host;

import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
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

    private final StudioContext context;

    public HostWorkspace(StudioContext context) {
        super("host", "Host", "Host starts a server; it opens no files.");
        this.context = context;
        LocalServer server = context.localServer();
        this.vm = new HostViewModel(Jobs.background(1), server);
        this.view = new HostView(vm);
        context.navigator().handle(Intent.PlayFromHere.class, id(),
                p -> server.playFromHere(p.script(), p.level(), p.tick()));
        busy.bind(server.busyProperty());
        status.bind(Bindings.createStringBinding(() -> server.runningProperty().get() ? "hosting "
                + server.playerUrlProperty().get() + "   |   " + vm.rooms().size() + " rooms" : "not hosting",
                server.runningProperty(), server.playerUrlProperty(), vm.rooms()));
        documentTitle.bind(Bindings.createStringBinding(() -> server.runningProperty().get() ? "hosting on port "
                + server.port() : "", server.runningProperty()));
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

    /**
     * The shell stops the studio's server once every workspace agreed to close: with players in a
     * round that drops them mid-round, so it asks first (an empty server or a lobby does not).
     */
    @Override
    public boolean confirmClose() {
        List<HostViewModel.RoomRow> playing = vm.rooms().stream().filter(HostViewModel.RoomRow::midRound).toList();
        if (!context.localServer().runningProperty().get() || playing.isEmpty() || !context.interactive()) {
            return true;
        }
        int players = playing.stream().mapToInt(HostViewModel.RoomRow::seats).sum();
        return context.dialogs().confirm("Quit and stop the server?", "The studio's server stops when the studio quits.",
                players + (players == 1 ? " player is" : " players are") + " in a round in " + playing.size()
                        + (playing.size() == 1 ? " room" : " rooms") + " (" + String.join(", ", playing.stream()
                        .map(HostViewModel.RoomRow::code).toList()) + "): quitting drops them and archives the round"
                        + " as aborted.", "Quit and Stop the Server");
    }
}
