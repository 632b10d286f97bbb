package undercooked.studio.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.Set;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import undercooked.sim.KitchenState;
import undercooked.studio.Jobs;
import undercooked.studio.timeline.Marker;
import undercooked.studio.timeline.Playback;

/**
 * The open round and where in it the scrubber is: the replay, the tick and its state, moving
 * (seek, step, the next event of a kind), the events a play passed over, the title and the status
 * message. Where the tick is and playing at a speed are the shared {@link Playback}'s (live rewind
 * uses the same). Each other job has its own view model that follows this one: {@link
 * ReplayLoading} (opening), {@link SceneViewModel} (the kitchen drawn),
 * {@link DiffViewModel} (the diff and marks), {@link GoldenViewModel}, {@link CompareViewModel};
 * field questions are {@link FieldViewModel}'s and bookmarks {@link BookmarksViewModel}'s.
 * No scene classes: tested headless.
 */
public final class ReplayViewModel {
    /** Passed-event rows kept for the ticker while playing. */
    static final int PASSED_KEPT = 200;

    private final ObjectProperty<OpenedReplay> replay = new SimpleObjectProperty<>();
    private final ObjectProperty<KitchenState> state = new SimpleObjectProperty<>();
    private final ObjectProperty<Marker> navKind = new SimpleObjectProperty<>(Marker.SERVED);
    private final StringProperty message = new SimpleStringProperty("");
    private final StringProperty title = new SimpleStringProperty("");
    private final ObservableList<EventIndex.Row> passed = FXCollections.observableArrayList();
    private final ReplayLoading loading;
    private final Playback playback;
    private final SceneViewModel scene;
    private final DiffViewModel diff;
    private final GoldenViewModel golden;
    private final CompareViewModel compare;
    private final AsPlayedViewModel asPlayed;

    public ReplayViewModel(Jobs jobs) {
        Objects.requireNonNull(jobs, "jobs");
        this.loading = new ReplayLoading(this, jobs);
        this.playback = Playback.replay(Playback.Ticks.every(() -> replay.get() != null, this::endTick),
                t -> state.set(replay.get().cursor().seek(t)));
        playback.onPassed(this::passed);
        this.asPlayed = new AsPlayedViewModel(this);
        this.scene = new SceneViewModel(this);
        this.diff = new DiffViewModel(this);
        this.golden = new GoldenViewModel(this);
        this.compare = new CompareViewModel(this);
    }

    /** Shows a round that has opened, at {@code at} (else its clip's focus, else tick 0). */
    void show(OpenedReplay r, OptionalLong at) {
        playback.stop();
        passed.clear();
        compare.close();
        asPlayed.reset();
        diff.reset(r);
        golden.opened(r);
        replay.set(r);
        LoadedReplay l = r.loaded();
        title.set(l.source().title());
        List<String> notes = new ArrayList<>(l.notes());
        l.levelChanged().ifPresent(notes::addFirst);
        l.otherKernel().ifPresent(k -> notes.addFirst("This round was " + k + "."));
        // "ticks 0-786": the golden line beside it counts 787 hashes, one a tick from 0
        message.set("Opened " + l.source().title() + " (ticks 0-" + r.endTick() + ", " + r.openMillis() + " ms)"
                + (notes.isEmpty() ? "" : ". " + String.join(" ", notes)));
        seek(at.orElse(l.focus().map(f -> f.from()).orElse(0L)));
        scene.refresh();
        diff.refresh();
    }

    /** Goes to a tick (clamped to the round). */
    public void seek(long target) {
        playback.seek(target);
    }

    public void step(long ticks) {
        playback.step(ticks);
    }

    public void home() {
        seek(0);
    }

    public void end() {
        seek(endTick());
    }

    /** The next tick with an event of the chosen kind; says so when there is none. */
    public void nextEvent() {
        long now = tickProperty().get();
        jumpTo(events().next(now, Set.of(navKind.get())), "no " + navKind.get().label() + " after tick " + now);
    }

    public void previousEvent() {
        long now = tickProperty().get();
        jumpTo(events().previous(now, Set.of(navKind.get())), "no " + navKind.get().label() + " before tick " + now);
    }

    private void jumpTo(long t, String none) {
        if (t < 0) {
            message.set(none);
        } else {
            seek(t);
        }
    }

    /** A pulse of play passed over these ticks: their events go to the ticker, so fast playback never hides one. */
    private void passed(long from, long to) {
        passed.addAll(events().between(from, to));
        if (passed.size() > PASSED_KEPT) {
            passed.remove(0, passed.size() - PASSED_KEPT);
        }
    }

    public EventIndex events() {
        OpenedReplay r = replay.get();
        return r == null ? new EventIndex() : r.events();
    }

    public long endTick() {
        return replay.get() == null ? 0 : replay.get().endTick();
    }

    public ReplayLoading loading() {
        return loading;
    }

    /** Playing at a speed, and where the scrubber is. */
    public Playback playback() {
        return playback;
    }

    public SceneViewModel scene() {
        return scene;
    }

    public DiffViewModel diff() {
        return diff;
    }

    public GoldenViewModel golden() {
        return golden;
    }

    public CompareViewModel compare() {
        return compare;
    }

    /** The round as it was played (a server's kept frames), beside this studio's drawing of it. */
    public AsPlayedViewModel asPlayed() {
        return asPlayed;
    }

    public ObjectProperty<OpenedReplay> replayProperty() {
        return replay;
    }

    public ReadOnlyLongProperty tickProperty() {
        return playback.tickProperty();
    }

    /** The events the last pulses of play passed over, the newest {@value #PASSED_KEPT} (the ticker). */
    public ObservableList<EventIndex.Row> passedEvents() {
        return passed;
    }

    public ObjectProperty<KitchenState> stateProperty() {
        return state;
    }

    /** The kind of event {@code [} and {@code ]} go to. */
    public ObjectProperty<Marker> navKindProperty() {
        return navKind;
    }

    public StringProperty messageProperty() {
        return message;
    }

    public StringProperty titleProperty() {
        return title;
    }
}
