package undercooked.studio.timeline;

import java.util.Map;
import undercooked.protocol.EventWire;
import undercooked.sim.Event;
import undercooked.sim.EventKind;

/**
 * The kinds of moment the timeline marks, each with its colour: what QA scans a round for. A
 * kernel event maps to one of these; the rest (picks, chops, new orders) are {@link #OTHER},
 * listed in the event log but not marked. A replay marks kernel events; a watched room marks the
 * wire events its frames carry, by the same kinds.
 */
public enum Marker {
    SERVED("served", "#2ECC71"),
    MISSED("missed", "#E74C3C"),
    BURNT("burnt", "#6D4C41"),
    FIRE("fire", "#FF7043"),
    SPILL("spill", "#42A5F5"),
    DENIED("denied", "#FFB300"),
    HAND_OFF("hand-off", "#AB47BC"),
    TRASH("trash", "#90A4AE"),
    CONTESTED("contested", "#EC407A"),
    PARK("ghost/park", "#26C6DA"),
    OTHER("other", "#5C6370");

    private final String label;
    private final String colour;

    Marker(String label, String colour) {
        this.label = label;
        this.colour = colour;
    }

    public String label() {
        return label;
    }

    /** A CSS colour, so view models stay free of scene classes. */
    public String colour() {
        return colour;
    }

    /** What an event is on the timeline. A denial lost to a teammate's grab is a contest, not a refusal. */
    public static Marker of(Event e) {
        return of(e.kind(), e.get("reason").map(String::valueOf).orElse(""));
    }

    /** What a wire event (a frame's {@code e}, kinds by the kernel's names, short payload keys) is on the timeline. */
    public static Marker of(EventWire e) {
        for (EventKind k : EventKind.values()) {
            if (k.wireName().equals(e.kind())) {
                Map<String, Object> p = e.payload();
                return of(k, String.valueOf(p.getOrDefault("r", "")));
            }
        }
        return OTHER; // a room-made event (resync, emote, ping): listed, not marked
    }

    private static Marker of(EventKind kind, String reason) {
        return switch (kind) {
            case SERVED -> SERVED;
            case MISSED -> MISSED;
            case BURNT -> BURNT;
            case FIRE -> FIRE;
            case SPILL -> SPILL;
            case DENIED -> "contested_lost".equals(reason) ? CONTESTED : DENIED;
            case HANDED_OFF -> HAND_OFF;
            case TRASHED, TRASHED_ALREADY_EMPTY -> TRASH;
            case GHOST_PARK -> PARK;
            default -> OTHER;
        };
    }

    public static Marker parse(String s) {
        for (Marker m : values()) {
            if (m.label.equals(s) || m.name().equalsIgnoreCase(s.replace('-', '_').replace('/', '_'))) {
                return m;
            }
        }
        throw new IllegalArgumentException("no event kind '" + s + "'; kinds: served, missed, burnt, fire, spill,"
                + " denied, hand-off, trash, contested, ghost/park");
    }
}
