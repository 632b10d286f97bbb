package undercooked.sim;

import java.util.ArrayList;
import java.util.List;

import undercooked.sim.GoalScript.MoveTo;
import undercooked.sim.GoalScript.Press;
import undercooked.sim.GoalScript.WaitItemOn;
import undercooked.sim.GoalScript.WaitTick;

/**
 * The whole-round tests' cooks: a {@link GoalScript} whose intents become the kernel's inputs
 * directly (unrounded, each cook's seq counting up), plus the two and four cook scenes the
 * determinism tests pin.
 */
final class Choreography {

    private final GoalScript script;
    private final long[] seq;

    Choreography(List<String> ids, List<List<GoalScript.Goal>> goals) {
        this.script = new GoalScript(ids, goals);
        this.seq = new long[ids.size()];
    }

    boolean done() {
        return script.done();
    }

    /** Where each cook is in its goal list, for failure messages. */
    String progress(KitchenState s) {
        return script.progress(s);
    }

    List<PlayerInput> inputs(KitchenState s) {
        List<PlayerInput> out = new ArrayList<>();
        for (int i = 0; i < script.ids().size(); i++) {
            GoalScript.Intent in = script.intent(s, i);
            out.add(new PlayerInput(script.ids().get(i), new Vec2(in.mx(), in.my()), in.act(), in.face(), s.tick(),
                    ++seq[i]));
        }
        return out;
    }

    /** Two cooks: a fetches a tomato and passes it over the middle counter; b takes it (a hand-off),
     *  puts it back; both grab for it on the same tick (contested); the winner trashes it. */
    static Choreography twoCooks() {
        return new Choreography(List.of("a", "b"), List.of(
                List.of(new MoveTo(1, 2, Facing.UP), new Press(1), new MoveTo(5, 4, Facing.RIGHT), new Press(1),
                        new WaitTick(260), new Press(1), new MoveTo(7, 6, Facing.DOWN), new Press(10),
                        new MoveTo(7, 6, Facing.DOWN), new Press(10)),
                List.of(new MoveTo(7, 4, Facing.LEFT), new WaitItemOn(6, 4), new Press(1), new Press(1),
                        new WaitTick(260), new Press(1), new MoveTo(7, 6, Facing.DOWN), new Press(10))));
    }

    /** Four cooks: the two-cook pass on the top half, and a contested grab on the lower counter. */
    static Choreography fourCooks() {
        return new Choreography(List.of("a", "b", "c", "d"), List.of(
                List.of(new MoveTo(1, 2, Facing.UP), new Press(1), new MoveTo(5, 4, Facing.RIGHT), new Press(1)),
                List.of(new MoveTo(7, 4, Facing.LEFT), new WaitItemOn(6, 4), new Press(1),
                        new MoveTo(7, 6, Facing.DOWN), new Press(10)),
                List.of(new MoveTo(1, 6, Facing.DOWN), new Press(1), new MoveTo(5, 5, Facing.RIGHT), new Press(1),
                        new WaitTick(300), new Press(1)),
                List.of(new WaitTick(150), new MoveTo(7, 5, Facing.LEFT), new WaitTick(300), new Press(1),
                        new MoveTo(8, 6, Facing.DOWN), new Press(10))));
    }
}
