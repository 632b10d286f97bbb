package undercooked.levels;

import java.util.List;
import java.util.Objects;
import java.util.ArrayList;
import undercooked.sim.Kitchen;
import undercooked.sim.Recipe;
import undercooked.sim.RoundRules;

/**
 * The content of one level file, as written (the grid stays text so the editor and the writer
 * see exactly what the designer typed). A record holds any well-typed content; whether the
 * content is a playable kitchen is {@link LevelValidator}'s question, so a half-made level can
 * still be opened, edited and saved.
 *
 * @param order campaign position (1 = first); unique within the campaign
 * @param timeLimitS round length in whole seconds
 * @param recipes ids from the {@link RecipeBook} the orders draw from, in file order
 * @param grid one string per row, top row first
 */
public record Level(String id, String name, int order, int timeLimitS, int targetScore,
                    List<String> recipes, OrderSettings orders, HazardSettings hazards,
                    Legend legend, List<String> grid) {
    /** The sim's tick rate; a level's seconds become ticks at this rate. */
    public static final int TICKS_PER_SECOND = 20;
    /** The shortest round; the time limit may not be less. */
    public static final int MIN_TIME_S = 10;
    /** The longest round, and the bound on every duration in seconds (the validator's rule). */
    public static final int MAX_TIME_S = 3600;

    public Level {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        recipes = List.copyOf(recipes);
        Objects.requireNonNull(orders, "orders");
        Objects.requireNonNull(hazards, "hazards");
        Objects.requireNonNull(legend, "legend");
        grid = List.copyOf(grid);
    }

    /** Round length in sim ticks. */
    public long timeLimitTicks() {
        return (long) timeLimitS * TICKS_PER_SECOND;
    }

    /**
     * The sim's static kitchen for this level.
     *
     * @throws IllegalStateException when the grid cannot be a kitchen (ragged, unknown tiles,
     *     out of size); run {@link LevelValidator} first to get those as named problems
     */
    public Kitchen kitchen() {
        return kitchen(RecipeBook.builtIn());
    }

    /**
     * The kitchen with its round rules: the recipes resolved in {@code book} (ids it lacks are left
     * out; the validator names them), orders and hazards in ticks.
     */
    public Kitchen kitchen(RecipeBook book) {
        Layout layout = Layout.read(grid, legend, id);
        if (!layout.problems().isEmpty()) {
            throw new IllegalStateException("level " + id + " has no buildable grid: "
                    + layout.problems().getFirst().message());
        }
        return layout.kitchen(id, Math.max(1, timeLimitTicks()), targetScore, rules(book));
    }

    /** The level's orders and hazards as the kernel's rules, times in ticks. */
    public RoundRules rules(RecipeBook book) {
        List<Recipe> known = new ArrayList<>();
        for (String r : recipes) {
            book.find(r).ifPresent(known::add);
        }
        HazardSettings h = hazards;
        HazardSettings.RushSettings r = h.rush();
        RoundRules.Rush rush = r.any()
                ? new RoundRules.Rush(r.atS() * TICKS_PER_SECOND, r.durationS() * TICKS_PER_SECOND,
                        r.intervalS() * TICKS_PER_SECOND, r.deadlineS() * TICKS_PER_SECOND)
                : RoundRules.Rush.NONE;
        RoundRules.Hazards hz = new RoundRules.Hazards(h.burnS() * TICKS_PER_SECOND, h.dirtyPlates(),
                h.fire() && h.burnS() > 0, h.spillIntervalS() * TICKS_PER_SECOND,
                h.obstacle().size() >= 2 ? h.obstacle() : List.of(), rush);
        return new RoundRules(known, orders.intervalS() * TICKS_PER_SECOND, orders.deadlineS() * TICKS_PER_SECOND,
                orders.maxActive(), hz);
    }
}
