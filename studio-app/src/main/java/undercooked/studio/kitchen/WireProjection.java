package undercooked.studio.kitchen;

import java.util.ArrayList;
import java.util.List;
import undercooked.protocol.EventWire;
import undercooked.protocol.FullFrame;
import undercooked.protocol.Protocol;
import undercooked.protocol.RestStations;
import undercooked.server.wire.SnapshotEncoder;
import undercooked.sim.Event;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.Player;

/**
 * A kernel state as the wire shows it, through the server's own encoder: a replay is drawn from
 * exactly the frame a live room would have sent at that tick (decision 0007). Every cook counts
 * as connected; the events are the tick's, as many as a frame carries.
 */
public final class WireProjection {
    private final SnapshotEncoder encoder = new SnapshotEncoder();
    private final SnapshotEncoder.StationMemo memo = new SnapshotEncoder.StationMemo();

    /**
     * The kitchen's stations at rest, which a live room's sparse full frames leave out: what a
     * watcher's {@code SnapshotView} puts back once the level has arrived (docs/decisions/0009).
     */
    public static RestStations atRest(Kitchen kitchen) {
        return new SnapshotEncoder().atRest(kitchen);
    }

    public FullFrame frame(KitchenState state, List<Event> events) {
        List<SnapshotEncoder.Cast> cast = new ArrayList<>(state.players().size());
        for (Player p : state.players()) {
            cast.add(new SnapshotEncoder.Cast(p.id(), p.seat(), true));
        }
        List<EventWire> wire = encoder.events(events.size() > Protocol.MAX_EVENTS_PER_FRAME
                ? events.subList(0, Protocol.MAX_EVENTS_PER_FRAME) : events);
        return encoder.frame(state, cast, wire, memo);
    }
}
