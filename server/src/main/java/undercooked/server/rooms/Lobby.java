package undercooked.server.rooms;

import java.util.Optional;
import java.util.function.BooleanSupplier;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.protocol.AddBotMsg;
import undercooked.protocol.ClientMessage;
import undercooked.protocol.CloseCode;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.RemoveBotMsg;
import undercooked.protocol.RoomState;
import undercooked.protocol.SetLevelMsg;
import undercooked.server.session.Session;
import undercooked.server.session.SessionStore;

/**
 * A room's lobby: the host crown (who holds it, and the token of a host who dropped and may take
 * it back), the level the next round plays, the lobby verbs ({@code ready}, {@code set_level},
 * {@code add_bot}, {@code remove_bot}), whether a round may start, the paced lobby frames, and
 * when a player last acted here (a lobby nobody acts in is closed after {@code lobby_idle_s}).
 * Part of its {@link Room} and confined to the room's lock; the room keeps the state machine.
 */
final class Lobby {

    /** What the room does for someone who comes in, beyond the lobby's own part. */
    interface Door {
        /** Sends the welcome (and, on the result screen, the verdict). */
        void welcome(Viewer v, boolean rejoined);

        /** A seat's socket came back while a round may be playing: its ghost goes. */
        void returned(Seat seat);

        /** A watcher came in: its own lobby frame now, the others' paced. */
        void watcherCame(Watcher w);
    }

    /** How a hello ended. */
    enum Entry { REFUSED, AGAIN, WATCHER, SEATED }

    private final Roster roster;
    private final Handshake handshake;
    private final Clock clock;
    private final int maxSpectators;
    private final Campaign campaign;
    private final SessionStore sessions;
    private final RoomOutbox out;
    private final LobbyFrames frames;
    private int hostSeat = -1;
    /** The token of a host whose socket dropped: it takes the crown back if it returns inside the grace. */
    private Optional<String> droppedHost = Optional.empty();
    private Optional<String> levelId;
    /** When a player last acted in the lobby (a seat taken, any seated message) or the state changed. */
    private long activeAt;

    Lobby(Roster roster, Campaign campaign, SessionStore sessions, RoomOutbox out, Clock clock, Handshake handshake,
          int maxSpectators) {
        this.clock = clock;
        this.roster = roster;
        this.handshake = handshake;
        this.maxSpectators = maxSpectators;
        this.campaign = campaign;
        this.sessions = sessions;
        this.out = out;
        this.frames = new LobbyFrames(roster, sessions, out);
        this.levelId = campaign.levels().isEmpty() ? Optional.empty() : Optional.of(campaign.levels().getFirst().id());
        this.activeAt = clock.nanos();
    }

    int hostSeat() {
        return hostSeat;
    }

    Optional<String> levelId() {
        return levelId;
    }

    void playNext(String id) {
        levelId = Optional.of(id);
    }

    // ---- coming in -----------------------------------------------------------------------------

    /**
     * The handshake: a watcher's place when the hello asks to watch; else a rejoin, an eviction
     * of the token's older socket, a free seat, or a waiting spectator's place; or a refusal
     * with its close code. A hello that would create a session first asks {@code mayCreate}.
     */
    Entry enter(Member member, HelloMsg hello, RoomState state, BooleanSupplier mayCreate, Door door) {
        Viewer v;
        switch (handshake.place(member, hello, state, roster, mayCreate)) {
            case Handshake.Refused r -> {
                out.refuse(member, r.code(), r.close(), r.why());
                return Entry.REFUSED;
            }
            case Handshake.Again again -> {
                door.welcome(again.viewer(), false);
                return Entry.AGAIN;
            }
            case Handshake.OwnSeat own -> {
                Seat seat = own.seat();
                boolean away = seat.binding == null;
                if (!away) {
                    evict(seat.binding);
                }
                if (!own.name().isEmpty()) {
                    seat.name = own.name();
                }
                v = roster.sit(member, seat);
                if (away) {
                    door.returned(seat);
                }
                ownSeatTaken(seat);
                v.version = hello.p();
                door.welcome(v, own.rejoined());
            }
            case Handshake.Watch w -> {
                return watch(member, w, hello.p(), door);
            }
            case Handshake.FreeSeat free -> {
                roster.watcherOf(free.token()).filter(w -> w.waiting).ifPresent(this::evict);
                // In the lobby a person takes a bot's seat when no seat is free (Handshake's choice).
                roster.dropBot(free.index());
                v = roster.sit(member, roster.reserve(free.index(), free.token(), free.shown()));
                hostSeat = hostSeat < 0 ? free.index() : hostSeat;
                touch(clock.nanos());
                v.version = hello.p();
                door.welcome(v, false);
            }
        }
        return Entry.SEATED;
    }

