package undercooked.studio.editor;

import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;

import undercooked.levels.Level;
import undercooked.server.EmbeddedServer;
import undercooked.sim.Cell;
import undercooked.studio.DemoArchive;

/**
 * The editor's insights screenshot ({@code studio screenshot editor --open LEVEL --insights-overlay}):
 * a demo archive of bot rounds of the open level, its congestion layer fetched and drawn over the
 * grid, then one edit (a counter in the middle of the floor) so the tab shows its warning that
 * the level changed since the rounds were played.
 */
public final class EditorInsightsDemo {
    private EditorInsightsDemo() {
    }

    public static BooleanSupplier start(EditorWorkspace ws, Path data, int rounds) {
        Level level = ws.viewModel().level();
        EmbeddedServer server = DemoArchive.start(data, level, rounds);
        EditorInsightsViewModel vm = ws.insights();
        vm.urlProperty().set("http://127.0.0.1:" + server.port());
        vm.layerProperty().set("presence");
        boolean[] edited = {false};
        vm.insightsProperty().addListener((o, was, in) -> {
            if (in.isPresent() && !edited[0]) {
                edited[0] = true;
                Cell middle = new Cell(GridEdits.width(level) / 2, GridEdits.height(level) - 4);
                ws.viewModel().apply("Paint", l -> GridEdits.paint(l, List.of(middle), '='));
            }
        });
        vm.fetch();
        return () -> edited[0] && !vm.busyProperty().get() && !vm.warningProperty().get().isEmpty();
    }
}
