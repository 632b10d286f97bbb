package undercooked.server.rooms;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

import undercooked.server.meters.SlowTicks;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.protocol.ClientMessage;
import undercooked.protocol.NextLevelMsg;
import undercooked.protocol.Role;
import undercooked.protocol.StartMsg;
import undercooked.protocol.ToLobbyMsg;
import undercooked.protocol.AddBotMsg;
import undercooked.protocol.CloseCode;
import undercooked.protocol.RemoveBotMsg;
import undercooked.protocol.CountdownMsg;
import undercooked.protocol.EmoteMsg;
import undercooked.protocol.ErrMsg;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.EvMsg;
import undercooked.protocol.EventWire;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.Protocol;
import undercooked.protocol.RoomState;
import undercooked.protocol.SeatWire;
import undercooked.protocol.WelcomeMsg;
import undercooked.protocol.WireCodec;
import undercooked.protocol.YouWire;
import undercooked.server.archive.RoundArchive;
import undercooked.server.session.Session;
import undercooked.server.session.SessionStore;
import undercooked.server.wire.RoomEvent;
import undercooked.server.wire.SnapshotEncoder;

/**
 * One room: its {@link Roster} (seats and watchers), the host crown, the state machine LOBBY ->
 * COUNTDOWN -> PLAYING -> ROUND_END -> LOBBY or COUNTDOWN, and CLOSED. Everything it does happens inside one of its
 * synchronized methods, called from socket threads ({@link #hello}, {@link #receive},
 * {@link #disconnect}) and from the tick scheduler ({@link #tick}); time comes only from the
 * injected {@link Clock}, so every transition can be tested without sockets or sleeps.
 *
 * <p>A room never throws at a caller for anything a client sent: refusals are {@code err}
 * frames. An exception out of a room method is a server bug; the supervisor aborts the room.
 */
public final class Room {

    static final long SECOND = 1_000_000_000L;
    static final long COUNTDOWN_FROM = 3;
    static final long SETTLE = SECOND;

    private final String code;
    private final RoomSettings settings;
    private final Campaign campaign;
    private final SessionStore sessions;
    private final Clock clock;
    private final WireCodec codec;
    private final RoomOutbox out;
    private final SnapshotEncoder encoder;
    private final LongSupplier seeds;
    private final Stepper stepper;
    private final RoundArchive archive;
    private final java.util.concurrent.Executor handOff;
    private final BotCooks bots;
    private final RoomCounters counters = new RoomCounters();

    private final Roster roster;
    private RoomState state = RoomState.LOBBY;
    private int roundNo;
    private long stateSince;
    /** Where this room's CPU is for the CPU rule's census, read without the room's lock. */
    private final LoadPhase loadPhase;
    private int countdownSent;
    private boolean roundSent;
    private long emptySince = -1;
    private final Lobby lobby;
    /** What the lobby asks of the room when someone comes in: the welcome and the round's ghosts. */
    private final Lobby.Door door = new Lobby.Door() {
        @Override
        public void welcome(Viewer v, boolean rejoined) {
            sendWelcome(v, rejoined);
        }

        @Override
        public void returned(Seat seat) {
            if (round != null) {
                round.ghostOff(seat).ifPresent(Room.this::raise);
            }
        }

        @Override
        public void watcherCame(Watcher w) {
            lobby.watcherCame(w, code, state, roundNo);
        }
    };
    /** Room events while no round plays (lobby emotes, ghosts after the verdict): one {@code ev} batch a tick. */
    private final List<EventWire> evBatch = new ArrayList<>();
    private Round round;
    /** The recorded round the first round resumes; gone once that round began. */
    private Optional<Takeover> takeover;

    public Room(String code, RoomSettings settings, RoomParts parts) {
        Objects.requireNonNull(parts, "parts");
        this.archive = parts.archive();
        this.handOff = parts.handOff();
        this.bots = parts.bots();
        this.code = Objects.requireNonNull(code, "code");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.campaign = parts.campaign();
        this.sessions = parts.sessions();
        this.clock = parts.clock();
        this.codec = parts.codec();
        this.out = new RoomOutbox(codec, parts.refusals());
        this.seeds = parts.seeds();
        this.stepper = parts.stepper();
        this.encoder = new SnapshotEncoder();
        this.takeover = parts.takeover();
        this.roster = takeover.map(t -> new Roster(t.cooks())).orElseGet(() -> new Roster(settings.maxPlayers()));
        this.stateSince = clock.nanos();
        this.loadPhase = new LoadPhase(stateSince);
        this.lobby = new Lobby(roster, campaign, sessions, out, clock, new Handshake(code, settings, sessions),
                settings.maxSpectators());
    }

