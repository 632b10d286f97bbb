package undercooked.studio;

import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.stage.Window;
import undercooked.levels.LevelValidator;
import undercooked.levels.RecipeBook;
import undercooked.studio.services.LocalServer;
import undercooked.studio.services.Navigator;
import undercooked.studio.services.ServerClient;

/**
 * What the shell hands every workspace: the owner window for dialogs, the shell's dialogs and
 * status line, the recent-files list, the shared level services, and the services through which
 * workspaces reach each other without importing each other: the {@link Navigator} (intents), the
 * studio's {@link LocalServer} and {@link ServerClient}s of a server's HTTP API. Passed in, never a static.
 *
 * @param interactive false for headless rendering (screenshot, bench): no dialogs may open
 */
public record StudioContext(Supplier<Window> owner, ShellViewModel shell, Dialogs dialogs, RecipeBook recipes,
                            LevelValidator validator, boolean interactive, Consumer<Path> opened,
                            Navigator navigator, LocalServer localServer) {
    public StudioContext {
        Objects.requireNonNull(navigator, "navigator");
        Objects.requireNonNull(localServer, "localServer");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(shell, "shell");
        Objects.requireNonNull(dialogs, "dialogs");
        Objects.requireNonNull(recipes, "recipes");
        Objects.requireNonNull(validator, "validator");
        Objects.requireNonNull(opened, "opened");
    }

    /** A client of the HTTP API of the server at {@code baseUrl}. */
    public ServerClient client(String baseUrl) {
        return new ServerClient(baseUrl);
    }

    /** Shows a message in the status bar. */
    public void say(String message) {
        shell.messageProperty().set(message);
    }
}
