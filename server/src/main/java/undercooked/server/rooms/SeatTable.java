package undercooked.server.rooms;

import java.util.Optional;

/**
 * Questions about a room's seat array (null where a seat is free), kept apart from the room's
 * state machine: who holds a token, the first free seat, the lowest occupied one, and whether a
 * round may start.
 */
final class SeatTable {
    private SeatTable() {
    }

    static Optional<Seat> seatOf(Seat[] seats, String token) {
        for (Seat s : seats) {
            if (s != null && s.token.equals(token)) {
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

    /** The lowest occupied seat (connected ones only, when asked): where a lost crown goes. */
    static Optional<Integer> lowestSeat(Seat[] seats, boolean connectedOnly) {
        for (Seat s : seats) {
            if (s != null && (!connectedOnly || s.connected)) {
                return Optional.of(s.index);
            }
        }
        return Optional.empty();
    }

    /**
     * Why a start pressed now would be refused: no level picked, or guests seated but none of
     * them ready (a host alone may always start). Empty when a start would be accepted.
     */
    static Optional<String> startRefusal(Seat[] seats, int hostSeat, Optional<String> levelId) {
        if (levelId.isEmpty()) {
            return Optional.of("no_level");
        }
        int occupied = 0;
        boolean readyGuest = false;
        for (Seat s : seats) {
            if (s != null) {
                occupied++;
                readyGuest |= s.index != hostSeat && s.ready && s.connected;
            }
        }
        return occupied == 1 || readyGuest ? Optional.empty() : Optional.of("no_ready_players");
    }
}
