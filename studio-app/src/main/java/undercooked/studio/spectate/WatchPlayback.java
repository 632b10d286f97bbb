package undercooked.studio.spectate;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import undercooked.levels.Level;
import undercooked.protocol.FullFrame;
import undercooked.protocol.RestStations;
import undercooked.protocol.RoomState;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.SnapshotView;
import undercooked.sim.StateDiff;
import undercooked.studio.kitchen.KitchenRenderer;
import undercooked.studio.timeline.Playback;
import undercooked.studio.timeline.TimelineModel;

/**
 * A watched round's frames kept for rewind and what is drawn of them. Live, the kitchen is drawn
 * one interpolation delay behind the newest frame with cooks moved between frames; paused, any
 * kept frame is shown and stepped with the wire view's diff; with a delay set, the round is shown
 * that many seconds behind, as a broadcast is. Following live, pausing, stepping, scrubbing and
 * back to live are the shared {@link Playback}'s over the kept frames (a replay's playback is the
 * same model). The room's state and level come from its {@link RoomPicture}.
 */
final class WatchPlayback {
    /** The last frames' way to the screen kept for the bench and the read-out. */
    static final int SHOWN_KEPT = 4096;

    private final RoomPicture room;
    private final SnapshotView view = new SnapshotView();
    /** Frames were kept before this round's level (and so its stations at rest) arrived. */
    private boolean framesBeforeLevel;
    private final FrameStore frames = new FrameStore();
    private final Playback playback = Playback.live(frames.ticks(), this::showAt);
    private final DoubleProperty delaySeconds = new SimpleDoubleProperty(0);
    private final IntegerProperty frameCount = new SimpleIntegerProperty();
    private final ObjectProperty<KitchenRenderer.Scene> scene = new SimpleObjectProperty<>();
    private final StringProperty follow = new SimpleStringProperty("");
    private final ObservableList<String> diff = FXCollections.observableArrayList();
    private final WatchTimeline timeline = new WatchTimeline();
    /** The gap between frames, smoothed; 100 ms until two frames have been seen. */
    private double gapNanos = 100e6;
    private boolean measuredGap;
    private long lastArrival;
    private final ArrayDeque<WatchViewModel.Shown> frameToScreen = new ArrayDeque<>();
    private long shownArrival = -1;

    WatchPlayback(RoomPicture room) {
        this.room = room;
        follow.addListener(o -> {
            if (!playback.followingProperty().get()) {
                showAt(playback.tickProperty().get());
            }
        });
        TimelineModel t = timeline.model();
        playback.drive(t);
        t.liveProperty().bind(playback.followingProperty().and(room.state().isEqualTo(RoomState.PLAYING)));
    }

    /** The level's stations at rest go back into the frames (live rooms leave them out of full frames). */
    void levelArrived(Level l, RestStations rest) {
        view.rest(rest);
        if (framesBeforeLevel) {
            frames.replaceAll(rest::fill);
            framesBeforeLevel = false;
        }
    }

    /** A new round (a countdown): nothing kept, live again. */
    void clear() {
        frames.clear();
        timeline.clear();
        frameCount.set(0);
        playback.backToLive();
    }

    /** A frame arrived at {@code at}; false when it is a delta before any full frame (it waits for one). */
    boolean snap(SnapMsg s, long at) {
        if (!view.apply(s.raw())) {
            return false;
        }
        FullFrame f = view.current().orElseThrow();
        if (lastArrival > 0) {
            double gap = Math.min(1e9, at - lastArrival);
            gapNanos = measuredGap ? gapNanos * 0.9 + gap * 0.1 : gap;
            measuredGap = true;
        }
        lastArrival = at;
        frames.add(f, at);
        Level l = room.level().get();
        framesBeforeLevel |= l == null || !l.id().equals(room.levelId().get());
        frameCount.set(frames.size());
        timeline.kept(f, frames.get(0).tick());
        return true;
    }

    /** When the last frame arrived, or 0 before any. */
    long lastArrival() {
        return lastArrival;
    }

    Optional<FullFrame> last() {
        return frames.isEmpty() ? Optional.empty() : Optional.of(frames.last());
    }

