package undercooked.sim;

import java.util.ArrayList;
import java.util.List;

/** Replay scripts for kernel tests, made from the choreographed rounds the determinism tests drive. */
final class ReplayScripts {
    static final long SEED = 2026;

    private ReplayScripts() {
    }

    /** The inputs a live round was fed, as a script: one frame per input, stamped tick = received tick. */
    static InputScript fromInputs(String name, long seed, List<List<PlayerInput>> inputs) {
        List<InputScript.Frame> frames = new ArrayList<>();
        for (List<PlayerInput> tick : inputs) {
            for (PlayerInput in : tick) {
                frames.add(new InputScript.Frame(in.receivedAtTick(), in.playerId(), in.move(), in.action(), in.face()));
            }
        }
        return new InputScript(name, seed, "test", SimConstants.TICK_HZ, InputScript.DEFAULT_RECORD_EVERY, frames, List.of());
    }

    /** The 600-tick two-cook round of {@code DeterminismTest}: picks, a hand-off, a contested grab, the trash. */
    static InputScript twoCooks() {
        return fromInputs("two_cooks", SEED, DeterminismTest.drive(Choreography.twoCooks(), List.of("a", "b"), SEED).inputs());
    }

    /** Frame {@code index} with another move. */
    static InputScript withMove(InputScript s, int index, double x, double y) {
        List<InputScript.Frame> frames = new ArrayList<>(s.frames());
        InputScript.Frame f = frames.get(index);
        frames.set(index, new InputScript.Frame(f.tick(), f.playerId(), new Vec2(x, y), f.action(), f.face()));
        return s.withFrames(frames);
    }
}
