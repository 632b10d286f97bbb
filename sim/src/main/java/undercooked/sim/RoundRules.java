package undercooked.sim;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a level asks of a round beyond its grid: the recipes orders draw from, the order stream,
 * and the hazards. Times are in ticks (20 per second). {@link #NONE} is a kitchen with no orders
 * and no hazards: the movement and hands tests run on it.
 *
 * @param orderIntervalTicks ticks between two new orders
 * @param orderDeadlineTicks ticks an order waits before it is missed
 * @param maxActiveOrders most orders open at once
 */
public record RoundRules(List<Recipe> recipes, int orderIntervalTicks, int orderDeadlineTicks, int maxActiveOrders,
                         Hazards hazards) {
    public static final RoundRules NONE = new RoundRules(List.of(), 1, 1, 0, Hazards.NONE);

    public RoundRules {
        recipes = List.copyOf(recipes);
        Objects.requireNonNull(hazards, "hazards");
        if (orderIntervalTicks < 1 || orderDeadlineTicks < 1 || maxActiveOrders < 0) {
            throw new IllegalArgumentException("order rules out of range: interval " + orderIntervalTicks
                    + ", deadline " + orderDeadlineTicks + ", max active " + maxActiveOrders);
        }
        for (int i = 0; i < recipes.size(); i++) {
            for (int j = i + 1; j < recipes.size(); j++) {
                if (recipes.get(i).id().equals(recipes.get(j).id())) {
                    throw new IllegalArgumentException("recipe " + recipes.get(i).id() + " is listed twice");
                }
            }
        }
    }

    public Optional<Recipe> recipe(String id) {
        for (Recipe r : recipes) {
            if (r.id().equals(id)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /**
     * The level's hazards. {@code burnTicks} is the overcook window of a finished pot (0: it never
     * burns); {@code fire} lets a burnt pot catch fire and spread; {@code spillIntervalTicks} drops
     * a spill every so often (0: none); {@code obstaclePath} is the waypoint loop of a moving
     * obstacle (empty: none); {@code rush} is a window of faster, shorter orders.
     */
    public record Hazards(int burnTicks, boolean dirtyPlates, boolean fire, int spillIntervalTicks,
                          List<Cell> obstaclePath, Rush rush) {
        public static final Hazards NONE = new Hazards(0, false, false, 0, List.of(), Rush.NONE);

        public Hazards {
            obstaclePath = List.copyOf(obstaclePath);
            Objects.requireNonNull(rush, "rush");
            if (burnTicks < 0 || spillIntervalTicks < 0) {
                throw new IllegalArgumentException("hazard ticks must be >= 0: burn " + burnTicks + ", spill " + spillIntervalTicks);
            }
            if (obstaclePath.size() == 1) {
                throw new IllegalArgumentException("a moving obstacle needs at least two waypoints");
            }
            if (fire && burnTicks == 0) {
                throw new IllegalArgumentException("fire needs pots that burn (burn ticks > 0)");
            }
        }
    }

    /** From {@code startTick} for {@code durationTicks}, orders come every {@code intervalTicks} with {@code deadlineTicks}. */
    public record Rush(int startTick, int durationTicks, int intervalTicks, int deadlineTicks) {
        public static final Rush NONE = new Rush(0, 0, 1, 1);

        public Rush {
            if (startTick < 0 || durationTicks < 0 || intervalTicks < 1 || deadlineTicks < 1) {
                throw new IllegalArgumentException("rush out of range: start " + startTick + ", duration " + durationTicks
                        + ", interval " + intervalTicks + ", deadline " + deadlineTicks);
            }
        }

        public boolean activeAt(long tick) {
            return durationTicks > 0 && tick >= startTick && tick < (long) startTick + durationTicks;
        }
    }
}
