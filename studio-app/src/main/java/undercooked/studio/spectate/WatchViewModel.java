package undercooked.studio.spectate;

import java.util.Locale;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import undercooked.levels.Level;
import undercooked.protocol.CountdownMsg;
import undercooked.protocol.ErrMsg;
import undercooked.protocol.EventWire;
import undercooked.protocol.EvMsg;
import undercooked.protocol.FullFrame;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.PlayerScoreWire;
import undercooked.protocol.RestStations;
import undercooked.protocol.RoomState;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.SeatWire;
import undercooked.protocol.ServerMessage;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.SnapshotView;
import undercooked.protocol.WelcomeMsg;
import undercooked.sim.StateDiff;
import undercooked.studio.kitchen.KitchenRenderer;
import undercooked.studio.kitchen.WireProjection;
import undercooked.studio.timeline.TimelineModel;

/**
 * One watched room: the connection's state (RTT, frame age, reconnects), the room's state (lobby,
 * countdown, playing, round end), its seats and an event ticker, and the round's frames kept for
 * rewind. Live, the kitchen is drawn one interpolation delay behind the newest frame with cooks
 * moved between frames; paused, any kept frame is shown and stepped with the wire view's diff;
 * with a delay set, the round is shown that many seconds behind, as a broadcast is.
 */
public final class WatchViewModel implements LiveConnection.Listener {
    /** Event ticker lines kept. */
    static final int TICKER = 12;

    private final String code;
    private final SnapshotView view = new SnapshotView();
    /** Frames were kept before this round's level (and so its stations at rest) arrived. */
    private boolean framesBeforeLevel;
    private final FrameStore frames = new FrameStore();
    private final StringProperty status = new SimpleStringProperty("connecting...");
    private final BooleanProperty connected = new SimpleBooleanProperty();
    private final BooleanProperty gone = new SimpleBooleanProperty();
    private final LongProperty rtt = new SimpleLongProperty(-1);
    private final LongProperty frameAge = new SimpleLongProperty(-1);
    private final ObjectProperty<RoomState> state = new SimpleObjectProperty<>(RoomState.LOBBY);
    private final IntegerProperty countdown = new SimpleIntegerProperty();
    private final StringProperty levelId = new SimpleStringProperty("");
    private final ObjectProperty<Level> level = new SimpleObjectProperty<>();
    private final ObservableList<String> seats = FXCollections.observableArrayList();
    private final ObservableList<String> ticker = FXCollections.observableArrayList();
    private final StringProperty result = new SimpleStringProperty("");
    private final BooleanProperty live = new SimpleBooleanProperty(true);
    private final DoubleProperty delaySeconds = new SimpleDoubleProperty(0);
    private final IntegerProperty index = new SimpleIntegerProperty(-1);
    private final IntegerProperty frameCount = new SimpleIntegerProperty();
    private final ObjectProperty<KitchenRenderer.Scene> scene = new SimpleObjectProperty<>();
    private final StringProperty follow = new SimpleStringProperty("");
    private final ObservableList<String> diff = FXCollections.observableArrayList();
    private final IntegerProperty refused = new SimpleIntegerProperty();
    private final LongProperty drawnTick = new SimpleLongProperty(-1);
    private final WatchTimeline timeline = new WatchTimeline();
    private List<SeatWire> seatWires = List.of();
    /** Dishes served this round by player id (the sim's {@code p0}...), from the served events seen. */
    private final java.util.Map<String, Integer> served = new java.util.TreeMap<>();
    /** The gap between frames, smoothed; 100 ms until two frames have been seen. */
    private double gapNanos = 100e6;
    private boolean measuredGap;
    private long lastArrival;
    /** The last {@link #SHOWN_KEPT} frames' way to the screen, for the bench and the read-out. */
    private final java.util.ArrayDeque<Shown> frameToScreen = new java.util.ArrayDeque<>();
    static final int SHOWN_KEPT = 4096;
    private long shownArrival = -1;
    private BiConsumer<String, WatchViewModel> wantsLevel = (id, w) -> { };

    public WatchViewModel(String code) {
        this.code = Objects.requireNonNull(code, "code");
        live.addListener((o, a, b) -> {
            if (!b && index.get() < 0 && !frames.isEmpty()) {
                index.set(frames.size() - 1);
            }
        });
        follow.addListener(o -> {
            if (!live.get()) {
                showIndex();
            }
        });
        TimelineModel t = timeline.model();
        t.onSeek(this::scrubToTick);
        t.tickProperty().bind(drawnTick);
        t.liveProperty().bind(live.and(state.isEqualTo(RoomState.PLAYING)));
    }

