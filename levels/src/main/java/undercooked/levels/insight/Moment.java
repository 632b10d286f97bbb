package undercooked.levels.insight;

import java.util.Objects;

/**
 * One thing that happened in a round, kept by its summary: what, when (the tick the substep
 * advanced from, as the kernel's event says), where (a grid cell; -1, -1 for what has no place, an
 * order coming in or running out), who (a seat, -1 for the kitchen itself) and the detail the
 * event named (a denied press's reason, the item wasted, the recipe of an order).
 */
public record Moment(Kind kind, long tick, int x, int y, int seat, String detail) {

    /** The events a summary keeps: the ones a level designer asks "where, and when?" about. */
    public enum Kind {
        DENIED, WASTED, BURNT, FIRE, EXTINGUISHED, DROPPED, HANDED_OFF, CHOPPED, COOKED, PLATED, SERVED,
        ORDER_IN, MISSED, SPILL, STUNNED, LOST;

        private final String wire = name().toLowerCase(java.util.Locale.ROOT);

        public String wireName() {
            return wire;
        }
    }

    public Moment {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(detail, "detail");
        if (tick < 0) {
            throw new IllegalArgumentException("tick must be >= 0, got " + tick);
        }
    }

    /** Whether it happened on a grid cell (an order's arrival or expiry has no place). */
    public boolean placed() {
        return x >= 0 && y >= 0;
    }
}
