package undercooked.server.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.protocol.FullFrame;
import undercooked.protocol.HazardSnap;
import undercooked.protocol.OrderSnap;
import undercooked.protocol.Protocol;
import undercooked.protocol.RestStations;
import undercooked.protocol.SnapDelta;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.WireCodec;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;
import undercooked.sim.Rng;
import undercooked.sim.Sim;
import undercooked.sim.StepResult;
import undercooked.sim.Verdict;

/**
 * The contract's frame budget on every campaign level, not on a sample kitchen: four cooks play a
 * busy round (always walking, turning, pressing in taps and holds, so items travel, land on
 * counters, get chopped and cooked), and every tick's full frame is encoded as a protocol-4
 * client gets it, with at least 4 open orders and 3 hazards (the level's own, padded with the
 * longest recipe ids and hazard kinds where it has fewer). The largest must fit
 * {@link Protocol#SNAP_FRAME_BUDGET_BYTES}; the deltas between the same frames average at most
 * {@link #DELTA_BUDGET_BYTES}. The live figures over real sockets are {@code FrameBudgetIntegrationTest}'s.
 */
class SizeBudgetTest {

    /**
     * The delta average the issue holds a room of four moving cooks to (docs/PROTOCOL.md, Budgets),
     * on every level, the one with a moving obstacle (06) too: its patch is its kind and new place.
     */
    static final int DELTA_BUDGET_BYTES = 200;
    private static final List<String> COOKS = List.of("p0", "p1", "p2", "p3");
    private static final int TICKS = 2400;

    private final WireCodec codec = new WireCodec();
    private final SnapshotEncoder encoder = new SnapshotEncoder();

    static Stream<String> levels() {
        return Campaign.builtIn().levels().stream().map(Level::id);
    }

    @ParameterizedTest
    @MethodSource("levels")
    void everyFullFrameOfABusyFourCookRoundFitsTheBudget(String levelId) {
        Level level = Campaign.builtIn().load(levelId).orElseThrow();
        RestStations rest = encoder.atRest(level.kitchen());
        KitchenState state = Sim.newRound(level.kitchen(), COOKS, 11);
        List<SnapshotEncoder.Cast> cast = new ArrayList<>();
        for (int i = 0; i < COOKS.size(); i++) {
            cast.add(new SnapshotEncoder.Cast(COOKS.get(i), i, true));
        }
        String recipe = level.recipes().stream().max(Comparator.comparingInt(String::length)).orElse("tomato_soup");
        SnapshotEncoder.StationMemo memo = new SnapshotEncoder.StationMemo();
        Bots bots = new Bots(levelId.hashCode());
        int largest = 0;
        long deltaBytes = 0;
        int deltas = 0;
        FullFrame previous = null;
        for (long t = 0; t < TICKS && state.verdict() == Verdict.PLAYING; t++) {
            StepResult step = Sim.step(state, 1.0 / Protocol.DEFAULT_TICK_HZ, bots.inputs(t));
            state = step.state();
            List<undercooked.protocol.EventWire> events = encoder.events(step.events());
            FullFrame frame = padded(encoder.frame(state, cast,
                    events.subList(0, Math.min(events.size(), Protocol.MAX_EVENTS_PER_FRAME)), memo), recipe);
            largest = Math.max(largest, WireCodec.utf8Length(codec.encode(new SnapMsg(rest.strip(frame)))));
            if (previous != null) {
                String dtext = codec.encode(new SnapMsg(SnapDelta.between(previous, frame)));
                deltaBytes += WireCodec.utf8Length(dtext);
                deltas++;
            }
            previous = frame;
        }
        double deltaAverage = deltaBytes / (double) deltas;
        System.out.printf(Locale.ROOT, "frame budget %s: %d stations, largest full %d bytes, delta average %.1f bytes%n",
                levelId, rest.stations().size(), largest, deltaAverage);

        assertTrue(largest <= Protocol.SNAP_FRAME_BUDGET_BYTES, levelId + ": largest full frame " + largest + " bytes");
        assertTrue(deltaAverage <= DELTA_BUDGET_BYTES, levelId + ": delta average " + deltaAverage + " bytes");
    }

