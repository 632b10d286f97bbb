package undercooked.levels.insight;

import java.util.List;
import java.util.Objects;

/**
 * One cook's round: ticks by {@link CookActivity}, hand-offs it gave, and its path as the cells it
 * entered, each with the tick it got there (the first is where it stood at tick 0).
 */
public record CookTime(String id, long walkTicks, long workTicks, long waitTicks, long idleTicks,
                       long handOffs, List<Step> path) {

    /** The cook entered cell (x, y) at {@code tick}. */
    public record Step(long tick, int x, int y) {
    }

    public CookTime {
        Objects.requireNonNull(id, "id");
        path = List.copyOf(path);
    }
}
