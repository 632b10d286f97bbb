package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * An order's entry in a delta: its id and the fields that changed (in practice its deadline
 * share {@code l}, which falls as the round runs); an absent component is "unchanged". A new
 * order travels whole.
 */
public record OrderPatch(int id, Optional<String> recipe, OptionalDouble left, OptionalInt points) {

    public OrderPatch {
        Checks.atLeast("id", id, 0);
        Objects.requireNonNull(recipe, "r");
        recipe.ifPresent(r -> Checks.text("r", r, 1, Checks.WORD_MAX));
        left = Patches.share("l", left);
        Objects.requireNonNull(points, "pts");
        points.ifPresent(pts -> Checks.atLeast("pts", pts, 0));
    }

    public static OrderPatch whole(OrderSnap o) {
        return new OrderPatch(o.id(), Optional.of(o.recipe()), OptionalDouble.of(o.left()), OptionalInt.of(o.points()));
    }

    public static OrderPatch between(OrderSnap before, OrderSnap after) {
        return new OrderPatch(after.id(),
                before.recipe().equals(after.recipe()) ? Optional.empty() : Optional.of(after.recipe()),
                before.left() == after.left() ? OptionalDouble.empty() : OptionalDouble.of(after.left()),
                before.points() == after.points() ? OptionalInt.empty() : OptionalInt.of(after.points()));
    }

    public OrderSnap.Key key() {
        return new OrderSnap.Key(id);
    }

    public OrderSnap applyTo(OrderSnap base) {
        return new OrderSnap(id, recipe.orElse(base.recipe()), left.orElse(base.left()), points.orElse(base.points()));
    }

    /** Empty when a field is missing: an order has no defaults. */
    public Optional<OrderSnap> create() {
        if (recipe.isEmpty() || left.isEmpty() || points.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new OrderSnap(id, recipe.get(), left.getAsDouble(), points.getAsInt()));
    }
}
