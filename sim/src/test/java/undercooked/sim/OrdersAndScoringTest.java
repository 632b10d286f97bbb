package undercooked.sim;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static undercooked.sim.Kitchen1.SERVE;
import static undercooked.sim.Kitchen1.SINK;

class OrdersAndScoringTest {

    private static Item dish(int id, String recipe) {
        return new Item(id, ItemKind.PLATE, ItemForm.PLATED, recipe);
    }

    @Test
    void ordersArriveAtTheStartThenEveryIntervalUpToTheMaximum() {
        Kitchen k = TestKitchens.withRules(TestKitchens.parse(Kitchen1.ROWS),
                new RoundRules(TestKitchens.RECIPES, 100, 1200, 3, RoundRules.Hazards.NONE));
        KitchenState s = Sim.newRound(k, List.of("a"), 3);
        int[] expected = {1, 1, 2, 2, 3};
        int[] after = {1, 100, 101, 200, 201};
        int done = 0;
        for (int i = 0; i < after.length; i++) {
            for (; done < after[i]; done++) {
                s = Sim.step(s, 0.05, List.of()).state();
            }
            assertEquals(expected[i], s.orders().active().size(), "after " + after[i] + " ticks");
        }
        for (; done < 1100; done++) {
            s = Sim.step(s, 0.05, List.of()).state();
        }
        assertEquals(List.of(1, 2, 3), s.orders().active().stream().map(Order::id).toList(), "never more than max_active");
        for (; done < 1201; done++) {
            s = Sim.step(s, 0.05, List.of()).state();
        }
        assertEquals(List.of(2, 3, 4), s.orders().active().stream().map(Order::id).toList(),
                "the first expires on tick 1200 and a deferred order takes its slot at once");
    }

    @Test
    void theOrderStreamIsTheSameForTheSameSeedAndDiffersForAnother() {
        Kitchen1 a = Kitchen1.plain().idle(1300);
        Kitchen1 b = Kitchen1.plain().idle(1300);
        assertEquals(a.s.orders(), b.s.orders());
        Kitchen k = TestKitchens.withRules(TestKitchens.parse(Kitchen1.ROWS), TestKitchens.rules(RoundRules.Hazards.NONE));
        boolean differs = false;
        for (long seed = 1; seed < 8 && !differs; seed++) {
            KitchenState other = Sim.newRound(k, List.of("a"), seed);
            for (int i = 0; i < 1300; i++) {
                other = Sim.step(other, 0.05, List.of()).state();
            }
            differs = !other.orders().active().stream().map(Order::recipe).toList()
                    .equals(a.s.orders().active().stream().map(Order::recipe).toList());
        }
        assertTrue(differs, "seeds should draw different recipes");
    }

    @Test
    void anExpiredOrderIsMissedWithThePenaltyAndBreaksTheStreak() {
        Kitchen1 k = Kitchen1.plain().idle(1);
        KitchenState.Draft d = k.s.draft();
        d.score = 4;
        d.board = new Scoreboard(3, 3, d.board.seats());
        k.s = d.build();
        k.idle(1199);
        assertEquals(0, k.of(EventKind.MISSED).size());
        k.idle(1);
        assertEquals(1, k.of(EventKind.MISSED).size(), "missed on its deadline tick, 1200 ticks after it came in");
        assertEquals(0, k.s.score(), "4 - 10 is floored at 0");
        assertEquals(0, k.s.board().streak());
        assertEquals(3, k.s.board().longestStreak());
        assertEquals(1, k.s.counter("missed"));
        assertEquals(1, k.s.board().seats().get(0).missed());
    }

    @Test
    void aServedDishPaysTheOldestMatchingOrderPlusTheStreak() {
        Kitchen1 k = Kitchen1.plain();
        k.s = TestKitchens.withOrders(k.s, "tomato_soup", "salad", "tomato_soup");
        k.at(SERVE).give(dish(1, "tomato_soup")).press();
        assertEquals(List.of("salad", "tomato_soup"), k.s.orders().active().stream().map(Order::recipe).toList());
        assertEquals(20, k.s.score());
        k.give(dish(2, "tomato_soup")).press();
        assertEquals(20 + 20 + SimConstants.STREAK_BONUS, k.s.score(), "the second serve in a row earns the bonus");
        assertEquals(List.of("salad"), k.s.orders().active().stream().map(Order::recipe).toList());
        k.give(dish(3, "tomato_soup")).press();
        assertEquals(List.of("wrong_item"), k.denials(), "nobody ordered a third soup");
        assertEquals(2, k.s.counter("served"));
        assertEquals(2, k.s.board().seats().get(0).dishesServed());
        assertEquals(42, k.s.board().seats().get(0).score());
        assertEquals(2, k.s.board().longestStreak());
    }

