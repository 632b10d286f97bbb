package undercooked.levels;

import java.util.ArrayList;
import java.util.List;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;
import undercooked.sim.ReplayResult;
import undercooked.sim.ReplayRun;
import undercooked.sim.Sim;
import undercooked.sim.SimConstants;
import undercooked.sim.Verdict;

/**
 * Real rounds for tests of other packages (the archive survey): {@link KitchenBot}s play a campaign
 * level, their frames become a script, and the golden is recorded by replaying that script, so
 * the pair checks exactly whatever the live loop's stamps were.
 */
public final class RoundMaker {
    private RoundMaker() {
    }

    /** A played round: the script, its golden (cadence 1 with system hashes when asked) and the replay's end. */
    public record Played(InputScript script, Golden golden, KitchenState end) {
    }

    public static Played play(String levelId, List<String> ids, long seed, int maxTicks, boolean withSystems) {
        Level level = Campaign.builtIn().load(levelId).orElseThrow();
        Kitchen k = level.kitchen();
        KitchenState s = Sim.newRound(k, ids, seed);
        KitchenBot.Team team = new KitchenBot.Team();
        List<KitchenBot> bots = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            bots.add(new KitchenBot(ids.get(i), i, team, k));
        }
        List<InputScript.Frame> frames = new ArrayList<>();
        for (int t = 0; t < maxTicks && s.verdict() == Verdict.PLAYING; t++) {
            List<PlayerInput> in = new ArrayList<>();
            for (KitchenBot b : bots) {
                PlayerInput p = b.input(s);
                frames.add(new InputScript.Frame(t, p.playerId(), p.move(), p.action(), p.face()));
                in.add(p);
            }
            s = Sim.step(s, SimConstants.STEP_DT, in).state();
        }
        InputScript script = new InputScript(levelId + "_" + seed, seed, levelId, SimConstants.TICK_HZ,
                withSystems ? 1 : 20, frames, List.of());
        ReplayResult replay = ReplayRun.run(k, script, script.length(), withSystems);
        return new Played(script, Golden.of(script, k, replay), replay.finalState());
    }
}
