package undercooked.server.meters;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

import undercooked.protocol.ErrorCode;

/**
 * Every {@code err} frame the node has sent, by what it refused and its code: refused hellos
 * (room_full, bad tokens, the socket caps), refused inputs (an input's seq or fields), refused
 * frames (malformed, oversized or over the frame-rate budget, before they are read as a message),
 * and refused commands (everything else a seated or watching client asked: not_host, wrong_state).
 * Both are fixed lists, so the labels' values are bounded; one adder a pair, written by any thread
 * without contention.
 */
public final class Refusals {

    /** What an {@code err} refused; its label value is the lower-case name. */
    public enum Refused {
        HELLO, INPUT, FRAME, COMMAND;

        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private final Map<Refused, Map<ErrorCode, LongAdder>> counts = new EnumMap<>(Refused.class);

    public Refusals() {
        for (Refused r : Refused.values()) {
            Map<ErrorCode, LongAdder> byCode = new EnumMap<>(ErrorCode.class);
            for (ErrorCode c : ErrorCode.values()) {
                byCode.put(c, new LongAdder());
            }
            counts.put(r, byCode);
        }
    }

    public void count(Refused what, ErrorCode code) {
        counts.get(what).get(code).increment();
    }

    /** How many of each code were sent since start for each kind of refusal, every pair present (0 for none). */
    public Map<Refused, Map<ErrorCode, Long>> counts() {
        Map<Refused, Map<ErrorCode, Long>> out = new EnumMap<>(Refused.class);
        counts.forEach((r, byCode) -> {
            Map<ErrorCode, Long> n = new EnumMap<>(ErrorCode.class);
            byCode.forEach((c, a) -> n.put(c, a.sum()));
            out.put(r, n);
        });
        return out;
    }
}
