package undercooked.sim;

import java.util.Locale;
import java.util.Optional;

/** What an item is. Its {@link ItemForm} says what has been done to it. */
public enum ItemKind {
    TOMATO(ItemForm.RAW),
    ONION(ItemForm.RAW),
    LETTUCE(ItemForm.RAW),
    PLATE(ItemForm.CLEAN);

    private final ItemForm stockForm;

    ItemKind(ItemForm stockForm) {
        this.stockForm = stockForm;
    }

    /** The form a spawn shelf hands this kind out in. */
    public ItemForm stockForm() {
        return stockForm;
    }

    private final String wire = name().toLowerCase(Locale.ROOT);

    public String wireName() {
        return wire;
    }

    public static Optional<ItemKind> fromWireName(String name) {
        for (ItemKind k : values()) {
            if (k.wireName().equals(name)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }
}
