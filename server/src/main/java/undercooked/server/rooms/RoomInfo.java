package undercooked.server.rooms;

import java.util.Objects;
import java.util.Optional;

import undercooked.protocol.RoomState;

/** A live room as the public room list shows it: counts, never tokens or names. */
public record RoomInfo(String code, RoomState state, Optional<String> level, int seats, int maxSeats,
                       int spectators, int roundNo) {

    public RoomInfo {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(level, "level");
    }
}
