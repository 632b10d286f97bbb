package undercooked.studio.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import undercooked.protocol.FullFrame;
import undercooked.studio.kitchen.KitchenRenderer;
import undercooked.studio.kitchen.WireProjection;
import undercooked.studio.timeline.Playback;

/** What the kitchen canvas draws at the current tick: the projected frame, the camera, trails and the divergence banner. */
public final class SceneViewModel {
    /** Trail length in ticks: two seconds. */
    static final int TRAIL_TICKS = 2 * Playback.HZ;

    private final ReplayViewModel replay;
    private final ObjectProperty<KitchenRenderer.Scene> scene = new SimpleObjectProperty<>();
    private final BooleanProperty trails = new SimpleBooleanProperty();
    private final StringProperty follow = new SimpleStringProperty("");
    private final WireProjection projection = new WireProjection();

    SceneViewModel(ReplayViewModel replay) {
        this.replay = Objects.requireNonNull(replay, "replay");
        trails.addListener(o -> refresh());
        follow.addListener(o -> refresh());
        replay.stateProperty().addListener(o -> refresh());
        replay.asPlayed().shownProperty().addListener(o -> refresh());
    }

    void refresh() {
        OpenedReplay r = replay.replayProperty().get();
        if (r == null || replay.stateProperty().get() == null) {
            return;
        }
        long tick = replay.tickProperty().get();
        AsPlayedViewModel played = replay.asPlayed();
        Optional<FullFrame> kept = played.shownProperty().get() ? played.frameAt(tick) : Optional.empty();
        FullFrame frame = kept.orElseGet(() -> projection.frame(replay.stateProperty().get(), r.cursor().events()));
        List<KitchenRenderer.Trail> t = !trails.get() ? List.of() : kept.isPresent() ? trails(played, tick) : trails(r, tick);
        KitchenRenderer.Camera camera = follow.get().isEmpty() ? new KitchenRenderer.Whole()
                : new KitchenRenderer.Follow(follow.get(), 2.5);
        long divergence = r.golden().divergence().orElse(-1);
        Optional<String> banner = kept.isPresent() ? played.kernelName().map(k -> "as played, kernel " + k)
                : divergence >= 0 && tick >= divergence
                ? Optional.of("diverged from the golden at tick " + divergence)
                // Short enough to read over a small window's kitchen; the status line says the rest.
                : r.loaded().otherKernel().map(k -> k.substring(0, k.indexOf(',')));
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

    /** Each cook's path over the last {@link #TRAIL_TICKS} ticks up to {@code tick}, from the frames kept as played. */
    static List<KitchenRenderer.Trail> trails(AsPlayedViewModel played, long tick) {
        long from = Math.max(0, tick - TRAIL_TICKS);
        java.util.Map<Integer, List<double[]>> bySeat = new java.util.TreeMap<>();
        long last = -1;
        for (long t = from; t <= tick; t++) {
            Optional<FullFrame> f = played.frameAt(t);
            if (f.isEmpty() || f.get().tick() == last) {
                continue;
            }
            last = f.get().tick();
            for (undercooked.protocol.PlayerSnap p : f.get().players()) {
                bySeat.computeIfAbsent(p.seat(), s -> new ArrayList<>()).add(new double[] {p.x(), p.y()});
            }
        }
        List<KitchenRenderer.Trail> out = new ArrayList<>();
        bySeat.forEach((seat, points) -> out.add(new KitchenRenderer.Trail(seat,
                points.stream().mapToDouble(p -> p[0]).toArray(), points.stream().mapToDouble(p -> p[1]).toArray())));
        return out;
    }

    public ObjectProperty<KitchenRenderer.Scene> sceneProperty() {
        return scene;
    }

    public BooleanProperty trailsProperty() {
        return trails;
    }

    /** The cook the camera follows ("" for the whole kitchen). */
    public StringProperty followProperty() {
        return follow;
    }
}
