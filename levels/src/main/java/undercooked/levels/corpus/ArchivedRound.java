package undercooked.levels.corpus;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import undercooked.levels.Level;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;

/**
 * One archived round, read and ready to re-simulate: its script, its golden hashes, the level it
 * was played on (already found and checked against the script's {@code level_sha256}), and what
 * was recorded when it was played, when the source keeps it (an archive's summary).
 *
 * @param name how reports name it: {@code replay 12} for a server's round, the file path for a file
 * @param link where it lives, as the studio opens it ({@code studio --replay LINK}): a file path or
 *     {@code http://host:port/api/replays/12}
 */
public record ArchivedRound(String name, String link, InputScript script, Golden golden, Level level,
                            Optional<Recorded> recorded, Optional<Kernel> goldenKernel) implements RoundSource.Read {
    public ArchivedRound {
        Objects.requireNonNull(goldenKernel, "goldenKernel");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(link, "link");
        Objects.requireNonNull(script, "script");
        Objects.requireNonNull(golden, "golden");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(recorded, "recorded");
    }

    /**
     * The kernel the round was recorded under: the live round's (its summary), else the one its
     * golden names (a script and golden recorded by {@code replay record}); empty when neither says.
     */
    public Optional<Kernel> recordedUnder() {
        return recorded.flatMap(Recorded::kernel).or(() -> goldenKernel);
    }

    /**
     * The result as the live round ended, from the archive's summary.
     *
     * @param result {@code won}, {@code lost} or {@code aborted}
     * @param kernel the rules version the round was played under; empty for rounds archived before
     *     rounds carried it
     * @param endedAtMs epoch ms, when the source says
     */
    public record Recorded(String result, long score, int stars, Optional<Kernel> kernel, OptionalLong endedAtMs) {
        public Recorded {
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(kernel, "kernel");
            Objects.requireNonNull(endedAtMs, "endedAtMs");
        }
    }

    /** A rules version as a round records it ({@code undercooked.levels.RulesVersion}'s id and name). */
    public record Kernel(String id, String name) {
        public Kernel {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(name, "name");
        }
    }
}
