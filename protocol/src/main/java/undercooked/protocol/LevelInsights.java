package undercooked.protocol;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * {@code GET /api/levels/{id}/insights}: where players struggle in a level, added up over the
 * archived rounds a filter takes (docs/ROOMS.md, "Level insights"). Every count carries the
 * moments behind it, or names how to fetch them ({@link InsightMoments}).
 *
 * @param levelSha256 the level version the rounds are of; rounds of other versions are only counted
 * @param rounds rounds added up
 * @param otherVersions rounds the filter takes that were played on another version of the level
 * @param broken rounds whose summary could not be computed (a corrupt body), counted apart
 * @param waiting older rounds not summarised yet (each query summarises a bounded number)
 * @param capped whether more rounds matched than one query adds up (the newest were taken)
 * @param matched how many rounds the filter matched, of this version or not, broken or not
 * @param note what a person should know first, in words ("no rounds of this level match: widen the filter")
 */
public record LevelInsights(String level, String levelSha256, Query query, int width, int height, int rounds,
                            int otherVersions, int broken, int waiting, boolean capped, long matched, String note,
                            List<Layer> layers, List<RecipeFunnel> funnel, List<StationLoad> stations,
                            List<TrendPoint> trend) {

    /** The layers, by name, in the order they are listed. */
    public static final List<String> LAYERS = List.of("presence", "idle", "congestion", "denied", "waste", "burnt",
            "fires", "dropped");

    public LevelInsights {
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(levelSha256, "levelSha256");
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(note, "note");
        layers = List.copyOf(layers);
        funnel = List.copyOf(funnel);
        stations = List.copyOf(stations);
        trend = List.copyOf(trend);
    }

    /** The filter as the server understood it. {@code who}: humans, bots or all. */
    public record Query(OptionalLong fromMs, OptionalLong toMs, OptionalInt cooks, String who, Optional<String> result,
                        int limit) {
        public Query {
            Objects.requireNonNull(fromMs, "fromMs");
            Objects.requireNonNull(toMs, "toMs");
            Objects.requireNonNull(cooks, "cooks");
            Objects.requireNonNull(who, "who");
            Objects.requireNonNull(result, "result");
        }
    }

    /** One heat layer: its non-zero cells, hottest first, and the hottest cell's count (to scale colours). */
    public record Layer(String name, long max, List<Cell> cells) {
        public Layer {
            Objects.requireNonNull(name, "name");
            cells = List.copyOf(cells);
        }
    }

    /**
     * One cell of a layer: its count over all the rounds, how many rounds it happened in, and the
     * most telling moments behind it (the rest through {@link InsightMoments}).
     */
    public record Cell(int x, int y, long count, int rounds, List<Moment> moments) {
        public Cell {
            moments = List.copyOf(moments);
        }
    }

    /**
     * A (round, tick) moment: open replay {@code replay} at {@code tick}, cell (x, y) (-1, -1 when
     * it has no place). {@code weight} is how telling it is: how many of the same thing happened
     * on that cell in that round within five seconds of it (for the cook layers, the round's
     * cook-ticks on the cell). {@code field} is the state field to select when it opens (a
     * cook's {@code players[0]}, a fixture's {@code stations[3]}, an order's
     * {@code orders.active[id=7]}), empty when none says more than the kitchen.
     */
    public record Moment(long replay, long tick, int x, int y, String what, long weight, String field) {
        public Moment {
            Objects.requireNonNull(what, "what");
            Objects.requireNonNull(field, "field");
        }
    }

    /**
     * One recipe's orders: how many came in and how far they got (spawned, started, cooked,
     * plated, served; each step counts the orders that reached it), where the missed ones
     * stopped, and serving times in seconds.
     */
    public record RecipeFunnel(String recipe, long spawned, long started, long cooked, long plated, long served,
                               long missed, List<Stop> missedStoppedAt, OptionalDouble serveP50,
                               OptionalDouble serveP90, OptionalDouble serveP99) {
        public RecipeFunnel {
            Objects.requireNonNull(recipe, "recipe");
            missedStoppedAt = List.copyOf(missedStoppedAt);
            Objects.requireNonNull(serveP50, "serveP50");
            Objects.requireNonNull(serveP90, "serveP90");
            Objects.requireNonNull(serveP99, "serveP99");
        }
    }

    /** Missed orders that stopped at {@code stage}, with the moments they ran out. */
    public record Stop(String stage, long count, List<Moment> moments) {
        public Stop {
            Objects.requireNonNull(stage, "stage");
            moments = List.copyOf(moments);
        }
    }

    /** One fixture: the share of round time it was busy, and cook-seconds per round spent waiting at it. */
    public record StationLoad(int index, String kind, int x, int y, double busyShare, double waitSecondsPerRound) {
        public StationLoad {
            Objects.requireNonNull(kind, "kind");
        }
    }

    /** The rounds that ended in [fromMs, toMs), averaged: how the level goes over time. */
    public record TrendPoint(long fromMs, long toMs, int rounds, double score, double stars, double served,
                             double missed, double wasted) {
    }
}
