package undercooked.levels.survey;

import java.util.Objects;
import java.util.Optional;
import undercooked.levels.corpus.ArchivedRound;
import undercooked.sim.Kernel;

/**
 * Pins a changed round whose golden cannot (a server's golden keeps a hash every 20 ticks and no
 * system hashes) against the frames the round kept as played: the first tick the current kernel
 * draws differently, the wire field, and the kernel system that writes it now. The drawing of a
 * kernel state is the server's projection, which this module cannot see, so the survey is handed
 * one by a module that can ({@code undercooked.server.archive.FramesPin}); without one, such rounds
 * stay grouped by their result field.
 */
@FunctionalInterface
public interface FramePin {
    /** No frames to pin with: the survey of a folder of goldens, or {@code levels} on its own. */
    FramePin NONE = (round, kernel, from, to) -> Optional.empty();

    /**
     * @param from the last golden tick that matched (the departure lies after it), or -1
     * @param to the first golden tick that did not
     * @return the pin, or empty when the round kept no frames or they do not show the departure
     */
    Optional<Pin> pin(ArchivedRound round, Kernel kernel, long from, long to);

    /**
     * @param tick the first tick drawn differently
     * @param system the kernel system that writes {@code field} in the substep into {@code tick}
     *     now; empty when no system of this kernel writes it there (the recorded kernel's did)
     * @param field the first wire field that differs ({@code stations[chop_board@4,1].progress})
     */
    record Pin(long tick, Optional<String> system, String field) {
        public Pin {
            Objects.requireNonNull(system, "system");
            Objects.requireNonNull(field, "field");
        }
    }
}
