package undercooked.sim;

import java.util.Locale;

/** The hazards a level can switch on; wire names as the snapshot's {@code hz[].t}. */
public enum HazardKind {
    FIRE("fire"),
    SPILL("spill"),
    MOVING_OBSTACLE("moving_obstacle"),
    RUSH("rush");

    private final String wire;

    HazardKind(String wire) {
        this.wire = wire;
    }

    public String wireName() {
        return wire.toLowerCase(Locale.ROOT);
    }
}
