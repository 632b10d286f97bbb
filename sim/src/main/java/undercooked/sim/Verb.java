package undercooked.sim;

import java.util.Locale;

/** What one press of the action button means right now. {@link #NONE} goes with a denial. */
public enum Verb {
    NONE,
    /** Take an item off a fixture (a shelf's stock, a set-down). */
    PICK_ITEM,
    /** Take a pipeline's finished output off a READY fixture. */
    PICK_FROM_STATION,
    /** Set the carried item down on a spawn shelf (the always-open set-down). */
    RELEASE,
    /** Set the carried item down on a work surface: counter, chop board, stove. */
    PLACE_ON_STATION,
    /** Set the carried item down on the prep counter to assemble a dish. */
    PLATE_DISH,
    /** Begin working a loaded fixture (chop, cook); takes its single worker slot. */
    START_WORK,
    /** Keep working the fixture this cook already works. */
    HOLD_WORK,
    SERVE,
    WASH,
    /** Start a long press over the trash can. */
    TRASH;

    private final String wire = name().toLowerCase(Locale.ROOT);

    public String wireName() {
        return wire;
    }
}
