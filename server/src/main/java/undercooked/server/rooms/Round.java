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
import undercooked.server.session.Session;
import undercooked.server.session.SessionStore;
import undercooked.server.wire.SnapshotEncoder;
import undercooked.sim.KitchenState;
import undercooked.sim.Player;
import undercooked.sim.Sim;
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
    private final double dt;
    private final InputGate gate;
    private final SnapshotPump pump;
    private KitchenState state;
    private long tick;

    private Round(Level level, List<CastSeat> cast, KitchenState state, RoomSettings settings, Stepper stepper,
                  SnapshotEncoder encoder, WireCodec codec, RoomCounters counters) {
        this.level = level;
        this.cast = List.copyOf(cast);
        this.state = state;
        this.stepper = stepper;
        this.encoder = encoder;
        this.dt = 1.0 / settings.tickHz();
        this.gate = new InputGate(settings.maxPlayers(), counters);
        this.pump = new SnapshotPump(codec, counters, settings.tickHz(), settings.snapshotHz());
    }

    static Round begin(Level chosen, List<Seat> seats, long seed, RoomSettings settings, Stepper stepper,
                       SnapshotEncoder encoder, WireCodec codec, RoomCounters counters) {
        Level level = chosen;
        if (settings.roundSeconds() > 0 && settings.roundSeconds() < chosen.timeLimitS()) {
            level = new Level(chosen.id(), chosen.name(), chosen.order(), settings.roundSeconds(), chosen.targetScore(),
                    chosen.recipes(), chosen.orders(), chosen.hazards(), chosen.legend(), chosen.grid());
        }
        List<CastSeat> cast = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (Seat s : seats) {
            cast.add(new CastSeat(s.playerId(), s.index, s.token));
            ids.add(s.playerId());
        }
        KitchenState start = Sim.newRound(level.kitchen(), ids, seed);
        return new Round(level, cast, start, settings, stepper, encoder, codec, counters);
    }

    KitchenState state() {
        return state;
    }

    boolean finished() {
        return state.verdict() != Verdict.PLAYING;
    }

    /** The seq discipline and queue for one seated connection's input frame. */
    void input(Binding b, Seat seat, InputMsg msg, Room room) {
        InputGate.Verdict v = gate.offer(b, seat.playerId(), msg, tick, room.seats.length);
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
        StepResult r = stepper.step(state, dt, gate.drain(tick, connected));
        state = r.state();
        pump.addEvents(encoder.events(r.events()));
        pump.tick(tick, () -> encoder.frame(state, castView(room), List.of()), room.seatedBindings(),
                room.spectatorBindings());
        tick++;
    }

    void queueEvents(List<EventWire> events) {
        pump.addEvents(events);
    }

    /** A win unlocks the next campaign level for every session that played it. */
    void settle(Campaign campaign, SessionStore sessions) {
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

    void ghostOn(Seat seat, List<EventWire> sink) {
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
        state = released.state();
        released.event().ifPresent(sink::add);
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