    /**
     * Brings the picture to {@code nowNanos}: live, the frame one interpolation delay plus the
     * chosen delay behind; paused, the kept frame at the cursor; before any frame, the kitchen
     * without cooks and the room's state as the banner.
     */
    void refresh(long nowNanos) {
        if (frames.isEmpty()) {
            showIdle();
            return;
        }
        if (playback.followingProperty().get()) {
            long render = nowNanos - interpolationDelayNanos() - (long) (delaySeconds.get() * 1e9);
            frames.at(render).ifPresent(f -> {
                playback.follow(f.tick());
                show(f);
            });
            int i = frames.indexAtTick(scene.get() == null ? 0 : scene.get().frame().tick());
            if (shownArrival != frames.arrivedNanos(i) && frames.arrivedNanos(i) <= nowNanos) {
                shownArrival = frames.arrivedNanos(i);
                if (frameToScreen.size() == SHOWN_KEPT) {
                    frameToScreen.removeFirst();
                }
                frameToScreen.add(new WatchViewModel.Shown(nowNanos - shownArrival, nowNanos - render));
            }
        }
    }

    /**
     * Before the first frame (a lobby, a countdown, a round that ended before the watcher came).
     * After a round the HUD reads the verdict's score and time left, not the level's full length
     * (a round capped by the server is shorter than its level says).
     */
    private void showIdle() {
        Level l = room.level().get();
        if (l == null) {
            return;
        }
        RoomState st = room.state().get();
        int seatCount = room.seatLines().size();
        String banner = switch (st) {
            case COUNTDOWN -> "starting in " + room.countdown().get();
            case ROUND_END -> room.result().get().isEmpty() ? "the round has ended" : room.result().get();
            case CLOSED -> "the room has closed";
            default -> "lobby: " + seatCount + (seatCount == 1 ? " cook" : " cooks") + ", waiting for the host to start";
        };
        Optional<RoundMsg> v = st == RoomState.ROUND_END ? room.verdict() : Optional.empty();
        FullFrame empty = new FullFrame(v.map(RoundMsg::ticks).orElse(0L), v.map(RoundMsg::score).orElse(0),
                v.map(RoundMsg::target).orElse(l.targetScore()), v.map(RoundMsg::timeLeft).orElse((double) l.timeLimitS()),
                List.of(), List.of(), List.of(), List.of(), List.of());
        KitchenRenderer.Scene now = scene.get();
        if (now == null || !now.banner().equals(Optional.of(banner)) || !now.frame().equals(empty)) {
            scene.set(new KitchenRenderer.Scene(empty, new KitchenRenderer.Whole(), List.of(), Optional.empty(),
                    Optional.of(banner)));
        }
    }

    /** Two frame gaps, as the browser client draws sparse spectator frames. */
    long interpolationDelayNanos() {
        return (long) (2 * gapNanos);
    }

    private void show(FullFrame f) {
        KitchenRenderer.Camera cam = follow.get().isEmpty() ? new KitchenRenderer.Whole()
                : new KitchenRenderer.Follow(follow.get(), 2.5);
        String banner = switch (room.state().get()) {
            case COUNTDOWN -> "starting in " + room.countdown().get();
            case ROUND_END -> room.result().get();
            default -> !playback.followingProperty().get() ? "REWIND"
                    : delaySeconds.get() > 0 ? "LIVE -" + (int) delaySeconds.get() + " s" : "";
        };
        scene.set(new KitchenRenderer.Scene(f, cam, List.of(), Optional.of(follow.get()).filter(x -> !x.isEmpty()),
                banner.isEmpty() ? Optional.empty() : Optional.of(banner)));
    }

    /** Back to live: the diff of a paused frame goes. */
    void goLive() {
        playback.backToLive();
        diff.clear();
    }

    /** Shows the kept frame at {@code tick} (the playback paused, stepped or scrubbed there) and its wire diff. */
    private void showAt(long tick) {
        if (frames.isEmpty()) {
            return;
        }
        int i = frames.indexAtTick(tick);
        show(frames.get(i));
        List<String> rows = new ArrayList<>();
        if (i > 0) {
            for (StateDiff.Change c : StateDiff.betweenRecords(frames.get(i - 1), frames.get(i))) {
                if (!c.path().startsWith("events")) {
                    rows.add(c.render());
                }
            }
        }
        diff.setAll(rows);
    }

    List<WatchViewModel.Shown> frameToScreen() {
        return List.copyOf(frameToScreen);
    }

    int keptFrames() {
        return frames.size();
    }

    void clearForBench() {
        frames.clear();
        scene.set(null);
    }

    FullFrame frame(int i) {
        return frames.get(i);
    }

    /** Following live, pausing, stepping and scrubbing the kept frames. */
    Playback playback() {
        return playback;
    }

    DoubleProperty delaySeconds() {
        return delaySeconds;
    }

    IntegerProperty frameCount() {
        return frameCount;
    }

    ObjectProperty<KitchenRenderer.Scene> scene() {
        return scene;
    }

    StringProperty follow() {
        return follow;
    }

    ObservableList<String> diff() {
        return diff;
    }

    TimelineModel timeline() {
        return timeline.model();
    }
}
