package undercooked.protocol;

import java.util.List;
import java.util.Objects;

/**
 * {@code GET /api/levels/{id}/insights/moments}: every moment behind one number of
 * {@link LevelInsights}, most telling first, with the headline a person reads ("items wasted at
 * x 4, y 6: 41 times in 17 rounds").
 *
 * @param what the layer (a cell's) or {@code missed:STAGE} / {@code served} (a recipe's funnel step)
 * @param total how many moments there are; {@code moments} holds at most the query's limit
 */
public record InsightMoments(String level, String what, int x, int y, String recipe, long total, int rounds,
                             String headline, List<LevelInsights.Moment> moments) {
    public InsightMoments {
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(what, "what");
        Objects.requireNonNull(recipe, "recipe");
        Objects.requireNonNull(headline, "headline");
        moments = List.copyOf(moments);
    }
}