    /** Waiting players take the free seats, in the order they came, each with a fresh welcome. */
    void seatWaiting(Door door) {
        for (Binding b : roster.seatWaiting()) {
            if (hostSeat < 0) {
                hostSeat = b.seat;
            }
            door.welcome(b, false);
        }
    }

    /** A place among the watchers: by choice ({@code waiting} false, never seated) or until a seat frees. */
    private Entry watch(Member member, Handshake.Watch place, int version, Door door) {
        // A token watches through one socket: its older one gives up its place (so it always finds one).
        roster.watcherOf(place.token()).ifPresent(this::evict);
        if (roster.watcherCount() >= maxSpectators) {
            Handshake.Refused full = handshake.watcherLimit();
            out.refuse(member, full.code(), full.close(), full.why());
            return Entry.REFUSED;
        }
        Watcher w = roster.watch(member, place.token(), place.shown(), place.waiting());
        w.version = version;
        door.welcome(w, false);
        door.watcherCame(w);
        return Entry.WATCHER;
    }

    /** The token's older socket gives way to its newer one (4403). */
    private void evict(Viewer old) {
        roster.forget(old.member);
        roster.unbind(old);
        out.err(old, ErrorCode.EVICTED, "this token connected again elsewhere");
        old.member.close(CloseCode.EVICTED, ErrorCode.EVICTED.wire());
    }

    // ---- the crown -----------------------------------------------------------------------------

    /** The room's creator holds seat 0 before any socket exists. */
    void reserveHost() {
        hostSeat = 0;
    }

    /** A token sat in its own seat again: the first seated, or a dropped host coming back, wears the crown. */
    void ownSeatTaken(Seat seat) {
        hostSeat = hostSeat < 0 || droppedHost.filter(seat.token::equals).isPresent() ? seat.index : hostSeat;
        droppedHost = droppedHost.filter(t -> !t.equals(seat.token));
    }

    /** A seat's socket dropped: a host's crown passes to the lowest connected seat until it returns. */
    void dropped(Seat seat) {
        if (hostSeat == seat.index) {
            droppedHost = Optional.of(seat.token);
            SeatTable.lowestSeat(roster.seats(), true).ifPresent(s -> hostSeat = s);
        }
    }

    /** A seat was left on purpose (Leave): its token does not take the crown back. */
    void left(Seat seat) {
        droppedHost = droppedHost.filter(t -> !t.equals(seat.token));
    }

    /** Seats were abandoned: a crown on an empty seat passes on (to a connected seat first). */
    void seatsExpired() {
        Seat[] seats = roster.seats();
        droppedHost = droppedHost.filter(t -> roster.seatOf(t).isPresent());
        if (hostSeat >= 0 && seats[hostSeat] == null) {
            hostSeat = SeatTable.lowestSeat(seats, true).or(() -> SeatTable.lowestSeat(seats, false)).orElse(-1);
        }
    }

    /** Whether {@code b} holds the crown; if not, it is told so. */
    boolean host(Binding b) {
        if (b.seat == hostSeat) {
            return true;
        }
        out.err(b, ErrorCode.NOT_HOST, "only the host may do that");
        return false;
    }

    // ---- the verbs -----------------------------------------------------------------------------

    /** A seated player acted (any message): the lobby is not idle. */
    void touch(long now) {
        activeAt = now;
    }

    /** Whether {@code message} is a lobby verb ({@link #handle} takes it). */
    static boolean isVerb(ClientMessage message) {
        return message instanceof ReadyMsg || message instanceof SetLevelMsg || message instanceof AddBotMsg
                || message instanceof RemoveBotMsg;
    }

