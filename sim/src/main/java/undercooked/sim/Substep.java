package undercooked.sim;

import java.util.List;

/**
 * The working set of one substep, handed to each system in {@link TickOrder} in turn. Local to
 * one {@link Sim#step} call and never shared: systems replace {@link #state} with new immutable
 * states and append to {@link #events}.
 */
final class Substep {
    KitchenState state;
    final List<Event> events;
    /** The resolved frame per seat for this call; null where a cook sent nothing (kept internal). */
    final PlayerInput[] frames;
    /** The players as the movement system found them, for a deadlock revert. */
    List<Player> moveStart;

    Substep(KitchenState state, List<Event> events, PlayerInput[] frames) {
        this.state = state;
        this.events = events;
        this.frames = frames;
    }

    /** The tick this substep advances from; events are stamped with it. */
    long tick() {
        return state.tick();
    }
}
