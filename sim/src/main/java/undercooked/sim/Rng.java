package undercooked.sim;

/**
 * SplitMix64 (Steele, Lea and Flood, 2014): the kernel's only source of randomness. It is a few
 * lines, defined here, so its stream can never change under a JDK upgrade the way the JDK's own
 * generators' internals could. The round keeps the raw
 * 64-bit state in {@link KitchenState#rngState()}; a substep builds an {@code Rng} from it and
 * writes the advanced state back, so the state record stays immutable.
 */
public final class Rng {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;
    private long state;

    public Rng(long seed) {
        this.state = seed;
    }

    /** The raw state, to store back into the kitchen state. */
    public long state() {
        return state;
    }

    public long nextLong() {
        state += GOLDEN_GAMMA;
        return mix(state);
    }

    /** Uniform in [0, bound), bound > 0, without modulo bias (Lemire's rejection on 64 bits). */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive, got " + bound);
        }
        long limit = Long.remainderUnsigned(-bound, bound);
        while (true) {
            long r = nextLong();
            long hi = Math.unsignedMultiplyHigh(r, bound);
            long lo = r * bound;
            if (Long.compareUnsigned(lo, limit) >= 0) {
                return (int) hi;
            }
        }
    }

    /** Uniform in [0, 1) with 53 random bits. */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    public boolean nextBoolean() {
        return nextLong() < 0;
    }

    /**
     * An independent stream derived from this one's current state and a salt, without advancing
     * this one: orders, hazards and anything else get their own stream, each reproducible from the
     * seed, and adding a consumer of one stream never shifts the others.
     */
    public Rng fork(long salt) {
        return new Rng(mix(state ^ mix(salt * GOLDEN_GAMMA + 0xD1B54A32D192ED03L)));
    }

    /** The SplitMix64 output finaliser (a bijection on 64 bits). */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
