package undercooked.studio.spectate;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;
import undercooked.levels.Level;
import undercooked.protocol.CloseCode;
import undercooked.protocol.CountdownMsg;
import undercooked.protocol.ErrMsg;
import undercooked.protocol.EvMsg;
import undercooked.protocol.FullFrame;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.RoomState;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.SeatWire;
import undercooked.protocol.ServerMessage;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.WelcomeMsg;
import undercooked.studio.kitchen.KitchenRenderer;
import undercooked.studio.kitchen.WireProjection;
import undercooked.studio.timeline.TimelineModel;

/**
 * One watched room, as its connection's listener: the connection's state (RTT, frame age,
 * reconnects, gone) here; what the room says (state, seats, ticker, verdict) in its
 * {@link RoomPicture}; the kept frames and what is drawn of them in its {@link WatchPlayback}.
 * The getters below are the pane's one surface over the three.
 */
public final class WatchViewModel implements LiveConnection.Listener {
    /** Event ticker lines kept. */
    static final int TICKER = RoomPicture.TICKER;

    private final String code;
    private final RoomPicture room = new RoomPicture();
    private final WatchPlayback playback = new WatchPlayback(room);
    private final StringProperty status = new SimpleStringProperty("connecting...");
    private final BooleanProperty connected = new SimpleBooleanProperty();
    private final BooleanProperty gone = new SimpleBooleanProperty();
    private final BooleanProperty endedMidRound = new SimpleBooleanProperty();
    private final LongProperty rtt = new SimpleLongProperty(-1);
    private final LongProperty frameAge = new SimpleLongProperty(-1);
    private final IntegerProperty refused = new SimpleIntegerProperty();
    private final LongProperty reportTick = new SimpleLongProperty(-1);
    private BiConsumer<String, WatchViewModel> wantsLevel = (id, w) -> { };

    public WatchViewModel(String code) {
        this.code = Objects.requireNonNull(code, "code");
    }

    /** Who fetches a level the room names (the workspace, over HTTP); it calls {@link #levelArrived}. */
    public void onLevelWanted(BiConsumer<String, WatchViewModel> wants) {
        this.wantsLevel = Objects.requireNonNull(wants, "wants");
    }

