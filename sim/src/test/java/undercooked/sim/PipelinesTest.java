package undercooked.sim;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static undercooked.sim.Kitchen1.CHOP;
import static undercooked.sim.Kitchen1.PREP;
import static undercooked.sim.Kitchen1.STOVE;
import static undercooked.sim.Kitchen1.chopped;
import static undercooked.sim.Kitchen1.raw;

class PipelinesTest {

    @Test
    void choppingTakesFortyHeldTicksAndALetGoPauses() {
        Kitchen1 k = Kitchen1.plain().at(CHOP).give(raw(100, ItemKind.TOMATO)).press();
        assertEquals(List.of(new Slot(raw(100, ItemKind.TOMATO), Slot.NO_PLACER, -1)), k.station(CHOP).contents(),
                "a pipeline input is unmarked: it is there to be chopped, not taken back");
        k.hold(20).tick(false);
        Station paused = k.station(CHOP);
        assertEquals(0.5, paused.progress(), 1e-9);
        assertEquals(StationState.IDLE, paused.state());
        assertEquals(Station.NO_WORKER, paused.worker());
        k.hold(19);
        assertTrue(k.of(EventKind.CHOPPED).isEmpty(), "39 ticks of work are not 40");
        k.hold(1).tick(false);
        assertEquals(1, k.of(EventKind.CHOPPED).size());
        assertEquals(StationState.READY, k.station(CHOP).state());
        k.press();
        assertEquals(Optional.of(chopped(100, ItemKind.TOMATO)), k.held());
        assertEquals(StationState.IDLE, k.station(CHOP).state(), "an emptied board is idle again");
    }

    @Test
    void walkingAwayFromTheBoardPausesTheWorkWithOneReason() {
        Kitchen1 k = Kitchen1.plain().at(CHOP).give(raw(100, ItemKind.TOMATO)).press().hold(5);
        for (int i = 0; i < 20; i++) {
            k.s = Sim.step(k.s, 0.05, List.of(new PlayerInput("a", new Vec2(1, 0), true, Optional.of(Facing.UP),
                    k.s.tick(), k.s.tick()))).state();
        }
        assertEquals(Station.NO_WORKER, k.station(CHOP).worker());
        assertTrue(k.station(CHOP).progress() < 0.5, "no progress once out of reach: " + k.station(CHOP).progress());
    }

    @Test
    void aPotCooksAWholeRecipeByItselfThenWaits() {
        Kitchen1 k = Kitchen1.plain().at(STOVE);
        for (int i = 0; i < 3; i++) {
            k.give(chopped(100 + i, ItemKind.TOMATO)).press();
        }
        assertEquals(StationState.WORKING, k.station(STOVE).state());
        k.idle(196);
        assertTrue(k.of(EventKind.COOKED).isEmpty());
        k.idle(4);
        assertEquals(1, k.of(EventKind.COOKED).size(), "200 ticks of cooking, counted from the third ingredient");
        Station pot = k.station(STOVE);
        assertEquals(StationState.READY, pot.state());
        assertEquals("tomato_soup_cooked", pot.contents().getFirst().item().wireName());
        k.idle(1000);
        assertEquals(StationState.READY, k.station(STOVE).state(), "without burn_s a pot never burns");
        k.press();
        assertEquals("tomato_soup_cooked", k.held().orElseThrow().wireName());
    }

    @Test
    void aFinishedPotBurnsAfterTheLevelsWindow() {
        Kitchen1 k = new Kitchen1(new RoundRules.Hazards(100, false, false, 0, List.of(), RoundRules.Rush.NONE)).at(STOVE)
                .put(STOVE, chopped(1, ItemKind.ONION), chopped(2, ItemKind.ONION), chopped(3, ItemKind.ONION));
        k.idle(200);
        assertEquals(StationState.READY, k.station(STOVE).state());
        k.idle(99);
        assertEquals(StationState.READY, k.station(STOVE).state());
        k.idle(1);
        assertEquals(StationState.BURNING, k.station(STOVE).state());
        assertEquals("onion_soup_burnt", k.station(STOVE).contents().getFirst().item().wireName());
        k.press();
        assertEquals("onion_soup_burnt", k.held().orElseThrow().wireName(), "burnt leftovers are taken out to be trashed");
    }

    @Test
    void aPotRefusesWhatNoCookedRecipeWants() {
        Kitchen1 k = Kitchen1.plain().at(STOVE);
        k.give(raw(1, ItemKind.TOMATO)).press();
        k.give(chopped(2, ItemKind.LETTUCE)).press();
        k.give(chopped(3, ItemKind.TOMATO)).press();
        k.give(chopped(4, ItemKind.ONION)).press();
        assertEquals(List.of("wrong_item", "wrong_item", "wrong_item"), k.denials());
        assertEquals(1, k.station(STOVE).contents().size(), "only the chopped tomato went in");
    }

    @Test
    void aPrepCounterAssemblesASaladOntoACleanPlate() {
        Kitchen1 k = Kitchen1.plain().at(PREP);
        k.give(new Item(1, ItemKind.PLATE, ItemForm.CLEAN)).press();
        k.give(chopped(2, ItemKind.TOMATO)).press();
        assertTrue(k.of(EventKind.PLATED).isEmpty(), "half a salad is not a dish");
        k.give(chopped(3, ItemKind.LETTUCE)).press().idle(1);
        assertEquals(1, k.of(EventKind.PLATED).size());
        assertEquals(StationState.READY, k.station(PREP).state());
        k.press();
        assertEquals(new Item(1, ItemKind.PLATE, ItemForm.PLATED, "salad"), k.held().orElseThrow(),
                "the plate becomes the dish and keeps its identity");
    }

    @Test
    void aPrepCounterPlatesACookedPot() {
        Kitchen1 k = Kitchen1.plain().at(PREP)
                .put(PREP, new Item(1, ItemKind.PLATE, ItemForm.CLEAN));
        k.give(new Item(9, ItemKind.TOMATO, ItemForm.COOKED, "tomato_soup")).press().idle(1);
        assertEquals("tomato_soup", k.station(PREP).contents().getFirst().item().wireName());
    }

    @Test
    void aRawIngredientOrAPlateCannotGoOnTheChopBoardTwice() {
        Kitchen1 k = Kitchen1.plain().at(CHOP).give(chopped(1, ItemKind.TOMATO)).press();
        k.give(new Item(2, ItemKind.PLATE, ItemForm.CLEAN)).press();
        assertEquals(List.of("wrong_item", "wrong_item"), k.denials());
    }
}
