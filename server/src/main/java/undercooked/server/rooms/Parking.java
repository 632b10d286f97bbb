package undercooked.server.rooms;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import undercooked.protocol.EventWire;
import undercooked.server.wire.SnapshotEncoder;
import undercooked.sim.Cell;
import undercooked.sim.Item;
import undercooked.sim.KitchenState;
import undercooked.sim.Player;
import undercooked.sim.Slot;
import undercooked.sim.Station;

/**
 * Releases a disconnected cook's carried item so a teammate is not left waiting on it. The
 * item is never deleted silently: it goes onto the fixture under the cook, or else the one it
 * faces (in this kernel a cook stands only on fixtures that hold nothing, so the faced work top
 * is the usual place), as a marked set-down: grabbable, and inside the hand-off window a pass.
 * With no fixture that can take it, it goes into the {@code lost_items} counter with a
 * {@code ghost_park} event as its tombstone.
 *
 * <p>This edits the state between two kernel steps through the records' public constructors;
 * it belongs in the kernel ({@code Sim.park}) once the kitchen rules settle, so that replays
 * can reproduce it. Until then the room is the only caller.
 */
final class Parking {

    static final String LOST_ITEMS = "lost_items";

    private Parking() {
    }

    record Released(KitchenState state, Optional<EventWire> event) {
    }

    static Released release(KitchenState st, String playerId, SnapshotEncoder encoder) {
        Optional<Player> found = st.player(playerId);
        if (found.isEmpty() || found.get().held().isEmpty()) {
            return new Released(st, Optional.empty());
        }
        Player cook = found.get();
        Item item = cook.held().get();
        List<Player> players = new ArrayList<>(st.players());
        players.set(cook.seat(), cook.withHeld(Optional.empty()));
        Cell here = Cell.containing(cook.pos().x(), cook.pos().y());
        Cell faced = here.plus(cook.facing().dx(), cook.facing().dy());
        for (Cell cell : List.of(here, faced)) {
            Optional<Integer> under = st.kitchen().stationIndexAt(cell.x(), cell.y());
            if (under.isEmpty()) {
                continue;
            }
            Station station = st.stations().get(under.get());
            if (station.contents().size() < station.kind().capacity()) {
                List<Slot> contents = new ArrayList<>(station.contents());
                contents.add(new Slot(item, playerId, st.tick()));
                List<Station> stations = new ArrayList<>(st.stations());
                stations.set(under.get(), station.withContents(contents));
                KitchenState next = rebuild(st, players, stations, st.counters());
                return new Released(next, Optional.of(encoder.roomEvent("dropped", cell.centerX(), cell.centerY(),
                        "player_id", playerId, "item", item.wireName())));
            }
        }
        KitchenState next = rebuild(st, players, st.stations(), st.counters().plus(LOST_ITEMS, 1));
        return new Released(next, Optional.of(encoder.roomEvent("ghost_park", cook.pos().x(), cook.pos().y(),
                "player_id", playerId, "item", item.kind().wireName(), "form", item.form().wireName())));
    }

    /**
     * A copy of the state with three components replaced, through the record's canonical
     * constructor found by reflection. Reflection, because the kernel's state is growing
     * (orders, hazards, scoring) and this bridge must not break with every new component
     * until the kernel owns the park itself.
     */
    static KitchenState rebuild(KitchenState st, List<Player> players, List<Station> stations,
                                        undercooked.sim.Counters counters) {
        RecordComponent[] components = KitchenState.class.getRecordComponents();
        Object[] values = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        try {
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                values[i] = switch (components[i].getName()) {
                    case "players" -> players;
                    case "stations" -> stations;
                    case "counters" -> counters;
                    default -> components[i].getAccessor().invoke(st);
                };
            }
            return KitchenState.class.getDeclaredConstructor(types).newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot rebuild the kitchen state for a park", e);
        }
    }
}