    /** Who fetches a level the room names (the workspace, over HTTP); it calls {@link #levelArrived}. */
    public void onLevelWanted(BiConsumer<String, WatchViewModel> wants) {
        this.wantsLevel = Objects.requireNonNull(wants, "wants");
    }

    public void levelArrived(Level l) {
        // A live room leaves the level's stations at rest out of its full frames (protocols 3 and 4):
        // the view puts them back from the level, also into the frames that came before it.
        RestStations rest = WireProjection.atRest(l.kitchen());
        view.rest(rest);
        if (framesBeforeLevel) {
            frames.replaceAll(rest::fill);
            framesBeforeLevel = false;
        }
        level.set(l);
    }

    // ---- the connection ----------------------------------------------------------------------

    @Override
    public void opened() {
        connected.set(true);
        status.set("connected, waiting for the room");
    }

    @Override
    public void message(ServerMessage m, long receivedNanos) {
        switch (m) {
            case WelcomeMsg w -> {
                state.set(w.state());
                w.level().ifPresent(this::setLevel);
                seats(w.seats());
                status.set("live");
            }
            case LobbyMsg l -> {
                if (l.state() == RoomState.LOBBY && state.get() != RoomState.LOBBY) {
                    result.set("");
                }
                state.set(l.state());
                l.level().ifPresent(this::setLevel);
                seats(l.seats());
                status.set("live");
            }
            case CountdownMsg c -> {
                if (state.get() != RoomState.COUNTDOWN) {
                    served.clear();
                    frames.clear();
                    timeline.clear();
                    frameCount.set(0);
                    ticker.clear();
                    result.set("");
                    index.set(-1);
                    live.set(true);
                }
                state.set(RoomState.COUNTDOWN);
                countdown.set(c.n());
            }
            case SnapMsg s -> snap(s, receivedNanos);
            case EvMsg e -> e.events().forEach(this::tick);
            case RoundMsg r -> roundOver(r);
            case ErrMsg e -> status.set("the server said " + e.code().wire() + ": " + e.msg());
            default -> {
            }
        }
    }

    private void setLevel(String id) {
        if (!id.equals(levelId.get())) {
            levelId.set(id);
            wantsLevel.accept(id, this);
        }
    }

    private void seats(List<SeatWire> s) {
        seatWires = List.copyOf(s);
        showSeats();
    }

    /** One line a seat: label, name, host, away, ready in the lobby, dishes served in a round. */
    private void showSeats() {
        List<String> rows = new ArrayList<>();
        for (SeatWire w : seatWires) {
            int dishes = frames.isEmpty() ? 0 : frames.last().players().stream().filter(p -> p.seat() == w.index())
                    .map(p -> served.getOrDefault(p.id(), 0)).findFirst().orElse(0);
            rows.add("P" + (w.index() + 1) + " " + w.name() + (w.host() ? " (host)" : "") + (w.connected() ? "" : " (away)")
                    + (state.get() == RoomState.LOBBY && w.ready() ? " ready" : "")
                    + (dishes > 0 ? " · " + dishes + " served" : ""));
        }
        if (!rows.equals(seats)) {
            seats.setAll(rows);
        }
    }

    private void snap(SnapMsg s, long at) {
        if (!view.apply(s.raw())) {
            return; // a delta before any full frame: wait for the next full one
        }
        FullFrame f = view.current().orElseThrow();
        if (state.get() != RoomState.PLAYING && state.get() != RoomState.ROUND_END) {
            state.set(RoomState.PLAYING);
        }
        if (lastArrival > 0) {
            double gap = Math.min(1e9, at - lastArrival);
            gapNanos = measuredGap ? gapNanos * 0.9 + gap * 0.1 : gap;
            measuredGap = true;
        }
        lastArrival = at;
        frames.add(f, at);
        framesBeforeLevel |= level.get() == null || !level.get().id().equals(levelId.get());
        frameCount.set(frames.size());
        timeline.kept(f, frames.get(0).tick());
        s.raw().events().forEach(this::tick);
    }

    private void tick(EventWire e) {
        if (e.kind().equals("ping") || e.kind().equals("resync")) {
            return;
        }
        Object who = e.payload().get("i");
        if (e.kind().equals("served") && who != null) {
            served.merge(String.valueOf(who), 1, Integer::sum);
            showSeats();
        }
        ticker.add(0, e.kind().replace('_', ' ') + (who == null ? "" : " " + who));
        if (ticker.size() > TICKER) {
            ticker.remove(TICKER, ticker.size());
        }
    }