    public String code() {
        return code;
    }

    public RoomCounters counters() {
        return counters;
    }

    public synchronized RoomState state() {
        return state;
    }

    /** The round number and kernel tick now: where a slow tick happened (metrics' exemplars). */
    public synchronized SlowTicks.Where where() {
        return new SlowTicks.Where(roundNo, round == null ? 0 : round.state().tick());
    }

    /** This room's place in the CPU rule's census at {@code now}, read without the room's lock. */
    LoadPhase.Load load(long now) {
        return loadPhase.at(now);
    }

    /** Counts this room into a scrape's tally: its state, occupied seats and watchers. */
    synchronized void countInto(RoomTally.Counter tally) {
        tally.add(state, roster.occupied(), roster.watcherCount());
    }

    /** What the public list of live rooms shows (a room browser's row); no token, no name. */
    public synchronized RoomInfo info() {
        Optional<String> levelId = lobby.levelId();
        boolean live = round != null && (state == RoomState.PLAYING || state == RoomState.ROUND_END);
        // The level is looked up only for a room between rounds: a playing room knows its length
        // (a scrape reads every room's info).
        OptionalInt length = live ? OptionalInt.of(round.lengthS())
                : levelId.flatMap(campaign::load).map(l -> OptionalInt.of(Round.lengthS(l, settings)))
                        .orElse(OptionalInt.empty());
        return new RoomInfo(code, state, levelId, roster.occupied(), roster.maxSeats(), roster.watcherCount(),
                settings.maxSpectators(), roundNo, length,
                live ? OptionalDouble.of(round.timeLeftS()) : OptionalDouble.empty());
    }

    /**
     * Seats the room's creator before any socket exists (POST /api/rooms). The seat starts
     * disconnected, so an abandoned creation frees itself after the grace like any drop.
     */
    public synchronized int reserveHost(Session session) {
        Seat seat = roster.reserve(0, session.token(), session.name().isEmpty() ? "Host" : session.name());
        seat.disconnectedAt = clock.nanos();
        lobby.reserveHost();
        emptySince = -1;
        return 0;
    }

    // ---- the socket side ------------------------------------------------------------------

    /**
     * The handshake: a watcher's place when the hello asks to watch; else a rejoin, an eviction
     * of the token's older socket, a free seat, or a waiting spectator's place; or a refusal
     * with its close code.
     *
     * @return the connection's token when it is now part of the room
     */
    public synchronized Optional<String> hello(Member member, HelloMsg hello) {
        return hello(member, hello, () -> true);
    }

    /**
     * As {@link #hello(Member, HelloMsg)}, where a hello that would create a session (no token,
     * or one the store has never seen) first asks {@code mayCreate}: the socket's per-address
     * create limit. A hello the room refuses creates no session at all.
     */
    public synchronized Optional<String> hello(Member member, HelloMsg hello, BooleanSupplier mayCreate) {
        Lobby.Entry entry = lobby.enter(member, hello, state, mayCreate, door);
        if (entry != Lobby.Entry.REFUSED && entry != Lobby.Entry.AGAIN) {
            emptySince = -1;
        }
        if (entry == Lobby.Entry.SEATED) {
            broadcastLobby();
        }
        return entry == Lobby.Entry.REFUSED ? Optional.empty() : roster.of(member).map(v -> v.token);
    }

