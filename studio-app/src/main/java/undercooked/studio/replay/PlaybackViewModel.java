package undercooked.studio.replay;

import java.util.List;
import java.util.Objects;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Playing the open round at a speed: a pulse ({@link #advance}) turns wall time into ticks, and
 * every event of the ticks passed over is kept for the ticker, so fast playback never hides one.
 * The speed is an object property the speed box binds to directly (a bidirectional bind to a
 * {@code DoubleProperty.asObject()} wrapper nobody held was collected, and the box then did nothing).
 */
public final class PlaybackViewModel {
    /** Playback speeds the speed box offers. */
    public static final List<Double> SPEEDS = List.of(0.25, 0.5, 1.0, 2.0, 4.0, 8.0);
    /** Ticks per second of a round (the kernel's rate). */
    public static final int HZ = 20;
    /** Passed-event rows kept for the ticker while playing. */
    static final int PASSED_KEPT = 200;

    private final ReplayViewModel replay;
    private final BooleanProperty playing = new SimpleBooleanProperty();
    private final ObjectProperty<Double> speed = new SimpleObjectProperty<>(1.0);
    private final ObservableList<EventIndex.Row> passed = FXCollections.observableArrayList();
    private double credit;

    PlaybackViewModel(ReplayViewModel replay) {
        this.replay = Objects.requireNonNull(replay, "replay");
    }

    /** A new round: stopped, nothing passed. */
    void reset() {
        playing.set(false);
        passed.clear();
        credit = 0;
    }

    /**
     * Advances playback by {@code seconds} of wall time at the current speed (what the view's
     * pulse calls every frame; a test calls it with a stepped clock).
     */
    public void advance(double seconds) {
        OpenedReplay r = replay.replayProperty().get();
        if (r == null || !playing.get()) {
            return;
        }
        credit += seconds * speed() * HZ;
        long n = (long) Math.floor(credit);
        if (n <= 0) {
            return;
        }
        credit -= n;
        long from = replay.tickProperty().get();
        long to = Math.min(r.endTick(), from + n);
        passed.addAll(r.events().between(from, to));
        if (passed.size() > PASSED_KEPT) {
            passed.remove(0, passed.size() - PASSED_KEPT);
        }
        replay.seek(to);
        if (to >= r.endTick()) {
            playing.set(false);
        }
    }

    public void togglePlay() {
        OpenedReplay r = replay.replayProperty().get();
        if (r == null) {
            return;
        }
        if (!playing.get() && replay.tickProperty().get() >= r.endTick()) {
            replay.seek(0);
        }
        credit = 0;
        playing.set(!playing.get());
    }

    /** Sets the speed to the next or previous of {@link #SPEEDS}. */
    public void faster(boolean up) {
        int i = SPEEDS.indexOf(speed());
        int j = Math.clamp((i < 0 ? 2 : i) + (up ? 1 : -1), 0, SPEEDS.size() - 1);
        speed.set(SPEEDS.get(j));
    }

    private double speed() {
        Double s = speed.get();
        return s == null || s <= 0 ? 1.0 : s;
    }

    public BooleanProperty playingProperty() {
        return playing;
    }

    /** The speed as a factor of real time (1.0 is 20 ticks a second). */
    public ObjectProperty<Double> speedProperty() {
        return speed;
    }

    public ObservableList<EventIndex.Row> passedEvents() {
        return passed;
    }
}
