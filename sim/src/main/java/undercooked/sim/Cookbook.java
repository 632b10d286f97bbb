package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Recipe matching, in one place: what a pot may take, when it holds a whole recipe, and when a
 * prep counter holds a plate and everything a dish needs. Matching is by multiset of
 * (kind, form), so the order things went in never matters.
 */
final class Cookbook {
    private Cookbook() {
    }

    /** Whether {@code item} may go into a pot already holding {@code inPot}: it must keep the pot on the way to some cooked recipe. */
    static boolean potAccepts(RoundRules rules, List<Slot> inPot, Item item) {
        if (item.isDish() || item.form() != ItemForm.CHOPPED) {
            return false;
        }
        List<Recipe.Ingredient> after = ingredients(inPot);
        after.add(new Recipe.Ingredient(item.kind(), item.form()));
        for (Recipe r : rules.recipes()) {
            if (r.cooked() && subMultiset(after, r.ingredients())) {
                return true;
            }
        }
        return false;
    }

    /** The cooked recipe a pot's contents make exactly, if any. */
    static Optional<Recipe> potRecipe(RoundRules rules, List<Slot> inPot) {
        List<Recipe.Ingredient> have = ingredients(inPot);
        for (Recipe r : rules.recipes()) {
            if (r.cooked() && sameMultiset(have, r.ingredients())) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /**
     * The dish a prep counter's contents assemble into: exactly one clean plate plus either the
     * chopped ingredients of an uncooked recipe or one cooked pot of a cooked recipe.
     */
    static Optional<Recipe> prepRecipe(RoundRules rules, List<Slot> onPrep) {
        int plates = 0;
        List<Slot> rest = new ArrayList<>();
        for (Slot s : onPrep) {
            Item i = s.item();
            if (i.kind() == ItemKind.PLATE && !i.isDish() && i.form() == ItemForm.CLEAN) {
                plates++;
            } else {
                rest.add(s);
            }
        }
        if (plates != 1 || rest.isEmpty()) {
            return Optional.empty();
        }
        if (rest.size() == 1 && rest.getFirst().item().isDish() && rest.getFirst().item().form() == ItemForm.COOKED) {
            return rules.recipe(rest.getFirst().item().dish()).filter(Recipe::cooked);
        }
        for (Slot s : rest) {
            if (s.item().isDish()) {
                return Optional.empty();
            }
        }
        List<Recipe.Ingredient> have = ingredients(rest);
        for (Recipe r : rules.recipes()) {
            if (!r.cooked() && sameMultiset(have, r.ingredients())) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    private static List<Recipe.Ingredient> ingredients(List<Slot> slots) {
        List<Recipe.Ingredient> out = new ArrayList<>();
        for (Slot s : slots) {
            out.add(new Recipe.Ingredient(s.item().kind(), s.item().form()));
        }
        return out;
    }

    private static boolean subMultiset(List<Recipe.Ingredient> part, List<Recipe.Ingredient> whole) {
        List<Recipe.Ingredient> left = new ArrayList<>(whole);
        for (Recipe.Ingredient i : part) {
            if (!left.remove(i)) {
                return false;
            }
        }
        return true;
    }

    private static boolean sameMultiset(List<Recipe.Ingredient> a, List<Recipe.Ingredient> b) {
        return a.size() == b.size() && subMultiset(a, b);
    }

    /** Item ids as the events' {@code created}/{@code consumed} payload: comma separated. */
    static String ids(List<Item> items) {
        StringBuilder b = new StringBuilder();
        for (Item i : items) {
            if (!b.isEmpty()) {
                b.append(',');
            }
            b.append(i.id());
        }
        return b.toString();
    }
}