    private void roundOver(RoundMsg r) {
        state.set(RoomState.ROUND_END);
        StringBuilder b = new StringBuilder(r.result().map(x -> x.wire().toUpperCase(Locale.ROOT)).orElse("OVER"))
                .append(": ").append(r.score()).append(" / ").append(r.target()).append(", ").append(r.stars()).append(" stars");
        for (PlayerScoreWire p : r.players()) {
            b.append(" · ").append(p.name()).append(' ').append(p.score()).append(" (").append(p.dishesServed()).append(" served)");
        }
        result.set(b.toString());
    }

    @Override
    public void refused(String problem) {
        refused.set(refused.get() + 1);
        status.set("a frame the codec refused (" + problem + "); watching on");
    }

    @Override
    public void pong(long rttMillis) {
        rtt.set(rttMillis);
    }

    @Override
    public void dropped(int code, String reason, Optional<Long> retryInMillis) {
        connected.set(false);
        String why = undercooked.protocol.CloseCode.fromCode(code).map(c -> c.wire() + " (" + code + ")")
                .orElse(code < 0 ? reason : "closed " + code + (reason.isEmpty() ? "" : ": " + reason));
        if (retryInMillis.isPresent()) {
            status.set("dropped: " + why + "; reconnecting in " + String.format(Locale.ROOT, "%.1f s",
                    retryInMillis.get() / 1000.0));
        } else {
            gone.set(true);
            status.set(switch (code) {
                case 4401 -> "the room is gone (room_gone): it closed or never existed";
                case 4403 -> "evicted from the room (evicted)";
                case 4404 -> "closed for abuse (abuse)";
                case 4400 -> "the server speaks another protocol version (protocol_mismatch)";
                case 4402 -> "the room is full (room_full)";
                default -> "stopped: " + why;
            });
        }
    }

    // ---- showing ---------------------------------------------------------------------------

    /**
     * Brings the picture to {@code nowNanos} (the view calls this each animation frame): live, the
     * frame one interpolation delay (two frame gaps) plus the chosen delay behind; paused, the kept
     * frame at the cursor. Also ages the last frame for the connection read-out.
     */
    public void refresh(long nowNanos) {
        frameAge.set(lastArrival == 0 ? -1 : (nowNanos - lastArrival) / 1_000_000);
        if (frames.isEmpty()) {
            showIdle();
            return;
        }
        if (live.get()) {
            long render = nowNanos - interpolationDelayNanos() - (long) (delaySeconds.get() * 1e9);
            frames.at(render).ifPresent(this::show);
            int i = frames.indexAtTick(scene.get() == null ? 0 : scene.get().frame().tick());
            if (shownArrival != frames.arrivedNanos(i) && frames.arrivedNanos(i) <= nowNanos) {
                shownArrival = frames.arrivedNanos(i);
                if (frameToScreen.size() == SHOWN_KEPT) {
                    frameToScreen.removeFirst();
                }
                frameToScreen.add(new Shown(nowNanos - shownArrival, nowNanos - render));
            }
        }
    }

    /**
     * Before the first frame (a lobby, a countdown, a round that ended before the watcher came):
     * the kitchen without cooks, and the room's state as the banner.
     */
    private void showIdle() {
        Level l = level.get();
        if (l == null) {
            return;
        }
        String banner = switch (state.get()) {
            case COUNTDOWN -> "starting in " + countdown.get();
            case ROUND_END -> result.get().isEmpty() ? "the round has ended" : result.get();
            case CLOSED -> "the room has closed";
            default -> "lobby: " + seats.size() + (seats.size() == 1 ? " cook" : " cooks") + ", waiting for the host to start";
        };
        FullFrame empty = new FullFrame(0, 0, l.targetScore(), l.timeLimitS(), List.of(), List.of(), List.of(), List.of(),
                List.of());
        if (scene.get() == null || !scene.get().banner().equals(Optional.of(banner))
                || scene.get().frame().tick() != 0 || !scene.get().frame().players().isEmpty()) {
            scene.set(new KitchenRenderer.Scene(empty, new KitchenRenderer.Whole(), List.of(), Optional.empty(),
                    Optional.of(banner)));
        }
    }

    /** Two frame gaps, as the browser client draws sparse spectator frames. */
    public long interpolationDelayNanos() {
        return (long) (2 * gapNanos);
    }

