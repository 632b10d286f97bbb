package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What running a script produced: the hashes at the script's cadence (tick 0 and the final tick
 * always among them), the states at those same ticks (so a failed comparison can be diffed without
 * running anything again), the final state, and the events of every tick that had any.
 *
 * @param hashes in tick order
 * @param states the state at each entry of {@code hashes}, same order
 * @param events only the ticks with events, in tick order
 * @param systems the hashes after each stage of the substep into every recorded tick after 0, when
 *     the run was asked for them ({@link ReplayRun#run(Kitchen, InputScript, long, boolean)}); else empty
 */
public record ReplayResult(List<TickHash> hashes, List<KitchenState> states, KitchenState finalState,
                           List<TickEvents> events, List<SystemHashes> systems) {
    public ReplayResult {
        hashes = List.copyOf(hashes);
        states = List.copyOf(states);
        Objects.requireNonNull(finalState, "finalState");
        events = List.copyOf(events);
        systems = List.copyOf(systems);
        if (hashes.isEmpty() || hashes.size() != states.size()) {
            throw new IllegalArgumentException("a result records at least tick 0, one state per hash; got "
                    + hashes.size() + " hashes and " + states.size() + " states");
        }
        if (hashes.getLast().tick() != finalState.tick()) {
            throw new IllegalArgumentException("the final tick " + finalState.tick() + " must be the last recorded, got "
                    + hashes.getLast().tick());
        }
    }

    /** A result without system hashes. */
    public ReplayResult(List<TickHash> hashes, List<KitchenState> states, KitchenState finalState,
                        List<TickEvents> events) {
        this(hashes, states, finalState, events, List.of());
    }

    public long finalTick() {
        return finalState.tick();
    }

    public long finalHash() {
        return hashes.getLast().hash();
    }

    /** The state at a recorded tick; empty for a tick the cadence skipped. */
    public Optional<KitchenState> stateAt(long tick) {
        int i = indexOf(tick);
        return i < 0 ? Optional.empty() : Optional.of(states.get(i));
    }

    /** Every event of the run, in the order the kernel reported them. */
    public List<Event> allEvents() {
        List<Event> out = new ArrayList<>();
        for (TickEvents t : events) {
            out.addAll(t.events());
        }
        return out;
    }

    int indexOf(long tick) {
        return TickHash.indexOf(hashes, tick);
    }
}
