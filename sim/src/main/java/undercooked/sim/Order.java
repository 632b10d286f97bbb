package undercooked.sim;

import java.util.Objects;

/** One open order: which dish, what it pays, when it came in and when it will be missed. */
public record Order(int id, String recipe, int points, long spawnedTick, long deadlineTick) {
    public Order {
        Objects.requireNonNull(recipe, "recipe");
        if (deadlineTick <= spawnedTick) {
            throw new IllegalArgumentException("order " + id + " expires before it arrives");
        }
    }

    /** The share of its window still left, 1 when it arrives, 0 when it is missed. */
    public double timeLeftShare(long tick) {
        double share = (double) (deadlineTick - tick) / (deadlineTick - spawnedTick);
        return Math.max(0.0, Math.min(1.0, share));
    }
}
