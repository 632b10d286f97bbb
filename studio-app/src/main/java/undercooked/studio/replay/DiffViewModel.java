package undercooked.studio.replay;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import undercooked.protocol.FrameDiff;
import undercooked.protocol.FullFrame;
import undercooked.sim.ReplayCursor;
import undercooked.studio.kitchen.WireProjection;
import undercooked.sim.StateDiff;

/**
 * The diff panel's answer and the marks it can compare: what changed into this tick, between
 * marks A and B, between this run and a second one at this tick, or between the round as it was
 * played (its kept frames, {@link AsPlayedViewModel}) and this studio's drawing of it. Entities with an identity
 * (orders, slots, hazards) are matched by it ({@link StateDiff}).
 */
public final class DiffViewModel {
    /** What the diff panel compares. */
    public enum DiffMode { TICK, MARKS, RUNS, AS_PLAYED }

    private final ReplayViewModel replay;
    private final ObjectProperty<DiffMode> mode = new SimpleObjectProperty<>(DiffMode.TICK);
    private final StringProperty filter = new SimpleStringProperty("");
    private final ObservableList<DiffRow> diff = FXCollections.observableArrayList();
    private final LongProperty markA = new SimpleLongProperty(-1);
    private final LongProperty markB = new SimpleLongProperty(-1);
    private ReplayCursor prev;
    private ReplayCursor marks;
    private Optional<ReplayCursor> other = Optional.empty();
    private final WireProjection projection = new WireProjection();

    DiffViewModel(ReplayViewModel replay) {
        this.replay = Objects.requireNonNull(replay, "replay");
        filter.addListener(o -> refresh());
        mode.addListener(o -> refresh());
        replay.stateProperty().addListener(o -> refresh());
    }

    /** A new round: its own cursors, no marks, the tick's diff. */
    void reset(OpenedReplay r) {
        prev = r.cursor().fork();
        marks = r.cursor().fork();
        other = Optional.empty();
        markA.set(-1);
        markB.set(-1);
        mode.set(DiffMode.TICK);
    }

    /** The second run to compare with (empty: none; the mode falls back to the tick's diff). */
    void other(Optional<ReplayCursor> cursor) {
        other = cursor;
        if (cursor.isPresent()) {
            mode.set(DiffMode.RUNS);
        } else if (mode.get() == DiffMode.RUNS) {
            mode.set(DiffMode.TICK);
        }
        refresh();
    }

    /**
     * The round's frames as played have arrived: compare them with this studio's drawing at each
     * tick when the two differ somewhere ({@code differ}).
     */
    void asPlayed(boolean differ) {
        if (differ) {
            mode.set(DiffMode.AS_PLAYED);
        }
        refresh();
    }

    public void markAHere() {
        markA.set(replay.tickProperty().get());
        marked();
    }

    public void markBHere() {
        markB.set(replay.tickProperty().get());
        marked();
    }

    private void marked() {
        if (markA.get() >= 0 && markB.get() >= 0) {
            mode.set(DiffMode.MARKS);
        }
        refresh();
    }

    /** Sets both marks and compares them (the golden's last match and its divergence). */
    void compareTicks(long a, long b) {
        markA.set(a);
        markB.set(b);
        mode.set(DiffMode.MARKS);
        refresh();
    }

    public void clearMarks() {
        markA.set(-1);
        markB.set(-1);
        if (mode.get() == DiffMode.MARKS) {
            mode.set(DiffMode.TICK);
        }
    }

    void refresh() {
        OpenedReplay r = replay.replayProperty().get();
        if (r == null || prev == null || replay.stateProperty().get() == null) {
            diff.clear();
            return;
        }
        long tick = replay.tickProperty().get();
        if (mode.get() == DiffMode.AS_PLAYED) {
            Optional<FullFrame> played = replay.asPlayed().frameAt(tick);
            diff.setAll(played.isEmpty() ? List.of() : DiffRow.ofFrames(FrameDiff.between(played.get(),
                    projection.frame(replay.stateProperty().get(), r.cursor().events())), filter.get()));
            return;
        }
        List<StateDiff.Change> changes = switch (mode.get()) {
            case TICK -> tick == 0 ? List.of() : StateDiff.between(prev.seek(tick - 1), replay.stateProperty().get());
            case MARKS -> markA.get() < 0 || markB.get() < 0 ? List.of()
                    : StateDiff.between(marks.seek(markA.get()), prev.seek(markB.get()));
            case RUNS -> other.isEmpty() ? List.of()
                    : StateDiff.between(replay.stateProperty().get(), other.get().seek(Math.min(tick, other.get().endTick())));
            case AS_PLAYED -> List.of();
        };
        diff.setAll(DiffRow.of(changes, filter.get()));
    }

    public ObjectProperty<DiffMode> modeProperty() {
        return mode;
    }

    public StringProperty filterProperty() {
        return filter;
    }

    public ObservableList<DiffRow> rows() {
        return diff;
    }

    public LongProperty markAProperty() {
        return markA;
    }

    public LongProperty markBProperty() {
        return markB;
    }
}