    /** Every client message after the handshake (hello and ping are the socket layer's). */
    public synchronized void receive(Member member, ClientMessage message) {
        Optional<Viewer> viewer = roster.of(member);
        if (viewer.isEmpty()) {
            out.send(member, new ErrMsg(ErrorCode.WRONG_STATE, "send hello first", OptionalLong.empty()));
            return;
        }
        Viewer v = viewer.get();
        if (state == RoomState.CLOSED) {
            out.err(v, ErrorCode.ROOM_GONE, "room " + code + " has closed");
            return;
        }
        if (!Protocol.isAccepted(message.type(), state)) {
            out.err(v, ErrorCode.WRONG_STATE, message.type().wire() + " is not accepted in " + state.wire());
            return;
        }
        if (!(v instanceof Binding b)) {
            out.err(v, ErrorCode.NOT_SEATED, "spectators watch; " + message.type().wire() + " needs a seat");
            return;
        }
        Seat seat = roster.seats()[b.seat];
        lobby.touch(clock.nanos());
        if (Lobby.isVerb(message)) {
            if (lobby.handle(b, seat, message)) {
                broadcastLobby();
            }
            return;
        }
        switch (message) {
            case InputMsg input -> {
                if (round.input(b, seat, input) == InputGate.Verdict.REPLAY) {
                    resync(b, seat, input.seq());
                }
            }
            case EmoteMsg emote -> emote(b, seat, emote);
            case StartMsg ignored -> {
                if (lobby.host(b)) {
                    Optional<String> refusal = lobby.startRefusal();
                    if (refusal.isPresent()) {
                        out.err(b, ErrorCode.WRONG_STATE, refusal.get());
                    } else {
                        startCountdown();
                    }
                }
            }
            case ToLobbyMsg ignored -> {
                if (lobby.host(b) && verdictSent(b, message)) {
                    toLobby();
                }
            }
            case NextLevelMsg ignored -> {
                if (lobby.host(b) && verdictSent(b, message)) {
                    lobby.playNext(round.nextLevelId(campaign));
                    startCountdown();
                }
            }
            default -> out.err(b, ErrorCode.WRONG_STATE, message.type().wire() + " is handled by the connection");
        }
    }

    /** The connection is gone (closed, dead, evicted or killed). Idempotent per member. */
    public synchronized void disconnect(Member member) {
        Optional<Viewer> gone = roster.forget(member);
        if (gone.isEmpty()) {
            return;
        }
        if (!(gone.get() instanceof Binding b)) {
            lobby.watchersChanged();
            return;
        }
        Seat seat = roster.seats()[b.seat];
        if (seat == null || seat.binding != b) {
            return;
        }
        seat.binding = null;
        seat.connected = false;
        seat.disconnectedAt = clock.nanos();
        seat.parked = false;
        if (round != null) {
            round.ghostOn(seat).ifPresent(this::raise);
        }
        lobby.dropped(seat);
        broadcastLobby();
    }

    /**
     * The player pressed Leave (a clean close with the reason {@code left}): as a drop, but the
     * seat is freed now rather than held for the grace, and a host who leaves does not take the
     * crown back by coming again. A waiting player may take the seat at once in the lobby.
     */
    public synchronized void leave(Member member) {
        Optional<Seat> seat = roster.of(member).filter(v -> v instanceof Binding)
                .map(v -> roster.seats()[((Binding) v).seat]);
        disconnect(member);
        seat.filter(s -> !s.connected && roster.seats()[s.index] == s).ifPresent(s -> {
            s.left = true;
            lobby.left(s);
            abandonExpiredSeats(clock.nanos());
        });
    }

    // ---- the clock side ---------------------------------------------------------------------

    /** One scheduler tick: timers of the current state, the round's step and its snapshots. */
    public synchronized void tick() {
        long now = clock.nanos();
        switch (state) {
            case COUNTDOWN -> {
                long elapsed = now - stateSince;
                while (countdownSent < COUNTDOWN_FROM && elapsed >= countdownSent * SECOND) {
                    out.broadcast(roster.everyone(), countdown(COUNTDOWN_FROM - countdownSent));
                    countdownSent++;
                }
                if (elapsed >= COUNTDOWN_FROM * SECOND) {
                    beginPlaying(now);
                }
            }
            case PLAYING -> {
                round.step();
                if (round.finished()) {
                    round.settle(campaign, sessions);
                    enter(RoomState.ROUND_END, now);
                    roundSent = false;
                }
            }
            case ROUND_END -> {
                if (!roundSent && now - stateSince >= SETTLE) {
                    roundSent = true;
                    for (Viewer v : roster.everyone()) {
                        out.send(v.member, round.result(v.token, campaign, sessions));
                    }
                }
            }
            default -> {
            }
        }
        abandonExpiredSeats(now);
        flushEvBatch();
        if (lobby.due(now)) {
            broadcastLobby();
        }
        emptySince = roster.empty() ? (emptySince < 0 ? now : emptySince) : -1;
    }

    /**
     * Closes the room if it has been empty past {@code graceNanos}; check and close under one lock,
     * so no hello is welcomed and then told room_gone. Returns whether it closed.
     */
    public synchronized boolean closeIfEmptyFor(long graceNanos) {
        if (emptyForNanos() <= graceNanos) {
            return false;
        }
        close();
        return true;
    }

