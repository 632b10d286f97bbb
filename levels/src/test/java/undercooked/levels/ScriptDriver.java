package undercooked.levels;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import undercooked.sim.Facing;
import undercooked.sim.GoalScript;
import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;
import undercooked.sim.ReplayRun;
import undercooked.sim.Sim;
import undercooked.sim.SimConstants;
import undercooked.sim.Vec2;

/**
 * Writes replay scripts by playing them: the cooks work through the sim's {@link GoalScript}
 * goals against the live kitchen, and the frames it emitted, moves rounded to three decimals,
 * are the script. The committed scripts were made this way ({@link ReplayScriptMaker}), and
 * then they replay open-loop.
 */
final class ScriptDriver {

    private final GoalScript script;

    ScriptDriver(List<String> ids, List<List<GoalScript.Goal>> goals) {
        this.script = new GoalScript(ids, goals);
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
                throw new IllegalStateException("goals not done by tick " + maxTicks + ": " + script.progress(s));
            }
            if (script.done()) {
                idle++;
            }
            List<PlayerInput> in = new ArrayList<>();
            for (int i = 0; i < script.ids().size(); i++) {
                GoalScript.Intent intent = script.intent(s, i);
                InputScript.Frame f = new InputScript.Frame(s.tick(), script.ids().get(i),
                        new Vec2(round(intent.mx()), round(intent.my())), intent.act(), intent.face());
                frames.add(f);
                in.add(new PlayerInput(f.playerId(), f.move(), f.action(), f.face(), f.tick(), 0));
            }
            s = Sim.step(s, SimConstants.STEP_DT, in).state();
        }
        return empty.withFrames(frames);
    }

    /** Tick-0 frames that seat the cooks in order (the play loop replaces them). */
    private List<InputScript.Frame> seatFrames() {
        return script.ids().stream()
                .map(id -> new InputScript.Frame(0, id, Vec2.ZERO, false, Optional.<Facing>empty())).toList();
    }

    /** Three decimals keep the committed scripts readable; the round is whatever the frames say. */
    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
