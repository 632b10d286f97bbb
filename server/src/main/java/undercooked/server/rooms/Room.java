package undercooked.server.rooms;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.protocol.ClientMessage;
import undercooked.protocol.CloseCode;
import undercooked.protocol.CountdownMsg;
import undercooked.protocol.EmoteMsg;
import undercooked.protocol.ErrMsg;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.EvMsg;
import undercooked.protocol.EventWire;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.Protocol;
import undercooked.protocol.RoomState;
import undercooked.protocol.SetLevelMsg;
import undercooked.protocol.WelcomeMsg;
import undercooked.protocol.WireCodec;
import undercooked.protocol.YouWire;
import undercooked.server.archive.RoundArchive;
import undercooked.server.session.Session;
import undercooked.server.session.SessionStore;
import undercooked.server.wire.SnapshotEncoder;

/**
 * One room: seats, spectators, the host crown, the state machine LOBBY -> COUNTDOWN -> PLAYING
 * -> ROUND_END -> LOBBY or COUNTDOWN, and CLOSED. Everything it does happens inside one of its
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
    final RoomSettings settings;
    private final Campaign campaign;
    final SessionStore sessions;
    private final Clock clock;
    private final WireCodec codec;
    private final RoomOutbox out;
    final SnapshotEncoder encoder;
    private final LongSupplier seeds;
    private final Stepper stepper;
    private final RoundArchive archive;
    final RoomCounters counters = new RoomCounters();

    final Seat[] seats;
    private final Map<Member, Binding> bindings = new LinkedHashMap<>();
    private final Map<String, Binding> spectators = new LinkedHashMap<>();
    private int hostSeat = -1;
    private RoomState state = RoomState.LOBBY;
    private Optional<String> levelId;
    private int roundNo;
    private long stateSince;
    private int countdownSent;
    private boolean roundSent;
    private long emptySince = -1;
    /** Events outside a snapshot: onto the round's next frame while playing, else an ev batch. */
    private final List<EventWire> pendingEvents = new ArrayList<>();
    private Round round;

    public Room(String code, RoomSettings settings, Campaign campaign, SessionStore sessions, Clock clock,
                WireCodec codec, LongSupplier seeds, Stepper stepper) {
        this(code, settings, campaign, sessions, clock, codec, seeds, stepper, RoundArchive.none());
    }

    /** A room whose rounds (won, lost or aborted) go to {@code archive}. */
    public Room(String code, RoomSettings settings, Campaign campaign, SessionStore sessions, Clock clock,
                WireCodec codec, LongSupplier seeds, Stepper stepper, RoundArchive archive) {
        this.archive = Objects.requireNonNull(archive, "archive");
        this.code = Objects.requireNonNull(code, "code");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.campaign = Objects.requireNonNull(campaign, "campaign");
        this.sessions = Objects.requireNonNull(sessions, "sessions");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.codec = Objects.requireNonNull(codec, "codec");
        this.out = new RoomOutbox(codec);
        this.seeds = Objects.requireNonNull(seeds, "seeds");
        this.stepper = Objects.requireNonNull(stepper, "stepper");
        this.encoder = new SnapshotEncoder();
        this.seats = new Seat[settings.maxPlayers()];
        this.levelId = campaign.levels().isEmpty() ? Optional.empty() : Optional.of(campaign.levels().getFirst().id());
        this.stateSince = clock.nanos();
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

    /** What the spectator list of live rooms shows; no token, no name. */
    public synchronized RoomInfo info() {
        return new RoomInfo(code, state, levelId, SeatTable.occupied(seats), seats.length, spectators.size(), roundNo);
    }

    /**
     * Seats the room's creator before any socket exists (POST /api/rooms). The seat starts
     * disconnected, so an abandoned creation frees itself after the grace like any drop.
     */
    public synchronized int reserveHost(Session session) {
        Seat seat = new Seat(0, session.token(), session.name().isEmpty() ? "Host" : session.name());
        seat.disconnectedAt = clock.nanos();
        seats[0] = seat;
        hostSeat = 0;
        emptySince = -1;
        return 0;
    }

    // ---- the socket side ------------------------------------------------------------------

    /**
     * The handshake: a rejoin, an eviction of the token's older socket, a free seat, or a
     * spectator place; or a refusal with its close code.
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
        if (state == RoomState.CLOSED) {
            out.refuse(member, ErrorCode.ROOM_GONE, CloseCode.ROOM_GONE, "room " + code + " has closed");
            return Optional.empty();
        }
        if (!Protocol.isSupportedVersion(hello.p())) {
            out.refuse(member, ErrorCode.PROTOCOL_MISMATCH, CloseCode.PROTOCOL_MISMATCH, "server speaks p "
                    + Protocol.MIN_SUPPORTED_VERSION + ".." + Protocol.PROTOCOL_VERSION + ", hello had " + hello.p());
            return Optional.empty();
        }
        Binding current = bindings.get(member);
        if (current != null) {
            sendWelcome(current, false);
            return Optional.of(current.token);
        }
        String name = Names.sanitize(hello.name().orElse(""));
        // Nothing is written until the room has a place for this hello: a refused one leaves no row.
        Optional<Session> known = hello.token().flatMap(sessions::find);
        String stored = known.map(Session::name).orElse("");
        String shown = name.isEmpty() ? (stored.isEmpty() ? "Cook" : stored) : name;
        Optional<Seat> own = hello.token().flatMap(t -> SeatTable.seatOf(seats, t));
        if (own.isPresent()) {
            String token = hello.token().get();
            sessions.claim(token, name);
            Seat seat = own.get();
            boolean rejoined = seat.binding == null;
            if (seat.binding != null) {
                evict(seat.binding);
            }
            Binding b = bind(member, token, seat.name, seat.index);
            seat.binding = b;
            seat.connected = true;
            if (!name.isEmpty()) {
                seat.name = name;
            }
            if (rejoined && round != null) {
                round.ghostOff(seat, pendingEvents);
            }
            if (hostSeat < 0) {
                hostSeat = seat.index;
            }
            sendWelcome(b, rejoined);
            broadcastLobby();
            return Optional.of(token);
        }
        int free = state == RoomState.LOBBY ? SeatTable.freeSeat(seats) : -1;
        boolean watching = hello.token().map(spectators::containsKey).orElse(false);
        // A token already watching gives up its own place, so it always finds one.
        boolean spectatorPlace = state != RoomState.LOBBY && (watching || spectators.size() < settings.maxSpectators());
        if (free < 0 && !spectatorPlace) {
            out.refuse(member, ErrorCode.ROOM_FULL, CloseCode.ROOM_FULL, "room " + code + " has no free place");
            return Optional.empty();
        }
        if (known.isEmpty() && !mayCreate.getAsBoolean()) {
            out.refuse(member, ErrorCode.RATE_LIMITED, CloseCode.NORMAL,
                    "too many sessions created from this address; reconnect in a minute");
            return Optional.empty();
        }
        String token = hello.token().map(t -> sessions.claim(t, name).token())
                .orElseGet(() -> sessions.mint(name).token());
        if (watching) {
            evict(spectators.get(token));
        }
        if (free >= 0) {
            Seat seat = new Seat(free, token, shown);
            seats[free] = seat;
            Binding b = bind(member, token, shown, free);
            seat.binding = b;
            seat.connected = true;
            if (hostSeat < 0) {
                hostSeat = free;
            }
            sendWelcome(b, false);
        } else {
            Binding b = bind(member, token, shown, Binding.SPECTATOR);
            spectators.put(token, b);
            sendWelcome(b, false);
        }
        emptySince = -1;
        broadcastLobby();
        return Optional.of(token);
    }

    /** Every client message after the handshake (hello and ping are the socket layer's). */
    public synchronized void receive(Member member, ClientMessage message) {
        Binding b = bindings.get(member);
        if (b == null) {
            out.send(member, new ErrMsg(ErrorCode.WRONG_STATE, "send hello first", java.util.OptionalLong.empty()));
            return;
        }
        if (state == RoomState.CLOSED) {
            out.err(b, ErrorCode.ROOM_GONE, "room " + code + " has closed");
            return;
        }
        if (!Protocol.isAccepted(message.type(), state)) {
            out.err(b, ErrorCode.WRONG_STATE, message.type().wire() + " is not accepted in " + state.wire());
            return;
        }
        if (!b.seated()) {
            out.err(b, ErrorCode.NOT_SEATED, "spectators watch; " + message.type().wire() + " needs a seat");
            return;
        }
        Seat seat = seats[b.seat];
        switch (message) {
            case InputMsg input -> round.input(b, seat, input, this);
            case EmoteMsg emote -> emote(b, seat, emote);
            case undercooked.protocol.ReadyMsg ignored -> {
                seat.ready = !seat.ready;
                broadcastLobby();
            }
            case SetLevelMsg pick -> {
                if (host(b)) {
                    setLevel(b, pick.level());
                }
            }
            case undercooked.protocol.StartMsg ignored -> {
                if (host(b)) {
                    Optional<String> refusal = startRefusal();
                    if (refusal.isPresent()) {
                        out.err(b, ErrorCode.WRONG_STATE, refusal.get());
                    } else {
                        startCountdown();
                    }
                }
            }
            case undercooked.protocol.ToLobbyMsg ignored -> {
                if (host(b) && verdictSent(b, message)) {
                    toLobby();
                }
            }
            case undercooked.protocol.NextLevelMsg ignored -> {
                if (host(b) && verdictSent(b, message)) {
                    levelId = Optional.of(round.nextLevelId(campaign));
                    startCountdown();
                }
            }
            default -> out.err(b, ErrorCode.WRONG_STATE, message.type().wire() + " is handled by the connection");
        }
    }

    /** The connection is gone (closed, dead, evicted or killed). Idempotent per member. */
    public synchronized void disconnect(Member member) {
        Binding b = bindings.remove(member);
        if (b == null) {
            return;
        }
        if (!b.seated()) {
            spectators.remove(b.token, b);
            broadcastLobby();
            return;
        }
        Seat seat = seats[b.seat];
        if (seat == null || seat.binding != b) {
            return;
        }
        seat.binding = null;
        seat.connected = false;
        seat.disconnectedAt = clock.nanos();
        seat.parked = false;
        if (round != null) {
            round.ghostOn(seat, pendingEvents);
        }
        if (hostSeat == seat.index) {
            SeatTable.lowestSeat(seats, true).ifPresent(s -> hostSeat = s);
        }
        broadcastLobby();
    }

    // ---- the clock side ---------------------------------------------------------------------

    /** One scheduler tick: timers of the current state, the round's step and its snapshots. */
    public synchronized void tick() {
        long now = clock.nanos();
        switch (state) {
            case COUNTDOWN -> {
                long elapsed = now - stateSince;
                while (countdownSent < COUNTDOWN_FROM && elapsed >= countdownSent * SECOND) {
                    out.broadcast(bindings.values(), countdown(COUNTDOWN_FROM - countdownSent));
                    countdownSent++;
                }
                if (elapsed >= COUNTDOWN_FROM * SECOND) {
                    beginPlaying(now);
                }
            }
            case PLAYING -> {
                round.step(now, this);
                if (round.finished()) {
                    round.settle(campaign, sessions);
                    enter(RoomState.ROUND_END, now);
                    roundSent = false;
                }
            }
            case ROUND_END -> {
                if (!roundSent && now - stateSince >= SETTLE) {
                    roundSent = true;
                    for (Binding b : bindings.values()) {
                        out.send(b.member, round.result(this, b.token, campaign));
                    }
                }
            }
            default -> {
            }
        }
        abandonExpiredSeats(now);
        flushEvents();
        boolean empty = spectators.isEmpty() && SeatTable.lowestSeat(seats, false).isEmpty();
        emptySince = empty ? (emptySince < 0 ? now : emptySince) : -1;
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

    /** How long the room has had nobody in it (no seat, no spectator); 0 when occupied. */
    public synchronized long emptyForNanos() {
        return emptySince < 0 ? 0 : clock.nanos() - emptySince;
    }

    /** Ends the room for everyone with {@code room_gone} (GC of an empty room, server stop). */
    public synchronized void close() {
        shut(ErrorCode.ROOM_GONE, "room " + code + " has closed");
    }

    /** A server failure inside this room: its players are told, then the room is gone. */
    public synchronized void abort() {
        shut(ErrorCode.INTERNAL, "the room failed and was closed; please start a new one");
    }

    /** The connection holding this token, for the test-only kill seam. */
    public synchronized Optional<Member> memberOf(String token) {
        for (Binding b : bindings.values()) {
            if (b.token.equals(token)) {
                return Optional.of(b.member);
            }
        }
        return Optional.empty();
    }

    // ---- internals, all under the lock -------------------------------------------------------

    private void shut(ErrorCode code, String why) {
        if (state == RoomState.CLOSED) {
            return;
        }
        if (state == RoomState.PLAYING && round != null) {
            round.abandonRound();
        }
        state = RoomState.CLOSED;
        for (Binding b : List.copyOf(bindings.values())) {
            out.err(b, code, why);
            b.member.close(CloseCode.ROOM_GONE, code.wire());
        }
        bindings.clear();
        spectators.clear();
        round = null;
    }

    private void beginPlaying(long now) {
        Optional<Level> level = levelId.flatMap(campaign::load);
        List<Seat> cast = new ArrayList<>();
        for (Seat s : seats) {
            if (s != null) {
                cast.add(s);
            }
        }
        if (level.isEmpty() || cast.isEmpty()) {
            enter(RoomState.LOBBY, now);
            return;
        }
        roundNo++;
        round = Round.begin(level.get(), cast, seeds.getAsLong(), settings, stepper, encoder, codec, counters,
                new Round.Archiving(code, roundNo, archive));
        for (Binding b : bindings.values()) {
            b.needsFull = true;
            b.lastSeq = 0;
        }
        enter(RoomState.PLAYING, now);
    }

    private void startCountdown() {
        for (Seat s : seats) {
            if (s != null) {
                s.ready = false;
            }
        }
        countdownSent = 0;
        enter(RoomState.COUNTDOWN, clock.nanos());
        out.broadcast(bindings.values(), countdown(COUNTDOWN_FROM));
        countdownSent = 1;
    }

    /** A countdown frame with the coming round's length, which the client's HUD shows until the first snapshot. */
    private CountdownMsg countdown(long n) {
        return new CountdownMsg((int) n, levelId.flatMap(campaign::load).map(l -> Round.lengthS(l, settings)).orElse(0));
    }

    private void toLobby() {
        for (Seat s : seats) {
            if (s != null) {
                s.ready = false;
            }
        }
        round = null;
        state = RoomState.LOBBY;
        promoteSpectators();
        enter(RoomState.LOBBY, clock.nanos());
    }

    private void enter(RoomState next, long now) {
        state = next;
        stateSince = now;
        broadcastLobby();
    }

    private void promoteSpectators() {
        for (Binding b : List.copyOf(spectators.values())) {
            int free = SeatTable.freeSeat(seats);
            if (free < 0) {
                return;
            }
            spectators.remove(b.token);
            Seat seat = new Seat(free, b.token, b.name);
            seat.binding = b;
            seat.connected = true;
            seats[free] = seat;
            b.seat = free;
            if (hostSeat < 0) {
                hostSeat = free;
            }
            sendWelcome(b, false);
        }
    }

    private void abandonExpiredSeats(long now) {
        if (!SeatTable.expire(seats, now, (long) (Protocol.PARK_AFTER_S * SECOND), (long) (settings.seatGraceS() * SECOND),
                round, pendingEvents)) {
            return;
        }
        if (hostSeat >= 0 && seats[hostSeat] == null) {
            hostSeat = SeatTable.lowestSeat(seats, true).or(() -> SeatTable.lowestSeat(seats, false)).orElse(-1);
        }
        if (state == RoomState.LOBBY) {
            promoteSpectators();
        }
        broadcastLobby();
    }

    private void emote(Binding b, Seat seat, EmoteMsg emote) {
        if (!b.allowEmote(clock.nanos(), (long) (Protocol.EMOTE_WINDOW_S * SECOND), Protocol.EMOTES_PER_WINDOW)) {
            out.err(b, ErrorCode.RATE_LIMITED, "at most " + Protocol.EMOTES_PER_WINDOW + " emotes per second");
            return;
        }
        pendingEvents.add(encoder.roomEvent("emote", 0.0, 0.0, "player_id", seat.playerId(), "emote", emote.id()));
    }

    private void setLevel(Binding b, String id) {
        Optional<Level> level = campaign.load(id);
        if (level.isEmpty()) {
            out.err(b, ErrorCode.BAD_FIELD, "level: '" + id + "' is not in the campaign");
            return;
        }
        int unlocked = sessions.find(b.token).map(Session::unlocked).orElse(1);
        if (level.get().order() > unlocked) {
            out.err(b, ErrorCode.LEVEL_LOCKED, "level " + id + " is not unlocked yet");
            return;
        }
        levelId = Optional.of(id);
        broadcastLobby();
    }

    Optional<String> startRefusal() {
        return SeatTable.startRefusal(seats, hostSeat, levelId);
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

    private boolean host(Binding b) {
        if (b.seat == hostSeat) {
            return true;
        }
        out.err(b, ErrorCode.NOT_HOST, "only the host may do that");
        return false;
    }

    private Binding bind(Member member, String token, String name, int seat) {
        Binding b = new Binding(member, token, name, seat);
        bindings.put(member, b);
        return b;
    }

    private void evict(Binding old) {
        bindings.remove(old.member);
        spectators.remove(old.token, old);
        out.err(old, ErrorCode.EVICTED, "this token connected again elsewhere");
        old.member.close(CloseCode.EVICTED, ErrorCode.EVICTED.wire());
    }

    /** Events raised this tick: onto the snapshot while playing, as an {@code ev} batch otherwise. */
    private void flushEvents() {
        if (pendingEvents.isEmpty()) {
            return;
        }
        if (state == RoomState.PLAYING && round != null) {
            round.queueEvents(pendingEvents);
        } else {
            int keep = Math.min(pendingEvents.size(), Protocol.MAX_EVENTS_PER_FRAME);
            counters.eventsDropped.addAndGet(pendingEvents.size() - keep);
            out.broadcast(bindings.values(), new EvMsg(pendingEvents.subList(0, keep)));
        }
        pendingEvents.clear();
    }

    void resync(Binding b, long seq) {
        out.err(b, ErrorCode.BAD_FIELD, "seq: " + seq + " is older than the last accepted " + b.lastSeq, seq);
        pendingEvents.add(encoder.roomEvent("resync", 0.0, 0.0, "player_id", seats[b.seat].playerId(),
                "seq", b.lastSeq));
    }

    List<Binding> seatedBindings() {
        List<Binding> out = new ArrayList<>(bindings.size());
        for (Binding b : bindings.values()) {
            if (b.seated()) {
                out.add(b);
            }
        }
        return out;
    }

    java.util.Collection<Binding> spectatorBindings() {
        return spectators.values();
    }

    private void sendWelcome(Binding b, boolean rejoined) {
        int seat = b.seated() ? b.seat : settings.maxPlayers();
        out.send(b.member, new WelcomeMsg(new YouWire(b.token, seat, b.seated() && b.seat == hostSeat), code, state,
                levelId, RoomFrames.seatWires(seats, hostSeat), rejoined));
        if (state == RoomState.ROUND_END && roundSent) {
            // Joined (or reloaded) on the result screen: the verdict went out before this socket
            // existed, and without it the client has no result screen and no way back to the lobby.
            out.send(b.member, round.result(this, b.token, campaign));
        }
    }

    private void broadcastLobby() {
        Map<OptionalInt, String> byUnlocked = new LinkedHashMap<>();
        boolean canStart = state == RoomState.LOBBY && startRefusal().isEmpty() && hostConnected();
        for (Binding b : bindings.values()) {
            OptionalInt unlocked = sessions.find(b.token).map(s -> OptionalInt.of(s.unlocked())).orElse(OptionalInt.empty());
            String text = byUnlocked.computeIfAbsent(unlocked, u -> out.encode(new LobbyMsg(code, state, levelId,
                    hostSeat < 0 ? OptionalInt.empty() : OptionalInt.of(hostSeat), canStart,
                    RoomFrames.seatWires(seats, hostSeat), RoomFrames.spectatorWires(spectators.values()), u, roundNo)));
            b.member.offer(text, false);
        }
    }

    private boolean hostConnected() {
        return hostSeat >= 0 && seats[hostSeat] != null && seats[hostSeat].connected;
    }

}
