package undercooked.sim;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static undercooked.sim.Kitchen1.STOVE;
import static undercooked.sim.Kitchen1.chopped;

class HazardsTest {
    private static final RoundRules.Hazards FIRE = new RoundRules.Hazards(20, false, true, 0, List.of(), RoundRules.Rush.NONE);

    private static Kitchen1 burningPot() {
        return new Kitchen1(FIRE).at(STOVE)
                .put(STOVE, chopped(1, ItemKind.TOMATO), chopped(2, ItemKind.TOMATO), chopped(3, ItemKind.TOMATO));
    }

    private static long fires(KitchenState s) {
        return s.hazards().stream().filter(z -> z.kind() == HazardKind.FIRE).count();
    }

    @Test
    void aBurntPotCatchesFireAfterTheDelayAndTheStoveIsBlocked() {
        Kitchen1 k = burningPot().idle(200 + 20);
        assertEquals(StationState.BURNING, k.station(STOVE).state());
        k.idle(SimConstants.FIRE_DELAY_TICKS - 1);
        assertEquals(0, fires(k.s));
        k.idle(1);
        assertEquals(1, fires(k.s));
        assertEquals(StationState.BLOCKED, k.station(STOVE).state());
        assertEquals(1, k.of(EventKind.FIRE).size());
    }

    @Test
    void aFireSpreadsToANeighbouringStationAndBurnsWhatIsOnIt() {
        Kitchen1 k = burningPot().idle(200 + 20 + SimConstants.FIRE_DELAY_TICKS);
        Cell left = new Cell(4, 1);
        k.put(left, new Item(50, ItemKind.ONION, ItemForm.RAW));
        k.idle(SimConstants.FIRE_SPREAD_TICKS);
        assertEquals(2, fires(k.s), "one jump after FIRE_SPREAD_TICKS");
        Hazard second = k.s.hazards().stream().filter(z -> z.kind() == HazardKind.FIRE && z.ref() != k.station(STOVE).index())
                .findFirst().orElseThrow();
        Cell c = second.cell();
        assertTrue(Math.abs(c.x() - STOVE.x()) <= 1 && Math.abs(c.y() - STOVE.y()) <= 1, "a neighbour of the stove: " + c);
        if (c.equals(left)) {
            assertEquals("onion_burnt", k.station(left).contents().getFirst().item().wireName());
        }
    }

    @Test
    void holdingTheButtonOnAFirePutsItOut() {
        Kitchen1 k = burningPot().idle(200 + 20 + SimConstants.FIRE_DELAY_TICKS);
        k.hold(SimConstants.EXTINGUISH_TICKS - 1);
        assertEquals(1, fires(k.s));
        k.hold(1).tick(false);
        assertEquals(0, fires(k.s));
        assertEquals(1, k.of(EventKind.EXTINGUISHED).size());
        assertEquals(StationState.BURNING, k.station(STOVE).state(), "the burnt pot is still there, smouldering");
        k.press();
        assertEquals("tomato_soup_burnt", k.held().orElseThrow().wireName());
        k.idle(SimConstants.FIRE_DELAY_TICKS * 2);
        assertEquals(0, fires(k.s), "an emptied stove does not catch again");
    }

    @Test
    void aSpillTakesTheGripAway() {
        Kitchen k = TestKitchens.parse("##########", "#1.......#", "##########");
        KitchenState dry = Sim.newRound(k, List.of("a"), 1);
        KitchenState.Draft d = dry.draft();
        d.hazards = List.of(new Hazard(HazardKind.SPILL, 1.5, 1.5, 0, 500, -1));
        KitchenState wet = d.build();
        List<PlayerInput> push = List.of(PlayerInput.of("a", 1, 0, false, 0, 0));
        double dryVel = Sim.step(dry, 0.05, push).state().players().get(0).vel().x();
        double wetVel = Sim.step(wet, 0.05, push).state().players().get(0).vel().x();
        assertEquals(SimConstants.ACCEL * 0.05, dryVel, 1e-9);
        assertEquals(SimConstants.ACCEL * SimConstants.SPILL_ACCEL_SCALE * 0.05, wetVel, 1e-9, "less grip to get going");
        // Let go of the stick on the spill: no braking, the cook slides.
        Player p = wet.players().get(0);
        KitchenState sliding = TestKitchens.withPlayer(wet, p.withBody(p.pos(), new Vec2(1.0, 0), p.facing(), PlayerState.MOVING, 0));
        KitchenState after = Sim.step(sliding, 0.05, List.of(PlayerInput.of("a", 0, 0, false, 1, 1))).state();
        assertEquals(1.0, after.players().get(0).vel().x(), 1e-9, "no braking on a spill");
        assertTrue(after.players().get(0).pos().x() > 1.5, "still moving");
    }

    @Test
    void spillsAppearOnFloorTilesAtTheLevelsIntervalAndDryUp() {
        Kitchen1 k = new Kitchen1(new RoundRules.Hazards(0, false, false, 50, List.of(), RoundRules.Rush.NONE));
        k.idle(51);
        assertEquals(1, k.of(EventKind.SPILL).size());
        Hazard spill = k.s.hazards().getFirst();
        assertTrue(k.s.kitchen().floorCells().contains(spill.cell()));
        k.idle(SimConstants.SPILL_LIFE_TICKS);
        assertTrue(k.s.hazards().stream().noneMatch(z -> z.kind() == HazardKind.SPILL && k.s.tick() - z.since() > SimConstants.SPILL_LIFE_TICKS),
                "a spill dries after SPILL_LIFE_TICKS");
    }

    @Test
    void theMovingObstacleStunsACookInItsWay() {
        Kitchen base = TestKitchens.parse("##########", "#1.......#", "##########");
        List<Cell> path = List.of(new Cell(8, 1), new Cell(1, 1));
        Kitchen k = TestKitchens.withRules(base, new RoundRules(List.of(), 1, 1, 0,
                new RoundRules.Hazards(0, false, false, 0, path, RoundRules.Rush.NONE)));
        KitchenState s = Sim.newRound(k, List.of("a"), 1);
        List<Event> events = new java.util.ArrayList<>();
        for (int i = 0; i < 100; i++) {
            StepResult r = Sim.step(s, 0.05, List.of());
            events.addAll(r.events());
            s = r.state();
        }
        assertTrue(events.stream().anyMatch(e -> e.kind() == EventKind.STUNNED), "the obstacle walks into the cook at (1,1)");
    }

    @Test
    void aRushBringsOrdersFasterWithShorterDeadlines() {
        RoundRules.Rush rush = new RoundRules.Rush(100, 200, 20, 300);
        Kitchen k = TestKitchens.withRules(TestKitchens.parse(Kitchen1.ROWS),
                new RoundRules(TestKitchens.RECIPES, 400, 1200, 8, new RoundRules.Hazards(0, false, false, 0, List.of(), rush)));
        KitchenState s = Sim.newRound(k, List.of("a"), 1);
        List<Event> events = new java.util.ArrayList<>();
        for (int i = 0; i < 161; i++) {
            StepResult r = Sim.step(s, 0.05, List.of());
            events.addAll(r.events());
            s = r.state();
        }
        assertEquals(1, events.stream().filter(e -> e.kind() == EventKind.RUSH).count());
        assertEquals(List.of(0L, 100L, 120L, 140L, 160L), s.orders().active().stream().map(Order::spawnedTick).toList(),
                "every 400 ticks before the rush, every 20 during it");
        Order last = s.orders().active().getLast();
        assertEquals(300, last.deadlineTick() - last.spawnedTick());
    }
}
