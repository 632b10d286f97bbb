package undercooked.server.insights;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import undercooked.levels.insight.OrderTrack;
import undercooked.protocol.LevelInsights;

/**
 * The drill-down side of a {@link Tally} (decision 0043): with a {@link Focus}, every moment
 * behind that one number as the tally adds the rounds up, and the rounds they are in. Without
 * one it keeps nothing and costs a check per offer.
 */
final class Drill {
    private final Optional<Focus> focus;
    private final List<LevelInsights.Moment> moments = new ArrayList<>();
    private final Set<Long> rounds = new TreeSet<>();
    /** The focused layer's index and cell, whose every moment is built; -1 when the focus is no layer's cell. */
    private int layer = -1;
    private int cell = -1;

    Drill(Optional<Focus> focus) {
        this.focus = focus;
    }

    /** The kitchen's size is known (the tally's first round). */
    void start(int width, int height) {
        focus.filter(f -> LevelInsights.LAYERS.contains(f.what()) && f.x() >= 0 && f.y() >= 0 && f.x() < width
                && f.y() < height).ifPresent(f -> {
                    layer = LevelInsights.LAYERS.indexOf(f.what());
                    cell = f.y() * width + f.x();
                });
    }

    /** Whether every moment of this layer's cell is wanted (it is the focus). */
    boolean wholeCell(int layer, int cell) {
        return layer == this.layer && cell == this.cell;
    }

    /** The focus, when it is on {@code what}. */
    Optional<Focus> on(String what) {
        return focus.filter(f -> f.what().equals(what));
    }

    /** Keeps the moment when it is behind the focused number. */
    void offer(String what, int x, int y, String recipe, LevelInsights.Moment m) {
        if (focus.isPresent() && focus.get().x() == x && focus.get().y() == y && focus.get().what().equals(what)
                && focus.get().recipe().equals(recipe)) {
            moments.add(m);
            rounds.add(m.replay());
        }
    }

    /**
     * A funnel step's moments for one order: the tick it reached each step it reached, weighed by
     * how long it took to get there from its arrival (a slow start is the telling one); "came in"
     * is weighed by how long the order stayed open.
     */
    void steps(long id, OrderTrack o, String field) {
        if (focus.isEmpty()) {
            return;
        }
        long[] at = {o.spawnedTick(), o.startedTick(), o.cookedTick(), o.platedTick()};
        for (OrderTrack.Stage st : List.of(OrderTrack.Stage.SPAWNED, OrderTrack.Stage.STARTED, OrderTrack.Stage.COOKED,
                OrderTrack.Stage.PLATED)) {
            long tick = at[st.ordinal()];
            if (tick < 0) {
                continue;
            }
            long weight = st == OrderTrack.Stage.SPAWNED ? Math.max(0, o.endTick() - o.spawnedTick()) : tick - o.spawnedTick();
            offer(st.wireName(), -1, -1, o.recipe(), new LevelInsights.Moment(id, tick, -1, -1,
                    o.recipe() + " " + (st == OrderTrack.Stage.SPAWNED ? "came in" : st.wireName()), weight, field));
        }
    }

    /** Adds another tally's drill of other rounds (each round whole in one of them). */
    void merge(Drill o) {
        moments.addAll(o.moments);
        rounds.addAll(o.rounds);
    }

    /** The focused number's moments, most telling first. */
    List<LevelInsights.Moment> moments() {
        List<LevelInsights.Moment> out = new ArrayList<>(moments);
        out.sort(Tally.TELLING);
        return out;
    }

    /** How many rounds the focused number's moments are in. */
    int rounds() {
        return rounds.size();
    }
}
