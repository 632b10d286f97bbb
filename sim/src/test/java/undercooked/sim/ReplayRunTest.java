package undercooked.sim;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReplayRunTest {
    private static final Kitchen KITCHEN = TestKitchens.standard();

    @Test
    void aScriptOfALiveRoundsInputsReplaysThatRoundHashForHash() {
        DeterminismTest.Run live = DeterminismTest.drive(Choreography.twoCooks(), List.of("a", "b"), ReplayScripts.SEED);
        ReplayResult replay = ReplayRun.run(KITCHEN, ReplayScripts.fromInputs("live", ReplayScripts.SEED, live.inputs()));
        assertEquals(DeterminismTest.TICKS, replay.finalTick());
        for (int t = 0; t < DeterminismTest.TICKS; t++) {
            assertEquals(live.hashes().get(t), replay.hashes().get(t + 1).hash(), "tick " + (t + 1));
        }
        assertEquals(live.events(), replay.allEvents());
    }

    @Test
    void twoRunsInOneProcessAgree() {
        InputScript script = ReplayScripts.twoCooks();
        ReplayResult one = ReplayRun.run(KITCHEN, script);
        ReplayResult two = ReplayRun.run(KITCHEN, script);
        assertEquals(one.hashes(), two.hashes());
        assertEquals(one.events(), two.events());
        assertTrue(ReplayRun.compare(two, Golden.of(script, KITCHEN, one)).matches());
    }

    @ParameterizedTest(name = "record_every {0}: {1} hashes, the second at tick {2}")
    @CsvSource(textBlock = """
            1,  601, 1
            10,  61, 10
            7,   87, 7
            0,    2, 600
            """)
    void theCadenceRecordsTickZeroEveryNthTickAndTheLast(int cadence, int count, long second) {
        InputScript script = ReplayScripts.twoCooks().withRecordEvery(cadence);
        ReplayResult r = ReplayRun.run(KITCHEN, script);
        assertEquals(count, r.hashes().size());
        assertEquals(0, r.hashes().getFirst().tick());
        assertEquals(second, r.hashes().get(1).tick());
        assertEquals(600, r.hashes().getLast().tick());
        ReplayResult everyTick = ReplayRun.run(KITCHEN, script.withRecordEvery(1));
        for (TickHash h : r.hashes()) {
            assertEquals(everyTick.hashes().get((int) h.tick()), h, "the cadence must not change a hash");
            assertEquals(h.hash(), r.stateAt(h.tick()).orElseThrow().stateHash());
        }
        assertEquals(everyTick.finalState(), r.finalState());
    }

    @Test
    void aMovedCoordinateIsCaughtOnTheNextTickWithTheFieldNamed() {
        InputScript script = ReplayScripts.twoCooks();
        Golden golden = Golden.of(script, KITCHEN, ReplayRun.run(KITCHEN, script));
        int index = frameOf(script, 100, "a");
        InputScript.Frame f = script.frames().get(index);
        Comparison c = ReplayRun.compare(ReplayRun.run(KITCHEN,
                ReplayScripts.withMove(script, index, -f.move().x() - 1, f.move().y())), golden);
        assertFalse(c.matches());
        Comparison.Divergence d = c.divergence().orElseThrow();
        assertEquals(101, d.tick(), "frame of tick 100 moves the round from 100 to 101");
        assertEquals(100, d.lastMatch().orElseThrow());
        List<String> paths = d.changes().stream().map(StateDiff.Change::path).toList();
        assertTrue(paths.contains("players[0].vel.x"), "changed: " + paths);
        assertTrue(paths.contains("tick"), "changed: " + paths);
        assertTrue(c.missing().isEmpty() && c.extra().isEmpty());
    }

    @Test
    void anotherCadenceShowsAsMissingAndExtraTicks() {
        InputScript script = ReplayScripts.twoCooks();
        Golden everyTenth = Golden.of(script, KITCHEN, ReplayRun.run(KITCHEN, script.withRecordEvery(10)));
        Comparison c = ReplayRun.compare(ReplayRun.run(KITCHEN, script.withRecordEvery(25)), everyTenth);
        assertTrue(c.divergence().isEmpty(), "the shared ticks still agree");
        assertEquals(List.of(10L, 20L, 30L, 40L, 60L), c.missing().subList(0, 5));
        assertEquals(List.of(25L, 75L, 125L), c.extra().subList(0, 3));
        assertFalse(c.matches());
    }

    @Test
    void aShorterRunLeavesTheGoldensLaterTicksMissing() {
        InputScript script = ReplayScripts.twoCooks();
        Golden golden = Golden.of(script, KITCHEN, ReplayRun.run(KITCHEN, script));
        Comparison c = ReplayRun.compare(ReplayRun.run(KITCHEN, script, 590), golden);
        assertEquals(List.of(591L, 592L, 593L, 594L, 595L, 596L, 597L, 598L, 599L, 600L), c.missing());
        assertTrue(c.divergence().isEmpty());
        assertEquals(591, c.checked());
    }

    @Test
    void anotherSeedDivergesAtTickZeroWithNothingToDiffAgainst() {
        InputScript script = ReplayScripts.twoCooks();
        Golden golden = Golden.of(script, KITCHEN, ReplayRun.run(KITCHEN, script));
        InputScript reseeded = new InputScript(script.name(), 1, script.levelId(), script.tickHz(), 1,
                script.frames(), script.items());
        Comparison.Divergence d = ReplayRun.compare(ReplayRun.run(KITCHEN, reseeded), golden).divergence().orElseThrow();
        assertEquals(0, d.tick());
        assertTrue(d.lastMatch().isEmpty());
        assertEquals(List.of(), d.changes());
    }

    @Test
    void preplacedItemsStartOnTheirFixturesUnmarkedWithTheFirstIds() {
        InputScript script = new InputScript("items", 5, "test", 20, 1,
                List.of(new InputScript.Frame(0, "a", Vec2.ZERO, false, Optional.empty())),
                List.of(new InputScript.PlacedItem(6, 3, ItemKind.TOMATO, ItemForm.CHOPPED),
                        new InputScript.PlacedItem(8, 1, ItemKind.ONION, ItemForm.RAW),
                        new InputScript.PlacedItem(8, 1, ItemKind.PLATE, ItemForm.CLEAN)));
        KitchenState s = ReplayRun.initialState(KITCHEN, script);
        assertEquals(List.of(Slot.unmarked(new Item(0, ItemKind.TOMATO, ItemForm.CHOPPED))),
                s.stations().get(TestKitchens.stationAt(s, 6, 3)).contents());
        assertEquals(List.of(Slot.unmarked(new Item(1, ItemKind.ONION, ItemForm.RAW)),
                Slot.unmarked(new Item(2, ItemKind.PLATE, ItemForm.CLEAN))),
                s.stations().get(TestKitchens.stationAt(s, 8, 1)).contents());
        assertEquals(3, s.nextItemId());
        assertTrue(ReplayRun.run(KITCHEN, script).hashes().getFirst().hash() != Sim.newRound(KITCHEN, List.of("a"), 5).stateHash());
    }

    @Test
    void aScriptNamesEveryProblemAtOnceWithItsPath() {
        List<InputScript.Frame> frames = List.of(
                new InputScript.Frame(5, "a", Vec2.ZERO, false, Optional.empty()),
                new InputScript.Frame(3, "a", new Vec2(Double.NaN, 0), false, Optional.empty()),
                new InputScript.Frame(-1, "", Vec2.ZERO, false, Optional.empty()));
        InvalidScriptException e = assertThrows(InvalidScriptException.class,
                () -> new InputScript("bad", 1, "", 30, -2, frames, List.of()));
        assertEquals(List.of("$.level_id", "$.tick_hz", "$.record_every", "$.frames[1].tick", "$.frames[1].move",
                "$.frames[2].tick", "$.frames[2].player_id"), e.problems().stream().map(ScriptProblem::path).toList());
    }

    @Test
    void aScriptThatDoesNotFitTheKitchenIsRefusedBeforeTheRound() {
        List<InputScript.Frame> frames = List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n",
                "o", "p", "q").stream().map(id -> new InputScript.Frame(0, id, Vec2.ZERO, false, Optional.<Facing>empty())).toList();
        InputScript script = new InputScript("crowd", 1, "test", 20, 1, frames,
                List.of(new InputScript.PlacedItem(2, 2, ItemKind.TOMATO, ItemForm.RAW),
                        new InputScript.PlacedItem(6, 3, ItemKind.TOMATO, ItemForm.RAW),
                        new InputScript.PlacedItem(6, 3, ItemKind.ONION, ItemForm.RAW)));
        InvalidScriptException e = assertThrows(InvalidScriptException.class, () -> ReplayRun.run(KITCHEN, script));
        assertEquals(List.of("$.frames", "$.items[0]", "$.items[2]"), e.problems().stream().map(ScriptProblem::path).toList());
    }

    @Test
    void aRunStopsWhereTheRoundClockEndsIt() {
        Kitchen shortRound = TestKitchens.parse(30, 0, "#####", "#1..#", "#####");
        InputScript script = new InputScript("short", 1, "test", 20, 10,
                List.of(new InputScript.Frame(99, "a", new Vec2(1, 0), false, Optional.empty())), List.of());
        ReplayResult r = ReplayRun.run(shortRound, script);
        assertEquals(30, r.finalTick());
        assertEquals(Verdict.WON, r.finalState().verdict());
        assertEquals(List.of(0L, 10L, 20L, 30L), r.hashes().stream().map(TickHash::tick).toList());
    }

    private static int frameOf(InputScript s, long tick, String id) {
        for (int i = 0; i < s.frames().size(); i++) {
            if (s.frames().get(i).tick() == tick && s.frames().get(i).playerId().equals(id)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no frame of " + id + " at " + tick);
    }
}