    /**
     * Handles a lobby verb ({@code ready}, {@code set_level}, {@code add_bot}, {@code remove_bot}):
     * true when the lobby changed (the room then broadcasts it), false when it was refused.
     */
    boolean handle(Binding b, Seat seat, ClientMessage message) {
        return switch (message) {
            case ReadyMsg ignored -> {
                seat.ready = !seat.ready;
                yield true;
            }
            case SetLevelMsg pick -> host(b) && setLevel(b, pick.level());
            case AddBotMsg add -> host(b) && refused(b, ErrorCode.ROOM_FULL, addBot(add.personaOrDefault()));
            case RemoveBotMsg remove -> host(b) && refused(b, ErrorCode.BAD_FIELD, dropBot(remove.seat()));
            default -> throw new IllegalArgumentException(message.type().wire() + " is not a lobby verb");
        };
    }

    /** Every person's seat is not ready any more (a round starts, or the room is back in the lobby). */
    void unready() {
        for (Seat s : roster.seats()) {
            if (s != null && !s.isBot()) {
                s.ready = false;
            }
        }
    }

    Optional<String> startRefusal() {
        return SeatTable.startRefusal(roster.seats(), hostSeat, levelId);
    }

    // ---- the frames ----------------------------------------------------------------------------

    /** The lobby as it is, to everyone now or as soon as the room's lobby budget allows. */
    void broadcast(String code, RoomState state, int roundNo, long now) {
        if (frames.mayBroadcast(now)) {
            frames.broadcast(picture(code, state, roundNo), now);
        }
    }

    /** Whether a paced lobby frame is due at {@code now} (the tick then calls {@link #broadcast}). */
    boolean due(long now) {
        return frames.due(now);
    }

    /** A newcomer's own lobby frame at once; the others learn of the watcher with the next paced frame. */
    void watcherCame(Viewer w, String code, RoomState state, int roundNo) {
        frames.sendTo(w, picture(code, state, roundNo));
        frames.watchersChanged();
    }

    void watchersChanged() {
        frames.watchersChanged();
    }

    /** How long no player has acted in the lobby at {@code now}. */
    long idleFor(long now) {
        return now - activeAt;
    }

    private LobbyFrames.Picture picture(String code, RoomState state, int roundNo) {
        boolean canStart = state == RoomState.LOBBY && startRefusal().isEmpty() && roster.connected(hostSeat);
        return new LobbyFrames.Picture(code, state, levelId, hostSeat, canStart, roundNo);
    }

    /** Sends the refusal, if there is one: true when there was none (the lobby changed). */
    private boolean refused(Binding b, ErrorCode code, Optional<String> why) {
        why.ifPresent(w -> out.err(b, code, w));
        return why.isEmpty();
    }

    /** Seats a bot cook in the first free seat (the host's add_bot, or the operator's): the refusal in words. */
    Optional<String> addBot(String persona) {
        int free = SeatTable.freeSeat(roster.seats());
        if (free < 0) {
            return Optional.of("every seat is taken; a bot needs a free seat");
        }
        roster.addBot(free, persona);
        return Optional.empty();
    }

    /** Takes a bot off its seat: the refusal in words when the seat is not a bot's. */
    Optional<String> dropBot(int seat) {
        return roster.dropBot(seat) ? Optional.empty() : Optional.of("seat: " + seat + " is not a bot's seat");
    }

    private boolean setLevel(Binding b, String id) {
        Optional<Level> level = campaign.load(id);
        if (level.isEmpty()) {
            // A play-test room's campaign is its one level: say which levels this room plays.
            out.err(b, ErrorCode.BAD_FIELD, "level: '" + id + "' is not a level this room plays; it plays "
                    + String.join(", ", campaign.levels().stream().map(Level::id).toList()));
            return false;
        }
        int unlocked = sessions.find(b.token).map(Session::unlocked).orElse(1);
        if (level.get().order() > unlocked) {
            out.err(b, ErrorCode.LEVEL_LOCKED, "level " + id + " is not unlocked yet");
            return false;
        }
        levelId = Optional.of(id);
        return true;
    }
}
