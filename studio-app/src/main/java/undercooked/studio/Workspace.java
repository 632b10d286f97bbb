package undercooked.studio;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.scene.Node;
import javafx.scene.control.MenuItem;

/**
 * One of the studio's workspaces (Editor now; Replays, Spectate and Host with their issues).
 * The shell knows workspaces only through this interface: a new one is this interface
 * implemented once plus one line in {@link Workspaces#standard}.
 */
public interface Workspace {
    /** Stable id for the command line ({@code studio screenshot editor}) and settings. */
    String id();

    /** Name in the sidebar. */
    String title();

    /** The workspace's view, built once. */
    Node view();

    /** Document part of the window title, e.g. {@code *01_first_shift.json}; empty for none. */
    ReadOnlyStringProperty documentTitle();

    /** Read-outs for the right of the status bar. */
    ReadOnlyStringProperty status();

    /** True while background work for what is shown is still running (the screenshot waits for it). */
    ReadOnlyBooleanProperty busy();

    /** Items for the File menu above the shell's own (Open Recent, Quit). */
    List<MenuItem> fileItems();

    List<MenuItem> editItems();

    /** Items for the View menu above the shell's own (theme). */
    List<MenuItem> viewItems();

    /**
     * Gives the keyboard to the workspace when it is shown, so its single-key shortcuts work
     * at once rather than after a click into it (the sidebar button would keep the focus).
     */
    default void focus() {
        view().requestFocus();
    }

    /** Whether this workspace opens this kind of file. */
    boolean canOpen(Path file);

    /** Opens a file; a report says why it could not. */
    Optional<ErrorReport> open(Path file);

    /** Called before the window closes: asks about unsaved work; false means stay open. */
    boolean confirmClose();

    /** Builds a workspace with the shell's services. */
    @FunctionalInterface
    interface Factory {
        Workspace create(StudioContext context);
    }
}
