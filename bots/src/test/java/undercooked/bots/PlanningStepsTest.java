package undercooked.bots;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import undercooked.sim.Event;
import undercooked.sim.EventKind;
import undercooked.sim.Hazard;
import undercooked.sim.HazardKind;
import undercooked.sim.Item;
import undercooked.sim.ItemForm;
import undercooked.sim.ItemKind;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.Slot;
import undercooked.sim.Station;
import undercooked.sim.StationKind;
import undercooked.sim.StationState;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** One planning step at a time, on small kitchens drawn for it. */
class PlanningStepsTest {
    private static final String SOUP_RULES = """
            "recipes": ["tomato_soup"],
            "orders": {"interval_s": 10, "deadline_s": 200, "max_active": 2}""";
    private static final String BURNING_RULES = SOUP_RULES + """
            ,
            "hazards": {"burn_s": 2, "spill_interval_s": 0, "dirty_plates": false, "fire": true}""";

    private static Bot expert(String id, Team team) {
        return Bots.create(Persona.EXPERT, id, 7, team);
    }

    @Test
    void aPotAboutToBurnIsTakenOffTheStove() {
        Kitchen k = Kitchens.of("90_burn", BURNING_RULES,
                "#########",
                "#=t=CC=S#",
                "#....1..#",
                "#.....P.W",
                "#p......#",
                "#########");
        KitchenState s = Kitchens.round(k, 1, 1);
        int stove = Kitchens.at(k, 7, 1);
        // Cooked 15 ticks ago: it burns on the 40th, so the bot has 25 ticks.
        Item soup = new Item(s.nextItemId(), ItemKind.TOMATO, ItemForm.COOKED, "tomato_soup");
        Station ready = new Station(stove, StationKind.STOVE, k.stations().get(stove).cell(), Optional.empty(),
                List.of(Slot.unmarked(soup)), StationState.READY, 1.0, 15, Station.NO_WORKER);
        s = Kitchens.withStation(s, ready);
        Kitchens.Played p = Kitchens.play(s, List.of(expert("bot1", new Team())), 60,
                x -> x.stations().get(stove).contents().isEmpty());
        assertEquals(0, p.count(EventKind.BURNT, ""), () -> "the pot burnt: " + p.events());
        assertTrue(p.last().stations().get(stove).contents().isEmpty(), "the soup is still on the stove");
        assertEquals(Optional.of("tomato_soup_cooked"), p.last().players().getFirst().held().map(Item::wireName));
    }

    @Test
    void aSplitKitchenIsCrossedByAHandOffOverTheCounter() {
        Kitchen k = Kitchens.of("91_split", SOUP_RULES,
                "###########",
                "#t=C#=S=P=#",
                "#...=.....#",
                "#.1.=..2..W",
                "#p..=.....#",
                "###########");
        Team team = new Team();
        Kitchens.Played p = Kitchens.play(Kitchens.round(k, 2, 3), List.of(expert("bot1", team), expert("bot2", team)), 2400,
                x -> x.counter("served") >= 1);
        assertTrue(p.last().counter("served") >= 1, "nothing was served across the pass");
        long fromPass = p.events().stream().filter(e -> (e.kind() == EventKind.PICKED || e.kind() == EventKind.HANDED_OFF)
                && "bot2".equals(e.payload().getOrDefault("to", e.payload().get("player_id"))) && (int) Math.floor(e.x()) == 4).count();
        assertTrue(fromPass >= 4, () -> "the right cook took only " + fromPass + " items off the pass (3 tomatoes and a plate must cross)");
        assertEquals(0, p.illegal());
    }

    @Test
    void theMovingObstacleIsWaitedForRatherThanWalkedInto() {
        String rules = SOUP_RULES + """
                ,
                "hazards": {"burn_s": 0, "spill_interval_s": 0, "dirty_plates": false, "obstacle": [[5, 1], [5, 3]]}""";
        Kitchen k = Kitchens.of("92_obstacle", rules,
                "###########",
                "#C.......t#",
                "S1........#",
                "#P.......p#",
                "####W######");
        Team team = new Team();
        Kitchens.Played p = Kitchens.play(Kitchens.round(k, 1, 5), List.of(expert("bot1", team)), 2400,
                x -> x.counter("served") >= 1);
        assertTrue(p.last().counter("served") >= 1, "the cook never got a soup out past the obstacle");
        long crossings = p.events().stream().filter(e -> e.kind() == EventKind.PICKED && e.x() > 8).count();
        long stuns = p.count(EventKind.STUNNED, "bot1");
        assertTrue(crossings >= 4, "the cook crossed the obstacle's column " + crossings + " times");
        assertTrue(stuns <= 1, () -> "the cook walked into the obstacle " + stuns + " times in " + crossings * 2 + " crossings");
    }

