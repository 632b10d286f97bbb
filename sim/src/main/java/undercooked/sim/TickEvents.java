package undercooked.sim;

import java.util.List;

/**
 * The events of the substep that advanced a round from {@code tick} to {@code tick + 1}: the same
 * tick every one of them carries in {@link Event#tick()}.
 */
public record TickEvents(long tick, List<Event> events) {
    public TickEvents {
        events = List.copyOf(events);
    }
}
