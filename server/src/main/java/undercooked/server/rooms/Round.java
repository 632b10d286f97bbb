package undercooked.server.rooms;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.protocol.EventWire;
import undercooked.protocol.InputMsg;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.WireCodec;
import undercooked.server.archive.RoundArchive;
import undercooked.server.archive.RoundRecord;
import undercooked.server.session.Session;
import undercooked.server.session.SessionStore;
import undercooked.server.wire.SnapshotEncoder;
import undercooked.sim.KitchenState;
import undercooked.sim.Player;
import undercooked.sim.PlayerInput;
import undercooked.sim.Sim;
import undercooked.sim.SimConstants;
import undercooked.sim.StepResult;
import undercooked.sim.Verdict;

/**
 * One round of a room, from the start of PLAYING to the return to the lobby: the kernel state,
 * the cast (the seats that were occupied when it began), the input gate and the snapshot
 * pump. Confined to the room's lock like the room itself.
 */
final class Round {

    private record CastSeat(String playerId, int seat, String token) {
    }

    private final Level level;
    private final List<CastSeat> cast;
    private final Stepper stepper;
    private final SnapshotEncoder encoder;
    private final SnapshotEncoder.StationMemo stationSnaps = new SnapshotEncoder.StationMemo();
    private final double dt;
    private final InputGate gate;
    private final SnapshotPump pump;
    private final RoundRecorder recorder;
    private KitchenState state;
    private long tick;
    /** Wall time owed to the kernel, in seconds; it is paid in whole STEP_DT substeps. */
    private double credit;

    /** Who the round is archived as: the room's code, its round number, and where it goes. */
    record Archiving(String room, int roundNo, RoundArchive archive) {
    }

    private Round(Level level, List<CastSeat> cast, KitchenState state, RoomSettings settings, Stepper stepper,
                  SnapshotEncoder encoder, WireCodec codec, RoomCounters counters, RoundRecorder recorder) {
        this.level = level;
        this.recorder = recorder;
        this.cast = List.copyOf(cast);
        this.state = state;
        this.stepper = stepper;
        this.encoder = encoder;
        this.dt = 1.0 / settings.tickHz();
        this.gate = new InputGate(settings.maxPlayers(), counters);
        this.pump = new SnapshotPump(codec, counters, settings.tickHz(), settings.snapshotHz());
    }

    static Round begin(Level chosen, List<Seat> seats, long seed, RoomSettings settings, Stepper stepper,
                       SnapshotEncoder encoder, WireCodec codec, RoomCounters counters, Archiving archiving) {
        Level level = chosen;
        if (lengthS(chosen, settings) != chosen.timeLimitS()) {
            level = new Level(chosen.id(), chosen.name(), chosen.order(), settings.roundSeconds(), chosen.targetScore(),
                    chosen.recipes(), chosen.orders(), chosen.hazards(), chosen.legend(), chosen.grid());
        }
        List<CastSeat> cast = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        List<RoundRecord.Cook> cooks = new ArrayList<>();
        for (Seat s : seats) {
            cast.add(new CastSeat(s.playerId(), s.index, s.token));
            ids.add(s.playerId());
            cooks.add(new RoundRecord.Cook(s.playerId(), s.index, s.name));
        }
        KitchenState start = Sim.newRound(level.kitchen(), ids, seed);
        RoundRecorder recorder = new RoundRecorder(archiving.room(), archiving.roundNo(), level, seed, cooks, start,
                archiving.archive());
        return new Round(level, cast, start, settings, stepper, encoder, codec, counters, recorder);
    }

    /** A round's length in seconds: the level's own, or the server's round_seconds cap when shorter. */
    static int lengthS(Level level, RoomSettings settings) {
        int cap = settings.roundSeconds();
        return cap > 0 && cap < level.timeLimitS() ? cap : level.timeLimitS();
    }

    KitchenState state() {
        return state;
    }

    boolean finished() {
        return state.verdict() != Verdict.PLAYING;
    }

    /** The seq discipline and queue for one seated connection's input frame. */
    void input(Binding b, Seat seat, InputMsg msg, Room room) {
        // Stamped with the kernel's tick, as held intents are: at a tick_hz other than 20 the room
        // counts its own ticks differently, and contested picks go by arrival first.
        InputGate.Verdict v = gate.offer(b, seat.playerId(), msg, state.tick(), SeatTable.occupied(room.seats));
        if (v == InputGate.Verdict.REPLAY) {
            room.resync(b, msg.seq());
        }
    }

