package undercooked.sim;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Items are neither created nor destroyed except by named events: after every tick of a fuzz of
 * random simultaneous presses around shelves, counters and the trash, the ledger balances.
 */
class ConservationFuzzTest {

    @Test
    void theItemLedgerBalancesAfterEveryTickOfRandomPresses() {
        Kitchen k = TestKitchens.parse(
                "#########",
                "#T=O=D=X#",
                "#1.2.3.4#",
                "#=L=X=C=#",
                "#########");
        List<String> ids = List.of("a", "b", "c", "d");
        KitchenState s = Sim.newRound(k, ids, 5);
        Rng rng = new Rng(77);
        int[] holdFor = new int[ids.size()];
        int picks = 0;
        int trashed = 0;
        for (int t = 0; t < 3000; t++) {
            List<PlayerInput> in = new ArrayList<>();
            for (int i = 0; i < ids.size(); i++) {
                double mx = rng.nextInt(3) - 1;
                double my = rng.nextInt(3) - 1;
                if (holdFor[i] > 0) {
                    holdFor[i]--;
                } else if (rng.nextInt(4) == 0) {
                    holdFor[i] = rng.nextInt(3) == 0 ? 12 : 1;
                }
                in.add(PlayerInput.of(ids.get(i), mx * 0.4, my, holdFor[i] > 0, s.tick(), t));
            }
            StepResult r = Sim.step(s, 0.05, in);
            assertEquals(List.of(), ItemLedger.violations(s, r.state(), r.events()), "tick " + t);
            picks += (int) r.events().stream().filter(e -> e.kind() == EventKind.PICKED || e.kind() == EventKind.HANDED_OFF).count();
            trashed += (int) r.events().stream().filter(e -> e.kind() == EventKind.TRASHED).count();
            s = r.state();
        }
        assertTrue(picks > 50, "the fuzz should pick often, picked " + picks);
        assertTrue(trashed > 0, "the fuzz should trash sometimes");
    }

    @Test
    void theLedgerBalancesThroughEveryPipelineWithPlatesComingBackDirty() {
        Kitchen base = TestKitchens.parse(
                "###########",
                "#T=C=S=P=W#",
                "#1.2...3.4#",
                "#D=L=K=X=O#",
                "###########");
        RoundRules.Hazards hazards = new RoundRules.Hazards(60, true, true, 80, List.of(), RoundRules.Rush.NONE);
        KitchenState s = Sim.newRound(TestKitchens.withRules(base, TestKitchens.rules(hazards)), List.of("a", "b", "c", "d"), 9);
        Rng rng = new Rng(4242);
        int[] holdFor = new int[4];
        java.util.Set<EventKind> seen = java.util.EnumSet.noneOf(EventKind.class);
        for (int t = 0; t < 6000; t++) {
            List<PlayerInput> in = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                if (holdFor[i] > 0) {
                    holdFor[i]--;
                } else if (rng.nextInt(3) == 0) {
                    holdFor[i] = rng.nextInt(3) == 0 ? 45 : 1;
                }
                double mx = holdFor[i] > 1 ? 0 : rng.nextInt(3) - 1;
                double my = holdFor[i] > 1 ? 0 : rng.nextInt(3) - 1;
                in.add(PlayerInput.of(String.valueOf((char) ('a' + i)), mx, my, holdFor[i] > 0, s.tick(), t));
            }
            StepResult r = Sim.step(s, 0.05, in);
            assertEquals(List.of(), ItemLedger.violations(s, r.state(), r.events()), "tick " + t);
            r.events().forEach(e -> seen.add(e.kind()));
            s = r.state();
        }
        for (EventKind k : List.of(EventKind.PICKED, EventKind.DROPPED, EventKind.CHOPPED, EventKind.TRASHED, EventKind.ORDER_IN,
                EventKind.MISSED, EventKind.SPILL)) {
            assertTrue(seen.contains(k), "the fuzz never produced " + k + ": " + seen);
        }
    }

    @Test
    void theLedgerCatchesAnItemThatVanishesSilently() {
        KitchenState s = Sim.newRound(TestKitchens.standard(), List.of("a"), 1);
        KitchenState holding = TestKitchens.withPlayer(s, s.players().get(0).withHeld(java.util.Optional.of(
                new Item(0, ItemKind.TOMATO, ItemForm.RAW))));
        assertEquals(1, ItemLedger.violations(holding, s, List.of()).size());
        assertEquals(1, ItemLedger.violations(s, holding, List.of()).size());
    }
}
