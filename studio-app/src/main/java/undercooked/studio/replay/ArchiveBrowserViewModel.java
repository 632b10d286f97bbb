package undercooked.studio.replay;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import undercooked.studio.services.ArchiveClient;
import undercooked.studio.Jobs;

/**
 * File > From Server...: a server's round archive, newest first, filtered by level, result and
 * date, a page at a time. Listing runs in the background; a server that is down or not an archive
 * says so in {@link #messageProperty()} and the list stays as it was.
 */
public final class ArchiveBrowserViewModel {
    public static final int PAGE = 20;
    private final Jobs jobs;
    private final StringProperty url = new SimpleStringProperty("http://127.0.0.1:8080");
    private final StringProperty level = new SimpleStringProperty("");
    private final StringProperty result = new SimpleStringProperty("");
    private final LongProperty sinceMs = new SimpleLongProperty(0);
    private final ObservableList<ArchiveClient.Entry> entries = FXCollections.observableArrayList();
    private final StringProperty message = new SimpleStringProperty("");
    private final BooleanProperty busy = new SimpleBooleanProperty();
    private final BooleanProperty hasNext = new SimpleBooleanProperty();
    private final BooleanProperty hasPrevious = new SimpleBooleanProperty();
    private final Deque<OptionalLong> previousPages = new ArrayDeque<>();
    private OptionalLong page = OptionalLong.empty();
    private OptionalLong next = OptionalLong.empty();

    public ArchiveBrowserViewModel(Jobs jobs) {
        this.jobs = Objects.requireNonNull(jobs, "jobs");
    }

    /**
     * The dialog opens: the server in use (Host's running one, else the one Spectate watches)
     * becomes the address and is listed at once; with none in use nothing is asked until List,
     * so a dialog never opens on an error about a server nobody started.
     */
    public void opened(Optional<String> inUse) {
        inUse.filter(u -> !u.isBlank()).ifPresentOrElse(u -> {
            url.set(u);
            refresh();
        }, () -> {
            if (entries.isEmpty()) {
                message.set("Type the server's address and press List.");
            }
        });
    }

    /** The first page with the current filters. */
    public void refresh() {
        previousPages.clear();
        load(OptionalLong.empty());
    }

    public void nextPage() {
        if (next.isPresent()) {
            previousPages.push(page);
            load(next);
        }
    }

    public void previousPage() {
        if (!previousPages.isEmpty()) {
            load(previousPages.pop());
        }
    }

    private void load(OptionalLong before) {
        ArchiveClient client = new ArchiveClient(url.get());
        ArchiveClient.Filter filter = new ArchiveClient.Filter(level.get(), result.get(), sinceMs.get());
        busy.set(true);
        message.set("Asking " + client.baseUrl() + "...");
        jobs.submit("archive", job -> client.list(filter, before, PAGE), listed -> {
            busy.set(false);
            if (listed.error().isPresent()) {
                message.set(listed.error().get().what() + " " + listed.error().get().todo());
                return;
            }
            ArchiveClient.Page p = listed.page().orElseThrow();
            page = before;
            next = p.nextBefore();
            entries.setAll(p.entries());
            hasNext.set(next.isPresent());
            hasPrevious.set(!previousPages.isEmpty());
            message.set(p.entries().isEmpty() ? "No rounds match." : p.entries().size() + " rounds"
                    + (p.skipped() > 0 ? " (" + p.skipped() + " damaged ones left out)" : ""));
        }, e -> {
            busy.set(false);
            message.set("Listing failed (" + e.getClass().getSimpleName() + ").");
        }, x -> { });
    }

    public StringProperty urlProperty() {
        return url;
    }

    public StringProperty levelProperty() {
        return level;
    }

    /** {@code won}, {@code lost}, {@code aborted} or "" for any. */
    public StringProperty resultProperty() {
        return result;
    }

    /** Rounds ended at or after this epoch millisecond; 0 for any date. */
    public LongProperty sinceMsProperty() {
        return sinceMs;
    }

    public ObservableList<ArchiveClient.Entry> entries() {
        return entries;
    }

    public StringProperty messageProperty() {
        return message;
    }

    public BooleanProperty busyProperty() {
        return busy;
    }

    public BooleanProperty hasNextProperty() {
        return hasNext;
    }

    public BooleanProperty hasPreviousProperty() {
        return hasPrevious;
    }
}
