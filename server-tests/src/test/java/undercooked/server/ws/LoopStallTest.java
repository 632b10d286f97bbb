package undercooked.server.ws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import undercooked.protocol.Eventually;

/**
 * A socket loop held up (as a long collection or a step that waited would hold it) notices its
 * own stall when its next turn begins, before it reads the backlog, and the stall watch, whose
 * virtual thread was never held, counts it and offers it for forgiveness.
 */
@Tag("alone") // holds every socket loop of the JVM: the concurrent classes' sockets would stall with it
@Isolated
class LoopStallTest {

    @Test
    void aLoopHeldPastTheStallLineIsAStallTheWatchCountsAndForgives() throws Exception {
        SocketLoop.next(); // at least one loop running
        try (StallWatch watch = new StallWatch()) {
            // Another alone class may have stalled the loops just before: this watch counts from its start.
            assertEquals(0, watch.stalls(), "no stall yet");
            long before = SocketLoop.stalls();
            SocketLoops.holdAll(Duration.ofMillis(800));
            long seen = Eventually.last(Duration.ofSeconds(5), watch::stalls, n -> n >= 1);
            assertTrue(seen >= 1, "the loops' stall is counted: " + seen);
            Optional<StallWatch.Stall> stall = watch.recent(System.nanoTime());
            assertTrue(stall.isPresent(), "a frame read now is the backlog of a recent stall");
            assertTrue(stall.get().id() < 0, "a loop's stall, apart from the watch's own: " + stall.get());
            // each loop held records its own stall, in whichever order the loops wake: one of this hold's
            assertTrue(-stall.get().id() > before && -stall.get().id() <= SocketLoop.stalls(),
                    "a loop stall of this hold (loop stalls " + before + " before it, " + SocketLoop.stalls() + " now): "
                    + stall.get());
            assertTrue(stall.get().nanos() >= Duration.ofMillis(500).toNanos()
                    && stall.get().nanos() < Duration.ofMillis(2000).toNanos(), "about as long as the hold: " + stall.get());
        }
    }
}
