package undercooked.studio.replay;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import undercooked.studio.services.ArchiveClient;
import undercooked.protocol.FullFrame;
import undercooked.sim.KitchenState;
import undercooked.sim.ReplayCursor;
import undercooked.sim.StateDiff;
import undercooked.sim.SystemTrace;
import undercooked.studio.ErrorReport;
import undercooked.studio.Jobs;
import undercooked.studio.kitchen.KitchenRenderer;
import undercooked.studio.kitchen.WireProjection;
import undercooked.studio.timeline.Marker;

/**
 * The replay scrubber's state: the open round, the tick, playback, the diff of the tick (or of
 * two ticks, or of two runs), the golden check and the comparison with a second run. Field
 * questions (history, watches, conditions) live in {@link FieldViewModel}, bookmarks in
 * {@link BookmarksViewModel}; both follow this one's tick. No scene classes: tested headless.
 */
public final class ReplayViewModel {
    /** Playback speeds the speed box offers. */
    public static final List<Double> SPEEDS = List.of(0.25, 0.5, 1.0, 2.0, 4.0, 8.0);
    /** Ticks per second of a round (the kernel's rate). */
    public static final int HZ = 20;
    /** Passed-event rows kept for the ticker while playing. */
    static final int PASSED_KEPT = 200;
    /** Trail length in ticks: two seconds. */
    static final int TRAIL_TICKS = 2 * HZ;

    /** What the diff panel compares. */
    public enum DiffMode { TICK, MARKS, RUNS }

    private final Jobs jobs;
    private final ObjectProperty<OpenedReplay> replay = new SimpleObjectProperty<>();
    private final ObjectProperty<OpenedReplay> other = new SimpleObjectProperty<>();
    private final LongProperty tick = new SimpleLongProperty();
    private final ObjectProperty<KitchenState> state = new SimpleObjectProperty<>();
    private final ObjectProperty<KitchenRenderer.Scene> scene = new SimpleObjectProperty<>();
    private final BooleanProperty playing = new SimpleBooleanProperty();
    private final DoubleProperty speed = new SimpleDoubleProperty(1.0);
    private final BooleanProperty trails = new SimpleBooleanProperty();
    private final StringProperty follow = new SimpleStringProperty("");
    private final ObjectProperty<DiffMode> diffMode = new SimpleObjectProperty<>(DiffMode.TICK);
    private final StringProperty diffFilter = new SimpleStringProperty("");
    private final ObservableList<DiffRow> diff = FXCollections.observableArrayList();
    private final ObservableList<EventIndex.Row> passed = FXCollections.observableArrayList();
    private final LongProperty markA = new SimpleLongProperty(-1);
    private final LongProperty markB = new SimpleLongProperty(-1);
    private final ObjectProperty<Marker> navKind = new SimpleObjectProperty<>(Marker.SERVED);
    private final StringProperty goldenSummary = new SimpleStringProperty("");
    private final LongProperty divergence = new SimpleLongProperty(-1);
    private final StringProperty compareSummary = new SimpleStringProperty("");
    private final LongProperty compareDivergence = new SimpleLongProperty(-1);
    private final StringProperty message = new SimpleStringProperty("");
    private final BooleanProperty busy = new SimpleBooleanProperty();
    private final DoubleProperty progress = new SimpleDoubleProperty();
    private final StringProperty title = new SimpleStringProperty("");
    private final ObjectProperty<Optional<ErrorReport>> error = new SimpleObjectProperty<>(Optional.empty());
    private final ObservableList<Path> folder = FXCollections.observableArrayList();

    private ReplayCursor prev;
    private ReplayCursor marks;
    private ReplayCursor otherCursor;
    private final WireProjection projection = new WireProjection();
    private double playCredit;
    private Optional<Jobs.Handle> running = Optional.empty();