    @Test
    void aFireIsPutOutAndItsBurntLeftoversTrashed() {
        Kitchen k = Kitchens.of("93_fire", BURNING_RULES,
                "#########",
                "#=t=CC=S#",
                "#....1..#",
                "#.....P.W",
                "#p...X..#",
                "#########");
        KitchenState s = Kitchens.round(k, 1, 1);
        int stove = Kitchens.at(k, 7, 1);
        Item burnt = new Item(s.nextItemId(), ItemKind.TOMATO, ItemForm.BURNT, "tomato_soup");
        Station fire = new Station(stove, StationKind.STOVE, k.stations().get(stove).cell(), Optional.empty(),
                List.of(Slot.unmarked(burnt)), StationState.BLOCKED, 0.0, 0, Station.NO_WORKER);
        s = Kitchens.withStation(s, fire);
        s = new KitchenState(s.kitchen(), s.seed(), s.tick(), s.accumulator(), s.rngState(), s.players(), s.stations(),
                s.nextItemId(), s.ticksLeft(), s.verdict(), s.score(), s.counters(), s.orders(),
                List.of(new Hazard(HazardKind.FIRE, 7.5, 1.5, 0, Hazard.FOREVER, stove)), s.hazardRngState(), s.plateReturns(), s.board());
        Kitchens.Played p = Kitchens.play(s, List.of(expert("bot1", new Team())), 400,
                x -> x.counter("wasted") >= 1);
        assertEquals(1, p.count(EventKind.EXTINGUISHED, ""), () -> "events: " + p.events());
        assertEquals(1, p.count(EventKind.TRASHED, "bot1"), "the burnt leftovers were not trashed");
        assertTrue(p.last().hazards().stream().noneMatch(h -> h.kind() == HazardKind.FIRE), "a fire is still burning");
    }

    @Test
    void aRecipeThatCannotBeMadeIsSaidOnceAndTheBotIdlesWithoutThrowing() {
        Kitchen k = Kitchens.of("94_no_onions", """
                "recipes": ["onion_soup"],
                "orders": {"interval_s": 5, "deadline_s": 60, "max_active": 3}""",
                "#########",
                "#=t=CC=S#",
                "#....1..#",
                "#.....P.W",
                "#p......#",
                "#########");
        BotRound.Result r = BotRound.play(k, 2, Persona.EXPERT, 9);
        assertEquals(0, r.illegalInputs());
        assertEquals(2, r.idleReasons().size(), () -> "each bot says why once: " + r.idleReasons());
        for (String why : r.idleReasons()) {
            assertTrue(why.contains("onion_soup") && why.contains("onion"), why);
        }
        assertEquals(0, r.result().served());
    }

    @Test
    void aKitchenWithNoServeWindowSaysNothingCanBeServed() {
        Kitchen k = Kitchens.of("95_no_window", SOUP_RULES,
                "#########",
                "#=t=CC=S#",
                "#....1..#",
                "#.....P.#",
                "#p......#",
                "#########");
        BotRound.Result r = BotRound.play(k, 1, Persona.EXPERT, 9);
        assertEquals(0, r.illegalInputs());
        assertTrue(r.idleReasons().stream().anyMatch(w -> w.contains("tomato_soup cannot be served")), () -> "" + r.idleReasons());
    }

    @Test
    void aStoveNobodyCanReachIsSaidOnceNamingTheRecipeAndTheBotIdles() {
        Kitchen k = Kitchens.of("96_walled_stove", SOUP_RULES,
                "##########",
                "#=t=CC=#S#",
                "#....1.###",
                "#.....P..W",
                "#p.......#",
                "##########");
        BotRound.Result r = BotRound.play(k, 2, Persona.EXPERT, 9);
        assertEquals(0, r.illegalInputs());
        assertEquals(List.of("bot1: tomato_soup cannot be made: it cooks in a pot and no stove is in reach",
                "bot2: tomato_soup cannot be made: it cooks in a pot and no stove is in reach"), r.idleReasons(),
                "each bot says why once, naming the recipe and the missing step");
        assertEquals(0, r.result().served());
    }

    static boolean any(List<Event> events, EventKind k) {
        return events.stream().anyMatch(e -> e.kind() == k);
    }
}
