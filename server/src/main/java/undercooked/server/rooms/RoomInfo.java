package undercooked.server.rooms;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

import undercooked.protocol.RoomState;

/**
 * A live room as the public room list (a room browser) shows it: counts, never tokens or names.
 *
 * @param timeLimitS the round's length: the running round's, else the selected level's (after
 *     the server's {@code round_seconds} cap); empty when no level can be loaded
 * @param timeLeftS seconds left on the clock while a round plays or its result shows; empty otherwise
 */
public record RoomInfo(String code, RoomState state, Optional<String> level, int seats, int maxSeats,
                       int spectators, int maxSpectators, int roundNo, OptionalInt timeLimitS,
                       OptionalDouble timeLeftS) {

    public RoomInfo {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(timeLimitS, "timeLimitS");
        Objects.requireNonNull(timeLeftS, "timeLeftS");
    }
}
