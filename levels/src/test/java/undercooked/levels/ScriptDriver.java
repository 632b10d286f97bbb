package undercooked.levels;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import undercooked.sim.Facing;
import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.Player;
import undercooked.sim.PlayerInput;
import undercooked.sim.ReplayRun;
import undercooked.sim.Sim;
import undercooked.sim.SimConstants;
import undercooked.sim.Vec2;

/**
 * Writes replay scripts by playing them: each cook works through goals (walk to a cell and face a
 * way, push the stick for a while, press for n ticks, wait for a tick or for an item on a cell),
 * reading the live state to decide each frame. The frames it emitted are the script; the committed
 * scripts were made this way ({@link ReplayScriptMaker}), and then they replay open-loop.
 *
 * <p>The sim's test {@code Choreography} is the model. Modules share no test code (there is no
 * test jar), so this is a second copy, with the goals the campaign scripts need on top (a raw
 * stick push, waiting for a fixture to finish).
 */
final class ScriptDriver {
    sealed interface Goal {
    }

    record MoveTo(int x, int y, Facing face) implements Goal {
    }

    /** Hold the stick at (mx, my) for n ticks, whatever is in the way. */
    record Push(double mx, double my, int ticks) implements Goal {
    }

    record Press(int ticks) implements Goal {
    }

    record WaitTick(long tick) implements Goal {
    }

    record WaitItemOn(int x, int y) implements Goal {
    }

    /** Wait until the fixture at (x, y) has finished its work (chopped, cooked, plated). */
    record WaitReady(int x, int y) implements Goal {
    }

    private final List<String> ids;
    private final List<List<Goal>> goals;
    private final int[] next;
    private final int[] count;

    ScriptDriver(List<String> ids, List<List<Goal>> goals) {
        this.ids = List.copyOf(ids);
        this.goals = List.copyOf(goals);
        this.next = new int[ids.size()];
        this.count = new int[ids.size()];
    }

    /**
     * Plays the goals on the kitchen until every cook is done (plus {@code tail} idle ticks) and
     * returns the frames as a script.
     *
     * @throws IllegalStateException when the goals are not done by {@code maxTicks}
     */
    InputScript play(Kitchen kitchen, String name, String levelId, long seed, int tail, int maxTicks) {
        InputScript empty = new InputScript(name, seed, levelId, SimConstants.TICK_HZ, 1, seatFrames(), List.of());
        KitchenState s = ReplayRun.initialState(kitchen, empty);
        List<InputScript.Frame> frames = new ArrayList<>();
        int idle = 0;
        while (idle < tail) {
            if (s.tick() >= maxTicks) {
                throw new IllegalStateException("goals not done by tick " + maxTicks + ": " + progress(s));
            }
            if (done()) {
                idle++;
            }
            List<PlayerInput> in = new ArrayList<>();
            for (int i = 0; i < ids.size(); i++) {
                InputScript.Frame f = frame(s, i);
                frames.add(f);
                in.add(new PlayerInput(f.playerId(), f.move(), f.action(), f.face(), f.tick(), 0));
            }
            s = Sim.step(s, SimConstants.STEP_DT, in).state();
        }
        return empty.withFrames(frames);
    }

    /** Tick-0 frames that seat the cooks in order (the play loop replaces them). */
    private List<InputScript.Frame> seatFrames() {
        return ids.stream().map(id -> new InputScript.Frame(0, id, Vec2.ZERO, false, Optional.<Facing>empty())).toList();
    }

    private boolean done() {
        for (int i = 0; i < ids.size(); i++) {
            if (next[i] < goals.get(i).size()) {
                return false;
            }
        }
        return true;
    }

    private String progress(KitchenState s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < ids.size(); i++) {
            Player p = s.players().get(i);
            b.append(ids.get(i)).append(" goal ").append(next[i]).append('/').append(goals.get(i).size())
                    .append(" pos ").append(p.pos()).append("; ");
        }
        return b.toString();
    }

    private InputScript.Frame frame(KitchenState s, int i) {
        Player p = s.players().get(i);
        List<Goal> mine = goals.get(i);
        double mx = 0;
        double my = 0;
        boolean act = false;
        Optional<Facing> face = Optional.empty();
        while (next[i] < mine.size()) {
            Goal g = mine.get(next[i]);
            if (g instanceof MoveTo m) {
                double dx = m.x() + 0.5 - p.pos().x();
                double dy = m.y() + 0.5 - p.pos().y();
                if (Math.abs(dx) < 0.06 && Math.abs(dy) < 0.06 && p.vel().length() < 0.2) {
                    face = Optional.of(m.face()); // turn on this frame, act from the next
                    next[i]++;
                    break;
                }
                mx = Math.max(-1, Math.min(1, dx * 3));
                my = Math.max(-1, Math.min(1, dy * 3));
                break;
            } else if (g instanceof Push push) {
                if (count[i] < push.ticks()) {
                    count[i]++;
                    mx = push.mx();
                    my = push.my();
                    break;
                }
                count[i] = 0;
                next[i]++;
            } else if (g instanceof Press pr) {
                if (count[i] < pr.ticks()) {
                    count[i]++;
                    act = true;
                    break;
                }
                count[i] = 0;
                next[i]++;
                break; // one released frame between presses
            } else if (g instanceof WaitTick w) {
                if (s.tick() < w.tick()) {
                    break;
                }
                next[i]++;
            } else if (g instanceof WaitItemOn w) {
                int st = s.kitchen().stationIndexAt(w.x(), w.y()).orElseThrow();
                if (s.stations().get(st).contents().isEmpty()) {
                    break;
                }
                next[i]++;
            } else if (g instanceof WaitReady w) {
                int st = s.kitchen().stationIndexAt(w.x(), w.y()).orElseThrow();
                if (s.stations().get(st).state() != undercooked.sim.StationState.READY) {
                    break;
                }
                next[i]++;
            }
        }
        return new InputScript.Frame(s.tick(), ids.get(i), new Vec2(round(mx), round(my)), act, face);
    }

    /** Three decimals keep the committed scripts readable; the round is whatever the frames say. */
    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
