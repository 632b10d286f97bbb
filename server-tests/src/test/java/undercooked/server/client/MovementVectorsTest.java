package undercooked.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.api.Test;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelWriter;
import undercooked.sim.Facing;
import undercooked.sim.Hazard;
import undercooked.sim.HazardKind;
import undercooked.sim.KitchenState;
import undercooked.sim.Player;
import undercooked.sim.PlayerInput;
import undercooked.sim.Sim;
import undercooked.sim.SimConstants;
import undercooked.sim.Vec2;

/**
 * The movement vectors the browser's prediction ({@code js/predict.js}) is held to: four cooks on
 * every campaign level, played through the real kernel ({@code Sim.step}, one substep a call, the
 * whole tick order) with intents held for a few ticks as players hold keys, some of them steering
 * everyone into one spot so that pushes and deadlocks happen. Each tick records the spills under
 * the cooks, the frames fed and every cook's body afterwards at full precision;
 * {@code movement.test.mjs} replays each tick through the port from the tick before and compares
 * the numbers exactly.
 *
 * <p>The file is committed ({@code server/src/test/js/movement-vectors.json}) so a change to the kernel's
 * movement shows up here: this test regenerates the vectors and fails when they differ from the
 * committed ones. Regenerate with {@code -Dundercooked.movementVectors=write} and make the same
 * change in predict.js (docs/decisions/0026).
 */
class MovementVectorsTest {

    static final Path FILE = ClientScriptsTest.SCRIPT_TESTS.resolve("movement-vectors.json");
    private static final int TICKS = 90;
    private static final List<String> IDS = List.of("p0", "p1", "p2", "p3");

    @Test
    void theCommittedMovementVectorsAreWhatTheKernelDoesToday() throws IOException {
        String fresh = generate();
        if ("write".equals(System.getProperty("undercooked.movementVectors"))) {
            Files.writeString(FILE, fresh, StandardCharsets.UTF_8);
        }
        assertTrue(Files.exists(FILE), "the movement vectors are committed at " + FILE);
        String committed = Files.readString(FILE, StandardCharsets.UTF_8);
        assertEquals(committed.lines().count(), fresh.lines().count(),
                "the kernel's movement changed: regenerate with -Dundercooked.movementVectors=write and port the change to predict.js");
        assertTrue(committed.equals(fresh),
                "the kernel's movement changed: regenerate with -Dundercooked.movementVectors=write and port the change to predict.js"
                        + " (first differing line " + firstDifference(committed, fresh) + ")");
    }

    @Test
    void theVectorsExercisePushesSpillsAndStuns() throws IOException {
        String text = Files.readString(FILE, StandardCharsets.UTF_8);
        assertTrue(text.contains("\"hz\":[["), "some tick has a spill under play");
        assertTrue(text.contains(",\"stunned\","), "some cook is stunned (the moving obstacle)");
        assertTrue(text.contains("\"lv\":\"07_banquet_hall\""), "every campaign level is played");
    }

    private static int firstDifference(String a, String b) {
        List<String> la = a.lines().toList();
        List<String> lb = b.lines().toList();
        for (int i = 0; i < Math.min(la.size(), lb.size()); i++) {
            if (!la.get(i).equals(lb.get(i))) {
                return i + 1;
            }
        }
        return Math.min(la.size(), lb.size()) + 1;
    }

    /** The vectors as text: one line per level header and per tick, so a change reads as a diff. */
    static String generate() {
        StringBuilder out = new StringBuilder();
        out.append("{\"constants\":{\"STEP_DT\":").append(SimConstants.STEP_DT)
                .append(",\"MAX_SPEED\":").append(SimConstants.MAX_SPEED)
                .append(",\"ACCEL\":").append(SimConstants.ACCEL)
                .append(",\"DECEL\":").append(SimConstants.DECEL)
                .append(",\"RADIUS\":").append(SimConstants.RADIUS)
                .append("},\n\"levels\":[\n");
        List<Level> levels = Campaign.builtIn().levels();
        for (int li = 0; li < levels.size(); li++) {
            Level level = levels.get(li);
            out.append(li == 0 ? "" : ",\n").append("{\"lv\":\"").append(level.id()).append("\",\"level\":")
                    .append(LevelWriter.write(level).replace("\n", "").replace("\r", ""));
            KitchenState state = withSpills(Sim.newRound(level.kitchen(), IDS, 7L + li));
            out.append(",\n\"start\":").append(bodies(state)).append(",\n\"ticks\":[\n");
            Random random = new Random(li * 31L + 5);
            Intent[] held = new Intent[IDS.size()];
            long seq = 0;
            for (int t = 0; t < TICKS; t++) {
                List<PlayerInput> frames = new ArrayList<>();
                StringBuilder in = new StringBuilder("[");
                for (int i = 0; i < IDS.size(); i++) {
                    if (held[i] == null || held[i].until <= t) {
                        held[i] = Intent.next(random, state, i, t, ++seq);
                    }
                    Intent h = held[i];
                    in.append(i == 0 ? "" : ",");
                    if (h.silent) {
                        in.append("null");
                        continue;
                    }
                    frames.add(new PlayerInput(IDS.get(i), new Vec2(h.mx, h.my), false, h.face, h.at, h.seq));
                    in.append('[').append(h.mx).append(',').append(h.my).append(',')
                            .append(h.face.map(Facing::ordinal).orElse(-1)).append(',').append(h.at).append(',')
                            .append(h.seq).append(']');
                }
                in.append(']');
                String spills = spills(state);
                state = Sim.step(state, SimConstants.STEP_DT, frames).state();
                out.append(t == 0 ? "" : ",\n").append("{\"t\":").append(t).append(",\"hz\":").append(spills)
                        .append(",\"in\":").append(in).append(",\"out\":").append(bodies(state)).append('}');
            }
            out.append("\n]}");
        }
        out.append("\n]}\n");
        return out.toString();
    }

