package undercooked.playtest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import undercooked.sim.Cell;
import undercooked.sim.Kitchen;
import undercooked.sim.StationKind;

class PlayTestEngineTest {
    private static final Kitchen ONE_STOVE = Kitchens.level(Kitchens.ONE_STOVE).kitchen();
    private static final PlayTestSettings EIGHT = new PlayTestSettings(8, 4, PersonaMix.EXPERT, 1);

    @Test
    void oneStoveForThreeSoupsIsNamedTheBottleneckWithItsCell() {
        Report r = PlayTestEngine.run(ONE_STOVE, EIGHT);

        Report.Bottleneck b = r.bottleneck().orElseThrow();
        assertEquals(StationKind.STOVE, b.kind(), b.why());
        assertEquals(new Cell(10, 1), b.cell());
        assertTrue(b.busyShare() > 0.2, b.why());
        assertTrue(b.why().startsWith("stove x 10, y 1 is busy "), b.why());
        assertTrue(b.why().endsWith(" s a round for it"), b.why());
    }

    @Test
    void aSecondStoveTakesTheLoadOffTheFirst() {
        Report one = PlayTestEngine.run(ONE_STOVE, EIGHT);
        Report four = PlayTestEngine.run(Kitchens.level(Kitchens.FOUR_STOVES).kitchen(), EIGHT);

        double busiestStoveOfFour = four.stations().stream().filter(s -> s.kind() == StationKind.STOVE)
                .mapToDouble(Report.StationSummary::busyShare).max().orElseThrow();
        double theOneStove = one.stations().stream().filter(s -> s.kind() == StationKind.STOVE)
                .mapToDouble(Report.StationSummary::busyShare).max().orElseThrow();
        assertTrue(busiestStoveOfFour < theOneStove, busiestStoveOfFour + " vs " + theOneStove);
        assertTrue(four.scoreMean() >= one.scoreMean(), four.scoreMean() + " vs " + one.scoreMean());
    }

    @Test
    void everyCookStandsOnOneFloorCellEveryTickAndTheTrafficAddsUpOverTheRounds() {
        List<RoundStats> seen = new CopyOnWriteArrayList<>();
        Report r = PlayTestEngine.start(ONE_STOVE, EIGHT, seen::add).report().join();

        for (RoundStats s : seen) {
            assertEquals(s.ticks() * s.cooks().size(), s.traffic().total(), "seed " + s.seed());
        }
        assertEquals(seen.stream().mapToLong(s -> s.traffic().total()).sum(), r.traffic().total());
        for (int y = 0; y < ONE_STOVE.height(); y++) {
            for (int x = 0; x < ONE_STOVE.width(); x++) {
                boolean floor = !ONE_STOVE.blocks(x, y);
                assertTrue(floor || r.traffic().at(x, y) == 0, "a cook stood on the fixture at x " + x + ", y " + y);
            }
        }
        assertTrue(r.traffic().max() > 0);
    }

    @Test
    void theAggregatesAddUpOverTheRounds() {
        List<RoundStats> seen = new CopyOnWriteArrayList<>();
        PlayTestEngine p = PlayTestEngine.start(ONE_STOVE, EIGHT, seen::add);
        Report r = p.report().join();

        assertEquals(8, seen.size());
        assertEquals(8, r.rounds());
        assertEquals(8, r.starCounts().stream().mapToInt(Integer::intValue).sum());
        double mean = seen.stream().mapToLong(RoundStats::score).average().orElseThrow();
        assertEquals(mean, r.scoreMean(), 1e-9);
        assertTrue(r.scoreCi95() >= 0);
        assertTrue(r.worst().stars() <= r.median().stars() && r.median().stars() <= r.best().stars());
        // The worst round has the fewest stars; among those, a win that took longest (a won round
        // ends at the target, so its score says little) or a loss with the fewest points.
        int fewest = seen.stream().mapToInt(RoundStats::stars).min().orElseThrow();
        RoundStats expected = seen.stream().filter(x -> x.stars() == fewest)
                .max(java.util.Comparator.comparingLong((RoundStats x) -> fewest > 0 ? x.ticks() : -x.score())
                        .thenComparingLong(x -> -x.seed())).orElseThrow();
        assertEquals(expected.seed(), r.worst().seed(), "worst " + r.worst() + " of " + seen.stream()
                .map(x -> x.seed() + ":" + x.stars() + "*/" + x.ticks() + "t/" + x.score()).toList());
        for (RoundStats s : seen) {
            for (RoundStats.CookUse c : s.cooks()) {
                assertEquals(s.ticks(), c.ticks(), "every tick of " + c.id() + " is walking, working, waiting or idle");
            }
        }
        for (Report.CookSummary c : r.cooks()) {
            assertEquals(1.0, c.walking() + c.working() + c.waiting() + c.idle(), 1e-9);
        }
        assertTrue(r.cooks().stream().anyMatch(c -> c.walking() > 0.05), r.cooks().toString());
        assertTrue(r.cooks().stream().anyMatch(c -> c.working() > 0), "somebody chops: " + r.cooks());
    }

    @Test
    void theSameSeedsGiveTheSameReportByteForByteOnAnyNumberOfThreads() {
        Report a = PlayTestEngine.start(ONE_STOVE, EIGHT, 1, r -> { }).report().join();
        Report b = PlayTestEngine.start(ONE_STOVE, EIGHT, 2, r -> { }).report().join();

        assertEquals(ReportText.render(a, 40), ReportText.render(b, 40));
        assertEquals(ReportJson.render(a, 40), ReportJson.render(b, 40));
    }

    @Test
    void eachRoundThreadRunsTheStartHookBeforeItsRoundsAndTheReportIsUnchanged() {
        List<String> hooked = new CopyOnWriteArrayList<>();
        List<String> played = new CopyOnWriteArrayList<>();
        Report a = PlayTestEngine.start(ONE_STOVE, EIGHT, 2, r -> played.add(Thread.currentThread().getName()),
                () -> hooked.add(Thread.currentThread().getName())).report().join();
        assertEquals(EIGHT.rounds(), played.size());
        assertTrue(hooked.size() >= 1 && hooked.size() <= 2, "once per thread: " + hooked);
        assertTrue(hooked.containsAll(played), "every round ran on a hooked thread: " + played + " vs " + hooked);
        assertEquals(ReportJson.render(PlayTestEngine.run(ONE_STOVE, EIGHT), 40), ReportJson.render(a, 40));
    }

    @Test
    void cancellingStopsEveryRoundAndLeavesNoThreadRunning() throws InterruptedException {
        CountDownLatch first = new CountDownLatch(1);
        PlayTestEngine p = PlayTestEngine.start(ONE_STOVE, new PlayTestSettings(500, 4, PersonaMix.MIXED, 1), r -> first.countDown());
        assertTrue(first.await(30, TimeUnit.SECONDS), "a first round within 30 s");

        assertTrue(p.cancel(5_000), "the pool ends within 5 s of a cancel");

        assertTrue(p.isTerminated());
        assertFalse(p.report().isDone(), "a cancelled play-test has no report");
        assertTrue(p.snapshot().size() < 500, "rounds after the cancel were not played: " + p.snapshot().size());
        assertTrue(Thread.getAllStackTraces().keySet().stream().noneMatch(t -> t.getName().startsWith(p.threadPrefix()) && t.isAlive()));
    }
}
