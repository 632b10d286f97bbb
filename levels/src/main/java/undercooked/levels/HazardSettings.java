package undercooked.levels;

import java.util.List;
import java.util.Objects;
import undercooked.sim.Cell;

/**
 * Kitchen hazards a level switches on. All off is the same as a file with no {@code hazards}
 * object, and the writer then leaves the object out.
 *
 * @param burnS seconds a finished pot may sit on the stove before it burns; 0: it never burns
 * @param spillIntervalS seconds between spills on a random floor tile (a spill makes cooks slide); 0: none
 * @param dirtyPlates served plates come back dirty and must be washed at a sink before reuse
 * @param fire a burnt pot left on the stove catches fire and spreads (needs {@code burnS > 0})
 * @param obstacle waypoints (x = column, y = row) a moving obstacle loops through; empty: none
 * @param rush a window of faster orders with shorter deadlines; {@link RushSettings#NONE}: none
 */
public record HazardSettings(int burnS, int spillIntervalS, boolean dirtyPlates, boolean fire, List<Cell> obstacle,
                             RushSettings rush) {
    public static final HazardSettings NONE = new HazardSettings(0, 0, false);

    public HazardSettings {
        if (burnS < 0 || spillIntervalS < 0) {
            throw new IllegalArgumentException("hazard seconds must be >= 0, got burn_s " + burnS
                    + ", spill_interval_s " + spillIntervalS);
        }
        obstacle = List.copyOf(obstacle);
        Objects.requireNonNull(rush, "rush");
    }

    /** The three original settings, with no fire, obstacle or rush. */
    public HazardSettings(int burnS, int spillIntervalS, boolean dirtyPlates) {
        this(burnS, spillIntervalS, dirtyPlates, false, List.of(), RushSettings.NONE);
    }

    public HazardSettings withBurnS(int v) {
        return new HazardSettings(v, spillIntervalS, dirtyPlates, fire, obstacle, rush);
    }

    public HazardSettings withSpillIntervalS(int v) {
        return new HazardSettings(burnS, v, dirtyPlates, fire, obstacle, rush);
    }

    public HazardSettings withDirtyPlates(boolean v) {
        return new HazardSettings(burnS, spillIntervalS, v, fire, obstacle, rush);
    }

    public HazardSettings withFire(boolean v) {
        return new HazardSettings(burnS, spillIntervalS, dirtyPlates, v, obstacle, rush);
    }

    public HazardSettings withObstacle(List<Cell> v) {
        return new HazardSettings(burnS, spillIntervalS, dirtyPlates, fire, v, rush);
    }

    public HazardSettings withRush(RushSettings v) {
        return new HazardSettings(burnS, spillIntervalS, dirtyPlates, fire, obstacle, v);
    }

    /** Whether any hazard is on (the writer emits the object only then). */
    public boolean any() {
        return !equals(NONE);
    }

    /**
     * A rush: from {@code atS} for {@code durationS} seconds, orders arrive every {@code intervalS}
     * and expire after {@code deadlineS}.
     */
    public record RushSettings(int atS, int durationS, int intervalS, int deadlineS) {
        public static final RushSettings NONE = new RushSettings(0, 0, 1, 1);

        public RushSettings {
            if (atS < 0 || durationS < 0 || intervalS < 1 || deadlineS < 1) {
                throw new IllegalArgumentException("rush out of range: at_s " + atS + ", duration_s " + durationS
                        + ", interval_s " + intervalS + ", deadline_s " + deadlineS);
            }
        }

        public boolean any() {
            return durationS > 0;
        }
    }
}
