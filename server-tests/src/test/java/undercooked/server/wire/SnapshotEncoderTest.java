package undercooked.server.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.api.Test;

import undercooked.levels.Campaign;
import undercooked.protocol.EventWire;
import undercooked.protocol.FullFrame;
import undercooked.protocol.HazardSnap;
import undercooked.protocol.RoundMsg;
import undercooked.sim.HazardKind;
import undercooked.sim.Item;
import undercooked.sim.ItemForm;
import undercooked.sim.ItemKind;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;
import undercooked.sim.Sim;
import undercooked.sim.Slot;
import undercooked.sim.Station;
import undercooked.sim.StationKind;

/** The kitchen rules' state reaches the wire: open orders, live hazards, stars and each seat's share. */
class SnapshotEncoderTest {
    private final SnapshotEncoder encoder = new SnapshotEncoder();

    private static KitchenState run(String level, int ticks) {
        KitchenState s = Sim.newRound(Campaign.builtIn().load(level).orElseThrow().kitchen(), List.of("p0", "p1"), 3);
        for (int t = 0; t < ticks; t++) {
            s = Sim.step(s, 0.05, List.of(PlayerInput.of("p0", 0, 0, false, t, t))).state();
        }
        return s;
    }

    @Test
    void openOrdersCarryTheShareOfTheirDeadlineLeft() {
        KitchenState s = run("01_first_shift", 900); // orders at 0 and 400 and 800 ticks, 90 s deadlines
        FullFrame f = encoder.frame(s, List.of(), List.of());
        assertEquals(3, f.orders().size());
        assertEquals(1, f.orders().getFirst().id());
        assertEquals(0.5, f.orders().getFirst().left(), 0.01, "900 of 1800 ticks gone");
        assertEquals(20, f.orders().getFirst().points());
    }

    @Test
    void hazardsCarryTheirKindPlaceAndLifeInSeconds() {
        KitchenState s = run("06_rush_hour", 801); // a spill every 40 s; the obstacle from the first tick
        FullFrame f = encoder.frame(s, List.of(), List.of());
        assertEquals(1, f.hazards().stream().filter(h -> h.kind().equals("spill")).count());
        assertEquals(10.0, f.hazards().stream().filter(h -> h.kind().equals("spill")).findFirst().orElseThrow().life(), 0.06);
        assertEquals(1, f.hazards().stream().filter(h -> h.kind().equals("moving_obstacle")).count());
    }

    /** The protocol knows the obstacle by its wire name alone (its identity is its kind): the same name as the sim's. */
    @Test
    void theProtocolsMovingObstacleIsTheSimsKind() {
        assertEquals(HazardKind.MOVING_OBSTACLE.wireName(), HazardSnap.MOVING_OBSTACLE);
        KitchenState s = run("06_rush_hour", 40);
        FullFrame f = encoder.frame(s, List.of(), List.of());
        assertTrue(f.hazards().getFirst().moves(), "the obstacle is listed first: " + f.hazards());
    }

    @Test
    void theRoundMessageCarriesTheKernelsResult() {
        KitchenState s = run("01_first_shift", 3600);
        RoundMsg m = encoder.round(s, false, List.of(new SnapshotEncoder.SeatLine("p0", "Ana"),
                new SnapshotEncoder.SeatLine("p1", "Bo")), "01_first_shift", Optional.empty());
        assertEquals(0, m.stars(), "a lost round earns no stars");
        assertEquals(s.counter("missed"), m.counters().get("missed"));
        assertEquals(List.of("Ana", "Bo"), m.players().stream().map(p -> p.name()).toList());
        assertEquals(s.board().seats().get(0).missed(), m.players().getFirst().missedContrib());
    }

    @Test
    void theRoundMessageSaysHowTheScoreWasMadeServedPointsLessMissedOrdersAndTheBin() {
        java.util.TreeMap<String, Long> counters = new java.util.TreeMap<>(java.util.Map.of("served", 3L, "missed", 2L, "wasted", 4L));
        // Ana served two dishes (20 + 22 with the streak) and binned 3 (-6); Bo served one (20) and binned 1 (-2).
        undercooked.sim.RoundResult kernel = new undercooked.sim.RoundResult(undercooked.sim.Verdict.LOST, 34, 60, 0, 0.0,
                3, 2, 4, 2, List.of(new undercooked.sim.RoundResult.PlayerResult("p0", 36, 2, 2),
                new undercooked.sim.RoundResult.PlayerResult("p1", 18, 1, 2)), "01_first_shift", 1L, 100L);
        SnapshotEncoder.scoreParts(counters, kernel);
        assertEquals(62L, counters.get("served_points"));
        assertEquals(20L, counters.get("missed_points"));
        assertEquals(8L, counters.get("wasted_points"));
        assertEquals(34L, counters.get("served_points") - counters.get("missed_points") - counters.get("wasted_points"));
    }