    /**
     * The frame with at least 4 orders and 3 hazards: the budget's kitchen, whatever the level's
     * rules spawn. The longest kind names first (a standing obstacle, a spill, a fire, then more), each
     * only where it keeps the frame legal: not a second obstacle (a kitchen has one, and the
     * codec refuses two), not a hazard whose identity the frame already has.
     */
    static FullFrame padded(FullFrame f, String recipe) {
        List<OrderSnap> orders = new ArrayList<>(f.orders());
        for (int id = 9990; orders.size() < 4; id++) {
            orders.add(new OrderSnap(id, recipe, 0.57, 40));
        }
        List<HazardSnap> hazards = new ArrayList<>(f.hazards());
        List<HazardSnap> extra = List.of(new HazardSnap(HazardSnap.MOVING_OBSTACLE, 5.5, 6.25, 0.0),
                new HazardSnap("spill", 6.0, 4.0, 7.25), new HazardSnap("fire", 10.0, 1.0, 0.0),
                new HazardSnap("spill", 7.0, 4.0, 7.25), new HazardSnap("fire", 11.0, 1.0, 0.0));
        for (HazardSnap h : extra) {
            if (hazards.size() < 3 && hazards.stream().noneMatch(z -> z.key().equals(h.key()))) {
                hazards.add(h);
            }
        }
        return new FullFrame(f.tick(), f.score(), f.target(), f.timeLeft(), f.players(), f.stations(), orders, hazards,
                f.events());
    }

    @Test
    void thePaddingGivesAKitchenWithAnObstacleOtherHazardsNotASecondObstacle() {
        HazardSnap walking = new HazardSnap(HazardSnap.MOVING_OBSTACLE, 2.0, 3.0, 0.0);
        HazardSnap spill = new HazardSnap("spill", 6.0, 4.0, 1.0);
        FullFrame withObstacle = new FullFrame(1, 0, 0, 60.0, List.of(), List.of(), List.of(), List.of(walking, spill),
                List.of());
        FullFrame without = new FullFrame(1, 0, 0, 60.0, List.of(), List.of(), List.of(), List.of(), List.of());

        assertEquals(List.of("moving_obstacle 2.0", "fire 10.0", "spill 6.0"), kinds(padded(withObstacle, "salad")));
        assertEquals(List.of("moving_obstacle 5.5", "fire 10.0", "spill 6.0"), kinds(padded(without, "salad")));
    }

    private static List<String> kinds(FullFrame f) {
        return f.hazards().stream().map(h -> h.kind() + " " + h.x()).toList();
    }

    /** Four cooks that never stand still: a new direction every ~1.6 s, taps and 1.5 s holds of the button. */
    private static final class Bots {
        private final Rng rng;
        private final double[] mx = new double[4];
        private final double[] my = new double[4];
        private final int[] hold = new int[4];
        private long seq;

        Bots(long seed) {
            this.rng = new Rng(seed);
        }

        List<PlayerInput> inputs(long tick) {
            List<PlayerInput> out = new ArrayList<>(4);
            for (int i = 0; i < 4; i++) {
                if (tick == 0 || (rng.nextLong() & 31) == 0) {
                    double a = rng.nextDouble() * 2 * Math.PI;
                    mx[i] = Math.round(Math.cos(a) * 10) / 10.0;
                    my[i] = Math.round(Math.sin(a) * 10) / 10.0;
                }
                if (hold[i] > 0) {
                    hold[i]--;
                } else if ((rng.nextLong() & 15) == 0) {
                    hold[i] = (rng.nextLong() & 3) == 0 ? 30 : 1;
                }
                out.add(PlayerInput.of(COOKS.get(i), mx[i], my[i], hold[i] > 0, tick, ++seq));
            }
            return out;
        }
    }
}
