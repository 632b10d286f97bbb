package undercooked.levels.survey;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/** What re-simulating one archived round under the current kernel showed. */
public sealed interface Outcome {
    String name();

    /** Every hash the round's golden keeps is the one this kernel computes. */
    record Unchanged(String name, Optional<String> recordedKernel) implements Outcome {
        public Unchanged {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(recordedKernel, "recordedKernel");
        }
    }

    /**
     * The round plays differently now.
     *
     * @param tick the first golden tick whose hash differs (with a golden kept every N ticks, the
     *     departure lies in {@code (lastMatch, tick]})
     * @param system the kernel system after which the state first departs, when the golden keeps
     *     system hashes and the tick before matched; for a server's round pinned by its frames as
     *     played ({@link FramePin}), the system that writes the first differing wire field now;
     *     empty otherwise
     * @param field the first field path the departing system writes in this run
     *     ({@code orders[2].deadline}), the first differing wire field of a round pinned by its
     *     frames ({@code time_left}), or, with nothing pinned, the first result field that
     *     differs ({@code verdict}, {@code score}, {@code stars}) or {@code state}
     * @param resultBefore {@code won}/{@code lost}/{@code aborted} as recorded; empty when the
     *     source keeps no summary
     * @param resultNow {@code won}, {@code lost} or {@code playing} (a round cut short and not over)
     */
    record Changed(String name, String link, long tick, OptionalLong lastMatch, Optional<String> system, String field,
                   Optional<String> resultBefore, OptionalLong scoreBefore, String resultNow, long scoreNow,
                   Optional<String> recordedKernel) implements Outcome {
        public Changed {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(link, "link");
            Objects.requireNonNull(lastMatch, "lastMatch");
            Objects.requireNonNull(system, "system");
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(resultBefore, "resultBefore");
            Objects.requireNonNull(scoreBefore, "scoreBefore");
            Objects.requireNonNull(resultNow, "resultNow");
            Objects.requireNonNull(recordedKernel, "recordedKernel");
        }

        /** {@code won -> lost} when the verdict flips; empty when it holds or was not recorded. */
        public Optional<String> flip() {
            return resultBefore.filter(b -> !b.equals("aborted") && !b.equals(resultNow)).map(b -> b + " -> " + resultNow);
        }

        /** The field with its indices and keys taken out, so rounds that differ in one kind of field group together. */
        public String fieldKind() {
            return field.replaceAll("\\[[^\\]]*\\]", "[]");
        }
    }

    /** The entry could not be surveyed: unreadable, or its script does not fit its level. */
    record Problem(String name, String link, String reason) implements Outcome {
        public Problem {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(link, "link");
            Objects.requireNonNull(reason, "reason");
        }
    }
}
