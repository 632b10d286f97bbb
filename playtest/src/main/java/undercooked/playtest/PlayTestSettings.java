package undercooked.playtest;

import java.util.Objects;

/**
 * What a play-test plays: {@code rounds} rounds seeded {@code firstSeed}, {@code firstSeed + 1},
 * ..., each with {@code cooks} bots of the {@code mix}. The same settings on the same level give
 * the same report, byte for byte.
 */
public record PlayTestSettings(int rounds, int cooks, PersonaMix mix, long firstSeed) {
    /** A play-test of more rounds says nothing a thousand does not, and would hold a core for minutes. */
    public static final int MAX_ROUNDS = 10_000;
    /** The kitchen seats at most four cooks. */
    public static final int MAX_COOKS = 4;
    public static final int DEFAULT_ROUNDS = 100;
    public static final int DEFAULT_COOKS = 4;
    public static final long DEFAULT_FIRST_SEED = 1;

    public PlayTestSettings {
        Objects.requireNonNull(mix, "mix");
        if (rounds < 1 || rounds > MAX_ROUNDS) {
            throw new IllegalArgumentException("rounds must be 1 to " + MAX_ROUNDS + ", got " + rounds);
        }
        if (cooks < 1 || cooks > MAX_COOKS) {
            throw new IllegalArgumentException("cooks must be 1 to " + MAX_COOKS + ", got " + cooks);
        }
    }

    /** 100 rounds of four experts from seed 1. */
    public static PlayTestSettings defaults() {
        return new PlayTestSettings(DEFAULT_ROUNDS, DEFAULT_COOKS, PersonaMix.EXPERT, DEFAULT_FIRST_SEED);
    }

    public PlayTestSettings withRounds(int n) {
        return new PlayTestSettings(n, cooks, mix, firstSeed);
    }

    /** The seed of round {@code i} (from 0). */
    public long seed(int i) {
        return firstSeed + i;
    }
}
