package undercooked.sim;

/** The state hash a round had after {@code tick} substeps: one line of a golden. */
public record TickHash(long tick, long hash) {
    public TickHash {
        if (tick < 0) {
            throw new IllegalArgumentException("tick must be >= 0, got " + tick);
        }
    }

    /** The hash as sixteen hex digits, the way goldens write it. */
    public String hex() {
        return Hasher.hex(hash);
    }

    /** Where {@code tick} is in {@code hashes} (ascending by tick), or -1 when it was not recorded. */
    public static int indexOf(java.util.List<TickHash> hashes, long tick) {
        int lo = 0;
        int hi = hashes.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            long t = hashes.get(mid).tick();
            if (t == tick) {
                return mid;
            }
            if (t < tick) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return -1;
    }
}
