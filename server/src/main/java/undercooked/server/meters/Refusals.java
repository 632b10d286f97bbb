package undercooked.server.meters;

import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

import undercooked.protocol.ErrorCode;

/**
 * Every {@code err} frame the node has sent, by its code: refused inputs (rate_limited, bad_seq,
 * bad_field), refused hellos (room_full, bad_token, version), the rest. The codes are the
 * protocol's fixed list, so the label's values are bounded; one adder a code, written by any
 * thread without contention.
 */
public final class Refusals {

    private final Map<ErrorCode, LongAdder> byCode = new EnumMap<>(ErrorCode.class);

    public Refusals() {
        for (ErrorCode c : ErrorCode.values()) {
            byCode.put(c, new LongAdder());
        }
    }

    public void count(ErrorCode code) {
        byCode.get(code).increment();
    }

    /** How many of each code were sent since start, every code present (0 for none). */
    public Map<ErrorCode, Long> counts() {
        Map<ErrorCode, Long> out = new EnumMap<>(ErrorCode.class);
        byCode.forEach((c, a) -> out.put(c, a.sum()));
        return out;
    }
}
