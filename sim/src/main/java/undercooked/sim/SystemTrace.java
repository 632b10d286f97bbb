package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One replayed tick taken apart system by system: the state after the parks of the tick (when
 * there are any) and after each substep system in {@link TickOrder}'s order, with the events each
 * raised. It is the same arithmetic as {@link Sim#step} (the step itself is run, with an observer),
 * so the last stage's state is the tick's state. It answers "which system made this differ":
 * {@link #firstDifference} over two traces of the same tick.
 *
 * @param tick the tick the traced substep advances from
 * @param stages in the order they ran
 * @param result what the tick produced, exactly as an untraced step gives it
 */
public record SystemTrace(long tick, List<Stage> stages, StepResult result) {
    /** The stage name of the parks a room applies between two steps. */
    public static final String PARKS = "parks";

    /** One system's result: the state once it had run, its hash, and the events it raised. */
    public record Stage(String system, KitchenState after, long hash, List<Event> events) {
        public Stage {
            Objects.requireNonNull(system, "system");
            Objects.requireNonNull(after, "after");
            events = List.copyOf(events);
        }
    }

    public SystemTrace {
        stages = List.copyOf(stages);
        Objects.requireNonNull(result, "result");
    }

    /** Traces one substep from {@code state} with these inputs, after these parks (player ids, in order). */
    public static SystemTrace of(KitchenState state, List<PlayerInput> inputs, List<String> parkedPlayers) {
        return of(state, inputs, parkedPlayers, Kernel.STANDARD);
    }

    /** As {@link #of(KitchenState, List, List)} under {@code kernel}. */
    static SystemTrace of(KitchenState state, List<PlayerInput> inputs, List<String> parkedPlayers, Kernel kernel) {
        Objects.requireNonNull(state, "state");
        List<Stage> stages = new ArrayList<>();
        List<Event> parkEvents = new ArrayList<>();
        KitchenState s = state;
        for (String id : parkedPlayers) {
            StepResult r = Sim.park(s, id);
            s = r.state();
            parkEvents.addAll(r.events());
        }
        if (!parkedPlayers.isEmpty()) {
            stages.add(new Stage(PARKS, s, s.stateHash(), parkEvents));
        }
        List<String> names = new ArrayList<>();
        List<KitchenState> afters = new ArrayList<>();
        List<Integer> counts = new ArrayList<>();
        StepResult r = Sim.step(s, SimConstants.STEP_DT, inputs, (system, after, count) -> {
            names.add(system);
            afters.add(after);
            counts.add(count);
        }, kernel);
        // The step appends events in system order: each system's are the slice it added.
        int from = 0;
        for (int i = 0; i < names.size(); i++) {
            int to = counts.get(i);
            stages.add(new Stage(names.get(i), afters.get(i), afters.get(i).stateHash(), r.events().subList(from, to)));
            from = to;
        }
        List<Event> events = new ArrayList<>(parkEvents);
        events.addAll(r.events());
        return new SystemTrace(state.tick(), stages, new StepResult(r.state(), events));
    }

    /**
     * The first stage after which two traces of one tick hold different states (compared by hash),
     * or empty when every stage agrees. Two runs that agree at a tick and differ at the next differ
     * first after the system this names: {@code action_gate} for a changed press, {@code movement}
     * for a changed stick, {@code parks} for a park one run lacks.
     */
    public static Optional<String> firstDifference(SystemTrace a, SystemTrace b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        int n = Math.max(a.stages().size(), b.stages().size());
        for (int i = 0; i < n; i++) {
            if (i >= a.stages().size() || i >= b.stages().size()) {
                return Optional.of((i >= a.stages().size() ? b : a).stages().get(i).system());
            }
            Stage sa = a.stages().get(i);
            Stage sb = b.stages().get(i);
            if (!sa.system().equals(sb.system())) {
                return Optional.of(PARKS); // one side parked a cook and the other did not
            }
            if (sa.hash() != sb.hash()) {
                return Optional.of(sa.system());
            }
        }
        return Optional.empty();
    }
}