    public ReplayViewModel(Jobs jobs) {
        this.jobs = Objects.requireNonNull(jobs, "jobs");
        diffFilter.addListener(o -> refreshDiff());
        diffMode.addListener(o -> refreshDiff());
        trails.addListener(o -> refreshScene());
        follow.addListener(o -> refreshScene());
    }

    // ---- opening -------------------------------------------------------------------------

    /** Opens a script (or a golden's script) in the background; the round on screen stays until it succeeds. */
    public void open(Path file) {
        ReplayLoader.Outcome o = ReplayLoader.fromFile(file);
        o.error().ifPresentOrElse(this::fail, () -> run(o.replay().orElseThrow(), OptionalLong.empty()));
    }

    /**
     * Lists the replay scripts in a folder (not goldens, levels or bookmarks), by name, to pick
     * from; the first one opens. A folder with none says so.
     */
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

    /** The scripts of the folder opened last, to pick from. */
    public ObservableList<Path> folder() {
        return folder;
    }

    /** Opens round {@code id} of a server's archive in the background. */
    public void openServer(String baseUrl, long id, OptionalLong at) {
        ArchiveClient client = new ArchiveClient(baseUrl);
        ReplaySource.ServerSource source = new ReplaySource.ServerSource(client.baseUrl(), id);
        startJob("Fetching " + source.title(), job -> {
            ArchiveClient.Fetched f = client.fetch(id);
            if (f.error().isPresent()) {
                return new ReplayOpener.Failed(f.error().get());
            }
            ArchiveClient.Texts t = f.texts().orElseThrow();
            ReplayLoader.Outcome o = ReplayLoader.fromTexts(source, t.script(), t.golden(), t.level());
            if (o.error().isPresent()) {
                return new ReplayOpener.Failed(o.error().get());
            }
            return ReplayOpener.open(o.replay().orElseThrow(), (tk, total) -> report(job, tk, total));
        }, r -> opened(r, at));
    }

    /** Opens an already read replay (a test, the bench, a link) in the background. */
    public void run(LoadedReplay loaded, OptionalLong at) {
        startJob("Opening " + loaded.source().title(),
                job -> ReplayOpener.open(loaded, (tk, total) -> report(job, tk, total)), r -> opened(r, at));
    }

    /** Stops an opening or a comparison that is still running; what is open stays. */
    public void cancel() {
        running.ifPresent(Jobs.Handle::cancel);
        running = Optional.empty();
        busy.set(false);
        message.set("Cancelled.");
    }

    private static boolean report(Jobs.Job job, long tick, long total) {
        job.progress(total == 0 ? 1 : (double) tick / total);
        return !job.cancelled();
    }

