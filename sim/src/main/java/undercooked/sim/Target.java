package undercooked.sim;

import java.util.Objects;

/**
 * What a press is aimed at: an item on a fixture (slot index, or {@link #STOCK} for a shelf's
 * stock), the serve window, or the fixture itself.
 */
public record Target(Kind kind, int station, int slot) {
    /** The slot of a shelf's bottomless stock. */
    public static final int STOCK = -2;
    /** The slot of a target that is not an item. */
    public static final int NONE = -1;

    public enum Kind { ITEM, SERVE, FIXTURE }

    public Target {
        Objects.requireNonNull(kind, "kind");
        if (station < 0) {
            throw new IllegalArgumentException("station index must be >= 0, got " + station);
        }
    }
}
