package undercooked.server.rooms;

import java.util.Optional;
import java.util.function.Consumer;

import undercooked.protocol.EventWire;

/**
 * Questions about a room's seat array (null where a seat is free), kept apart from the room's
 * state machine: who holds a token, the first free seat, the lowest occupied one, how many are
 * taken, whether a round may start, and the timers of dropped seats.
 */
final class SeatTable {
    private SeatTable() {
    }

    static int occupied(Seat[] seats) {
        int n = 0;
        for (Seat s : seats) {
            n += s == null ? 0 : 1;
        }
        return n;
    }

    /**
     * The timers of dropped seats: {@code parkNanos} after the drop the cook's item is released
     * (once), and past {@code graceNanos} the seat is freed and its cook leaves the round. True
     * when a seat was freed.
     */
    static boolean expire(Seat[] seats, long now, long parkNanos, long graceNanos, Round round,
                          Consumer<EventWire> raise) {
        boolean freed = false;
        for (Seat s : seats) {
            if (s == null || s.connected) {
                continue;
            }
            if (round != null && !s.parked && now - s.disconnectedAt >= parkNanos) {
                s.parked = true;
                round.park(s).ifPresent(raise);
            }
            if (s.left || now - s.disconnectedAt >= graceNanos) {
                if (round != null) {
                    if (!s.parked) {
                        round.park(s).ifPresent(raise);
                    }
                    round.abandon(s).ifPresent(raise);
                }
                seats[s.index] = null;
                freed = true;
            }
        }
        return freed;
    }

    /** A person's seat held by {@code token}; a bot's token is never a client's, so bots are skipped. */
    static Optional<Seat> seatOf(Seat[] seats, String token) {
        for (Seat s : seats) {
            if (s != null && !s.isBot() && s.token.equals(token)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    /** The lowest free seat index, or -1 when the room is full. */
    static int freeSeat(Seat[] seats) {
        for (int i = 0; i < seats.length; i++) {
            if (seats[i] == null) {
                return i;
            }
        }
        return -1;
    }

    /**
     * A seat for a person joining the lobby: the lowest free one, else the highest a bot holds
     * (the bot gives way), else -1.
     */
    static int seatForPerson(Seat[] seats) {
        int free = freeSeat(seats);
        if (free >= 0) {
            return free;
        }
        for (int i = seats.length - 1; i >= 0; i--) {
            if (seats[i] != null && seats[i].isBot()) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The lowest seat a person holds (connected ones only, when asked): where a lost crown goes.
     * A bot never holds the crown.
     */
    static Optional<Integer> lowestSeat(Seat[] seats, boolean connectedOnly) {
        for (Seat s : seats) {
            if (s != null && !s.isBot() && (!connectedOnly || s.connected)) {
                return Optional.of(s.index);
            }
        }
        return Optional.empty();
    }

    /**
     * Why a start pressed now would be refused: no level picked, or a connected guest who has not
     * pressed Ready (a host alone may always start; a bot is always ready). A guest whose socket is
     * down does not hold the room up: its seat plays as a ghost until it comes back or its grace
     * ends. Empty when a start would be accepted.
     */
    static Optional<String> startRefusal(Seat[] seats, int hostSeat, Optional<String> levelId) {
        if (levelId.isEmpty()) {
            return Optional.of("no_level");
        }
        for (Seat s : seats) {
            if (s != null && !s.isBot() && s.index != hostSeat && s.connected && !s.ready) {
                return Optional.of("no_ready_players");
            }
        }
        return Optional.empty();
    }
}
