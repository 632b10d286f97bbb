package undercooked.server.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

/** The slowest ticks kept over a window, on times the test gives: the count kept, the order, the expiry. */
class SlowTicksTest {

    private static final long MS = 1_000_000L;

    private static Supplier<SlowTicks.Where> at(int round, long tick) {
        return () -> new SlowTicks.Where(round, tick);
    }

    private static List<Long> costsMs(List<SlowTicks.Slow> kept) {
        return kept.stream().map(s -> s.costNanos() / MS).toList();
    }

    @Test
    void itKeepsTheSlowestFewSlowestFirstWithTheirRoomRoundAndTick() {
        SlowTicks slow = new SlowTicks(3, 60_000);
        long[] costs = {10, 50, 30, 40, 20, 45};
        for (int i = 0; i < costs.length; i++) {
            slow.offer(costs[i] * MS, "ROOM" + i, at(1, 100 + i), 1_000 + i);
        }

        List<SlowTicks.Slow> kept = slow.slowest(2_000);
        assertEquals(List.of(50L, 45L, 40L), costsMs(kept), "three kept, slowest first");
        assertEquals(new SlowTicks.Slow(50 * MS, "ROOM1", 1, 101, 1_001), kept.getFirst(),
                "the room, round, kernel tick and time of the slowest");
    }

    @Test
    void aTickNoSlowerThanTheFastestKeptIsLeftAndItsRoomIsNotAsked() {
        SlowTicks slow = new SlowTicks(2, 60_000);
        slow.offer(30 * MS, "AAAAA", at(1, 1), 0);
        slow.offer(20 * MS, "BBBBB", at(1, 2), 0);
        AtomicInteger asked = new AtomicInteger();

        slow.offer(20 * MS, "CCCCC", () -> {
            asked.incrementAndGet();
            return new SlowTicks.Where(1, 3);
        }, 1);

        assertEquals(0, asked.get(), "a tick that is not kept costs no question to its room");
        assertEquals(List.of("AAAAA", "BBBBB"), slow.slowest(1).stream().map(SlowTicks.Slow::room).toList());
    }

    @Test
    void aTickLeavesTheListOnceItIsOlderThanTheWindow() {
        SlowTicks slow = new SlowTicks(5, 5_000);
        slow.offer(90 * MS, "OLDER", at(1, 1), 1_000);
        slow.offer(60 * MS, "LATER", at(1, 2), 3_000);

        assertEquals(List.of(90L, 60L), costsMs(slow.slowest(6_000)), "5 s old is still inside the window");
        assertEquals(List.of(60L), costsMs(slow.slowest(6_001)), "the older one left; the later one stays");
        assertEquals(List.of(), slow.slowest(8_001));
    }

    @Test
    void onceTheKeptTicksLeaveTheWindowAFasterTickIsKeptEvenIfNobodyReadTheList() {
        SlowTicks slow = new SlowTicks(2, 5_000);
        slow.offer(900 * MS, "START", at(1, 1), 0);
        slow.offer(800 * MS, "START", at(1, 2), 0);

        // Nobody scraped for ten seconds: the two start-up ticks are out of the window, so a
        // 40 ms tick now is among the slowest of the last five seconds.
        slow.offer(40 * MS, "LATER", at(2, 7), 10_000);

        List<SlowTicks.Slow> kept = slow.slowest(10_000);
        assertEquals(List.of("LATER"), kept.stream().map(SlowTicks.Slow::room).toList());
        assertEquals(7, kept.getFirst().tick());
    }

    @Test
    void itKeepsAtLeastOneTickOverAWindowOfAtLeastAMillisecond() {
        assertThrows(IllegalArgumentException.class, () -> new SlowTicks(0, 1_000));
        assertThrows(IllegalArgumentException.class, () -> new SlowTicks(1, 0));
    }
}
