package undercooked.studio.host;

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

    public HostWorkspace(StudioContext context) {
        super("host", "Host", "Host starts a server; it opens no files.");
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

    /** Nothing unsaved here; the shell stops the studio's server once every workspace agreed to close. */
    @Override
    public boolean confirmClose() {
        return true;
    }
}
