package undercooked.botsclient;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import undercooked.bots.Bot;
import undercooked.bots.BotView;
import undercooked.bots.Bots;
import undercooked.bots.Persona;
import undercooked.bots.Team;
import undercooked.levels.Campaign;
import undercooked.protocol.FullFrame;
import undercooked.protocol.SnapDelta;
import undercooked.protocol.SnapshotView;
import undercooked.server.wire.SnapshotEncoder;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;
import undercooked.sim.Sim;
import undercooked.sim.SimConstants;

/**
 * The view a remote bot builds from the wire is the in-process view, as far as the wire carries
 * it: a round of planner bots on a campaign level, each tick's frame through the server's own
 * encoder and the client's delta merge, compared with {@link BotView#of} field by field.
 */
class WireViewTest {

    private static final SnapshotEncoder ENCODER = new SnapshotEncoder();

    @ParameterizedTest
    @ValueSource(strings = {"01_first_shift", "03_the_pass", "06_rush_hour"})
    void theWireViewOfEveryTickMatchesTheKernelsView(String levelId) {
        var kitchen = Campaign.builtIn().load(levelId).orElseThrow().kitchen();
        KitchenState state = Sim.newRound(kitchen, List.of("p0", "p1"), 5);
        Team team = new Team();
        List<Bot> bots = List.of(Bots.create(Persona.EXPERT, "p0", 1, team), Bots.create(Persona.EXPERT, "p1", 2, team));
        SnapshotView merged = new SnapshotView(WireView.atRest(kitchen));
        FullFrame previous = null;
        int held = 0;
        for (int t = 0; t < 1200; t++) {
            List<SnapshotEncoder.Cast> cast = List.of(new SnapshotEncoder.Cast("p0", 0, true),
                    new SnapshotEncoder.Cast("p1", 1, true));
            FullFrame frame = ENCODER.frame(state, cast, List.of());
            merged.apply(previous == null ? frame : SnapDelta.between(previous, frame));
            previous = frame;
            BotView wire = WireView.of(kitchen, merged.current().orElseThrow());
            BotView kernel = BotView.of(state);
            assertSame(kernel, wire, levelId + " tick " + t);
            held += (int) kernel.cooks().stream().filter(c -> c.held().isPresent()).count();
            List<PlayerInput> inputs = new ArrayList<>();
            for (Bot b : bots) {
                inputs.add(b.next(kernel));
            }
            state = Sim.step(state, SimConstants.STEP_DT, inputs).state();
        }
        assertTrue(held > 0, "the bots picked things up, so held items were compared too");
    }

    private static void assertSame(BotView kernel, BotView wire, String where) {
        assertEquals(kernel.tick(), wire.tick(), where);
        assertEquals(kernel.score(), wire.score(), where);
        assertEquals(kernel.ticksLeft(), wire.ticksLeft(), 1, where);
        assertEquals(kernel.cooks().size(), wire.cooks().size(), where);
        for (int i = 0; i < kernel.cooks().size(); i++) {
            BotView.Cook k = kernel.cooks().get(i);
            BotView.Cook w = wire.cooks().stream().filter(c -> c.id().equals(k.id())).findFirst().orElseThrow();
            assertEquals(k.pos().x(), w.pos().x(), 0.006, where + " " + k.id());
            assertEquals(k.pos().y(), w.pos().y(), 0.006, where + " " + k.id());
            assertEquals(k.facing(), w.facing(), where);
            assertEquals(k.state(), w.state(), where);
            assertEquals(k.held(), w.held(), where + " " + k.id() + " holds");
        }
        for (int i = 0; i < kernel.stations().size(); i++) {
            BotView.Fixture k = kernel.stations().get(i);
            BotView.Fixture w = wire.stations().get(i);
            assertEquals(k.kind(), w.kind(), where);
            assertEquals(k.cell(), w.cell(), where);
            // The wire names a non-minting shelf's stock even when it is empty: the one thing it cannot say.
            boolean emptyShelf = k.contents().isEmpty() && kernel.kitchen().stations().get(i).stock().isPresent();
            if (!emptyShelf) {
                assertEquals(k.first(), w.first(), where + " station " + i + " " + k.kind());
            }
            assertEquals(k.state(), w.state(), where + " station " + i);
            assertEquals(Math.clamp(k.progress(), 0.0, 1.0), w.progress(), 0.006, where + " station " + i);
        }
        assertEquals(kernel.orders().stream().map(BotView.Ticket::id).toList(),
                wire.orders().stream().map(BotView.Ticket::id).toList(), where);
        assertEquals(kernel.hazards().stream().map(d -> d.kind().wireName()).sorted().toList(),
                wire.hazards().stream().map(d -> d.kind().wireName()).sorted().toList(), where);
    }

}
