package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * One room as {@code GET /api/rooms} lists it (docs/ROOMS.md, HTTP API). {@code level} is empty
 * before a room has one; the time fields are empty outside a round; {@code node} and
 * {@code wsUrl} are set only among many nodes (decision 0011).
 */
public record RoomRow(String code, RoomState state, Optional<String> level, int seats, int maxSeats, int spectators,
                      int maxSpectators, int roundNo, OptionalInt timeLimitS, OptionalDouble timeLeftS,
                      Optional<String> node, Optional<String> wsUrl) {
    public RoomRow {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(timeLimitS, "timeLimitS");
        Objects.requireNonNull(timeLeftS, "timeLeftS");
        Objects.requireNonNull(node, "node");
        Objects.requireNonNull(wsUrl, "wsUrl");
    }

    /** The same row as a node of many lists it: which node has the room, and its socket URL there. */
    public RoomRow on(String nodeId, String url) {
        return new RoomRow(code, state, level, seats, maxSeats, spectators, maxSpectators, roundNo, timeLimitS, timeLeftS,
                Optional.of(nodeId), Optional.of(url));
    }
}
