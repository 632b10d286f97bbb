package undercooked.studio.replay;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import undercooked.studio.ErrorReport;
import undercooked.studio.Jobs;
import undercooked.studio.services.ArchiveClient;

/**
 * Opening rounds: a file, a folder of scripts, a round of a server's archive, or one already read
 * (a link, a test). The work runs in the background with progress and Cancel; the round on screen
 * stays until the new one has opened, and a failure is a named error for the workspace's dialog.
 */
public final class ReplayLoading {
    private final ReplayViewModel replay;
    private final Jobs jobs;
    private final BooleanProperty busy = new SimpleBooleanProperty();
    private final DoubleProperty progress = new SimpleDoubleProperty();
    private final ObjectProperty<Optional<ErrorReport>> error = new SimpleObjectProperty<>(Optional.empty());
    private final ObservableList<Path> folder = FXCollections.observableArrayList();
    private Optional<Jobs.Handle> running = Optional.empty();

    ReplayLoading(ReplayViewModel replay, Jobs jobs) {
        this.replay = Objects.requireNonNull(replay, "replay");
        this.jobs = Objects.requireNonNull(jobs, "jobs");
    }

    /** Opens a script (or a golden's script, or a server's archive file) in the background. */
    public void open(Path file) {
        open(file, OptionalLong.empty());
    }

    /** Opens a file at a tick (a link's, the screenshot's {@code --tick}). */
    public void open(Path file, OptionalLong at) {
        ReplayLoader.Outcome o = ReplayLoader.fromFile(file);
        o.error().ifPresentOrElse(this::fail, () -> run(o.replay().orElseThrow(), at));
    }

    /** Lists the replay scripts in a folder (not goldens, levels or bookmarks), by name; the first one opens. */
    public void openFolder(Path dir) {
        ReplayLoader.Scripts found = ReplayLoader.scriptsIn(dir);
        if (found.error().isPresent()) {
            fail(found.error().get());
            return;
        }
        List<Path> scripts = found.scripts();
        folder.setAll(scripts);
        open(scripts.getFirst());
    }

    /**
     * Opens round {@code id} of a server's archive in the background, with the frames the server
     * kept as it was played when it kept some ({@link AsPlayedViewModel}).
     */
    public void openServer(String baseUrl, long id, OptionalLong at) {
        ArchiveClient client = new ArchiveClient(baseUrl);
        ReplaySource.ServerSource source = new ReplaySource.ServerSource(client.baseUrl(), id);
        submit("Fetching " + source.title(), job -> {
            ArchiveClient.Fetched f = client.fetch(id);
            if (f.error().isPresent()) {
                return new ServerOpened(new ReplayOpener.Failed(f.error().get()), Optional.empty());
            }
            ArchiveClient.Texts t = f.texts().orElseThrow();
            ReplayLoader.Outcome o = ReplayLoader.fromTexts(source, t.script(), t.golden(), t.level());
            if (o.error().isPresent()) {
                return new ServerOpened(new ReplayOpener.Failed(o.error().get()), Optional.empty());
            }
            LoadedReplay loaded = o.replay().orElseThrow().playedUnder(t.kernel());
            ReplayOpener.Result r = ReplayOpener.open(loaded, (tk, total) -> report(job, tk, total));
            return new ServerOpened(r, r instanceof ReplayOpener.Opened && !job.cancelled()
                    ? AsPlayedViewModel.Kept.fetch(client, id, loaded.script(), loaded.level()) : Optional.empty());
        }, r -> {
            opened(r.result(), at);
            if (r.result() instanceof ReplayOpener.Opened) {
                r.kept().ifPresent(replay.asPlayed()::kept);
            }
        });
    }

    /** A server's round opened, and its frames as played when the server kept them. */
    private record ServerOpened(ReplayOpener.Result result, Optional<AsPlayedViewModel.Kept> kept) {
    }

    /** Opens an already read replay in the background. */
    public void run(LoadedReplay loaded, OptionalLong at) {
        submit("Opening " + loaded.source().title(),
                job -> ReplayOpener.open(loaded, (tk, total) -> report(job, tk, total)), r -> opened(r, at));
    }

    /** Stops an opening or a comparison that is still running; what is open stays. */
    public void cancel() {
        running.ifPresent(Jobs.Handle::cancel);
        running = Optional.empty();
        busy.set(false);
        replay.messageProperty().set("Cancelled.");
    }

    static boolean report(Jobs.Job job, long tick, long total) {
        job.progress(total == 0 ? 1 : (double) tick / total);
        return !job.cancelled();
    }

    /** Runs one opening-like job at a time (a new one cancels the one before), with progress and a named failure. */
    <T> void submit(String what, Jobs.Work<T> work, Consumer<T> done) {
        running.ifPresent(Jobs.Handle::cancel);
        busy.set(true);
        progress.set(0);
        replay.messageProperty().set(what + "...");
        running = Optional.of(jobs.submit(what, work, r -> {
            busy.set(false);
            running = Optional.empty();
            done.accept(r);
        }, e -> {
            busy.set(false);
            running = Optional.empty();
            fail(new ErrorReport("open_failed", what + " failed (" + e.getClass().getSimpleName() + ").",
                    "Try again; if it repeats, report it with the studio's terminal output."));
        }, progress::set));
    }

    void opened(ReplayOpener.Result r, OptionalLong at) {
        switch (r) {
            case ReplayOpener.Failed f -> fail(f.error());
            case ReplayOpener.Cancelled c -> replay.messageProperty().set("Cancelled; the replay on screen is unchanged.");
            case ReplayOpener.Opened o -> replay.show(o.replay(), at);
        }
    }

    void fail(ErrorReport e) {
        error.set(Optional.of(e));
        replay.messageProperty().set(e.what());
    }

    /** The scripts of the folder opened last, to pick from. */
    public ObservableList<Path> folder() {
        return folder;
    }

    public BooleanProperty busyProperty() {
        return busy;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }

    /** The last failure, for the workspace to show as a dialog (it resets this to empty). */
    public ObjectProperty<Optional<ErrorReport>> errorProperty() {
        return error;
    }
}