    /**
     * Closes the room if it is in the lobby and no player has acted there for {@code idleNanos}
     * (sockets that only ping hold no room): {@code room_gone}, as any closed room. Returns whether it closed.
     */
    public synchronized boolean closeIfIdleFor(long idleNanos) {
        if (state != RoomState.LOBBY || lobby.idleFor(clock.nanos()) <= idleNanos) {
            return false;
        }
        shut(ErrorCode.ROOM_GONE, "room " + code + " closed: nobody played in its lobby for "
                + idleNanos / SECOND + " s (lobby_idle_s)");
        return true;
    }

    /** How long the room has had nobody in it (no seat, no spectator); 0 when occupied. */
    public synchronized long emptyForNanos() {
        return emptySince < 0 ? 0 : clock.nanos() - emptySince;
    }

    /** Ends the room for everyone with {@code room_gone} (GC of an empty room, server stop). */
    public synchronized void close() {
        shut(ErrorCode.ROOM_GONE, "room " + code + " has closed");
    }

    /**
     * What a {@code room_gone} says first when the room closes because its server stops: a
     * player is told so, not that the code may be wrong (docs/PROTOCOL.md, the err's message).
     */
    public static final String SERVER_STOPPING = "server_stopping";

    /** The server stops (after its drain): the players are told that is why the room closes. */
    public synchronized void closeForStop() {
        shut(ErrorCode.ROOM_GONE, SERVER_STOPPING + ": room " + code + " has closed because its server is stopping");
    }

    /**
     * Whether a round here has yet to reach its players' result screens: counting down, playing,
     * or ended with its verdict still in the settle. A stopping node waits for these.
     */
    public synchronized boolean roundUnderWay() {
        return state == RoomState.COUNTDOWN || state == RoomState.PLAYING
                || state == RoomState.ROUND_END && !roundSent;
    }

    /** A server failure inside this room: its players are told, then the room is gone. */
    public synchronized void abort() {
        shut(ErrorCode.INTERNAL, "the room failed and was closed; please start a new one");
    }

    /**
     * The server's operator (the studio's Host panel, in the same process) seats a bot cook as the
     * host's add_bot does, in the lobby only: the refusal in words when it cannot.
     */
    public synchronized Optional<String> seatBot(AddBotMsg add) {
        return Protocol.isAccepted(add.type(), state) ? lobbyChange(lobby.addBot(add.personaOrDefault()))
                : Optional.of("bots are seated in the lobby; room " + code + " is " + state.wire());
    }

    /** The operator takes a bot off its seat, in the lobby only, as the host's remove_bot does. */
    public synchronized Optional<String> unseatBot(RemoveBotMsg remove) {
        return Protocol.isAccepted(remove.type(), state) ? lobbyChange(lobby.dropBot(remove.seat()))
                : Optional.of("bots leave in the lobby; room " + code + " is " + state.wire());
    }

    /** The seats as the lobby shows them (a bot's with its persona). */
    public synchronized List<SeatWire> seats() {
        return RoomFrames.seatWires(roster.seats(), lobby.hostSeat());
    }

    /** Broadcasts the lobby when a change went through; the refusal, if any, goes back to the caller. */
    private Optional<String> lobbyChange(Optional<String> refusal) {
        if (refusal.isEmpty()) {
            broadcastLobby();
        }
        return refusal;
    }

    /** The connection holding this token (a seat's before a watcher's), for the test-only kill seam. */
    public synchronized Optional<Member> memberOf(String token) {
        Optional<Member> seated = roster.seatOf(token).flatMap(s -> Optional.ofNullable(s.binding)).map(b -> b.member);
        return seated.isPresent() ? seated : roster.watcherOf(token).map(w -> w.member);
    }

    // ---- internals, all under the lock -------------------------------------------------------

    /**
     * The room's one event route: while a round plays, onto its frames ({@link Round#raise});
     * otherwise into this tick's {@code ev} batch.
     */
    private void raise(EventWire event) {
        if (state == RoomState.PLAYING && round != null) {
            round.raise(event);
        } else {
            evBatch.add(event);
        }
    }

    private void flushEvBatch() {
        if (evBatch.isEmpty()) {
            return;
        }
        int keep = Math.min(evBatch.size(), Protocol.MAX_EVENTS_PER_FRAME);
        counters.eventsDropped.addAndGet(evBatch.size() - keep);
        out.broadcast(roster.everyone(), new EvMsg(evBatch.subList(0, keep)));
        evBatch.clear();
    }

    private void shut(ErrorCode code, String why) {
        if (state == RoomState.CLOSED) {
            return;
        }
        if (state == RoomState.PLAYING && round != null) {
            round.abandonRound();
        }
        state = RoomState.CLOSED;
        loadPhase.entered(RoomState.CLOSED, clock.nanos());
        for (Viewer v : List.copyOf(roster.everyone())) {
            out.err(v, code, why);
            v.member.close(CloseCode.ROOM_GONE, code.wire());
        }
        roster.clear();
        round = null;
    }

