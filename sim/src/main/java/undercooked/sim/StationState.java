package undercooked.sim;

import java.util.Locale;

/** A fixture's pipeline state, in the snapshot's vocabulary. */
public enum StationState {
    IDLE,
    WORKING,
    /** The work is done: an unmarked item on it is output, free to pick. */
    READY,
    BURNING,
    DIRTY,
    BLOCKED;

    private final String wire = name().toLowerCase(Locale.ROOT);

    public String wireName() {
        return wire;
    }
}
