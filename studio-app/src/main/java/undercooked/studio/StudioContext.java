package undercooked.studio;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.stage.Window;
import undercooked.levels.LevelValidator;
import undercooked.levels.RecipeBook;

/**
 * What the shell hands every workspace: the owner window for dialogs, the shell's dialogs and
 * status line, the recent-files list and the shared level services. Passed in, never a static.
 *
 * @param interactive false for headless rendering (screenshot, bench): no dialogs may open
 */
public record StudioContext(Supplier<Window> owner, ShellViewModel shell, Dialogs dialogs, RecipeBook recipes,
                            LevelValidator validator, boolean interactive, Consumer<Path> opened,
                            Function<String, Optional<Workspace>> workspaces) {
    public StudioContext {
        Objects.requireNonNull(workspaces, "workspaces");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(shell, "shell");
        Objects.requireNonNull(dialogs, "dialogs");
        Objects.requireNonNull(recipes, "recipes");
        Objects.requireNonNull(validator, "validator");
        Objects.requireNonNull(opened, "opened");
    }

    /**
     * Shows another workspace and hands it to {@code then}: how Spectate opens a finished round in
     * Replays. Nothing happens when there is no such workspace.
     */
    public <W extends Workspace> void switchTo(String id, Class<W> type, Consumer<W> then) {
        workspaces.apply(id).filter(type::isInstance).map(type::cast).ifPresent(w -> {
            shell.workspaceProperty().set(id);
            then.accept(w);
        });
    }

    /** Shows a message in the status bar. */
    public void say(String message) {
        shell.messageProperty().set(message);
    }
}
