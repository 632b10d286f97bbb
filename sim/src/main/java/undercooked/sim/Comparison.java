package undercooked.sim;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A run held against its golden. It matches when every golden tick was recorded with the same hash
 * and the run recorded nothing the golden lacks.
 *
 * @param checked golden ticks the run also recorded, and so compared
 * @param mismatched how many of those differ (everything after a divergence usually does)
 * @param divergence the first tick whose hash differs, with what changed; empty when none differs
 * @param missing golden ticks the run did not record (a shorter run, or another cadence)
 * @param extra ticks the run recorded that the golden lacks (a longer run, or another cadence)
 */
public record Comparison(int checked, int mismatched, Optional<Divergence> divergence, List<Long> missing,
                         List<Long> extra) {
    /**
     * The first tick that differs. {@code changes} is the diff of the run's own state at that tick
     * against its state at the last tick that still matched: what moved in between, one of which
     * is what went wrong. Empty {@code lastMatch} means the rounds differ from their first
     * recorded tick (another level, seed, seat order or pre-placed item), and there is nothing to
     * diff against.
     */
    public record Divergence(long tick, long expected, long actual, OptionalLong lastMatch,
                             List<StateDiff.Change> changes) {
        public Divergence {
            Objects.requireNonNull(lastMatch, "lastMatch");
            changes = List.copyOf(changes);
        }
    }

    public Comparison {
        Objects.requireNonNull(divergence, "divergence");
        missing = List.copyOf(missing);
        extra = List.copyOf(extra);
    }

    public boolean matches() {
        return divergence.isEmpty() && missing.isEmpty() && extra.isEmpty();
    }
}
