package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HandsTest {
    private static final Item ONION = new Item(500, ItemKind.ONION, ItemForm.RAW);

    /** a at (1.5,1.5) facing the counter at (2,1); b at (3.5,1.5) facing it from the other side. */
    private static KitchenState counterBetween() {
        Kitchen k = TestKitchens.parse("#####", "#1=2#", "#####");
        KitchenState s = Sim.newRound(k, List.of("a", "b"), 1);
        s = TestKitchens.withPlayer(s, TestKitchens.at(s.players().get(0), 1.5, 1.5, Facing.RIGHT));
        return TestKitchens.withPlayer(s, TestKitchens.at(s.players().get(1), 3.5, 1.5, Facing.LEFT));
    }

    /** One substep where the listed cooks hold the button and the others send a released frame. */
    private static StepResult tick(KitchenState s, String... pressing) {
        List<PlayerInput> in = new ArrayList<>();
        for (Player p : s.players()) {
            boolean act = List.of(pressing).contains(p.id());
            in.add(PlayerInput.of(p.id(), 0, 0, act, s.tick(), s.tick()));
        }
        return Sim.step(s, 0.05, in);
    }

    private static List<Event> of(List<Event> events, EventKind kind) {
        return events.stream().filter(e -> e.kind() == kind).toList();
    }

    private static KitchenState holding(KitchenState s, int seat, Item item) {
        return TestKitchens.withPlayer(s, s.players().get(seat).withHeld(Optional.of(item)));
    }

    @Test
    void aSetDownIsMarkedAndAPickTakesTheSameItemBack() {
        KitchenState s = holding(counterBetween(), 0, ONION);
        StepResult put = tick(s, "a");
        assertEquals(1, of(put.events(), EventKind.DROPPED).size());
        Station counter = put.state().stations().get(0);
        assertEquals(List.of(new Slot(ONION, "a", 0)), counter.contents());
        assertEquals(Optional.empty(), put.state().players().get(0).held());
        StepResult release = tick(put.state());
        StepResult pick = tick(release.state(), "a");
        assertEquals(Optional.of(ONION), pick.state().players().get(0).held(), "the same item, identity and all");
        assertEquals(EventKind.PICKED, pick.events().get(0).kind(), "a self-pick is a plain pick");
    }

    @ParameterizedTest(name = "picked {0} ticks after the set-down: {1}")
    @CsvSource(textBlock = """
            1,  HANDED_OFF
            2,  HANDED_OFF
            20, HANDED_OFF
            21, PICKED
            """)
    void aTeammatesPickInsideTheWindowIsAHandOff(int age, EventKind expected) {
        KitchenState s = holding(counterBetween(), 0, ONION);
        s = tick(s, "a").state();
        StepResult r;
        for (int i = 1; i < age; i++) {
            s = tick(s).state();
        }
        r = tick(s, "b");
        List<Event> picks = r.events().stream()
                .filter(e -> e.kind() == EventKind.HANDED_OFF || e.kind() == EventKind.PICKED).toList();
        assertEquals(1, picks.size());
        assertEquals(expected, picks.get(0).kind());
        if (expected == EventKind.HANDED_OFF) {
            assertEquals("a", picks.get(0).payload().get("player_id"));
            assertEquals("b", picks.get(0).payload().get("to"));
        }
        assertEquals(Optional.of(ONION), r.state().players().get(1).held());
    }

    @Test
    void aSameSubstepSetDownAndPickIsNotPossibleButTheNextSubstepIsAPass() {
        KitchenState s = holding(counterBetween(), 0, ONION);
        StepResult both = tick(s, "a", "b");
        // Both judged on the kitchen before anyone acted: b saw an empty counter.
        assertEquals(1, of(both.events(), EventKind.DROPPED).size());
        assertEquals("invalid_state", of(both.events(), EventKind.DENIED).get(0).payload().get("reason"));
    }

    @Test
    void aHeldButtonIsOnePressWithOneEffect() {
        KitchenState s = holding(counterBetween(), 0, ONION);
        List<Event> all = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            StepResult r = tick(s, "a");
            all.addAll(r.events());
            s = r.state();
        }
        assertEquals(1, all.size(), "one set-down, nothing more while the button stays down: " + all);
        assertEquals(30, s.players().get(0).actionHeldTicks());
    }

    @Test
    void aRefusedPressIsExactlyOneDenied() {
        KitchenState s = counterBetween();
        List<Event> all = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            StepResult r = tick(s, "a");
            all.addAll(r.events());
            s = r.state();
        }
        assertEquals(1, all.size());
        assertEquals(EventKind.DENIED, all.get(0).kind());
        assertEquals("invalid_state", all.get(0).payload().get("reason"));
        s = tick(s).state();
        assertEquals(1, of(tick(s, "a").events(), EventKind.DENIED).size(), "a new press after a release is judged again");
    }

    /** a stands on the trash can at (2,1) facing up with an onion. */
    private static KitchenState atTheTrash(Optional<Item> held) {
        Kitchen k = TestKitchens.parse("######", "#1X..#", "######");
        KitchenState s = Sim.newRound(k, List.of("a"), 1);
        Player a = TestKitchens.at(s.players().get(0), 1.5, 1.5, Facing.RIGHT).withHeld(held);
        return TestKitchens.withPlayer(s, a);
    }

    @Test
    void theTrashDestroysTheItemOnTheEighthSubstepOfAHoldAndNotTheSeventh() {
        KitchenState s = atTheTrash(Optional.of(ONION));
        for (int i = 1; i <= 7; i++) {
            StepResult r = tick(s, "a");
            assertTrue(r.events().isEmpty(), "substep " + i + " of the hold: " + r.events());
            s = r.state();
        }
        assertEquals(Optional.of(ONION), s.players().get(0).held());
        StepResult eighth = tick(s, "a");
        Event e = eighth.events().get(0);
        assertEquals(EventKind.TRASHED, e.kind());
        assertEquals((long) SimConstants.TRASH_SCORE_DELTA, e.payload().get("score_delta"));
        assertEquals(Optional.empty(), eighth.state().players().get(0).held());
        assertEquals(1, eighth.state().counter("wasted"));
        StepResult more = tick(eighth.state(), "a");
        assertTrue(more.events().isEmpty(), "holding on after the trash does nothing more");
    }

    @Test
    void aShortPressOrAReleaseResetsTheTrashHold() {
        KitchenState s = atTheTrash(Optional.of(ONION));
        for (int i = 0; i < 5; i++) {
            s = tick(s, "a").state();
        }
        s = tick(s).state();
        for (int i = 0; i < 7; i++) {
            s = tick(s, "a").state();
        }
        assertEquals(Optional.of(ONION), s.players().get(0).held(), "5 + 7 substeps is not one hold of 8");
    }

    @Test
    void walkingOffTheCanVoidsTheHoldWithOneNamedReason() {
        Kitchen k = TestKitchens.parse("########", "#...1X.#", "########");
        KitchenState s = Sim.newRound(k, List.of("a"), 1);
        s = TestKitchens.withPlayer(s, TestKitchens.at(s.players().get(0), 4.5, 1.5, Facing.RIGHT).withHeld(Optional.of(ONION)));
        s = tick(s, "a").state();
        List<Event> events = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            // Backing away from the can while still facing it.
            StepResult r = Sim.step(s, 0.05, List.of(new PlayerInput("a", new Vec2(-1, 0), true, Optional.of(Facing.RIGHT), s.tick(), s.tick())));
            events.addAll(r.events());
            s = r.state();
        }
        assertEquals(List.of(EventKind.DENIED), events.stream().map(Event::kind).toList());
        assertEquals("out_of_reach", events.get(0).payload().get("reason"));
        assertEquals(Optional.of(ONION), s.players().get(0).held());
    }

    @Test
    void aThresholdMetWithAnEmptyHandIsNamed() {
        KitchenState s = atTheTrash(Optional.empty());
        int trash = TestKitchens.stationAt(s, 2, 1);
        s = TestKitchens.withPlayer(s, s.players().get(0).withHold(SimConstants.TRASH_HOLD_TICKS - 1, trash));
        StepResult r = tick(s, "a");
        assertEquals(EventKind.TRASHED_ALREADY_EMPTY, r.events().get(0).kind());
    }

    @Test
    void twoCooksPressingTheSameItemAreArbitratedAndTheItemIsInOnePlace() {
        KitchenState s = counterBetween();
        Station counter = s.stations().get(0);
        s = TestKitchens.withStation(s, counter.withContents(List.of(new Slot(ONION, "c", -100))));
        // b's frame was received a tick earlier: b wins although a has the lower seat.
        List<PlayerInput> in = List.of(PlayerInput.of("a", 0, 0, true, 5, 1), PlayerInput.of("b", 0, 0, true, 4, 7));
        StepResult r = Sim.step(s, 0.05, in);
        assertEquals(Optional.of(ONION), r.state().players().get(1).held());
        assertEquals(Optional.empty(), r.state().players().get(0).held());
        Event lost = of(r.events(), EventKind.DENIED).get(0);
        assertEquals("a", lost.payload().get("player_id"));
        assertEquals(DeniedReason.CONTESTED_LOST.wireName(), lost.payload().get("reason"));
        assertEquals(List.of(), ItemLedger.violations(s, r.state(), r.events()));
        assertEquals(List.of(500), ItemLedger.itemIds(r.state()));
    }

    @Test
    void onAFullTieTheLowerSeatWinsTheClaim() {
        KitchenState s = counterBetween();
        s = TestKitchens.withStation(s, s.stations().get(0).withContents(List.of(new Slot(ONION, "c", -100))));
        StepResult r = Sim.step(s, 0.05, List.of(PlayerInput.of("b", 0, 0, true, 4, 7), PlayerInput.of("a", 0, 0, true, 4, 7)));
        assertEquals(Optional.of(ONION), r.state().players().get(0).held());
    }

    @Test
    void twoCooksTakingAShelfsStockBothGetAFreshItem() {
        Kitchen k = TestKitchens.parse("#####", "#1T2#", "#####");
        KitchenState s = Sim.newRound(k, List.of("a", "b"), 1);
        s = TestKitchens.withPlayer(s, TestKitchens.at(s.players().get(0), 1.5, 1.5, Facing.RIGHT));
        s = TestKitchens.withPlayer(s, TestKitchens.at(s.players().get(1), 3.5, 1.5, Facing.LEFT));
        StepResult r = tick(s, "a", "b");
        assertEquals(2, of(r.events(), EventKind.PICKED).size());
        assertEquals(List.of(0, 1), ItemLedger.itemIds(r.state()));
        assertEquals(2, r.state().nextItemId());
    }
}
