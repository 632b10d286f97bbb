package undercooked.server.rooms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
import undercooked.server.wire.RoomEvent;
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
 * pump. It reads who plays and who watches from the room's {@link Roster} and never the room
 * itself. While it runs it owns the room's event route: every event of the round, the
 * kernel's and the room's ({@link #raise}), rides its next frames. Confined to the room's lock.
 */
final class Round {

    /** A cook of the round and the seat that plays it; {@code bot} is the persona of a bot cook. */
    /** A cook of the round; {@code name} as it was at the start, for a verdict sent after its seat was let go. */
    private record CastSeat(String playerId, int seat, String token, String name, Optional<String> bot) {
    }

    private final Level level;
    private final Roster roster;
    private final List<CastSeat> cast;
    /**
     * Per player id, the seq of the frame that began the run of one move (and facing) the kernel
     * is being fed: the snapshot's {@code sq}. A keep-alive repeating the move is the same run, so
     * {@code sq} changes when the cook's intent to walk does, not ten times a second.
     */
    private final Map<String, Long> applied = new HashMap<>();
    private final Map<String, PlayerInput> lastFed = new HashMap<>();
    private final Stepper stepper;
    private final SnapshotEncoder encoder;
    private final SnapshotEncoder.StationMemo stationSnaps = new SnapshotEncoder.StationMemo();
    private final double dt;
    private final InputGate gate;
    private final SnapshotPump pump;
    private final RoundRecorder recorder;
    private final RoundBotFeed bots;
    private KitchenState state;
    private long tick;
    /** Wall time owed to the kernel, in seconds; it is paid in whole STEP_DT substeps. */
    private double credit;

    /**
     * Who the round is archived as: the room's code, its round number, where it goes, and the
     * executor its record is made and handed over on.
     */
    record Archiving(String room, int roundNo, RoundArchive archive, java.util.concurrent.Executor handOff) {
    }

    private Round(Level level, Roster roster, List<CastSeat> cast, KitchenState state, RoomSettings settings,
                  Stepper stepper, SnapshotEncoder encoder, WireCodec codec, RoomCounters counters, RoundRecorder recorder,
                  BotCooks botCooks, long seed) {
        this.level = level;
        this.roster = roster;
        this.recorder = recorder;
        this.cast = List.copyOf(cast);
        this.state = state;
        this.stepper = stepper;
        this.encoder = encoder;
        this.dt = 1.0 / settings.tickHz();
        this.gate = new InputGate(settings.maxPlayers(), counters);
        this.pump = new SnapshotPump(codec, counters, settings.tickHz(), settings.snapshotHz(),
                encoder.atRest(level.kitchen()));
        List<RoundBotFeed.Member> botSeats = new ArrayList<>();
        for (CastSeat c : this.cast) {
            c.bot().ifPresent(persona -> botSeats.add(new RoundBotFeed.Member(c.seat(), c.playerId(), persona)));
        }
        this.bots = new RoundBotFeed(recorder.room(), botCooks, level, botSeats, seed);
    }

    /** A round of every seat occupied now, seated or dropped within its grace. */
    static Round begin(Level chosen, Roster roster, long seed, RoomSettings settings, Stepper stepper,
                       SnapshotEncoder encoder, WireCodec codec, RoomCounters counters, Archiving archiving,
                       BotCooks botCooks) {
        Level level = chosen;
        if (lengthS(chosen, settings) != chosen.timeLimitS()) {
            level = new Level(chosen.id(), chosen.name(), chosen.order(), settings.roundSeconds(), chosen.targetScore(),
                    chosen.recipes(), chosen.orders(), chosen.hazards(), chosen.legend(), chosen.grid());
        }
        List<CastSeat> cast = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        List<RoundRecord.Cook> cooks = new ArrayList<>();
        for (Seat s : roster.seats()) {
            if (s == null) {
                continue;
            }
            cast.add(new CastSeat(s.playerId(), s.index, s.token, s.name, s.bot));
            ids.add(s.playerId());
            cooks.add(new RoundRecord.Cook(s.playerId(), s.index, s.name, s.bot));
        }
        KitchenState start = Sim.newRound(level.kitchen(), ids, seed);
        RoundRecorder recorder = new RoundRecorder(archiving.room(), archiving.roundNo(), level, seed, cooks, start,
                archiving.archive(), archiving.handOff());
        return new Round(level, roster, cast, start, settings, stepper, encoder, codec, counters, recorder,
                botCooks, seed);
    }

    /**
     * The first round of a takeover room: the kernel resumes at the prefix's state, seat {@code i}
     * plays the original's cook {@code i}, and a cook whose seat nobody holds stays in the kitchen
     * where the prefix left it, drawn disconnected. No {@code round_seconds} cap: the level is
     * the original's as played, so the prefix hashes as it did.
     */
    static Round takeOver(Takeover t, Roster roster, RoomSettings settings, Stepper stepper, SnapshotEncoder encoder,
                          WireCodec codec, RoomCounters counters, Archiving archiving, BotCooks botCooks) {
        List<CastSeat> cast = new ArrayList<>();
        List<RoundRecord.Cook> cooks = new ArrayList<>();
        Seat[] seats = roster.seats();
        for (int i = 0; i < t.cooks().size(); i++) {
            Seat s = i < seats.length ? seats[i] : null;
            Optional<String> bot = s == null ? Optional.empty() : s.bot;
            cast.add(new CastSeat(t.cooks().get(i), i, s == null ? "" : s.token, s == null ? "" : s.name, bot));
            cooks.add(new RoundRecord.Cook(t.cooks().get(i), i, s == null ? "" : s.name, bot));
        }
        KitchenState start = Sim.newRound(t.level().kitchen(), t.cooks(), t.seed());
        RoundRecorder recorder = new RoundRecorder(archiving.room(), archiving.roundNo(), t.level(), t.seed(), cooks,
                start, archiving.archive(), archiving.handOff());
        recorder.resume(t);
        return new Round(t.level(), roster, cast, t.at(), settings, stepper, encoder, codec, counters, recorder,
                botCooks, t.seed());
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

    /** The seq discipline and queue for one seated connection's input frame; a replay is the room's to answer. */
    InputGate.Verdict input(Binding b, Seat seat, InputMsg msg) {
        // Stamped with the kernel's tick, as held intents are: at a tick_hz other than 20 the room
        // counts its own ticks differently, and contested picks go by arrival first.
        return gate.offer(b, seat.playerId(), msg, state.tick(), roster.occupied());
    }

    /** One room tick: the kernel substeps it owes, then the snapshot passes due, to the roster's two audiences. */
    void step() {
        boolean[] connected = roster.connected();
        // The kernel is handed exactly STEP_DT per call, as a replay feeds it one substep per tick:
        // one call per room tick at 20 Hz, two at 10 Hz, one every third at 60 Hz. Any other dt
        // would let the kernel run substeps the archive could not tell apart.
        credit += dt;
        while (credit + SimConstants.TICK_EPS >= SimConstants.STEP_DT && !finished()) {
            // The bots decide on the state every player sees now, and their frames join the
            // queue behind the frames that came in over the wire since the last step.
            bots.feed(state, gate);
            List<PlayerInput> inputs = gate.drain(state.tick(), connected);
            StepResult r = stepper.step(state, SimConstants.STEP_DT, inputs);
            for (PlayerInput in : inputs) {
                PlayerInput before = lastFed.put(in.playerId(), in);
                if (before == null || !before.move().equals(in.move()) || !before.face().equals(in.face())) {
                    applied.put(in.playerId(), in.seq());
                }
            }
            credit -= SimConstants.STEP_DT;
            recorder.stepped(state.tick(), inputs, r.state());
            state = r.state();
            List<EventWire> events = encoder.events(r.events());
            recorder.count(events);
            pump.addEvents(events);
        }
        pump.tick(tick, finished(), () -> encoder.frame(state, castView(), List.of(), stationSnaps), roster.players(),
                roster.watchers());
        tick++;
    }

    /** An event the room raised while this round plays (an emote, a resync, a ghost): onto the next frames. */
    void raise(EventWire event) {
        pump.addEvents(List.of(event));
    }

    /** The verdict: the round goes to the archive, and a win unlocks the next level for every session that played it. */
    void settle(Campaign campaign, SessionStore sessions) {
        recorder.handOver(state);
        if (state.verdict() != Verdict.WON) {
            return;
        }
        int next = Math.min(level.order() + 1, campaign.levels().getLast().order());
        for (CastSeat c : cast) {
            if (!c.token().isEmpty() && c.bot().isEmpty()) {
                // A takeover's cook nobody sat at, or a bot, has no session to unlock.
                sessions.unlock(c.token(), next);
            }
        }
    }

    /** The verdict as {@code viewerToken} sees it (its {@code unlocked} is the viewer's own). */
    RoundMsg result(String viewerToken, Campaign campaign, SessionStore sessions) {
        List<SnapshotEncoder.SeatLine> lines = new ArrayList<>();
        for (CastSeat c : cast) {
            // A cook who left after the round (or a watcher who came later) is still named: the
            // seat's name now when it is still held, else the name it played the round under.
            lines.add(new SnapshotEncoder.SeatLine(c.playerId(),
                    roster.heldBy(c.seat(), c.token()).map(s -> s.name).orElse(c.name()), c.bot()));
        }
        Optional<String> unlocked = sessions.find(viewerToken).map(Session::unlocked).flatMap(order ->
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
    Optional<EventWire> ghostOn(Seat seat) {
        gate.forget(seat.index);
        return cook(seat).map(p -> encoder.roomEvent(new RoomEvent.GhostOn(p.id(), p.pos().x(), p.pos().y())));
    }

    Optional<EventWire> ghostOff(Seat seat) {
        return cook(seat).map(p -> encoder.roomEvent(new RoomEvent.GhostOff(p.id(), p.pos().x(), p.pos().y())));
    }

    /** Releases the cook's carried item; a finished round is left as it ended. */
    Optional<EventWire> park(Seat seat) {
        if (finished() || cook(seat).isEmpty()) {
            return Optional.empty();
        }
        Parking.Released released = Parking.release(state, seat.playerId(), encoder);
        recorder.parked(state.tick(), seat.playerId());
        state = released.state();
        recorder.count(released.event().stream().toList());
        return released.event();
    }

    /** The room ended before the verdict (closed, stopped or failed): archived as aborted. */
    void abandonRound() {
        recorder.handOver(state);
    }

    /** The seat was freed after its grace: its cook stays in the kernel, drawn as a ghost no more. */
    Optional<EventWire> abandon(Seat seat) {
        return ghostOff(seat);
    }

    private Optional<Player> cook(Seat seat) {
        for (CastSeat c : cast) {
            if (c.seat() == seat.index && c.token().equals(seat.token)) {
                return state.player(c.playerId());
            }
        }
        return Optional.empty();
    }

    private List<SnapshotEncoder.Cast> castView() {
        List<SnapshotEncoder.Cast> out = new ArrayList<>(cast.size());
        for (CastSeat c : cast) {
            // A bot's frames are the server's own: its client predicts nothing, so its sq stays 0 (no bytes).
            out.add(new SnapshotEncoder.Cast(c.playerId(), c.seat(),
                    roster.heldBy(c.seat(), c.token()).map(s -> s.connected).orElse(false),
                    c.bot().isPresent() ? 0 : applied.getOrDefault(c.playerId(), 0L)));
        }
        return out;
    }

    /** Seconds left on the round's clock (0 once it is over). */
    double timeLeftS() {
        return Math.max(0.0, state.timeLeftSeconds());
    }

    int lengthS() {
        return level.timeLimitS();
    }
}
