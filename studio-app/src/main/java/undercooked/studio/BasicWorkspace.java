package undercooked.studio;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.MenuItem;

/**
 * What most workspaces share: an id and a sidebar name, the window-title part, status read-out
 * and busy flag a subclass binds to its view model, no menu items of its own, and no files it
 * opens (a named refusal instead). A workspace that needs more overrides it.
 */
public abstract class BasicWorkspace implements Workspace {
    private final String id;
    private final String title;
    private final String opensNoFiles;
    /** The document part of the window title; bind it. */
    protected final ReadOnlyStringWrapper documentTitle = new ReadOnlyStringWrapper("");
    /** The status bar's read-out; bind it. */
    protected final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    /** True while background work runs; bind it. */
    protected final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();

    /** {@code opensNoFiles} is what {@link #open} says to a file, e.g. "Spectate opens rooms, not files." */
    protected BasicWorkspace(String id, String title, String opensNoFiles) {
        this.id = Objects.requireNonNull(id, "id");
        this.title = Objects.requireNonNull(title, "title");
        this.opensNoFiles = Objects.requireNonNull(opensNoFiles, "opensNoFiles");
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String title() {
        return title;
    }

    @Override
    public final ReadOnlyStringProperty documentTitle() {
        return documentTitle.getReadOnlyProperty();
    }

    @Override
    public final ReadOnlyStringProperty status() {
        return status.getReadOnlyProperty();
    }

    @Override
    public final ReadOnlyBooleanProperty busy() {
        return busy.getReadOnlyProperty();
    }

    @Override
    public List<MenuItem> fileItems() {
        return List.of();
    }

    @Override
    public List<MenuItem> editItems() {
        return List.of();
    }

    @Override
    public List<MenuItem> viewItems() {
        return List.of();
    }

    @Override
    public boolean canOpen(Path file) {
        return false;
    }

    @Override
    public Optional<ErrorReport> open(Path file) {
        return Optional.of(new ErrorReport("unknown_file_type", opensNoFiles,
                "Open a level in the editor or a replay in Replays."));
    }
}
