package undercooked.studio.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.Set;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import undercooked.sim.KitchenState;
import undercooked.studio.Jobs;
import undercooked.studio.timeline.Marker;

/**
 * The open round and where in it the scrubber is: the replay, the tick and its state, moving
 * (seek, step, the next event of a kind), the title and the status message. Each other job has
 * its own view model that follows this one: {@link ReplayLoading} (opening), {@link
 * PlaybackViewModel} (playing at a speed), {@link SceneViewModel} (the kitchen drawn),
 * {@link DiffViewModel} (the diff and marks), {@link GoldenViewModel}, {@link CompareViewModel};
 * field questions are {@link FieldViewModel}'s and bookmarks {@link BookmarksViewModel}'s.
 * No scene classes: tested headless.
 */
public final class ReplayViewModel {
    private final ObjectProperty<OpenedReplay> replay = new SimpleObjectProperty<>();
    private final LongProperty tick = new SimpleLongProperty();
    private final ObjectProperty<KitchenState> state = new SimpleObjectProperty<>();
    private final ObjectProperty<Marker> navKind = new SimpleObjectProperty<>(Marker.SERVED);
    private final StringProperty message = new SimpleStringProperty("");
    private final StringProperty title = new SimpleStringProperty("");
    private final ReplayLoading loading;
    private final PlaybackViewModel playback;
    private final SceneViewModel scene;
    private final DiffViewModel diff;
    private final GoldenViewModel golden;
    private final CompareViewModel compare;

    public ReplayViewModel(Jobs jobs) {
        Objects.requireNonNull(jobs, "jobs");
        this.loading = new ReplayLoading(this, jobs);
        this.playback = new PlaybackViewModel(this);
        this.scene = new SceneViewModel(this);
        this.diff = new DiffViewModel(this);
        this.golden = new GoldenViewModel(this);
        this.compare = new CompareViewModel(this);
    }

    /** Shows a round that has opened, at {@code at} (else its clip's focus, else tick 0). */
    void show(OpenedReplay r, OptionalLong at) {
        playback.reset();
        compare.close();
        diff.reset(r);
        golden.opened(r);
        replay.set(r);
        LoadedReplay l = r.loaded();
        title.set(l.source().title());
        List<String> notes = new ArrayList<>(l.notes());
        l.levelChanged().ifPresent(notes::addFirst);
        l.otherKernel().ifPresent(k -> notes.addFirst("This round was " + k + "."));
        message.set("Opened " + l.source().title() + " (" + r.endTick() + " ticks, " + r.openMillis() + " ms)"
                + (notes.isEmpty() ? "" : ". " + String.join(" ", notes)));
        seek(at.orElse(l.focus().map(f -> f.from()).orElse(0L)));
        scene.refresh();
        diff.refresh();
    }

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
    }

    public void step(long ticks) {
        seek(tick.get() + ticks);
    }

    public void home() {
        seek(0);
    }

    public void end() {
        seek(endTick());
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

    public PlaybackViewModel playback() {
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

    public ObjectProperty<OpenedReplay> replayProperty() {
        return replay;
    }

    public LongProperty tickProperty() {
        return tick;
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