    @Test
    void theStationMemoNeverServesAStaleSnap() {
        // Two cooks wander and press at random, so stations take items, cook and empty again;
        // every tick the memoised frame must equal the one projected from scratch.
        KitchenState s = Sim.newRound(Campaign.builtIn().load("01_first_shift").orElseThrow().kitchen(),
                List.of("p0", "p1"), 11);
        SnapshotEncoder.StationMemo memo = new SnapshotEncoder.StationMemo();
        Random random = new Random(5);
        double[][] move = {{0, 0}, {0, 0}};
        boolean[] act = new boolean[2];
        int changedTicks = 0;
        FullFrame previous = null;
        for (int t = 0; t < 3000; t++) {
            if (t % 15 == 0) {
                for (int c = 0; c < 2; c++) {
                    move[c] = new double[] {random.nextInt(3) - 1, random.nextInt(3) - 1};
                    act[c] = random.nextInt(3) == 0;
                }
            }
            s = Sim.step(s, 0.05, List.of(
                    PlayerInput.of("p0", move[0][0], move[0][1], act[0] && t % 2 == 0, t, t),
                    PlayerInput.of("p1", move[1][0], move[1][1], act[1] && t % 2 == 0, t, t))).state();
            FullFrame memoised = encoder.frame(s, List.of(), List.of(), memo);
            assertEquals(encoder.frame(s, List.of(), List.of()), memoised, "tick " + t);
            if (previous != null && !previous.stations().equals(memoised.stations())) {
                changedTicks++;
            }
            previous = memoised;
        }
        assertTrue(changedTicks > 20, "the cooks changed stations on only " + changedTicks + " ticks");
    }

    @Test
    void anUnchangedStationKeepsItsSnap() {
        KitchenState s = run("01_first_shift", 10);
        SnapshotEncoder.StationMemo memo = new SnapshotEncoder.StationMemo();
        FullFrame first = encoder.frame(s, List.of(), List.of(), memo);
        KitchenState later = Sim.step(s, 0.05, List.of()).state();
        assertNotEquals(s.tick(), later.tick());
        FullFrame second = encoder.frame(later, List.of(), List.of(), memo);
        for (int i = 0; i < first.stations().size(); i++) {
            assertSame(first.stations().get(i), second.stations().get(i), "station " + i);
        }
    }

    @Test
    void roomEventsGoOnTheWireWithTheShortKeysInTheirOrder() {
        assertEquals(new EventWire("ghost_on", 3.25, 4.5, Map.of("i", "p1")),
                encoder.roomEvent(new RoomEvent.GhostOn("p1", 3.25, 4.5)));
        assertEquals(new EventWire("ghost_off", 1.0, 2.0, Map.of("i", "p2")),
                encoder.roomEvent(new RoomEvent.GhostOff("p2", 1.0, 2.0)));
        EventWire emote = encoder.roomEvent(new RoomEvent.Emote("p0", "wave"));
        assertEquals(new EventWire("emote", 0.0, 0.0, Map.of("i", "p0", "em", "wave")), emote);
        assertEquals(List.of("i", "em"), List.copyOf(emote.payload().keySet()), "in the order shown");
        assertEquals(new EventWire("resync", 0.0, 0.0, Map.of("i", "p3", "seq", 41L)),
                encoder.roomEvent(new RoomEvent.Resync("p3", 41)));
    }

    /** Issue 30 item 2: a pot of two reads 2 on the wire, so a late joiner sees 2/3; a shelf's stack is not counted. */
    @Test
    void aStationSaysHowManyItemsItHoldsButAShelfDoesNot() {
        Kitchen kitchen = Campaign.builtIn().load("01_first_shift").orElseThrow().kitchen();
        List<Slot> two = List.of(
                Slot.unmarked(new Item(1, ItemKind.TOMATO, ItemForm.CHOPPED)),
                Slot.unmarked(new Item(2, ItemKind.TOMATO, ItemForm.CHOPPED)));
        SnapshotEncoder.StationMemo memo = new SnapshotEncoder.StationMemo();
        int pots = 0;
        int shelves = 0;
        for (int i = 0; i < kitchen.stations().size(); i++) {
            Station fresh = Station.fresh(i, kitchen.stations().get(i));
            int n = memo.of(i, fresh.withContents(two)).count();
            if (fresh.kind() == StationKind.STOVE) {
                assertEquals(2, n, "a pot of two");
                pots++;
            } else if (fresh.kind() == StationKind.SPAWN_SHELF) {
                assertEquals(0, n, "a shelf's stack is not counted");
                shelves++;
            }
            assertEquals(0, memo.of(i, fresh).count(), "empty");
        }
        assertTrue(pots > 0 && shelves > 0);
    }
}
