package undercooked.sim;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ParkTest {
    private static final Item ONION = new Item(7, ItemKind.ONION, ItemForm.RAW);

    private static KitchenState cook(String rows, double x, Facing f, Optional<Item> held) {
        Kitchen k = TestKitchens.parse("#######", rows, "#######");
        KitchenState s = Sim.newRound(k, List.of("a", "b"), 1);
        return TestKitchens.withPlayer(s, TestKitchens.at(s.players().get(0), x, 1.5, f).withHeld(held));
    }

    @Test
    void aDroppedCooksItemGoesOntoTheCounterItFacesAsItsOwnSetDown() {
        KitchenState s = cook("#1=2..#", 1.5, Facing.RIGHT, Optional.of(ONION));
        StepResult r = Sim.park(s, "a");
        assertEquals(Optional.empty(), r.state().players().get(0).held());
        assertEquals(List.of(new Slot(ONION, "a", 0)), r.state().stations().get(0).contents());
        assertEquals(EventKind.DROPPED, r.events().getFirst().kind());
        assertEquals(List.of(), ItemLedger.violations(s, r.state(), r.events()));
        assertEquals(0, r.state().tick(), "no time passes");
    }

    @Test
    void withNowhereToGoTheItemLeavesTheRoundByName() {
        KitchenState s = cook("#1.2..#", 1.5, Facing.RIGHT, Optional.of(ONION));
        StepResult r = Sim.park(s, "a");
        assertEquals(EventKind.GHOST_PARK, r.events().getFirst().kind());
        assertEquals(1, r.state().counter("lost_items"));
        assertEquals(List.of(), ItemLedger.violations(s, r.state(), r.events()));
    }

    @Test
    void aPotOrAChopBoardDoesNotTakeAParkedItem() {
        KitchenState s = cook("#1C2..#", 1.5, Facing.RIGHT, Optional.of(ONION));
        assertEquals(EventKind.GHOST_PARK, Sim.park(s, "a").events().getFirst().kind());
    }

    @Test
    void anEmptyHandOrAnUnknownCookChangesNothing() {
        KitchenState s = cook("#1=2..#", 1.5, Facing.RIGHT, Optional.empty());
        assertEquals(s, Sim.park(s, "a").state());
        assertTrue(Sim.park(s, "nobody").events().isEmpty());
    }
}
