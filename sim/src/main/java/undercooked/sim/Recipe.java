package undercooked.sim;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A dish an order can ask for: the ingredients (kind and the form they go in as), whether it is
 * cooked in a pot on a stove, its points and cook time. Recipes are data, loaded with the level;
 * the kitchen rules read them, the levels validator checks a level can make them.
 */
public record Recipe(String id, String name, List<Ingredient> ingredients, boolean cooked,
                     int points, int cookTicks) {
    private static final Pattern ID = Pattern.compile("^[a-z][a-z0-9_]*$");

    /** One ingredient as it goes into the dish, e.g. a chopped tomato. */
    public record Ingredient(ItemKind kind, ItemForm form) {
        public Ingredient {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(form, "form");
        }
    }

    public Recipe {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException("recipe id '" + id + "' must match " + ID.pattern());
        }
        ingredients = List.copyOf(ingredients);
        if (ingredients.isEmpty()) {
            throw new IllegalArgumentException("recipe " + id + " has no ingredients");
        }
        if (points <= 0) {
            throw new IllegalArgumentException("recipe " + id + " must be worth points, got " + points);
        }
        if (cooked ? cookTicks <= 0 : cookTicks != 0) {
            throw new IllegalArgumentException("recipe " + id + ": cook time must be > 0 when cooked and 0 otherwise, got " + cookTicks);
        }
    }

    /** The fixtures a kitchen needs to make and serve this dish. */
    public Set<StationKind> requiredStations() {
        EnumSet<StationKind> needs = EnumSet.of(StationKind.PREP, StationKind.SERVE);
        for (Ingredient i : ingredients) {
            if (i.form() == ItemForm.CHOPPED) {
                needs.add(StationKind.CHOP_BOARD);
            }
        }
        if (cooked) {
            needs.add(StationKind.STOVE);
        }
        return needs;
    }

    /** The shelf stock a kitchen needs: every ingredient kind, and plates to serve on. */
    public List<ItemKind> requiredStock() {
        List<ItemKind> kinds = new ArrayList<>();
        for (Ingredient i : ingredients) {
            if (!kinds.contains(i.kind())) {
                kinds.add(i.kind());
            }
        }
        if (!kinds.contains(ItemKind.PLATE)) {
            kinds.add(ItemKind.PLATE);
        }
        return kinds;
    }
}
