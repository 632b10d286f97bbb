package undercooked.studio.timeline;

import java.util.Objects;
import java.util.Optional;
import java.util.function.LongConsumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * What a timeline shows, whoever feeds it: a round's ticks from 0 to {@link #endProperty() end},
 * event marks by kind, the playhead, and the overlays QA reads (a golden's divergence, where a
 * second run parts, a clip's focus, bookmarks, marks A and B). A live round also says which ticks
 * are kept ({@link #firstProperty() first} to {@link #receivedProperty() received}) and whether
 * the picture follows live. The replay scrubber and a watched room each feed one; one
 * {@link TimelineCanvas} draws either. No scene classes here.
 */
public final class TimelineModel {
    /** One event at the tick whose picture shows it. */
    public record Mark(long tick, Marker marker) {
        public Mark {
            Objects.requireNonNull(marker, "marker");
        }
    }

    /** A range of ticks, both ends included. */
    public record Range(long from, long to) {
    }

    private final LongProperty end = new SimpleLongProperty();
    private final LongProperty first = new SimpleLongProperty();
    private final LongProperty received = new SimpleLongProperty(-1);
    private final LongProperty tick = new SimpleLongProperty();
    private final BooleanProperty loaded = new SimpleBooleanProperty();
    private final StringProperty emptyText = new SimpleStringProperty("");
    private final BooleanProperty live = new SimpleBooleanProperty();
    private final ObservableList<Mark> marks = FXCollections.observableArrayList();
    private final LongProperty divergence = new SimpleLongProperty(-1);
    private final LongProperty parting = new SimpleLongProperty(-1);
    private final LongProperty markA = new SimpleLongProperty(-1);
    private final LongProperty markB = new SimpleLongProperty(-1);
    private final ObjectProperty<Optional<Range>> focus = new SimpleObjectProperty<>(Optional.empty());
    private final ObservableList<Long> bookmarks = FXCollections.observableArrayList();
    private LongConsumer onSeek = t -> { };

    /** Who moves the playhead when the timeline is clicked or dragged (the feeding view model). */
    public void onSeek(LongConsumer seek) {
        this.onSeek = Objects.requireNonNull(seek, "seek");
    }

    /** Asks to show {@code t}, clamped to the ticks there are to show (a live round: the kept ones). */
    public void seek(long t) {
        if (!loaded.get()) {
            return;
        }
        long last = received.get() >= 0 ? received.get() : end.get();
        onSeek.accept(Math.clamp(t, Math.min(first.get(), last), last));
    }

    /** The last tick of the axis: a replay's end, or a live round's whole length. */
    public LongProperty endProperty() {
        return end;
    }

    /** The first tick that can be shown (a watcher who came late has nothing before it). */
    public LongProperty firstProperty() {
        return first;
    }

    /** A live round: the newest tick received, or -1 for a replay (every tick is there). */
    public LongProperty receivedProperty() {
        return received;
    }

    /** The tick on screen. */
    public LongProperty tickProperty() {
        return tick;
    }

    /** False until there is a round to show; then {@link #emptyTextProperty()} is not drawn. */
    public BooleanProperty loadedProperty() {
        return loaded;
    }

    public StringProperty emptyTextProperty() {
        return emptyText;
    }

    /** A live round shown live (not paused, not rewound): the playhead is drawn as the live edge. */
    public BooleanProperty liveProperty() {
        return live;
    }

    public ObservableList<Mark> marks() {
        return marks;
    }

    /** Where a golden check first failed, or -1. */
    public LongProperty divergenceProperty() {
        return divergence;
    }

    /** Where a second run compared with this one parts from it, or -1. */
    public LongProperty partingProperty() {
        return parting;
    }

    public LongProperty markAProperty() {
        return markA;
    }

    public LongProperty markBProperty() {
        return markB;
    }

    /** A clip's focus range, drawn as a band. */
    public ObjectProperty<Optional<Range>> focusProperty() {
        return focus;
    }

    public ObservableList<Long> bookmarks() {
        return bookmarks;
    }
}