    void step(long now, Room room) {
        boolean[] connected = new boolean[room.seats.length];
        for (Seat s : room.seats) {
            if (s != null) {
                connected[s.index] = s.connected;
            }
        }
        // The kernel is handed exactly STEP_DT per call, as a replay feeds it one substep per tick:
        // one call per room tick at 20 Hz, two at 10 Hz, one every third at 60 Hz. Any other dt
        // would let the kernel run substeps the archive could not tell apart.
        credit += dt;
        while (credit + SimConstants.TICK_EPS >= SimConstants.STEP_DT && !finished()) {
            List<PlayerInput> inputs = gate.drain(state.tick(), connected);
            StepResult r = stepper.step(state, SimConstants.STEP_DT, inputs);
            credit -= SimConstants.STEP_DT;
            recorder.stepped(state.tick(), inputs, r.state());
            state = r.state();
            List<EventWire> events = encoder.events(r.events());
            recorder.count(events);
            pump.addEvents(events);
        }
        pump.tick(tick, finished(), () -> encoder.frame(state, castView(room), List.of(), stationSnaps), room.seatedBindings(),
                room.spectatorBindings());
        tick++;
    }

    void queueEvents(List<EventWire> events) {
        pump.addEvents(events);
    }

    /** The verdict: the round goes to the archive, and a win unlocks the next level for every session that played it. */
    void settle(Campaign campaign, SessionStore sessions) {
        recorder.handOver(state);
        if (state.verdict() != Verdict.WON) {
            return;
        }
        int next = Math.min(level.order() + 1, campaign.levels().getLast().order());
        for (CastSeat c : cast) {
            sessions.unlock(c.token(), next);
        }
    }

    RoundMsg result(Room room, String viewerToken, Campaign campaign) {
        List<SnapshotEncoder.SeatLine> lines = new ArrayList<>();
        for (CastSeat c : cast) {
            Seat s = room.seats[c.seat()];
            lines.add(new SnapshotEncoder.SeatLine(c.playerId(),
                    s != null && s.token.equals(c.token()) ? s.name : ""));
        }
        Optional<String> unlocked = room.sessions.find(viewerToken).map(Session::unlocked).flatMap(order ->
                campaign.levels().stream().filter(l -> l.order() <= order).reduce((a, b) -> b).map(Level::id));
        return encoder.round(state, false, lines, level.id(), unlocked);
    }

    /** After a win the next level by campaign order, after a loss the same one again. */
    String nextLevelId(Campaign campaign) {
        if (state.verdict() == Verdict.WON) {
            for (Level l : campaign.levels()) {
                if (l.order() > level.order()) {
                    return l.id();
                }
            }
        }
        return level.id();
    }

    /**
     * The seat's socket dropped: its held intent and queued frames are forgotten, so the cook
     * stops now and a rejoin starts from a released button instead of a stale press.
     */
    void ghostOn(Seat seat, List<EventWire> sink) {
        gate.forget(seat.index);
        cook(seat).ifPresent(p -> sink.add(encoder.roomEvent("ghost_on", p.pos().x(), p.pos().y(),
                "player_id", p.id())));
    }

    void ghostOff(Seat seat, List<EventWire> sink) {
        cook(seat).ifPresent(p -> sink.add(encoder.roomEvent("ghost_off", p.pos().x(), p.pos().y(),
                "player_id", p.id())));
    }

    /** Releases the cook's carried item; a finished round is left as it ended. */
    void park(Seat seat, List<EventWire> sink) {
        if (finished() || cook(seat).isEmpty()) {
            return;
        }
        Parking.Released released = Parking.release(state, seat.playerId(), encoder);
        recorder.parked(state.tick(), seat.playerId());
        state = released.state();
        released.event().ifPresent(sink::add);
        recorder.count(released.event().stream().toList());
    }

    /** The room ended before the verdict (closed, stopped or failed): archived as aborted. */
    void abandonRound() {
        recorder.handOver(state);
    }

    void abandon(Seat seat, List<EventWire> sink) {
        ghostOff(seat, sink);
    }

    private Optional<Player> cook(Seat seat) {
        for (CastSeat c : cast) {
            if (c.seat() == seat.index && c.token().equals(seat.token)) {
                return state.player(c.playerId());
            }
        }
        return Optional.empty();
    }

    private List<SnapshotEncoder.Cast> castView(Room room) {
        List<SnapshotEncoder.Cast> out = new ArrayList<>(cast.size());
        for (CastSeat c : cast) {
            Seat s = room.seats[c.seat()];
            out.add(new SnapshotEncoder.Cast(c.playerId(), c.seat(),
                    s != null && s.connected && s.token.equals(c.token())));
        }
        return out;
    }
}
