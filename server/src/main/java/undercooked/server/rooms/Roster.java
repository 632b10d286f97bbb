package undercooked.server.rooms;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * Who is in a room: the seats (a seat outlives its socket for the grace) and the connections
 * that said hello, seated or watching. The room owns one and changes it; a round reads it (who
 * plays, who watches, which seat is still its cook's) and never reaches into the room for that.
 * Confined to the room's lock. Iteration orders are fixed: seats by index, watchers by arrival.
 */
final class Roster {

    private final Seat[] seats;
    private final Map<Member, Viewer> viewers = new LinkedHashMap<>();
    private final Map<Member, Watcher> watchers = new LinkedHashMap<>();

    /** The cook id of each seat: {@code p<index>}, or a taken-over round's own ids. */
    private final List<String> cookIds;
    /** Bots seated so far, for their tokens: each bot's is new, so a round's cast never mistakes one for another. */
    private int botsMade;

    Roster(int maxSeats) {
        this(IntStream.range(0, maxSeats).mapToObj(i -> "p" + i).toList());
    }

    /** One seat per cook id, seat {@code i} playing {@code cookIds.get(i)} (a takeover room). */
    Roster(List<String> cookIds) {
        this.cookIds = List.copyOf(cookIds);
        this.seats = new Seat[this.cookIds.size()];
    }

    /** The seat array itself (null where free), for {@link SeatTable}'s questions and timers. */
    Seat[] seats() {
        return seats;
    }

    int maxSeats() {
        return seats.length;
    }

    /** True when seat {@code index} is taken and its socket is live. */
    boolean connected(int index) {
        return index >= 0 && index < seats.length && seats[index] != null && seats[index].connected;
    }

    /** A seat still bound to this viewer lets it go (an eviction: the seat stays, the socket does not). */
    void unbind(Viewer v) {
        if (v instanceof Binding b && seats[b.seat] != null && seats[b.seat].binding == b) {
            seats[b.seat].binding = null;
        }
    }

    Optional<Viewer> of(Member member) {
        return Optional.ofNullable(viewers.get(member));
    }

    /** Every connection, seated or watching, in the order they said hello. */
    Collection<Viewer> everyone() {
        return Collections.unmodifiableCollection(viewers.values());
    }

    /** The seated connections in seat order: the players' snapshot audience. */
    List<Binding> players() {
        List<Binding> out = new ArrayList<>(seats.length);
        for (Seat s : seats) {
            if (s != null && s.binding != null) {
                out.add(s.binding);
            }
        }
        return out;
    }

    /** The watchers in the order they came: the spectators' snapshot audience. */
    Collection<Watcher> watchers() {
        return Collections.unmodifiableCollection(watchers.values());
    }

    int watcherCount() {
        return watchers.size();
    }

    /** The first {@code n} watchers, as a lobby frame names them. */
    List<Watcher> firstWatchers(int n) {
        List<Watcher> out = new ArrayList<>(Math.min(n, watchers.size()));
        for (Watcher w : watchers.values()) {
            if (out.size() == n) {
                break;
            }
            out.add(w);
        }
        return out;
    }

    Optional<Seat> seatOf(String token) {
        return SeatTable.seatOf(seats, token);
    }

    /** The token's watching connection, of either kind; a token watches through one socket at a time. */
    Optional<Watcher> watcherOf(String token) {
        for (Watcher w : watchers.values()) {
            if (w.token.equals(token)) {
                return Optional.of(w);
            }
        }
        return Optional.empty();
    }

    /** A new seat for {@code token} at {@code index}, not yet connected. */
    Seat reserve(int index, String token, String name) {
        if (seats[index] != null) {
            throw new IllegalStateException("seat " + index + " is taken");
        }
        Seat seat = new Seat(index, token, name, cookIds.get(index));
        seats[index] = seat;
        return seat;
    }

    /**
     * A bot cook on seat {@code index}, which must be free. Its token is the room's own
     * ({@code bot:<n>}), never a session's: no hello can name it, no unlock reaches it.
     */
    Seat addBot(int index, String persona) {
        if (seats[index] != null) {
            throw new IllegalStateException("seat " + index + " is taken");
        }
        Seat seat = Seat.bot(index, "bot:" + (++botsMade), "Bot " + (index + 1), cookIds.get(index), persona);
        seats[index] = seat;
        return seat;
    }

    /** Takes the bot off seat {@code index}; false (and nothing changed) when that seat is not a bot's. */
    boolean dropBot(int index) {
        if (index < 0 || index >= seats.length || seats[index] == null || !seats[index].isBot()) {
            return false;
        }
        seats[index] = null;
        return true;
    }

    /** Connects {@code member} to its seat. */
    Binding sit(Member member, Seat seat) {
        Binding b = new Binding(member, seat.token, seat.name, seat.index);
        seat.binding = b;
        seat.connected = true;
        seat.wasConnected = true;
        viewers.put(member, b);
        return b;
    }

    Watcher watch(Member member, String token, String name, boolean waiting) {
        Watcher w = new Watcher(member, token, name, waiting);
        viewers.put(member, w);
        watchers.put(member, w);
        return w;
    }

    /** The member is no longer in the room; its seat (if any) is the room's to mark disconnected. */
    Optional<Viewer> forget(Member member) {
        Viewer v = viewers.remove(member);
        watchers.remove(member);
        return Optional.ofNullable(v);
    }

    /**
     * Seats waiting players (never watchers by choice) in the order they came, while seats are
     * free or held by bots (a bot gives its seat to a person). Returns their new bindings, on the
     * same connections. Called in the lobby only.
     */
    List<Binding> seatWaiting() {
        List<Binding> seated = new ArrayList<>();
        for (Watcher w : List.copyOf(watchers.values())) {
            int free = SeatTable.seatForPerson(seats);
            if (free < 0) {
                break;
            }
            if (!w.waiting) {
                continue;
            }
            dropBot(free);
            forget(w.member);
            seated.add(sit(w.member, reserve(free, w.token, w.name)));
        }
        return seated;
    }

    /** No person's seat and no watcher (bots alone do not keep a room): what the room's GC waits for. */
    boolean empty() {
        return watchers.isEmpty() && SeatTable.lowestSeat(seats, false).isEmpty();
    }

    int occupied() {
        return SeatTable.occupied(seats);
    }

    /** Which seats have a live socket, by seat index. */
    boolean[] connected() {
        boolean[] connected = new boolean[seats.length];
        for (Seat s : seats) {
            if (s != null) {
                connected[s.index] = s.connected;
            }
        }
        return connected;
    }

    /** The seat at {@code index} while it is still held by {@code token} (a round's cook keeps its seat). */
    Optional<Seat> heldBy(int index, String token) {
        Seat s = seats[index];
        return s != null && s.token.equals(token) ? Optional.of(s) : Optional.empty();
    }

    void clear() {
        viewers.clear();
        watchers.clear();
    }
}
