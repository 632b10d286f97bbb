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
}
