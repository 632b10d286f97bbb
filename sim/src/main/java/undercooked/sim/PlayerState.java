package undercooked.sim;

import java.util.Locale;

/** What a cook's body is doing, as the snapshot shows it. */
public enum PlayerState {
    IDLE,
    MOVING,
    STUNNED,
    /** Holding the button on a station that progresses while held (kitchen rules). */
    WORKING;

    private final String wire = name().toLowerCase(Locale.ROOT);

    public String wireName() {
        return wire;
    }
}
