package undercooked.sim;

import java.util.Locale;
import java.util.Optional;

/** What has been done to an item: food goes raw, chopped, cooked, burnt; plates go clean and dirty;
 * a dish goes out plated. */
public enum ItemForm {
    RAW,
    CHOPPED,
    COOKED,
    BURNT,
    CLEAN,
    DIRTY,
    /** A finished dish on a plate: the only thing the serve window takes. */
    PLATED;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<ItemForm> fromWireName(String name) {
        for (ItemForm f : values()) {
            if (f.wireName().equals(name)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