    /**
     * The round as it starts plus a spill under the first and third cooks for 60 ticks: the
     * levels drop their own spills every 40 s or more, later than these vectors reach.
     */
    private static KitchenState withSpills(KitchenState s) {
        List<Hazard> hazards = new ArrayList<>(s.hazards());
        for (int i : new int[] {0, 2}) {
            Vec2 at = s.players().get(i).pos();
            hazards.add(new Hazard(HazardKind.SPILL, Math.floor(at.x()) + 0.5, Math.floor(at.y()) + 0.5, 0, 60, -1));
        }
        return new KitchenState(s.kitchen(), s.seed(), s.tick(), s.accumulator(), s.rngState(), s.players(), s.stations(),
                s.nextItemId(), s.ticksLeft(), s.verdict(), s.score(), s.counters(), s.orders(), hazards,
                s.hazardRngState(), s.plateReturns(), s.board());
    }

    /** Every cook's body: x, y, vx, vy, facing (0 up .. 3 left), state, stun left. */
    private static String bodies(KitchenState state) {
        StringBuilder b = new StringBuilder("[");
        for (Player p : state.players()) {
            b.append(b.length() == 1 ? "" : ",").append('[').append(p.pos().x()).append(',').append(p.pos().y())
                    .append(',').append(p.vel().x()).append(',').append(p.vel().y()).append(',')
                    .append(p.facing().ordinal()).append(",\"").append(p.state().wireName()).append("\",")
                    .append(p.stun()).append(']');
        }
        return b.append(']').toString();
    }

    /** The spills' cells, which set traction (the other hazards do not touch movement). */
    private static String spills(KitchenState state) {
        StringBuilder b = new StringBuilder("[");
        for (Hazard z : state.hazards()) {
            if (z.kind() == HazardKind.SPILL) {
                b.append(b.length() == 1 ? "" : ",").append('[').append(z.cell().x()).append(',').append(z.cell().y())
                        .append(']');
            }
        }
        return b.append(']').toString();
    }

    /** A held intent: what a player keeps pressing for a few ticks. */
    private record Intent(double mx, double my, Optional<Facing> face, boolean silent, long at, long seq, int until) {

        static Intent next(Random r, KitchenState state, int i, int t, long seq) {
            int until = t + 2 + r.nextInt(12);
            double roll = r.nextDouble();
            if (roll < 0.08) {
                return new Intent(0, 0, Optional.empty(), true, t, seq, until); // sends nothing
            }
            if (roll < 0.2) {
                return new Intent(0, 0, Optional.empty(), false, t, seq, until); // stick centred
            }
            double mx;
            double my;
            if (roll < 0.55) { // everyone into one spot: pushes, queues, deadlocks
                Player me = state.players().get(i);
                double cx = 0;
                double cy = 0;
                for (Player p : state.players()) {
                    cx += p.pos().x() / state.players().size();
                    cy += p.pos().y() / state.players().size();
                }
                double dx = cx - me.pos().x();
                double dy = cy - me.pos().y();
                double len = Math.hypot(dx, dy);
                mx = len < 1e-9 ? 1 : dx / len;
                my = len < 1e-9 ? 0 : dy / len;
            } else if (roll < 0.8) { // a key or two: the eight directions
                mx = r.nextInt(3) - 1;
                my = r.nextInt(3) - 1;
                double len = Math.hypot(mx, my);
                if (len > 0 && r.nextBoolean()) { // the client's own normalising, to 2 decimals
                    mx = Math.round(mx / len * 100) / 100.0;
                    my = Math.round(my / len * 100) / 100.0;
                }
            } else { // a stick, part way, sometimes past the rim (the kernel clamps it)
                double a = r.nextDouble() * 2 * Math.PI;
                double m = 0.2 + r.nextDouble() * 1.2;
                mx = Math.round(Math.cos(a) * m * 100) / 100.0;
                my = Math.round(Math.sin(a) * m * 100) / 100.0;
            }
            Optional<Facing> face = r.nextDouble() < 0.1 ? Optional.of(Facing.values()[r.nextInt(4)]) : Optional.empty();
            return new Intent(mx, my, face, false, t, seq, until);
        }
    }
}
