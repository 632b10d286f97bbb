package undercooked.server.rooms;

import java.util.List;

import undercooked.server.meters.SystemTimes;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;
import undercooked.sim.Sim;
import undercooked.sim.StepResult;

/** The kernel's step, injectable so a test can make one room's tick fail on purpose. */
@FunctionalInterface
public interface Stepper {

    StepResult step(KitchenState state, double dt, List<PlayerInput> inputs);

    static Stepper kernel() {
        return Sim::step;
    }

    /** The kernel's step with each system timed into {@code times} (the same arithmetic, watched). */
    static Stepper timed(SystemTimes times) {
        return (state, dt, inputs) -> Sim.step(state, dt, inputs, times.observer());
    }
}
