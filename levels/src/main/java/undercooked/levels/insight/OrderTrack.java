package undercooked.levels.insight;

import java.util.Objects;

/**
 * One order's life in a round, stage by stage. The kernel links a served dish to its order but not
 * an ingredient or a pot: a stage's event (an ingredient of the recipe picked up, its soup cooked,
 * its dish plated) counts for the oldest open order of that recipe that has not reached the stage
 * yet, the same first-in rule the serve window uses. A stage not reached is -1.
 *
 * @param outcome served, missed, or open when the round ended first
 */
public record OrderTrack(int id, String recipe, long spawnedTick, long startedTick, long cookedTick,
                         long platedTick, long endTick, Outcome outcome) {

    public enum Outcome {
        SERVED, MISSED, OPEN
    }

    /** The funnel's steps, in order. */
    public enum Stage {
        SPAWNED, STARTED, COOKED, PLATED, SERVED;

        private final String wire = name().toLowerCase(java.util.Locale.ROOT);

        public String wireName() {
            return wire;
        }
    }

    public OrderTrack {
        Objects.requireNonNull(recipe, "recipe");
        Objects.requireNonNull(outcome, "outcome");
    }

    /** The furthest stage it reached: where a missed order stopped. */
    public Stage reached() {
        if (outcome == Outcome.SERVED) {
            return Stage.SERVED;
        }
        if (platedTick >= 0) {
            return Stage.PLATED;
        }
        if (cookedTick >= 0) {
            return Stage.COOKED;
        }
        return startedTick >= 0 ? Stage.STARTED : Stage.SPAWNED;
    }

    /** Ticks from its arrival to its serving; -1 when it was not served. */
    public long serveTicks() {
        return outcome == Outcome.SERVED ? endTick - spawnedTick : -1;
    }
}
