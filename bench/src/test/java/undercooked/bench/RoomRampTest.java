package undercooked.bench;

import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The bench's ramp asks for rooms as a balanced client would: a refusal waits for /readyz. */
class RoomRampTest {

    /** A node scripted answer by answer: what each create and each readiness probe says. */
    private static final class Scripted implements RoomRamp.Node {
        final Deque<RoomRamp.Answer> creates;
        final Deque<Boolean> probes;
        int probed;

        Scripted(List<RoomRamp.Answer> creates, List<Boolean> probes) {
            this.creates = new ArrayDeque<>(creates);
            this.probes = new ArrayDeque<>(probes);
        }

        @Override
        public RoomRamp.Answer create() {
            return creates.removeFirst();
        }

        @Override
        public boolean ready() {
            probed++;
            return probes.isEmpty() ? false : probes.removeFirst();
        }
    }

    @Test
    void aNodeOverItsBudgetForAMomentIsWaitedForAndAskedAgain() throws Exception {
        Scripted node = new Scripted(List.of(RoomRamp.Answer.refused("the node is over its tick budget: 3.10% late"),
                RoomRamp.Answer.created("ABCDE", "t1")), List.of(false, false, true));
        RoomRamp ramp = new RoomRamp(node, TimeUnit.SECONDS.toNanos(30), 1);

        Optional<RoomRamp.Answer> room = ramp.next(() -> { });

        assertEquals("ABCDE", room.orElseThrow().code());
        assertEquals(3, node.probed);
        assertEquals(1, ramp.waits());
        String summary = ramp.summary().orElseThrow();
        assertTrue(summary.startsWith("ramp: 1 room_full answer (the first with 0 rooms taken), "), summary);
        assertTrue(summary.endsWith("the last said: the node is over its tick budget: 3.10% late"), summary);
    }

    @Test
    void theRoomsTakenAreStartedBeforeTheWait() throws Exception {
        Scripted node = new Scripted(List.of(RoomRamp.Answer.refused("the node is over its tick budget: 20 rooms starting"),
                RoomRamp.Answer.created("ABCDE", "t1")), List.of(true));
        RoomRamp ramp = new RoomRamp(node, TimeUnit.SECONDS.toNanos(30), 1);
        int[] probedAtStart = {-1};

        assertEquals("ABCDE", ramp.next(() -> probedAtStart[0] = node.probed).orElseThrow().code());
        assertEquals(0, probedAtStart[0], "started before the first probe of /readyz");
        assertEquals(1, node.probed);
    }

    @Test
    void aNodeThatStaysOverEndsTheRamp() throws Exception {
        Scripted node = new Scripted(List.of(RoomRamp.Answer.refused("over")), List.of());
        RoomRamp ramp = new RoomRamp(node, TimeUnit.MILLISECONDS.toNanos(20), 1);

        assertTrue(ramp.next(() -> { }).isEmpty());
        assertTrue(node.probed >= 1);
        assertEquals(1, ramp.waits());
    }

    @Test
    void aNodeThatTakesEveryRoomLeavesNothingToReport() throws Exception {
        Scripted node = new Scripted(List.of(RoomRamp.Answer.created("AAAAA", "a"), RoomRamp.Answer.created("BBBBB", "b")),
                List.of());
        RoomRamp ramp = new RoomRamp(node, TimeUnit.SECONDS.toNanos(30), 1);

        assertEquals("AAAAA", ramp.next(() -> { }).orElseThrow().code());
        assertEquals("BBBBB", ramp.next(() -> { }).orElseThrow().code());
        assertEquals(0, node.probed);
        assertTrue(ramp.summary().isEmpty());
    }

    @Test
    void theRampAsksForRoomsInStepsOfTenToFifty() {
        assertEquals(10, BotLoad.rampStep(3));
        assertEquals(25, BotLoad.rampStep(250));
        assertEquals(50, BotLoad.rampStep(500));
        assertEquals(50, BotLoad.rampStep(1000));
    }
}
