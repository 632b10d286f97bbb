package undercooked.sim;

/** The terrain under a cell. Stations are fixtures placed on top (see {@link StationKind}). */
public enum Tile {
    FLOOR(false),
    WALL(true),
    /** A work top: blocks bodies and, as a {@link StationKind#COUNTER} fixture, holds one set-down item. */
    COUNTER(true),
    /** A hole in the kitchen: nobody stands on it and nothing is reached across it. */
    VOID(true);

    private final boolean blocks;

    Tile(boolean blocks) {
        this.blocks = blocks;
    }

    public boolean blocksBodies() {
        return blocks;
    }

    /** Wire and file name, e.g. {@code floor}. */
    public String wireName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
