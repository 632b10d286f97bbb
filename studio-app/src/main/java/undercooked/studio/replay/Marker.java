package undercooked.studio.replay;

import undercooked.sim.Event;

/**
 * The kinds of moment the timeline marks, each with its colour: what QA scans a round for. A
 * kernel event maps to one of these; the rest (picks, chops, new orders) are {@link #OTHER},
 * listed in the event log but not marked.
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
        return switch (e.kind()) {
            case SERVED -> SERVED;
            case MISSED -> MISSED;
            case BURNT -> BURNT;
            case FIRE -> FIRE;
            case SPILL -> SPILL;
            case DENIED -> "contested_lost".equals(e.get("reason").orElse("")) ? CONTESTED : DENIED;
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
