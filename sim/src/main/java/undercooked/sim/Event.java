package undercooked.sim;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One thing that happened on a substep. {@code tick} is the tick the substep advanced from;
 * {@code x}/{@code y} place it in tile units (a station's centre, a cook's position).
 * Payload values are String, Long, Double or Boolean, in insertion order.
 */
public record Event(EventKind kind, long tick, double x, double y, Map<String, Object> payload) {
    public Event {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(payload, "payload");
        payload = Collections.unmodifiableMap(new LinkedHashMap<>(payload));
    }

    /** Builds an event from alternating key, value pairs: {@code of(PICKED, 3, 1.5, 2.5, "player_id", "a")}. */
    public static Event of(EventKind kind, long tick, double x, double y, Object... keyValues) {
        if (keyValues.length % 2 != 0) {
            throw new IllegalArgumentException("payload needs key, value pairs; got " + keyValues.length + " entries");
        }
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            Object v = keyValues[i + 1];
            if (v instanceof Integer n) {
                v = n.longValue();
            }
            if (!(v instanceof String || v instanceof Long || v instanceof Double || v instanceof Boolean)) {
                throw new IllegalArgumentException("payload value for " + keyValues[i] + " must be String, Long, Double or Boolean");
            }
            m.put((String) keyValues[i], v);
        }
        return new Event(kind, tick, x, y, m);
    }

    /** The payload value as a string, or empty. */
    public java.util.Optional<Object> get(String key) {
        return java.util.Optional.ofNullable(payload.get(key));
    }
}
