package undercooked.protocol;

import java.util.Optional;

/**
 * WebSocket close codes. The 44xx range is ours, the 10xx ones RFC 6455's; a client decides from
 * the code alone whether to reconnect (1000), give up on the room (4401) or fix itself (4400,
 * 1002, 1007, 1009).
 */
public enum CloseCode {
    NORMAL(1000, "normal"),
    /** RFC 6455's protocol error: a reserved opcode, a bad control frame, a stray continuation. */
    PROTOCOL_ERROR(1002, "protocol_error"),
    /** RFC 6455's invalid payload: a text message that is not UTF-8. */
    INVALID_TEXT(1007, "invalid_text"),
    /** RFC 6455's message too big: one frame beyond the transport's limit, too large to read. */
    FRAME_TOO_BIG(1009, "frame_too_big"),
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
