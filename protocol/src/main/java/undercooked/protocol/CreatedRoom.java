package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;

/**
 * {@code POST /api/rooms} and {@code POST /api/rooms/takeover}, 201: the room's code, the level it
 * was made with (a play-test's scoped id, a takeover's level), the takeover's figures, the host's
 * seat and token, and among many nodes the node and socket URL to connect to.
 */
public record CreatedRoom(String roomCode, Optional<String> level, Optional<TakeoverAnswer> takeover, Host you,
                          Optional<String> node, Optional<String> wsUrl) {
    /** The creator's seat: the token that claims it (the host link carries it). */
    public record Host(String token, int seat, boolean host) {
        public Host {
            Objects.requireNonNull(token, "token");
        }
    }

    public CreatedRoom {
        Objects.requireNonNull(roomCode, "roomCode");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(takeover, "takeover");
        Objects.requireNonNull(you, "you");
        Objects.requireNonNull(node, "node");
        Objects.requireNonNull(wsUrl, "wsUrl");
    }
}
