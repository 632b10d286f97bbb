package undercooked.sim;

import java.util.List;
import java.util.Objects;

/** What one {@link Sim#step} call returns: the new state and the events of its substeps, in order. */
public record StepResult(KitchenState state, List<Event> events) {
    public StepResult {
        Objects.requireNonNull(state, "state");
        events = List.copyOf(events);
    }
}