    private void show(FullFrame f) {
        drawnTick.set(f.tick());
        KitchenRenderer.Camera cam = follow.get().isEmpty() ? new KitchenRenderer.Whole()
                : new KitchenRenderer.Follow(follow.get(), 2.5);
        String banner = switch (state.get()) {
            case COUNTDOWN -> "starting in " + countdown.get();
            case ROUND_END -> result.get();
            default -> live.get() ? (delaySeconds.get() > 0 ? "LIVE -" + (int) delaySeconds.get() + " s" : "") : "REWIND";
        };
        scene.set(new KitchenRenderer.Scene(f, cam, List.of(), Optional.of(follow.get()).filter(x -> !x.isEmpty()),
                banner.isEmpty() ? Optional.empty() : Optional.of(banner)));
    }

    /** Stops following live at the frame on screen. */
    public void pause() {
        if (frames.isEmpty()) {
            return;
        }
        int i = scene.get() == null ? frames.size() - 1 : frames.indexAtTick(scene.get().frame().tick());
        live.set(false);
        index.set(i);
        showIndex();
    }

    /** Back to live. */
    public void goLive() {
        live.set(true);
        index.set(-1);
        diff.clear();
    }

    /** One kept frame back or forward (pauses first). */
    public void step(int by) {
        if (frames.isEmpty()) {
            return;
        }
        if (live.get()) {
            pause();
        }
        index.set(Math.clamp(index.get() + by, 0, frames.size() - 1));
        showIndex();
    }

    /** To the kept frame at or before {@code tick} (the timeline's click and drag; pauses first). */
    public void scrubToTick(long tick) {
        if (frames.isEmpty()) {
            return;
        }
        if (live.get()) {
            pause();
        }
        index.set(frames.indexAtTick(tick));
        showIndex();
    }

    private void showIndex() {
        int i = index.get();
        if (i < 0 || i >= frames.size()) {
            return;
        }
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

    /**
     * A frame's way to the screen: from its arrival to the first picture drawn with it, and the
     * delay the picture was drawn behind then (interpolation plus any broadcast delay). The
     * latency minus the delay is what drawing added: the wait for the next screen pulse.
     */
    public record Shown(long latencyNanos, long delayNanos) {
        public long beyondDelayNanos() {
            return latencyNanos - delayNanos;
        }
    }

    /** How the last frames reached the screen, oldest first (the bench reads them). */
    public List<Shown> frameToScreen() {
        return List.copyOf(frameToScreen);
    }

    /** The frames kept for rewind (the bench measures what they cost). */
    int keptFrames() {
        return frames.size();
    }

    /** Lets go of the kept frames (the bench measures what they held). */
    void clearForBench() {
        frames.clear();
        scene.set(null);
    }

    /** For tests and the bench: feed a message as if it had arrived now. */
    public void feed(ServerMessage m, long at) {
        message(m, at);
    }

    public String code() {
        return code;
    }

    public StringProperty statusProperty() {
        return status;
    }

    public BooleanProperty connectedProperty() {
        return connected;
    }

    /** True once the room will not come back (room gone, evicted, abuse, another version). */
    public BooleanProperty goneProperty() {
        return gone;
    }

    public LongProperty rttProperty() {
        return rtt;
    }

    public LongProperty frameAgeProperty() {
        return frameAge;
    }

    public ObjectProperty<RoomState> stateProperty() {
        return state;
    }

    public StringProperty levelIdProperty() {
        return levelId;
    }

    public ObjectProperty<Level> levelProperty() {
        return level;
    }

    public ObservableList<String> seats() {
        return seats;
    }

    public List<SeatWire> seatWires() {
        return seatWires;
    }

    public ObservableList<String> ticker() {
        return ticker;
    }

    public StringProperty resultProperty() {
        return result;
    }

    public BooleanProperty liveProperty() {
        return live;
    }

    public DoubleProperty delaySecondsProperty() {
        return delaySeconds;
    }

    public IntegerProperty indexProperty() {
        return index;
    }

    public IntegerProperty frameCountProperty() {
        return frameCount;
    }

    public ObjectProperty<KitchenRenderer.Scene> sceneProperty() {
        return scene;
    }

    public StringProperty followProperty() {
        return follow;
    }

    public ObservableList<String> diff() {
        return diff;
    }

    public IntegerProperty refusedProperty() {
        return refused;
    }

    /** The round on the shared timeline: kept ticks, event marks, the playhead and the live edge. */
    public TimelineModel timeline() {
        return timeline.model();
    }

    /** The tick of the frame last put on screen. */
    public LongProperty drawnTickProperty() {
        return drawnTick;
    }

    /** The kept frame at an index (tests). */
    FullFrame frame(int i) {
        return frames.get(i);
    }
}