    private void beginPlaying(long now) {
        Optional<Level> level = lobby.levelId().flatMap(campaign::load);
        if (level.isEmpty() || roster.occupied() == 0) {
            enter(RoomState.LOBBY, now);
            return;
        }
        roundNo++;
        Round.Archiving archiving = new Round.Archiving(code, roundNo, archive, handOff);
        round = takeover.isPresent()
                ? Round.takeOver(takeover.get(), roster, settings, stepper, encoder, codec, counters, archiving, bots)
                : Round.begin(level.get(), roster, seeds.getAsLong(), settings, stepper, encoder, codec, counters, archiving,
                        bots);
        takeover = Optional.empty();
        for (Viewer v : roster.everyone()) {
            v.needsFull = true;
            if (v instanceof Binding b) {
                b.lastSeq = 0;
            }
        }
        enter(RoomState.PLAYING, now);
    }

    private void startCountdown() {
        lobby.unready();
        countdownSent = 0;
        enter(RoomState.COUNTDOWN, clock.nanos());
        out.broadcast(roster.everyone(), countdown(COUNTDOWN_FROM));
        countdownSent = 1;
    }

    /** A countdown frame with the coming round's length, which the client's HUD shows until the first snapshot. */
    private CountdownMsg countdown(long n) {
        return new CountdownMsg((int) n, lobby.levelId().flatMap(campaign::load).map(l -> Round.lengthS(l, settings)).orElse(0));
    }

    private void toLobby() {
        lobby.unready();
        round = null;
        state = RoomState.LOBBY;
        lobby.seatWaiting(door);
        enter(RoomState.LOBBY, clock.nanos());
    }

    private void enter(RoomState next, long now) {
        state = next;
        stateSince = now;
        loadPhase.entered(next, now);
        lobby.touch(now);
        broadcastLobby();
    }

    private void abandonExpiredSeats(long now) {
        if (!SeatTable.expire(roster.seats(), now, (long) (Protocol.PARK_AFTER_S * SECOND),
                (long) (settings.seatGraceS() * SECOND), round, this::raise)) {
            return;
        }
        lobby.seatsExpired();
        if (state == RoomState.LOBBY) {
            lobby.seatWaiting(door);
        }
        broadcastLobby();
    }

    private void emote(Binding b, Seat seat, EmoteMsg emote) {
        if (!b.allowEmote(clock.nanos(), (long) (Protocol.EMOTE_WINDOW_S * SECOND), Protocol.EMOTES_PER_WINDOW)) {
            out.err(b, ErrorCode.RATE_LIMITED, "at most " + Protocol.EMOTES_PER_WINDOW + " emotes per second");
            return;
        }
        raise(encoder.roomEvent(new RoomEvent.Emote(seat.playerId(), emote.id())));
    }

    private void resync(Binding b, Seat seat, long seq) {
        out.err(b, ErrorCode.BAD_FIELD, "seq: " + seq + " is older than the last accepted " + b.lastSeq, seq);
        raise(encoder.roomEvent(new RoomEvent.Resync(seat.playerId(), b.lastSeq)));
    }

    Optional<String> startRefusal() {
        return lobby.startRefusal();
    }

    /** The settle is the verdict's: leaving before it went out would leave everyone without it. */
    private boolean verdictSent(Binding b, ClientMessage message) {
        if (roundSent) {
            return true;
        }
        out.err(b, ErrorCode.WRONG_STATE, "the verdict comes one second after the round ends; send "
                + message.type().wire() + " after the round message");
        return false;
    }

    private void sendWelcome(Viewer v, boolean rejoined) {
        int seat = v instanceof Binding b ? b.seat : settings.maxPlayers();
        boolean host = v instanceof Binding b && b.seat == lobby.hostSeat();
        out.send(v.member, new WelcomeMsg(new YouWire(v.token, seat, host, v.role()), code, state,
                lobby.levelId(), RoomFrames.seatWires(roster.seats(), lobby.hostSeat()), rejoined));
        if (state == RoomState.ROUND_END && roundSent) {
            // Joined (or reloaded) on the result screen: the verdict went out before this socket
            // existed, and without it the client has no result screen and no way back to the lobby.
            out.send(v.member, round.result(v.token, campaign, sessions));
        }
    }

    private void broadcastLobby() {
        lobby.broadcast(code, state, roundNo, clock.nanos());
    }
}
