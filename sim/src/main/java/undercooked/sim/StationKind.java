package undercooked.sim;

import java.util.Locale;

/**
 * The fixtures a cook can use. Whether a fixture blocks a body is a collision answer only:
 * a serve window, sink or trash can is leaned over, so a cook may stand on it.
 */
public enum StationKind {
    COUNTER(true, 1),
    SPAWN_SHELF(true, 4),
    CHOP_BOARD(true, 1),
    /** Holds a pot: up to three ingredients, then the soup. */
    STOVE(true, 3),
    PREP(true, 4),
    SERVE(false, 0),
    /** Dirty plates waiting to be washed and clean ones waiting to be taken. */
    SINK(false, 4),
    TRASH(false, 0);

    private final boolean blocks;
    private final int capacity;

    StationKind(boolean blocks, int capacity) {
        this.blocks = blocks;
        this.capacity = capacity;
    }

    public boolean blocksBodies() {
        return blocks;
    }

    /** How many set-down items the fixture holds; 0 means nothing can be set down on it. */
    public int capacity() {
        return capacity;
    }

    private final String wire = name().toLowerCase(Locale.ROOT);

    /** Wire and file name, e.g. {@code chop_board}. */
    public String wireName() {
        return wire;
    }

    public static java.util.Optional<StationKind> fromWireName(String name) {
        for (StationKind k : values()) {
            if (k.wireName().equals(name)) {
                return java.util.Optional.of(k);
            }
        }
        return java.util.Optional.empty();
    }
}
