package undercooked.sim;

import java.util.Objects;

/**
 * One item in the world. {@code id} is its identity for the round: shelves mint a fresh id,
 * so conservation (no item appears or vanishes without a named event) can be checked by id.
 */
public record Item(int id, ItemKind kind, ItemForm form) {
    public Item {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(form, "form");
        if (id < 0) {
            throw new IllegalArgumentException("item id must be >= 0, got " + id);
        }
    }

    /** The wire short form, e.g. {@code tomato_chopped} or {@code plate_dirty}. */
    public String wireName() {
        return kind.wireName() + "_" + form.wireName();
    }
}
