package undercooked.levels.insight;

import java.util.List;
import java.util.Objects;

/**
 * One round, measured once by re-simulating it ({@link RoundSummarizer}): small enough to keep
 * beside the round in the archive and to add up over ten thousand rounds for a level's insights.
 *
 * @param ticks how long the round ran
 * @param presence cook-ticks on each cell
 * @param idle cook-ticks spent idle or waiting on each cell (nothing to do, or a busy fixture)
 * @param congestion cook-ticks on each cell with another cook's body within {@link RoundSummarizer#CLOSE} tiles while not working
 * @param cooks each cook in seat order, with its path
 * @param stations each fixture in the kitchen's order
 * @param orders each order that came in, by id
 * @param moments the kept events, in the order the kernel raised them
 */
public record RoundSummary(int width, int height, long ticks, long score, int stars, Traffic presence, Traffic idle,
                           Traffic congestion, List<CookTime> cooks, List<StationTime> stations,
                           List<OrderTrack> orders, List<Moment> moments) {

    /** Bumped when what a summary measures changes: older summaries are computed again. */
    public static final int VERSION = 1;

    public RoundSummary {
        Objects.requireNonNull(presence, "presence");
        Objects.requireNonNull(idle, "idle");
        Objects.requireNonNull(congestion, "congestion");
        cooks = List.copyOf(cooks);
        stations = List.copyOf(stations);
        orders = List.copyOf(orders);
        moments = List.copyOf(moments);
        for (Traffic t : List.of(presence, idle, congestion)) {
            if (t.width() != width || t.height() != height) {
                throw new IllegalArgumentException("a summary of a " + width + "x" + height + " kitchen has a "
                        + t.width() + "x" + t.height() + " layer");
            }
        }
    }

    /** The kept events of one kind, in order. */
    public List<Moment> moments(Moment.Kind kind) {
        return moments.stream().filter(m -> m.kind() == kind).toList();
    }
}
