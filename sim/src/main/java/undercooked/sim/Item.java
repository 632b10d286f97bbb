package undercooked.sim;

import java.util.Objects;

/**
 * One item in the world. {@code id} is its identity for the round: shelves mint a fresh id, so
 * conservation (no item appears or vanishes without a named event) can be checked by id.
 * {@code dish} names the recipe an item belongs to once it is one: a pot of soup cooking or burnt,
 * a plated dish. It is empty for plain ingredients and plates. Recipes are data, so a dish is a
 * recipe id, not a kind.
 */
public record Item(int id, ItemKind kind, ItemForm form, String dish) {
    public static final String NO_DISH = "";

    public Item {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(form, "form");
        Objects.requireNonNull(dish, "dish");
        if (id < 0) {
            throw new IllegalArgumentException("item id must be >= 0, got " + id);
        }
    }

    /** A plain item: an ingredient or a plate. */
    public Item(int id, ItemKind kind, ItemForm form) {
        this(id, kind, form, NO_DISH);
    }

    public boolean isDish() {
        return !dish.isEmpty();
    }

    public Item withForm(ItemForm newForm) {
        return new Item(id, kind, newForm, dish);
    }

    /**
     * The wire short form: {@code tomato_chopped}, {@code plate_dirty}; a plated dish is its recipe
     * ({@code tomato_soup}); a dish in any other form is recipe and form ({@code tomato_soup_burnt}).
     */
    public String wireName() {
        if (isDish()) {
            return form == ItemForm.PLATED ? dish : dish + "_" + form.wireName();
        }
        return wireName(kind, form);
    }

    /**
     * A plain item's wire name ({@code tomato_raw}), made once per kind and form: the server
     * names every held item and stocked shelf in every snapshot, thousands of times a second.
     */
    public static String wireName(ItemKind kind, ItemForm form) {
        return PLAIN_NAMES[kind.ordinal()][form.ordinal()];
    }

    private static final String[][] PLAIN_NAMES = plainNames();

    private static String[][] plainNames() {
        String[][] names = new String[ItemKind.values().length][ItemForm.values().length];
        for (ItemKind k : ItemKind.values()) {
            for (ItemForm f : ItemForm.values()) {
                names[k.ordinal()][f.ordinal()] = k.wireName() + "_" + f.wireName();
            }
        }
        return names;
    }
}