    private void startJob(String what, Jobs.Work<ReplayOpener.Result> work,
                          java.util.function.Consumer<ReplayOpener.Result> done) {
        running.ifPresent(Jobs.Handle::cancel);
        busy.set(true);
        progress.set(0);
        message.set(what + "...");
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

    private void opened(ReplayOpener.Result r, OptionalLong at) {
        switch (r) {
            case ReplayOpener.Failed f -> fail(f.error());
            case ReplayOpener.Cancelled c -> message.set("Cancelled; the replay on screen is unchanged.");
            case ReplayOpener.Opened o -> show(o.replay(), at);
        }
    }

    private void fail(ErrorReport e) {
        error.set(Optional.of(e));
        message.set(e.what());
    }

    private void show(OpenedReplay r, OptionalLong at) {
        playing.set(false);
        other.set(null);
        otherCursor = null;
        compareSummary.set("");
        compareDivergence.set(-1);
        markA.set(-1);
        markB.set(-1);
        passed.clear();
        diffMode.set(DiffMode.TICK);
        prev = r.cursor().fork();
        marks = r.cursor().fork();
        replay.set(r);
        LoadedReplay l = r.loaded();
        title.set(l.source().title());
        goldenSummary.set(l.golden().isEmpty() ? "no golden beside this replay" : r.golden().summary(l.levelChanged()));
        divergence.set(r.golden().divergence().orElse(-1));
        List<String> notes = new ArrayList<>(l.notes());
        l.levelChanged().ifPresent(notes::addFirst);
        message.set("Opened " + l.source().title() + " (" + r.endTick() + " ticks, " + r.openMillis() + " ms)"
                + (notes.isEmpty() ? "" : ". " + String.join(" ", notes)));
        seek(at.orElse(l.focus().map(f -> f.from()).orElse(0L)));
    }

    // ---- moving --------------------------------------------------------------------------

    /** Goes to a tick (clamped to the round). */
    public void seek(long target) {
        OpenedReplay r = replay.get();
        if (r == null) {
            return;
        }
        long t = Math.clamp(target, 0, r.endTick());
        KitchenState s = r.cursor().seek(t);
        tick.set(t);
        state.set(s);
        refreshScene();
        refreshDiff();
    }

    public void step(long ticks) {
        seek(tick.get() + ticks);
    }

    public void home() {
        seek(0);
    }

    public void end() {
        OpenedReplay r = replay.get();
        if (r != null) {
            seek(r.endTick());
        }
    }

    /** The next tick with an event of the chosen kind; says so when there is none. */
    public void nextEvent() {
        jumpTo(events().next(tick.get(), Set.of(navKind.get())), "no " + navKind.get().label() + " after tick " + tick.get());
    }

    public void previousEvent() {
        jumpTo(events().previous(tick.get(), Set.of(navKind.get())), "no " + navKind.get().label() + " before tick " + tick.get());
    }

    private void jumpTo(long t, String none) {
        if (t < 0) {
            message.set(none);
        } else {
            seek(t);
        }
    }

    /**
     * Advances playback by {@code seconds} of wall time at the current speed. Every event of the
     * ticks passed over is added to {@link #passedEvents()}, so fast playback never hides one.
     */
    public void advance(double seconds) {
        OpenedReplay r = replay.get();
        if (r == null || !playing.get()) {
            return;
        }
        playCredit += seconds * speed.get() * HZ;
        long n = (long) Math.floor(playCredit);
        if (n <= 0) {
            return;
        }
        playCredit -= n;
        long from = tick.get();
        long to = Math.min(r.endTick(), from + n);
        List<EventIndex.Row> rows = r.events().between(from, to);
        passed.addAll(rows);
        if (passed.size() > PASSED_KEPT) {
            passed.remove(0, passed.size() - PASSED_KEPT);
        }
        seek(to);
        if (to >= r.endTick()) {
            playing.set(false);
        }
    }

    public void togglePlay() {
        if (replay.get() == null) {
            return;
        }
        if (!playing.get() && tick.get() >= replay.get().endTick()) {
            seek(0);
        }
        playCredit = 0;
        playing.set(!playing.get());
    }

    /** Sets the speed to the next or previous of {@link #SPEEDS}. */
    public void faster(boolean up) {
        int i = SPEEDS.indexOf(speed.get());
        int j = Math.clamp((i < 0 ? 2 : i) + (up ? 1 : -1), 0, SPEEDS.size() - 1);
        speed.set(SPEEDS.get(j));
    }

    // ---- marks and the diff ----------------------------------------------------------------

    public void markAHere() {
        markA.set(tick.get());
        if (markB.get() >= 0) {
            diffMode.set(DiffMode.MARKS);
        }
        refreshDiff();
    }

    public void markBHere() {
        markB.set(tick.get());
        if (markA.get() >= 0) {
            diffMode.set(DiffMode.MARKS);
        }
        refreshDiff();
    }

    public void clearMarks() {
        markA.set(-1);
        markB.set(-1);
        if (diffMode.get() == DiffMode.MARKS) {
            diffMode.set(DiffMode.TICK);
        }
    }

    /** Goes to the golden's first divergent tick; the diff shows what changed since the last tick that matched. */
    public void goToDivergence() {
        OpenedReplay r = replay.get();
        if (r == null || divergence.get() < 0) {
            message.set("nothing diverges from the golden");
            return;
        }
        long last = r.golden().lastMatch().orElse(0);
        markA.set(last);
        markB.set(divergence.get());
        diffMode.set(DiffMode.MARKS);
        seek(divergence.get());
    }

    /**
     * What each kernel system changed in the substep that led into the current tick: the trace of
     * the tick, stage by stage, as diff lines (the golden panel shows it at a divergence).
     */
    public List<String> systemsAtTick() {
        OpenedReplay r = replay.get();
        if (r == null || tick.get() == 0) {
            return List.of();
        }
        return Comparing.systemsInto(r.cursor().fork(), tick.get());
    }

    private void refreshDiff() {
        OpenedReplay r = replay.get();
        if (r == null) {
            diff.clear();
            return;
        }
        List<StateDiff.Change> changes = switch (diffMode.get()) {
            case TICK -> tick.get() == 0 ? List.of() : StateDiff.between(prev.seek(tick.get() - 1), state.get());
            case MARKS -> markA.get() < 0 || markB.get() < 0 ? List.of()
                    : StateDiff.between(marks.seek(markA.get()), prev.seek(markB.get()));
            case RUNS -> otherCursor == null ? List.of()
                    : StateDiff.between(state.get(), otherCursor.seek(Math.min(tick.get(), otherCursor.endTick())));
        };
        diff.setAll(DiffRow.of(changes, diffFilter.get()));
    }

    private void refreshScene() {
        OpenedReplay r = replay.get();
        if (r == null || state.get() == null) {
            return;
        }
        FullFrame frame = projection.frame(state.get(), r.cursor().events());
        List<KitchenRenderer.Trail> t = trails.get() ? trails(r, tick.get()) : List.of();
        KitchenRenderer.Camera camera = follow.get().isEmpty() ? new KitchenRenderer.Whole()
                : new KitchenRenderer.Follow(follow.get(), 2.5);
        Optional<String> banner = r.golden().divergence().isPresent() && tick.get() >= divergence.get()
                ? Optional.of("diverged from the golden at tick " + divergence.get()) : Optional.empty();
        scene.set(new KitchenRenderer.Scene(frame, camera, t, Optional.of(follow.get()).filter(x -> !x.isEmpty()), banner));
    }

    /** Each cook's path over the last {@link #TRAIL_TICKS} ticks up to {@code tick}, from the opening pass's positions. */
    static List<KitchenRenderer.Trail> trails(OpenedReplay r, long tick) {
        int from = (int) Math.max(0, tick - TRAIL_TICKS);
        int to = (int) tick;
        List<KitchenRenderer.Trail> out = new ArrayList<>();
        for (int seat = 0; seat < r.xs().length; seat++) {
            double[] xs = new double[to - from + 1];
            double[] ys = new double[to - from + 1];
            for (int i = from; i <= to; i++) {
                xs[i - from] = r.xs()[seat][i];
                ys[i - from] = r.ys()[seat][i];
            }
            out.add(new KitchenRenderer.Trail(seat, xs, ys));
        }
        return out;
    }

    // ---- a second run ------------------------------------------------------------------

    /** Opens a second script of the same level beside the first and finds where the two runs part. */
    public void openCompare(Path file) {
        OpenedReplay a = replay.get();
        if (a == null) {
            message.set("Open a replay first, then a second one to compare it with.");
            return;
        }
        ReplayLoader.Outcome o = ReplayLoader.fromFile(file);
        if (o.error().isPresent()) {
            fail(o.error().get());
            return;
        }
        LoadedReplay b = o.replay().get();
        if (!b.level().id().equals(a.loaded().level().id())) {
            fail(new ErrorReport("other_level", file.getFileName() + " is played on " + b.level().id() + ", the open replay on "
                    + a.loaded().level().id() + ".", "Compare two runs of the same level."));
            return;
        }
        running.ifPresent(Jobs.Handle::cancel);
        busy.set(true);
        message.set("Comparing with " + b.source().title() + "...");
        running = Optional.of(jobs.submit("compare", job -> {
            ReplayOpener.Result r = ReplayOpener.open(b, (tk, total) -> report(job, tk, total));
            return r instanceof ReplayOpener.Opened ok
                    ? new CompareJob(r, Optional.of(Comparing.firstDifference(a.cursor().fork(), ok.replay().cursor().fork())))
                    : new CompareJob(r, Optional.empty());
        }, done -> {
            busy.set(false);
            running = Optional.empty();
            if (done.result() instanceof ReplayOpener.Opened ok && done.comparison().isPresent()) {
                compared(ok.replay(), done.comparison().get());
            } else {
                opened(done.result(), OptionalLong.empty());
            }
        }, e -> {
            busy.set(false);
            running = Optional.empty();
            fail(new ErrorReport("compare_failed", "Comparing failed (" + e.getClass().getSimpleName() + ").",
                    "Try again; if it repeats, report it with the studio's terminal output."));
        }, progress::set));
    }

    private record CompareJob(ReplayOpener.Result result, Optional<Comparing.Result> comparison) {
    }

    private void compared(OpenedReplay b, Comparing.Result c) {
        other.set(b);
        otherCursor = b.cursor().fork();
        compareDivergence.set(c.tick());
        compareSummary.set(c.summary(b.loaded().source().title()));
        message.set(compareSummary.get());
        diffMode.set(DiffMode.RUNS);
        if (c.tick() >= 0) {
            seek(c.tick());
        } else {
            refreshDiff();
        }
    }

    public void closeCompare() {
        other.set(null);
        otherCursor = null;
        compareSummary.set("");
        compareDivergence.set(-1);
        if (diffMode.get() == DiffMode.RUNS) {
            diffMode.set(DiffMode.TICK);
        }
    }

    // ---- read-outs -----------------------------------------------------------------------

    public EventIndex events() {
        OpenedReplay r = replay.get();
        return r == null ? new EventIndex() : r.events();
    }

    public ObjectProperty<OpenedReplay> replayProperty() {
        return replay;
    }

    public ObjectProperty<OpenedReplay> otherProperty() {
        return other;
    }

    public LongProperty tickProperty() {
        return tick;
    }

    public ObjectProperty<KitchenState> stateProperty() {
        return state;
    }

    public ObjectProperty<KitchenRenderer.Scene> sceneProperty() {
        return scene;
    }

    public BooleanProperty playingProperty() {
        return playing;
    }

    public DoubleProperty speedProperty() {
        return speed;
    }

    public BooleanProperty trailsProperty() {
        return trails;
    }

    /** The cook the camera follows ("" for the whole kitchen). */
    public StringProperty followProperty() {
        return follow;
    }

    public ObjectProperty<DiffMode> diffModeProperty() {
        return diffMode;
    }

    public StringProperty diffFilterProperty() {
        return diffFilter;
    }

    public ObservableList<DiffRow> diff() {
        return diff;
    }

    public ObservableList<EventIndex.Row> passedEvents() {
        return passed;
    }

    public LongProperty markAProperty() {
        return markA;
    }

    public LongProperty markBProperty() {
        return markB;
    }

    public ObjectProperty<Marker> navKindProperty() {
        return navKind;
    }

    public StringProperty goldenSummaryProperty() {
        return goldenSummary;
    }

    public LongProperty divergenceProperty() {
        return divergence;
    }

    public StringProperty compareSummaryProperty() {
        return compareSummary;
    }

    public LongProperty compareDivergenceProperty() {
        return compareDivergence;
    }

    public StringProperty messageProperty() {
        return message;
    }

    public BooleanProperty busyProperty() {
        return busy;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }

    public StringProperty titleProperty() {
        return title;
    }

    /** The last failure, for the workspace to show as a dialog (it resets this to empty). */
    public ObjectProperty<Optional<ErrorReport>> errorProperty() {
        return error;
    }

    public long endTick() {
        return replay.get() == null ? 0 : replay.get().endTick();
    }
}
