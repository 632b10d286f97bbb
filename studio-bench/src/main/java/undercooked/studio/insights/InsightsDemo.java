package undercooked.studio.insights;

import java.nio.file.Path;
import java.util.function.BooleanSupplier;

import undercooked.levels.Level;
import undercooked.server.EmbeddedServer;
import undercooked.studio.DemoArchive;

/**
 * The Insights workspace's screenshot demo: a server of its own on a free port whose archive holds
 * {@code rounds} rounds of two casual bots on the level, asked for its insights with the
 * denied-press layer drawn and its hottest cell picked, so the picture shows heat, moments and
 * the funnel. The server ends with the screenshot's JVM.
 */
public final class InsightsDemo {
    private InsightsDemo() {
    }

    public static BooleanSupplier start(InsightsWorkspace ws, Path data, Level level, int rounds) {
        EmbeddedServer server = DemoArchive.start(data, level, rounds);
        InsightsViewModel vm = ws.viewModel();
        vm.urlProperty().set("http://127.0.0.1:" + server.port());
        vm.levelProperty().set(level.id());
        vm.layerProperty().set("denied");
        // Picked on the FX thread as the insights arrive (the job's answer comes back there).
        vm.insightsProperty().addListener((o, was, in) -> vm.currentLayer()
                .flatMap(l -> l.cells().stream().findFirst()).ifPresent(c -> vm.pick(c.x(), c.y())));
        vm.refresh();
        return () -> vm.insightsProperty().get() != null && !vm.busyProperty().get()
                && (!vm.moments().isEmpty() || vm.currentLayer().map(l -> l.cells().isEmpty()).orElse(true));
    }
}
