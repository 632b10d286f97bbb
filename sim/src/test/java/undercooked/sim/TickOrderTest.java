package undercooked.sim;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The substep order is a contract kept in three places on purpose: TickOrder, this expected list,
 * and the table in docs/SIMULATION.md. Changing one alone fails here.
 */
class TickOrderTest {
    private static final List<String> EXPECTED_PER_CALL = List.of("clamp_and_accumulate", "resolve_inputs");
    private static final List<String> EXPECTED_SUBSTEP = List.of(
            "action_gate", "movement", "stations", "orders", "hazards", "round_timer", "advance_tick");

    @Test
    void theSubstepOrderIsTheCanonicalOne() {
        assertEquals(EXPECTED_PER_CALL, TickOrder.PER_CALL);
        assertEquals(EXPECTED_SUBSTEP, TickOrder.substepNames());
    }

    @Test
    void theDocsTableListsTheSameOrder() throws Exception {
        List<String> documented = DocTables.column(DocTables.simulationDoc(), "Substep order", 1);
        List<String> expected = new java.util.ArrayList<>(EXPECTED_PER_CALL);
        expected.addAll(EXPECTED_SUBSTEP);
        assertEquals(expected, documented);
    }

    @Test
    void everySystemIsSafeOnAKitchenWithNoCooks() {
        KitchenState empty = Sim.newRound(TestKitchens.standard(), List.of(), 3);
        KitchenState s = empty;
        for (int i = 0; i < 100; i++) {
            StepResult r = Sim.step(s, 0.05, List.of());
            assertTrue(r.events().isEmpty(), "an empty kitchen reports nothing");
            s = r.state();
        }
        assertEquals(100, s.tick());
        assertEquals(empty.ticksLeft() - 100, s.ticksLeft());
        assertEquals(empty.stations(), s.stations());
    }

    @Test
    void eachSystemAloneIsSafeOnAnEmptyKitchen() {
        for (TickSystem system : TickOrder.PER_SUBSTEP) {
            KitchenState empty = Sim.newRound(TestKitchens.standard(), List.of(), 3);
            Substep sub = new Substep(empty, new java.util.ArrayList<>(), new PlayerInput[0]);
            system.body().run(sub);
            assertTrue(sub.events.isEmpty(), system.name() + " reported events on an empty kitchen");
            assertEquals(empty.players(), sub.state.players(), system.name());
        }
    }
}
