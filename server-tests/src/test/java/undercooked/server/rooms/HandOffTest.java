package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

import undercooked.protocol.Eventually;

/** Finished rounds reach the archive one at a time, at its pace, and a close hands over every one. */
class HandOffTest {

    private static final Duration BOUND = Duration.ofSeconds(10);

    @Test
    void aRoundWaitsWhileTheArchiveHoldsItsBacklogAndGoesOnceItFalls() {
        AtomicLong backlog = new AtomicLong(HandOff.MAX_BACKLOG);
        List<String> handed = new CopyOnWriteArrayList<>();
        HandOff handOff = new HandOff(backlog::get);
        handOff.execute(() -> handed.add("a"));
        handOff.execute(() -> handed.add("b"));
        assertTrue(handed.isEmpty(), "the archive holds its backlog: neither is handed over");
        backlog.set(HandOff.MAX_BACKLOG - 1);
        Eventually.within(BOUND, "both rounds handed over once the backlog fell", () -> handed.size() == 2);
        assertEquals(List.of("a", "b"), handed, "in the order the rounds ended");
        handOff.close();
    }

    @Test
    void aCloseStopsWaitingForAnArchiveThatStaysFullAndHandsOverEveryRound() {
        HandOff handOff = new HandOff(() -> Long.MAX_VALUE, 50, 10_000);
        List<Integer> handed = new CopyOnWriteArrayList<>();
        for (int i = 0; i < 5; i++) {
            int n = i;
            handOff.execute(() -> handed.add(n));
        }
        assertTrue(handed.isEmpty(), "an archive that stays full: nothing handed over yet");
        handOff.close();
        assertEquals(List.of(0, 1, 2, 3, 4), handed, "the close handed every round over, in order");
    }

    @Test
    void aRoundThatEndsAfterTheCloseIsHandedOverOnItsOwnThread() {
        HandOff handOff = new HandOff(() -> 0);
        handOff.close();
        List<String> handed = new CopyOnWriteArrayList<>();
        handOff.execute(() -> handed.add(Thread.currentThread().getName()));
        assertEquals(List.of(Thread.currentThread().getName()), handed);
    }
}
