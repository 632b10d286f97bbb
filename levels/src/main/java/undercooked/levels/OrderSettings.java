package undercooked.levels;

/**
 * How the order stream of a round runs (the kitchen-rules issue reads it).
 *
 * @param intervalS seconds between two new orders
 * @param deadlineS seconds an order waits before it expires
 * @param maxActive most orders open at once; no new order arrives while this many are open
 */
public record OrderSettings(int intervalS, int deadlineS, int maxActive) {
    public static final int MAX_ACTIVE_LIMIT = 8;

    public OrderSettings {
        if (intervalS < 1 || deadlineS < 1 || maxActive < 1 || maxActive > MAX_ACTIVE_LIMIT) {
            throw new IllegalArgumentException("order settings out of range: interval_s " + intervalS
                    + ", deadline_s " + deadlineS + ", max_active " + maxActive);
        }
    }
}
