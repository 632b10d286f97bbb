package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;

/** The node's tick budget judged over a sliding window with hysteresis, by a fake clock and counters. */
class TickBudgetTest {

    private static final long PERIOD = Room.SECOND / 20;

    /** Counters the test sets by hand, as the ticking threads would move them. */
    private static final class Counters {
        long ticks;
        long late;
        double p99Ms = 0.1;
        long writes;
        long lateWrites;

        TickBudget.Sample sample() {
            return new TickBudget.Sample(ticks, late, p99Ms, writes, lateWrites);
        }

        /** One second of {@code sockets} sockets written 16 times each, {@code lateShare} of the writes late. */
        void writes(int sockets, double lateShare) {
            long n = sockets * 16L;
            writes += n;
            lateWrites += Math.round(n * lateShare);
        }

        /** One second of {@code rooms} rooms at 20 Hz, {@code lateShare} of them late. */
        void second(int rooms, double lateShare) {
            long n = rooms * 20L;
            ticks += n;
            late += Math.round(n * lateShare);
        }
    }

    private final FakeClock clock = new FakeClock();
    private final Counters counters = new Counters();
    private final TickBudget budget = new TickBudget(TickBudget.Limits.DEFAULT, PERIOD, clock, counters::sample);

    private Optional<String> runSeconds(int seconds, int rooms, double lateShare) {
        Optional<String> last = budget.problem();
        for (int i = 0; i < seconds; i++) {
            counters.second(rooms, lateShare);
            clock.advanceSeconds(1);
            last = budget.problem();
        }
        return last;
    }

    @Test
    void aNodeWhoseTicksStartOnTimeIsUnderItsBudget() {
        assertEquals(Optional.empty(), runSeconds(30, 500, 0.001));
    }

    @Test
    void lateTicksPastOnePercentOfTheWindowPutTheNodeOverAndTheReasonSaysSo() {
        runSeconds(10, 500, 0.0);
        Optional<String> over = runSeconds(5, 500, 0.05);
        assertTrue(over.isPresent(), "2.5% of the window late");
        assertTrue(over.get().startsWith("the node is over its tick budget"), over.get());
        assertTrue(over.get().contains("started a period late"), over.get());
    }

    @Test
    void theNodeRecoversOnlyOnceTheWindowHoldsFewLateTicksNotAsSoonAsTheyFallUnderTheEntryLine() {
        assertTrue(runSeconds(10, 500, 0.03).isPresent());
        // 0.5% late: under the 1% that puts a node over, over the 0.25% that lets it back.
        assertTrue(runSeconds(15, 500, 0.005).isPresent(), "hysteresis: between the lines it stays over");
        Optional<String> back = runSeconds(11, 500, 0.0);
        assertEquals(Optional.empty(), back, "a whole window without late ticks: back under");
        assertFalse(runSeconds(15, 500, 0.005).isPresent(), "and between the lines it now stays under");
    }

    /** {@code seconds} of 500 rooms ticking on time while their 2,000 sockets' writes are {@code lateShare} late. */
    private Optional<String> writeSeconds(int seconds, double lateShare) {
        Optional<String> last = budget.problem();
        for (int i = 0; i < seconds; i++) {
            counters.second(500, 0.0);
            counters.writes(2000, lateShare);
            clock.advanceSeconds(1);
            last = budget.problem();
        }
        return last;
    }

    @Test
    void lateSocketWritesPutTheNodeOverWhileItsTicksKeepTimeAndItComesBackWithHysteresis() {
        assertEquals(Optional.empty(), writeSeconds(10, 0.002), "0.2% of the writes late: under the 1% line");
        Optional<String> over = writeSeconds(5, 0.05);
        assertTrue(over.isPresent(), "2.5% of the window's writes late, no tick late");
        assertTrue(over.get().startsWith("the node is over its tick budget"), over.get());
        assertTrue(over.get().contains("socket writes left 100 ms or more after their frame was queued"), over.get());
        assertTrue(writeSeconds(15, 0.005).isPresent(), "between the lines it stays over");
        assertEquals(Optional.empty(), writeSeconds(11, 0.0), "a whole window of writes on time: back under");
    }

    @Test
    void aFewLateWritesAreTooLittleEvidenceToGoOver() {
        Optional<String> last = budget.problem();
        for (int i = 0; i < 10; i++) {
            counters.second(500, 0.0);
            counters.writes(2, 0.5); // 32 writes a second, half of them late
            clock.advanceSeconds(1);
            last = budget.problem();
        }
        assertEquals(Optional.empty(), last);
    }

    @Test
    void aWindowWithFewTicksIsTooLittleEvidenceToGoOver() {
        assertEquals(Optional.empty(), runSeconds(10, 1, 0.5), "one room, 20 ticks a second, half late");
    }

