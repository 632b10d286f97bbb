package undercooked.protocol;

import java.util.Optional;

/** The stable {@code err.code} values; clients branch on these, so a wire name never changes. */
public enum ErrorCode {
    UNKNOWN_TYPE("unknown_type"),
    BAD_JSON("bad_json"),
    BAD_FIELD("bad_field"),
    TOO_BIG("too_big"),
    RATE_LIMITED("rate_limited"),
    NOT_SEATED("not_seated"),
    NOT_HOST("not_host"),
    LEVEL_LOCKED("level_locked"),
    WRONG_STATE("wrong_state"),
    ROOM_FULL("room_full"),
    ROOM_GONE("room_gone"),
    PROTOCOL_MISMATCH("protocol_mismatch"),
    EVICTED("evicted"),
    INTERNAL("internal");

    private final String wire;

    ErrorCode(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    public static Optional<ErrorCode> fromWire(String wire) {
        return WireNames.find(values(), ErrorCode::wire, wire);
    }
}
