package undercooked.server.rooms;

import java.util.Optional;

import undercooked.protocol.EventWire;
import undercooked.server.wire.SnapshotEncoder;
import undercooked.sim.KitchenState;
import undercooked.sim.Sim;
import undercooked.sim.StepResult;

/**
 * Releases a disconnected cook's carried item so a teammate is not left waiting on it, through
 * the kernel's {@link Sim#park}: onto the surface under or in front of the cook as a marked
 * set-down, or out of the round with a {@code ghost_park} event and the {@code lost_items}
 * counter. Never silently. The park is a round input like a frame: the room records when it
 * happened so a replay applies it at the same tick.
 */
final class Parking {

    static final String LOST_ITEMS = "lost_items";

    private Parking() {
    }

    record Released(KitchenState state, Optional<EventWire> event) {
    }

    static Released release(KitchenState st, String playerId, SnapshotEncoder encoder) {
        StepResult r = Sim.park(st, playerId);
        return new Released(r.state(), r.events().stream().findFirst().map(encoder::event));
    }
}