    @Test
    void aTickCostP99OfHalfThePeriodPutsTheNodeOverEvenWithoutLateTicks() {
        runSeconds(3, 100, 0.0);
        counters.p99Ms = 30;
        Optional<String> over = runSeconds(1, 100, 0.0);
        assertTrue(over.isPresent());
        assertTrue(over.get().contains("tick cost p99 is 30.0 ms"), over.get());
        counters.p99Ms = 20;
        assertTrue(runSeconds(1, 100, 0.0).isPresent(), "40% of the period is between the lines");
        counters.p99Ms = 5;
        assertEquals(Optional.empty(), runSeconds(1, 100, 0.0));
    }

    @Test
    void theCountersAreReadAtMostFourTimesASecond() {
        int[] reads = {0};
        TickBudget counted = new TickBudget(TickBudget.Limits.DEFAULT, PERIOD, clock, () -> {
            reads[0]++;
            return counters.sample();
        });
        for (int i = 0; i < 100; i++) {
            counted.problem();
        }
        assertEquals(1, reads[0]);
        clock.advanceSeconds(0.25);
        counted.problem();
        assertEquals(2, reads[0]);
    }

    @Test
    void theSettingAtZeroTurnsTheCheckOffAndOtherwiseSetsTheEntryLineWithAQuarterOfItToComeBack() {
        TickStats stats = new TickStats();
        TickBudget off = TickBudget.ofSetting(stats, PERIOD, 0, clock);
        TickBudget on = TickBudget.ofSetting(stats, PERIOD, 2, clock);
        off.problem();
        on.problem();
        for (int i = 0; i < 1000; i++) {
            // 3% late: over the 2% line
            stats.record(1_000, i % 100 < 3 ? PERIOD : 0, PERIOD);
        }
        clock.advanceSeconds(1);
        assertEquals(Optional.empty(), off.problem(), "3% late, the check off");
        assertTrue(on.problem().isPresent(), "3% late, over 2%");
        for (int i = 0; i < 4000; i++) {
            stats.record(1_000, 0, PERIOD);
        }
        clock.advanceSeconds(1);
        assertTrue(on.problem().isPresent(), "30 late of 5,000 (0.6%): over a quarter of 2%, still over");
        for (int i = 0; i < 5000; i++) {
            stats.record(1_000, 0, PERIOD);
        }
        clock.advanceSeconds(1);
        assertEquals(Optional.empty(), on.problem(), "30 late of 10,000 (0.3%): under a quarter of 2%, back");
    }

    @Test
    void limitsWithoutHysteresisAreRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> new TickBudget.Limits(0.01, 0.01, 0.5, 0.25, Room.SECOND, 10));
        assertThrows(IllegalArgumentException.class, () -> new TickBudget.Sample(5, 6, 0));
        assertThrows(IllegalArgumentException.class, () -> new TickBudget.Sample(5, 1, 0, 3, 4));
        assertThrows(IllegalArgumentException.class, () -> new TickBudget.Writes(3, 4));
    }

    @Test
    void nearTheLineANodeTakesNoRoomWhileTheRoomsItTookAreStillStarting() {
        TickBudget.Rooms[] rooms = {new TickBudget.Rooms(500, 0)};
        TickBudget b = new TickBudget(TickBudget.Limits.DEFAULT, PERIOD, clock, counters::sample,
                () -> "the machine's CPU", () -> rooms[0]);
        Optional<String> last = Optional.empty();
        for (int i = 0; i < 11; i++) {
            counters.second(500, 0.005); // 0.5% late: under the 1% budget, over the 0.25% line back
            clock.advanceSeconds(1);
            last = b.problem();
        }
        assertEquals(Optional.empty(), last, "0.5% late and nothing starting: rooms are taken");
        rooms[0] = new TickBudget.Rooms(500, 40);
        Optional<String> held = b.problem();
        assertTrue(held.isPresent(), "0.5% late with 40 rooms still starting: no more until they have");
        assertTrue(held.get().contains("0.50% of the last 10 s's room ticks started a period late, over the 0.25% it"
                + " takes rooms again under, while 40 rooms it took are still starting"), held.get());
        rooms[0] = new TickBudget.Rooms(500, 1);
        assertTrue(b.problem().orElseThrow().endsWith("while a room it took is still starting"), "one room: said so");
        rooms[0] = new TickBudget.Rooms(540, 0);
        assertEquals(Optional.empty(), b.problem(), "once they play, rooms are taken again");
        for (int i = 0; i < 11; i++) {
            counters.second(540, 0.001);
            clock.advanceSeconds(1);
        }
        rooms[0] = new TickBudget.Rooms(540, 40);
        assertEquals(Optional.empty(), b.problem(), "0.1% late: far from the line, rooms starting do not hold it");
        rooms[0] = new TickBudget.Rooms(TickBudget.MIN_SETTLED - 1, 40);
        for (int i = 0; i < 11; i++) {
            counters.second(540, 0.005);
            clock.advanceSeconds(1);
        }
        assertEquals(Optional.empty(), b.problem(), "too few settled rooms: the node is too small to judge so");
    }
}
