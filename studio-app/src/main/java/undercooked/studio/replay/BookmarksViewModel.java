package undercooked.studio.replay;

import java.nio.file.Files;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The open replay's bookmarks, saved to their sidecar on every change. Sidecars live in the
 * studio's data folder (a file's by its name and a hash of its path, a server round's by server
 * and id), never beside the replay: bookmarking a committed replay must not leave an untracked
 * file in the repository (decision 0022).
 */
public final class BookmarksViewModel {
    private final ReplayViewModel replay;
    private final Path dataDir;
    private final ObservableList<Bookmarks.Bookmark> bookmarks = FXCollections.observableArrayList();
    private final StringProperty message = new SimpleStringProperty("");
    private Optional<Path> sidecar = Optional.empty();

    public BookmarksViewModel(ReplayViewModel replay, Path dataDir) {
        this.replay = Objects.requireNonNull(replay, "replay");
        this.dataDir = Objects.requireNonNull(dataDir, "dataDir");
        replay.replayProperty().addListener((o, a, b) -> load(b));
    }

    /** The note on a tick, if it has one. */
    public Optional<String> noteAt(long tick) {
        return bookmarks.stream().filter(b -> b.tick() == tick).map(Bookmarks.Bookmark::note).findFirst();
    }

    /** Where the open replay's bookmarks live. */
    public Optional<Path> sidecar() {
        return sidecar;
    }

    private void load(OpenedReplay r) {
        bookmarks.clear();
        sidecar = Optional.empty();
        if (r == null) {
            return;
        }
        Path p = switch (r.loaded().source()) {
            case ReplaySource.FileSource f -> Bookmarks.inDataDir(dataDir, f.script());
            case ReplaySource.ServerSource s -> dataDir.resolve("bookmarks")
                    .resolve(s.baseUrl().replaceAll("[^A-Za-z0-9]+", "_") + "_" + s.id() + Bookmarks.SUFFIX);
        };
        sidecar = Optional.of(p);
        // a sidecar beside the file (written by earlier studios) is read until the first change moves it here
        Path read = !Files.exists(p) && r.loaded().source() instanceof ReplaySource.FileSource f
                && Files.exists(Bookmarks.sidecar(f.script())) ? Bookmarks.sidecar(f.script()) : p;
        try {
            bookmarks.setAll(Bookmarks.read(read));
        } catch (IOException e) {
            message.set("Bookmarks not loaded: " + e.getMessage() + "; new ones go to a fresh file");
        }
    }

    /** Marks the current tick with a note (a second mark on a tick replaces its note). */
    public void add(String note) {
        if (sidecar.isEmpty()) {
            return;
        }
        long t = replay.tickProperty().get();
        List<Bookmarks.Bookmark> next = new ArrayList<>(bookmarks.filtered(b -> b.tick() != t));
        next.add(new Bookmarks.Bookmark(t, note.strip()));
        next.sort(Comparator.comparingLong(Bookmarks.Bookmark::tick));
        save(next);
    }

    public void remove(Bookmarks.Bookmark b) {
        List<Bookmarks.Bookmark> next = new ArrayList<>(bookmarks);
        next.remove(b);
        save(next);
    }

    private void save(List<Bookmarks.Bookmark> next) {
        try {
            Files.createDirectories(sidecar.orElseThrow().toAbsolutePath().getParent());
            Bookmarks.write(sidecar.get(), next);
            bookmarks.setAll(next);
            message.set("Bookmarks saved to " + sidecar.get().getFileName());
        } catch (IOException e) {
            message.set("Bookmarks could not be saved to " + sidecar.get() + " (" + e.getMessage()
                    + "); they are kept until you close the replay");
            bookmarks.setAll(next);
        }
    }

    public ObservableList<Bookmarks.Bookmark> bookmarks() {
        return bookmarks;
    }

    public StringProperty messageProperty() {
        return message;
    }
}
