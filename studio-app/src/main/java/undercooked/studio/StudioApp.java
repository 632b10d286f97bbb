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
        Studio studio = new Studio(stage, Settings.userPreferences(), Optional.empty(), true);
        stage.show();
        List<String> args = getParameters().getUnnamed();
        if (!args.isEmpty() && args.getFirst().equals("--replay")) {
            studio.openLink(ReplayLink.parse(args));
        } else if (!args.isEmpty()) {
            studio.open(Path.of(args.getFirst()));
        }
    }
}
