package undercooked.protocol;

import java.util.Optional;

/**
 * WebSocket close codes. The 44xx range is ours; a client decides from the code alone whether
 * to reconnect (1000), give up on the room (4401) or fix itself (4400).
 */
public enum CloseCode {
    NORMAL(1000, "normal"),
    PROTOCOL_MISMATCH(4400, "protocol_mismatch"),
    ROOM_GONE(4401, "room_gone"),
    ROOM_FULL(4402, "room_full"),
    EVICTED(4403, "evicted"),
    ABUSE(4404, "abuse");

    private final int code;
    private final String wire;

    CloseCode(int code, String wire) {
        this.code = code;
        this.wire = wire;
    }

    public int code() {
        return code;
    }

    public String wire() {
        return wire;
    }

    public static Optional<CloseCode> fromCode(int code) {
        for (CloseCode close : values()) {
            if (close.code == code) {
                return Optional.of(close);
            }
        }
        return Optional.empty();
    }
}