    public void levelArrived(Level l) {
        // A live room leaves the level's stations at rest out of its full frames (protocols 3 and 4):
        // the view puts them back from the level, also into the frames that came before it.
        playback.levelArrived(l, WireProjection.atRest(l.kitchen()));
        room.level().set(l);
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
                room.state().set(w.state());
                w.level().ifPresent(this::setLevel);
                room.seats(w.seats(), playback.last());
                status.set("live");
            }
            case LobbyMsg l -> {
                if (l.state() == RoomState.LOBBY && room.state().get() != RoomState.LOBBY) {
                    room.backToLobby();
                }
                room.state().set(l.state());
                l.level().ifPresent(this::setLevel);
                room.seats(l.seats(), playback.last());
                status.set("live");
            }
            case CountdownMsg c -> {
                if (room.state().get() != RoomState.COUNTDOWN) {
                    room.newRound();
                    playback.clear();
                }
                room.state().set(RoomState.COUNTDOWN);
                room.countdown().set(c.n());
            }
            case SnapMsg s -> {
                if (playback.snap(s, receivedNanos)) {
                    if (room.state().get() != RoomState.PLAYING && room.state().get() != RoomState.ROUND_END) {
                        room.state().set(RoomState.PLAYING);
                    }
                    s.raw().events().forEach(e -> room.event(e, playback.last()));
                }
            }
            case EvMsg e -> e.events().forEach(ev -> room.event(ev, playback.last()));
            case RoundMsg r -> room.roundOver(r);
            case ErrMsg e -> status.set("the server said " + e.code().wire() + ": " + e.msg());
            default -> {
            }
        }
    }

    private void setLevel(String id) {
        if (!id.equals(room.levelId().get())) {
            room.levelId().set(id);
            wantsLevel.accept(id, this);
        }
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
        String why = CloseCode.fromCode(code).map(c -> c.wire() + " (" + code + ")")
                .orElse(code < 0 ? reason : "closed " + code + (reason.isEmpty() ? "" : ": " + reason));
        if (retryInMillis.isPresent()) {
            status.set("dropped: " + why + "; reconnecting in " + String.format(Locale.ROOT, "%.1f s",
                    retryInMillis.get() / 1000.0));
            return;
        }
        // A room that closed while its round played (a server stopped or drained): the server
        // archived that round as aborted, so the pane offers it as a finished round's replay.
        boolean midRound = room.state().get() == RoomState.PLAYING || room.state().get() == RoomState.COUNTDOWN;
        endedMidRound.set(midRound && playback.last().isPresent());
        gone.set(true);
        status.set(switch (code) {
            case 4401 -> endedMidRound.get() ? "the room closed mid-round (room_gone): the round was archived as"
                    + " aborted; Open replay shows it" : playback.last().isEmpty() ? "no room " + this.code
                    + " on this server (room_gone): check the code, or pick one from the list"
                    : "the room is gone (room_gone): it closed";
            case 4403 -> "evicted from the room (evicted)";
            case 4404 -> "closed for abuse (abuse)";
            case 4400 -> "the server speaks another protocol version (protocol_mismatch)";
            case 4402 -> "the room is full (room_full)";
            default -> "stopped: " + why;
        });
    }

    // ---- showing ---------------------------------------------------------------------------

    /**
     * Brings the picture to {@code nowNanos} (the view calls this each animation frame), and ages
     * the last frame for the connection read-out.
     */
    public void refresh(long nowNanos) {
        long last = playback.lastArrival();
        frameAge.set(last == 0 ? -1 : (nowNanos - last) / 1_000_000);
        playback.refresh(nowNanos);
    }

    /** Two frame gaps, as the browser client draws sparse spectator frames. */
    public long interpolationDelayNanos() {
        return playback.interpolationDelayNanos();
    }

    /** Stops following live at the frame on screen. */
    public void pause() {
        playback.playback().pause();
    }

    /** Back to live. */
    public void goLive() {
        playback.goLive();
    }

    /** One kept frame back or forward (pauses first). */
    public void step(int by) {
        playback.playback().step(by);
    }

    /** To the kept frame at or before {@code tick} (the timeline's click and drag; pauses first). */
    public void scrubToTick(long tick) {
        playback.playback().seek(tick);
    }

    /**
     * The tick of a Report... asked for while the round is still played, or -1: the report needs
     * the round's inputs, which the server archives when the round ends, and is written then.
     */
    public LongProperty reportTickProperty() {
        return reportTick;
    }

    /** The round's archive entry can be looked for: its verdict came or the room closed mid-round. */
    boolean archived() {
        return room.state().get() == RoomState.ROUND_END || endedMidRound.get();
    }

    /**
     * The round is over for this pane: its verdict came, or the room closed or went away. Such a
     * pane gives way when a fifth room is to be watched.
     */
    public boolean finished() {
        return gone.get() || room.state().get() == RoomState.ROUND_END || room.state().get() == RoomState.CLOSED;
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
        return playback.frameToScreen();
    }

    /** The frames kept for rewind (the bench measures what they cost). */
    int keptFrames() {
        return playback.keptFrames();
    }

    /** Lets go of the kept frames (the bench measures what they held). */
    void clearForBench() {
        playback.clearForBench();
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

    /** True when the room closed while its round played: that round is in the archive as aborted. */
    public BooleanProperty endedMidRoundProperty() {
        return endedMidRound;
    }

    public LongProperty rttProperty() {
        return rtt;
    }

    public LongProperty frameAgeProperty() {
        return frameAge;
    }

    public ObjectProperty<RoomState> stateProperty() {
        return room.state();
    }

    public StringProperty levelIdProperty() {
        return room.levelId();
    }

    public ObjectProperty<Level> levelProperty() {
        return room.level();
    }

    public ObservableList<String> seats() {
        return room.seatLines();
    }

    public List<SeatWire> seatWires() {
        return room.seatWires();
    }

    public ObservableList<String> ticker() {
        return room.ticker();
    }

    public StringProperty resultProperty() {
        return room.result();
    }

    /** Following live (not paused, stepped or scrubbed back). */
    public ReadOnlyBooleanProperty liveProperty() {
        return playback.playback().followingProperty();
    }

    public DoubleProperty delaySecondsProperty() {
        return playback.delaySeconds();
    }

    public IntegerProperty frameCountProperty() {
        return playback.frameCount();
    }

    public ObjectProperty<KitchenRenderer.Scene> sceneProperty() {
        return playback.scene();
    }

    public StringProperty followProperty() {
        return playback.follow();
    }

    public ObservableList<String> diff() {
        return playback.diff();
    }

    public IntegerProperty refusedProperty() {
        return refused;
    }

    /** The round on the shared timeline: kept ticks, event marks, the playhead and the live edge. */
    public TimelineModel timeline() {
        return playback.timeline();
    }

    /** The tick of the frame last put on screen (-1 before the first). */
    public ReadOnlyLongProperty drawnTickProperty() {
        return playback.playback().tickProperty();
    }

    /** The kept frame at an index (tests). */
    FullFrame frame(int i) {
        return playback.frame(i);
    }
}
