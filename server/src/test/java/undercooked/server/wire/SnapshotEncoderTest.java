package undercooked.server.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import undercooked.levels.Campaign;
import undercooked.protocol.FullFrame;
import undercooked.protocol.RoundMsg;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;
import undercooked.sim.Sim;

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
}
