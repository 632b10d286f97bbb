package undercooked.server.rooms;

import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import undercooked.protocol.CloseCode;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.Protocol;
import undercooked.protocol.RoomState;
import undercooked.server.session.Session;
import undercooked.server.session.SessionStore;

/**
 * Where a {@code hello} puts its socket: back on the token's own seat, on a free seat, among the
 * watchers, or nowhere (a refusal with its close code). It decides and writes the session; the
 * {@link Room} then seats, evicts and welcomes. Kept apart so the rules of the handshake (version,
 * place, the per-address create limit, what {@code rejoined} means) read and test on their own.
 * Called under the room's lock.
 */
final class Handshake {

    /** The outcome of one hello. */
    sealed interface Place {
    }

    /** Refused: an {@code err} with {@code code}, then a close with {@code close}. */
    record Refused(ErrorCode code, CloseCode close, String why) implements Place {
    }

    /** The socket already said hello: welcome it again, change nothing. */
    record Again(Viewer viewer) implements Place {
    }

    /**
     * The token's own seat. {@code rejoined} only when the seat had a socket that dropped and this
     * hello takes it back in its grace: never for the first socket on a reserved seat, nor for one
     * replacing a live socket (that is an eviction).
     */
    record OwnSeat(Seat seat, String name, boolean rejoined) implements Place {
    }

    /** A free seat for a new token. */
    record FreeSeat(int index, String token, String shown) implements Place {
    }

    /** A watcher's place: asked for ({@code waiting} false), or a player waiting for a seat. */
    record Watch(String token, String shown, boolean waiting) implements Place {
    }

    private final String code;
    private final RoomSettings settings;
    private final SessionStore sessions;

    Handshake(String code, RoomSettings settings, SessionStore sessions) {
        this.code = Objects.requireNonNull(code, "code");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.sessions = Objects.requireNonNull(sessions, "sessions");
    }

    /**
     * Decides the place of {@code hello} from {@code member}. A session is written only once a
     * place is found; a hello that would create one (no token, or one never seen) first asks
     * {@code mayCreate}, the socket's per-address create limit.
     */
    Place place(Member member, HelloMsg hello, RoomState state, Roster roster, BooleanSupplier mayCreate) {
        if (state == RoomState.CLOSED) {
            return new Refused(ErrorCode.ROOM_GONE, CloseCode.ROOM_GONE, "room " + code + " has closed");
        }
        if (!Protocol.isSupportedVersion(hello.p())) {
            return new Refused(ErrorCode.PROTOCOL_MISMATCH, CloseCode.PROTOCOL_MISMATCH, "server speaks p "
                    + Protocol.MIN_SUPPORTED_VERSION + ".." + Protocol.PROTOCOL_VERSION + ", hello had " + hello.p());
        }
        Optional<Viewer> current = roster.of(member);
        if (current.isPresent()) {
            return new Again(current.get());
        }
        String name = Names.sanitize(hello.name().orElse(""));
        Optional<Seat> own = hello.watching() ? Optional.empty() : hello.token().flatMap(roster::seatOf);
        if (own.isPresent()) {
            Seat seat = own.get();
            sessions.claim(seat.token, name);
            return new OwnSeat(seat, name, seat.binding == null && seat.wasConnected);
        }
        // In the lobby a bot's seat is as good as a free one: the bot gives way to a person.
        int free = !hello.watching() && state == RoomState.LOBBY ? SeatTable.seatForPerson(roster.seats()) : -1;
        // A watcher's place: asked for, or (outside the lobby) a player waiting for a seat. A token
        // already watching gives up its own place, so it always finds one.
        boolean watcherPlace = (hello.watching() || state != RoomState.LOBBY)
                && (hello.token().flatMap(roster::watcherOf).isPresent() || roster.watcherCount() < settings.maxSpectators());
        if (free < 0 && !watcherPlace) {
            // No seat for a player in the lobby; otherwise the watchers' places are what ran out.
            return hello.watching() || state != RoomState.LOBBY ? watcherLimit() : full();
        }
        // Nothing is written until the room has a place for this hello: a refused one leaves no row.
        Optional<Session> known = hello.token().flatMap(sessions::find);
        if (known.isEmpty() && !mayCreate.getAsBoolean()) {
            return new Refused(ErrorCode.RATE_LIMITED, CloseCode.NORMAL,
                    "too many sessions created from this address; reconnect in a minute");
        }
        String stored = known.map(Session::name).orElse("");
        String shown = name.isEmpty() ? (stored.isEmpty() ? "Cook" : stored) : name;
        String token = hello.token().map(t -> sessions.claim(t, name).token())
                .orElseGet(() -> sessions.mint(name).token());
        return free < 0 ? new Watch(token, shown, !hello.watching()) : new FreeSeat(free, token, shown);
    }

    Refused full() {
        return new Refused(ErrorCode.ROOM_FULL, CloseCode.ROOM_FULL, "room " + code + " has no free place");
    }

    /**
     * The watchers' places are all taken: {@code room_full} as for seats, with a message that
     * starts {@code watcher_limit} so a client can say which limit it met (docs/PROTOCOL.md).
     */
    Refused watcherLimit() {
        return new Refused(ErrorCode.ROOM_FULL, CloseCode.ROOM_FULL, "watcher_limit: room " + code + " has its "
                + settings.maxSpectators() + " watchers");
    }
}
