package undercooked.studio;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.application.Application;
import javafx.stage.Stage;
import undercooked.studio.services.ReplayLink;

/** The desktop application; {@link Main} launches it after checking for a display. */
public final class StudioApp extends Application {
    @Override
    public void start(Stage stage) {
        open(stage, Settings.userPreferences(), Optional.empty(), getParameters().getUnnamed());
    }

    /**
     * The window of {@code studio [FILE | --replay FILE|URL [--tick N] [--field PATH]]}: a level in
     * the editor, a replay link in Replays at its tick with its field selected.
     */
    static Studio open(Stage stage, Settings settings, Optional<Dialogs> dialogs, List<String> args) {
        Studio studio = new Studio(stage, settings, dialogs, true);
        stage.show();
        if (!args.isEmpty() && args.getFirst().equals("--replay")) {
            studio.openLink(ReplayLink.parse(args));
        } else if (!args.isEmpty()) {
            studio.open(Path.of(args.getFirst()));
        }
        return studio;
    }
}
