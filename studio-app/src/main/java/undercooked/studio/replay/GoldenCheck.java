package undercooked.studio.replay;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import undercooked.sim.Hasher;
import undercooked.sim.ReplayRun;

/**
 * How a replay held against its golden on open: every golden tick compared with the hash this
 * run computes there.
 *
 * @param checked golden ticks this run reached and compared
 * @param mismatched how many of those differ
 * @param divergence the first tick whose hash differs
 * @param expected the golden's hash there
 * @param actual this run's hash there
 * @param lastMatch the last compared tick before it that matched
 * @param missing golden ticks this run never reached (it ended sooner)
 * @param system the kernel system after which the divergent tick first differs, when the golden
 *     keeps system hashes and the tick before the divergence matched ({@link ReplayRun#divergentSystem})
 * @param damaged at the divergence, the hash the golden's own system hashes end at when it is not
 *     the golden's tick hash there ({@link undercooked.levels.ReplayFiles#contradictsItselfAt}): the golden
 *     was edited or damaged at that tick, and the rules are not what differs
 */
public record GoldenCheck(int checked, int mismatched, OptionalLong divergence, long expected, long actual,
                          OptionalLong lastMatch, int missing, Optional<String> system, OptionalLong damaged) {
    public static final GoldenCheck NONE = new GoldenCheck(0, 0, OptionalLong.empty(), 0, 0, OptionalLong.empty(), 0,
            Optional.empty(), OptionalLong.empty());

    public GoldenCheck {
        Objects.requireNonNull(divergence, "divergence");
        Objects.requireNonNull(lastMatch, "lastMatch");
        Objects.requireNonNull(system, "system");
        Objects.requireNonNull(damaged, "damaged");
    }

    public boolean matches() {
        return divergence.isEmpty() && missing == 0;
    }

    /** One line for the golden panel and the status bar. */
    public String summary(Optional<String> levelChanged) {
        if (levelChanged.isPresent()) {
            return levelChanged.get();
        }
        if (divergence.isPresent()) {
            return "DIVERGED at tick " + divergence.getAsLong() + system.map(x -> " after system " + x).orElse("")
                    + ": expected " + Hasher.hex(expected) + ", got " + Hasher.hex(actual) + " (" + mismatched + " of "
                    + checked + " ticks differ)" + (damaged.isPresent() ? "; the golden contradicts itself there (its own system"
                    + " hashes end at " + Hasher.hex(damaged.getAsLong()) + "): it was edited or damaged, not the rules" : "");
        }
        if (missing > 0) {
            return "every compared tick matches, but the run ended before " + missing + " golden ticks";
        }
        return "golden: ok, " + checked + " hashes match";
    }
}
