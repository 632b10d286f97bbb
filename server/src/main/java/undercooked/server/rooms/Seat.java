package undercooked.server.rooms;

import java.util.Optional;

/**
 * One occupied seat. Mutable and confined to its room's lock. A seat outlives its socket: a
 * drop keeps it ({@code connected} false) for the grace so the same token can take it back.
 */
final class Seat {

    static final String[] COLORS = {"orange", "blue", "green", "yellow"};

    final int index;
    final String token;
    /** The cook's id in the kernel and on the wire: derived from the seat, never from the token. */
    private final String playerId;
    String name;
    boolean ready;
    boolean connected;
    /** A socket has held this seat at some point: only then is taking it back a rejoin. */
    boolean wasConnected;
    /** When the socket dropped (room clock); meaningful only while disconnected. */
    long disconnectedAt;
    /** The cook's carried item was released after the park delay (once per drop). */
    boolean parked;
    /** Its player pressed Leave: the seat is freed at once, not held for the grace. */
    boolean left;
    /** The live connection, when connected. */
    Binding binding;
    /**
     * The persona of a bot cook the host seated; empty for a person. A bot seat has no socket: it
     * is always connected and ready, never the host, and its token is nobody's session.
     */
    final Optional<String> bot;

    Seat(int index, String token, String name) {
        this(index, token, name, "p" + index);
    }

    /** A seat whose cook has a given id: a takeover room's seats play the recorded round's cooks. */
    Seat(int index, String token, String name, String playerId) {
        this(index, token, name, playerId, Optional.empty());
    }

    private Seat(int index, String token, String name, String playerId, Optional<String> bot) {
        this.index = index;
        this.token = token;
        this.name = name;
        this.playerId = playerId;
        this.bot = bot;
    }

    /** A bot cook's seat: connected and ready from the start, with a token no hello can name. */
    static Seat bot(int index, String token, String name, String playerId, String persona) {
        Seat seat = new Seat(index, token, name, playerId, Optional.of(persona));
        seat.connected = true;
        seat.ready = true;
        return seat;
    }

    boolean isBot() {
        return bot.isPresent();
    }

    String playerId() {
        return playerId;
    }

    String color() {
        return COLORS[index % COLORS.length];
    }
}
