package undercooked.sim;

import java.util.Objects;

/**
 * One entry of a fixture's contents: the item and, when a cook set it down, the set-down mark
 * (who and on which tick). The mark is what makes a set-down grabbable at once and what turns
 * a teammate's pick inside the window into a hand-off. Unmarked entries ({@link #NO_PLACER})
 * come from the kitchen itself: pipeline inputs and outputs, pre-placed script items.
 */
public record Slot(Item item, String placedBy, long placedAt) {
    /** The placer of an entry no hand put down. */
    public static final String NO_PLACER = "";

    public Slot {
        Objects.requireNonNull(item, "item");
        Objects.requireNonNull(placedBy, "placedBy");
    }

    public static Slot unmarked(Item item) {
        return new Slot(item, NO_PLACER, -1);
    }

    public boolean marked() {
        return !placedBy.isEmpty();
    }
}
