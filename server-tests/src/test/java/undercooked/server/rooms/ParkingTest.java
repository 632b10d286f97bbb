package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import undercooked.protocol.EventWire;
import undercooked.server.wire.SnapshotEncoder;
import undercooked.sim.Facing;
import undercooked.sim.Item;
import undercooked.sim.ItemForm;
import undercooked.sim.ItemKind;
import undercooked.sim.KitchenState;
import undercooked.sim.Player;
import undercooked.sim.PlayerState;
import undercooked.sim.Sim;
import undercooked.sim.Slot;
import undercooked.sim.Station;
import undercooked.sim.Vec2;

class ParkingTest {

    private static final SnapshotEncoder ENCODER = new SnapshotEncoder();
    private static final Item TOMATO = new Item(7, ItemKind.TOMATO, ItemForm.CHOPPED);

    /** Level 1, one cook at its spawn (2.5, 3.5); the tomato shelf is two rows up at (2, 1). */
    private static KitchenState carrying(Vec2 pos, Facing facing) {
        KitchenState st = Sim.newRound(RoomFixture.CAMPAIGN.levels().getFirst().kitchen(), List.of("p0"), 1);
        Player cook = st.players().getFirst().withBody(pos, Vec2.ZERO, facing, PlayerState.IDLE, 0.0)
                .withHeld(Optional.of(TOMATO));
        return withPlayers(st, List.of(cook));
    }

    @Test
    void aCarriedItemGoesOntoTheFacedWorkTopAsAMarkedSetDown() {
        KitchenState st = carrying(new Vec2(2.5, 2.5), Facing.UP);
        Parking.Released r = Parking.release(st, "p0", ENCODER);
        assertTrue(r.state().players().getFirst().held().isEmpty());
        Station shelf = r.state().stations().stream()
                .filter(s -> s.cell().x() == 2 && s.cell().y() == 1).findFirst().orElseThrow();
        Slot slot = shelf.contents().getLast();
        assertEquals(TOMATO, slot.item());
        assertEquals("p0", slot.placedBy(), "a marked set-down: grabbable, and a hand-off inside the window");
        EventWire e = r.event().orElseThrow();
        assertEquals("dropped", e.kind());
        assertEquals("tomato_chopped", e.payload().get("it"));
        assertEquals(0, r.state().counter(Parking.LOST_ITEMS));
    }

    @Test
    void withNoFixtureToTakeItTheItemIsCountedLostWithAGhostParkEvent() {
        KitchenState st = carrying(new Vec2(2.5, 3.5), Facing.DOWN);
        Parking.Released r = Parking.release(st, "p0", ENCODER);
        assertTrue(r.state().players().getFirst().held().isEmpty());
        assertEquals(1, r.state().counter(Parking.LOST_ITEMS));
        EventWire e = r.event().orElseThrow();
        assertEquals("ghost_park", e.kind());
        assertEquals("tomato_chopped", e.payload().get("it"));
    }

    @Test
    void aCookCarryingNothingParksWithoutAnyChange() {
        KitchenState st = Sim.newRound(RoomFixture.CAMPAIGN.levels().getFirst().kitchen(), List.of("p0"), 1);
        Parking.Released r = Parking.release(st, "p0", ENCODER);
        assertSame(st, r.state());
        assertTrue(r.event().isEmpty());
    }

    /** A copy of the state with other players (tests place the cook by hand). */
    private static KitchenState withPlayers(KitchenState st, List<Player> players) {
        java.lang.reflect.RecordComponent[] components = KitchenState.class.getRecordComponents();
        Object[] values = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        try {
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                values[i] = components[i].getName().equals("players") ? players : components[i].getAccessor().invoke(st);
            }
            return KitchenState.class.getDeclaredConstructor(types).newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
