package undercooked.levels;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A level file's content as far as it could be read: each piece is present when it was there
 * with the right type. The validator checks every piece it has, so a wrong type in one key does
 * not hide an unreachable stove in the grid.
 */
record Draft(Optional<String> id, Optional<String> name, OptionalInt order, OptionalInt timeLimitS,
             OptionalInt targetScore, Optional<List<String>> recipes, Optional<OrderSettings> orders,
             Optional<HazardSettings> hazards, Optional<Legend> legend, Optional<List<String>> grid) {

    static Draft of(Level l) {
        return new Draft(Optional.of(l.id()), Optional.of(l.name()), OptionalInt.of(l.order()),
                OptionalInt.of(l.timeLimitS()), OptionalInt.of(l.targetScore()), Optional.of(l.recipes()),
                Optional.of(l.orders()), Optional.of(l.hazards()), Optional.of(l.legend()), Optional.of(l.grid()));
    }

    /** The level, when every required piece is there. */
    Optional<Level> level() {
        if (id.isEmpty() || name.isEmpty() || order.isEmpty() || timeLimitS.isEmpty() || targetScore.isEmpty()
                || recipes.isEmpty() || orders.isEmpty() || hazards.isEmpty() || legend.isEmpty() || grid.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Level(id.get(), name.get(), order.getAsInt(), timeLimitS.getAsInt(),
                targetScore.getAsInt(), recipes.get(), orders.get(), hazards.get(), legend.get(), grid.get()));
    }
}
