package undercooked.protocol;

import java.util.Map;

/**
 * One transient event. The same record travels two ways: flattened on a snapshot's {@code e}
 * ({@code {"k", "x", "y", ...payload}}) and nested in an {@code ev} batch
 * ({@code {"kind", "x", "y", "payload"}}). The payload holds wire (short) keys only.
 */
public record EventWire(String kind, double x, double y, Map<String, Object> payload) {

    public EventWire {
        Checks.text("kind", kind, 1, Checks.WORD_MAX);
        x = Quantize.q2(Checks.finite("x", x));
        y = Quantize.q2(Checks.finite("y", y));
        payload = EventPayload.normalise(payload);
    }

    /** A HUD-level event: no place in the kitchen. */
    public static EventWire hud(String kind, Map<String, Object> payload) {
        return new EventWire(kind, 0.0, 0.0, payload);
    }
}
