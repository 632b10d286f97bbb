package undercooked.protocol;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The only way an event's payload reaches the wire: its long keys are renamed to short ones
 * through {@link #EVENT_PAYLOAD_SHORT}, and a key that is not listed is dropped. That drop is
 * the leak guard: an internal id or the per-event tick never leaves the server.
 */
public final class EventPayload {

    /** Long (sim) payload key to wire key, in the contract's order. Two long keys share {@code oi}. */
    public static final Map<String, String> EVENT_PAYLOAD_SHORT = shortKeys();

    /** The keys an event payload may carry on the wire. */
    public static final Set<String> SHORT_KEYS =
            Collections.unmodifiableSet(new LinkedHashSet<>(EVENT_PAYLOAD_SHORT.values()));

    private EventPayload() {
    }

    /**
     * Renames a sim payload to wire keys, keeping its order and dropping unlisted keys. When two
     * long keys map to one short key the first one in the payload wins, so the result does not
     * depend on which the sim happened to set.
     */
    public static Map<String, Object> shorten(Map<String, ?> longKeyed) {
        Objects.requireNonNull(longKeyed, "payload");
        LinkedHashMap<String, Object> out = new LinkedHashMap<>();
        longKeyed.forEach((key, value) -> {
            String shortKey = EVENT_PAYLOAD_SHORT.get(key);
            if (shortKey != null && value != null) {
                out.putIfAbsent(shortKey, value);
            }
        });
        return out;
    }

    /**
     * Validates a short-keyed payload and copies it into an unmodifiable, order-keeping map with
     * integers widened to {@code Long} and floats to {@code Double}, so equal payloads are equal
     * maps whatever boxed types the caller used.
     */
    static Map<String, Object> normalise(Map<String, ?> shortKeyed) {
        Objects.requireNonNull(shortKeyed, "payload");
        LinkedHashMap<String, Object> out = new LinkedHashMap<>();
        shortKeyed.forEach((key, value) -> {
            if (!SHORT_KEYS.contains(key)) {
                throw new IllegalArgumentException("payload key '" + key + "' is not in EVENT_PAYLOAD_SHORT");
            }
            out.put(key, scalar(key, value));
        });
        return Collections.unmodifiableMap(out);
    }

    private static Object scalar(String key, Object value) {
        return switch (value) {
            case Long l -> l;
            case Integer i -> (long) i;
            case Short s -> (long) s;
            case Byte b -> (long) b;
            case Double d -> Checks.finite("payload." + key, d);
            case Float f -> Checks.finite("payload." + key, f.doubleValue());
            case String s -> s;
            case Boolean b -> b;
            case null -> throw new IllegalArgumentException("payload." + key + " must not be null");
            default -> throw new IllegalArgumentException(
                    "payload." + key + " must be a number, string or bool, was " + value.getClass().getSimpleName());
        };
    }

    private static Map<String, String> shortKeys() {
        LinkedHashMap<String, String> m = new LinkedHashMap<>();
        m.put("player_id", "i");
        m.put("item", "it");
        m.put("to", "to");
        m.put("form", "fm");
        m.put("order_id", "oi");
        m.put("score_delta", "sd");
        m.put("id", "oi");
        m.put("stun", "stn");
        m.put("points", "pts");
        m.put("emote", "em");
        m.put("quality", "q");
        m.put("result", "res");
        m.put("streak", "stk");
        m.put("score", "sc");
        m.put("delta", "d");
        m.put("target", "tgt");
        m.put("reason", "r");
        m.put("stars", "stars");
        m.put("verb", "v");
        m.put("seq", "seq");
        return Collections.unmodifiableMap(m);
    }
}
