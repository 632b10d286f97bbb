package undercooked.levels;

import java.util.List;
import java.util.Objects;
import undercooked.sim.Kitchen;

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
        Layout layout = Layout.read(grid, legend, id);
        if (!layout.problems().isEmpty()) {
            throw new IllegalStateException("level " + id + " has no buildable grid: "
                    + layout.problems().getFirst().message());
        }
        return layout.kitchen(id, Math.max(1, timeLimitTicks()), targetScore);
    }
}
