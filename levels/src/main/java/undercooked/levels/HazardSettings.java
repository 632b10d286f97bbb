package undercooked.levels;

/**
 * Kitchen hazards a level switches on (the kitchen-rules issue implements them). All off is the
 * same as a file with no {@code hazards} object, and the writer then leaves the object out.
 *
 * @param burnS seconds a finished pot may sit on the stove before it burns; 0: it never burns
 * @param spillIntervalS seconds between spills on a random floor tile (a spill slows cooks); 0: none
 * @param dirtyPlates served plates come back dirty and must be washed at a sink before reuse
 */
public record HazardSettings(int burnS, int spillIntervalS, boolean dirtyPlates) {
    public static final HazardSettings NONE = new HazardSettings(0, 0, false);

    public HazardSettings {
        if (burnS < 0 || spillIntervalS < 0) {
            throw new IllegalArgumentException("hazard seconds must be >= 0, got burn_s " + burnS
                    + ", spill_interval_s " + spillIntervalS);
        }
    }

    /** Whether any hazard is on (the writer emits the object only then). */
    public boolean any() {
        return !equals(NONE);
    }
}
