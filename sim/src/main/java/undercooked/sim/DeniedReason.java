package undercooked.sim;

import java.util.Locale;

/** Why a press did nothing. Every refusal names one of these; the client shows it as a nudge. */
public enum DeniedReason {
    STUNNED,
    NOTHING_HERE,
    OUT_OF_REACH,
    NOT_FACING,
    HANDS_FULL,
    HANDS_EMPTY,
    WRONG_ITEM,
    STATION_DIRTY,
    STATION_BUSY,
    INVALID_STATE,
    CONTESTED_LOST;

    private final String wire = name().toLowerCase(Locale.ROOT);

    public String wireName() {
        return wire;
    }
}
