package undercooked.studio;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.function.BooleanSupplier;
import undercooked.levels.Campaign;
import undercooked.levels.LevelValidator;
import undercooked.levels.RecipeBook;
import undercooked.studio.editor.EditorInsightsDemo;
import undercooked.studio.editor.EditorWorkspace;
import undercooked.studio.host.HostDemo;
import undercooked.studio.insights.InsightsDemo;
import undercooked.studio.insights.InsightsWorkspace;
import undercooked.studio.host.HostWorkspace;
import undercooked.studio.spectate.SpectateDemo;
import undercooked.studio.spectate.SpectateWorkspace;

/**
 * {@code ./undercooked studio ...} from the source tree: the studio's own {@link Main}, with the
 * Host workspace's demo server for {@code studio screenshot host} (two campaign rooms, a play-test
 * room, a takeover room), also watched by {@code studio screenshot spectate} when no
 * {@code --server} is given. The app image runs {@link Main} alone and has no demo.
 */
public final class StudioTools {
    /** Spectate's URL before --server sets another: no server named, so the demo hosts one. */
    private static final String DEFAULT_URL = "http://127.0.0.1:8080";

    private StudioTools() {
    }

    public static void main(String[] args) {
        int code = Main.run(args, System.out, System.err, System.getenv(), StudioTools::demo);
        if (code >= 0) {
            System.exit(code);
        }
    }

    private static BooleanSupplier demo(Studio studio, Workspace workspace) {
        if (workspace instanceof SpectateWorkspace sp && sp.viewModel().urlProperty().get().equals(DEFAULT_URL)
                && studio.view().find("host").orElseThrow() instanceof HostWorkspace h) {
            try {
                return SpectateDemo.start(sp, h, Files.createTempDirectory("studio-spectate-shot-"),
                        Campaign.builtIn().levels().get(1), new LevelValidator(RecipeBook.builtIn()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        if (workspace instanceof HostWorkspace h) {
            try {
                return HostDemo.start(h, Files.createTempDirectory("studio-host-shot-"), Campaign.builtIn().levels().get(1),
                        new LevelValidator(RecipeBook.builtIn()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        if (workspace instanceof EditorWorkspace e && e.insightsShown()) {
            try {
                return EditorInsightsDemo.start(e, Files.createTempDirectory("studio-editor-insights-shot-"), 8);
            } catch (IOException ex) {
                throw new UncheckedIOException(ex);
            }
        }
        if (workspace instanceof InsightsWorkspace in) {
            try {
                return InsightsDemo.start(in, Files.createTempDirectory("studio-insights-shot-"),
                        Campaign.builtIn().levels().getFirst(), 8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return () -> true;
    }
}
