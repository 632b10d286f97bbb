package undercooked.studio.spectate;

import undercooked.protocol.EventWire;
import undercooked.protocol.FullFrame;
import undercooked.studio.timeline.Marker;
import undercooked.studio.timeline.TimelineModel;

/**
 * Feeds the shared timeline from a watched round: the axis is the whole round (the first frame's
 * tick plus its time left), the kept frames are the ticks one can rewind to, each frame's events
 * are marked by kind, and the playhead is the tick on screen, drawn as the live edge while live.
 */
final class WatchTimeline {
    private final TimelineModel model = new TimelineModel();

    WatchTimeline() {
        model.emptyTextProperty().set("The round's timeline appears with its first frame; rewind by clicking it.");
    }

    TimelineModel model() {
        return model;
    }

    /** A new round (a countdown): nothing kept yet. */
    void clear() {
        model.loadedProperty().set(false);
        model.marks().clear();
        model.endProperty().set(0);
        model.firstProperty().set(0);
        model.receivedProperty().set(-1);
    }

    /** A frame was kept; {@code first} is the oldest kept frame's tick. */
    void kept(FullFrame f, long first) {
        long end = Math.max(f.tick(), f.tick() + Math.round(f.timeLeft() * 20));
        if (end > model.endProperty().get()) {
            model.endProperty().set(end);
        }
        model.firstProperty().set(first);
        model.receivedProperty().set(f.tick());
        for (EventWire e : f.events()) {
            Marker m = Marker.of(e);
            if (m != Marker.OTHER) {
                model.marks().add(new TimelineModel.Mark(f.tick(), m));
            }
        }
        model.loadedProperty().set(true);
    }
}