    @Test
    void trashingCostsTwoPointsButNeverGoesBelowZero() {
        Kitchen k = TestKitchens.withRules(TestKitchens.parse("######", "#1X..#", "######"), TestKitchens.rules(RoundRules.Hazards.NONE));
        KitchenState s = Sim.newRound(k, List.of("a"), 1);
        KitchenState.Draft d = s.draft();
        d.score = 1;
        s = d.build();
        s = TestKitchens.withPlayer(s, TestKitchens.at(s.players().get(0), 1.5, 1.5, Facing.RIGHT)
                .withHeld(java.util.Optional.of(new Item(70, ItemKind.ONION, ItemForm.RAW))));
        for (int i = 0; i < 8; i++) {
            s = Sim.step(s, 0.05, List.of(PlayerInput.of("a", 0, 0, true, i, i))).state();
        }
        assertEquals(0, s.score());
        assertEquals(1, s.counter("wasted"));
        assertEquals(-2, s.board().seats().get(0).score(), "a seat's own tally shows the nudge");
    }

    @Test
    void withDirtyPlatesTheShelfHoldsAFixedStockAndServedPlatesComeBackToBeWashed() {
        Kitchen1 k = new Kitchen1(new RoundRules.Hazards(0, true, false, 0, List.of(), RoundRules.Rush.NONE));
        assertEquals(SimConstants.PLATES_PER_SHELF, k.station(Kitchen1.PLATES).contents().size());
        k.s = TestKitchens.withOrders(k.s, "salad");
        Item served = dish(0, "salad");
        k.station(Kitchen1.PLATES);
        // Serve a salad made on plate 0 (taken off the shelf so the plate count stays honest).
        Station shelf = k.station(Kitchen1.PLATES);
        k.s = TestKitchens.withStation(k.s, shelf.withContents(shelf.contents().subList(1, shelf.contents().size())));
        k.at(SERVE).give(served).press();
        assertEquals(1, k.s.plateReturns().size());
        k.idle(SimConstants.PLATE_RETURN_TICKS - 2);
        assertTrue(k.station(SERVE).contents().isEmpty());
        k.idle(1);
        assertEquals(1, k.of(EventKind.PLATE_RETURNED).size());
        assertEquals("plate_dirty", k.station(SERVE).contents().getFirst().item().wireName());
        k.press();
        assertEquals("plate_dirty", k.held().orElseThrow().wireName());
        k.at(SINK).press();
        assertEquals(1, k.station(SINK).contents().size());
        k.hold(SimConstants.WASH_TICKS).tick(false);
        assertEquals(1, k.of(EventKind.WASHED).size());
        k.press();
        assertEquals(new Item(0, ItemKind.PLATE, ItemForm.CLEAN), k.held().orElseThrow(), "the same plate, clean");
    }

    @Test
    void aPlateShelfThatDoesNotMintRunsEmpty() {
        Kitchen1 k = new Kitchen1(new RoundRules.Hazards(0, true, false, 0, List.of(), RoundRules.Rush.NONE)).at(Kitchen1.PLATES);
        for (int i = 0; i < SimConstants.PLATES_PER_SHELF; i++) {
            k.press();
            k.give(new Item(900 + i, ItemKind.ONION, ItemForm.RAW)); // drop the plate out of the ledger's way
            k.s = TestKitchens.withPlayer(k.s, k.cook().withHeld(java.util.Optional.empty()));
        }
        k.events.clear();
        k.press();
        assertEquals(List.of("invalid_state"), k.denials());
    }

    @ParameterizedTest(name = "{0} of {1} ticks left, score {2}/{3}: {4}, {5} stars")
    @CsvSource(textBlock = """
            1000, 1000, 60, 60, WON,  3
            400,  1000, 60, 60, WON,  3
            399,  1000, 60, 60, WON,  2
            200,  1000, 60, 60, WON,  2
            199,  1000, 60, 60, WON,  1
            0,    1000, 59, 60, LOST, 0
            """)
    void starsComeFromTheShareOfTheClockLeftAtTheWin(long left, long limit, long score, long target, Verdict v, int stars) {
        Kitchen k = TestKitchens.withClock(TestKitchens.parse(Kitchen1.ROWS), limit, target);
        KitchenState s = Sim.newRound(k, List.of("a"), 1);
        KitchenState.Draft d = s.draft();
        d.ticksLeft = left;
        d.score = score;
        d.verdict = v;
        assertEquals(stars, RoundResult.stars(d.build()));
    }

    @Test
    void reachingTheTargetWinsAtOnceAndTheResultCarriesTheRound() {
        Kitchen k = TestKitchens.withClock(TestKitchens.withRules(TestKitchens.parse(Kitchen1.ROWS),
                TestKitchens.rules(RoundRules.Hazards.NONE)), 1000, 20);
        Kitchen1 kit = new Kitchen1(RoundRules.Hazards.NONE);
        kit.s = TestKitchens.withOrders(Sim.newRound(k, List.of("a"), 5), "salad");
        kit.at(SERVE).give(dish(7, "salad")).tick(true);
        assertEquals(Verdict.WON, kit.s.verdict());
        Event over = kit.of(EventKind.ROUND_OVER).getFirst();
        assertEquals("won", over.payload().get("result"));
        assertEquals(3L, over.payload().get("stars"));
        RoundResult r = RoundResult.of(kit.s);
        assertEquals(Verdict.WON, r.result());
        assertEquals(1, r.served());
        assertEquals(List.of(new RoundResult.PlayerResult("a", 20, 1, 0)), r.players());
        assertEquals(1, r.ticks());
        assertEquals(5, r.seed());
        assertEquals((1000 - 0) * 0.05, r.timeLeftSeconds(), 1e-9, "the clock stops at the verdict");
    }
}
