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
 * grid, then one edit (a counter on the plain floor cell nearest the middle) so the tab shows its warning that
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
                Cell middle = plainFloorNear(level, GridEdits.width(level) / 2, GridEdits.height(level) - 4);
                ws.viewModel().apply("Paint", l -> GridEdits.paint(l, List.of(middle), '='));
            }
        });
        vm.fetch();
        return () -> edited[0] && !vm.busyProperty().get() && !vm.warningProperty().get().isEmpty();
    }

    /**
     * The plain floor cell ({@code .}) nearest to {@code x, y}: the edit must not take a spawn, a
     * station or a wall from the level shown (a designer's trial saw spawn 4 painted over).
     */
    static Cell plainFloorNear(Level level, int x, int y) {
        List<String> grid = level.grid();
        Cell best = new Cell(x, y);
        int bestD = Integer.MAX_VALUE;
        for (int row = 0; row < grid.size(); row++) {
            for (int col = 0; col < grid.get(row).length(); col++) {
                int d = Math.abs(col - x) + Math.abs(row - y);
                if (grid.get(row).charAt(col) == '.' && d < bestD) {
                    best = new Cell(col, row);
                    bestD = d;
                }
            }
        }
        return best;
    }
}
