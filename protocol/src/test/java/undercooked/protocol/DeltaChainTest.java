package undercooked.protocol;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The delta contract as a property: a client that applies a stream of full and delta frames,
 * as text through the codec, holds exactly what a fresh full encode of the server's state says.
 */
class DeltaChainTest {

    private final WireCodec codec = new WireCodec();

    static LongStream seeds() {
        return LongStream.range(0, 200);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void anyChainOfDeltasAppliedToTheLastFullEqualsTheFullReEncode(long seed) {
        Random random = new Random(seed);
        RandomKitchen kitchen = new RandomKitchen(random);
        SnapshotView view = new SnapshotView();
        FullFrame previous = null;
        for (int pass = 0; pass < 60; pass++) {
            FullFrame state = kitchen.step();
            boolean full = previous == null || pass % Protocol.FULL_SNAPSHOT_EVERY == 0 || random.nextInt(10) == 0;
            SnapFrame sent = full ? state : SnapDelta.between(previous, state);
            String wire = codec.encode(new SnapMsg(sent));

            SnapMsg received = (SnapMsg) codec.decodeServer(wire).message().orElseThrow();
            assertTrue(view.apply(received.raw()));

            FullFrame merged = view.current().orElseThrow();
            assertEquals(state, merged, "seed " + seed + " pass " + pass);
            assertEquals(codec.encodeFrame(state), codec.encodeFrame(merged), "seed " + seed + " pass " + pass);
            previous = state;
        }
    }

    /**
     * The same property for protocol 4 on a level: full frames leave the stations at rest out (the
     * receiver knows them), deltas carry changed fields only, and the view still equals the state.
     */
    @ParameterizedTest
    @MethodSource("seeds")
    void aSparseStreamOnALevelMergesToTheCompleteState(long seed) {
        Random random = new Random(seed);
        RandomKitchen kitchen = new RandomKitchen(random, true);
        RestStations rest = kitchen.rest();
        SnapshotView view = new SnapshotView(rest);
        FullFrame previous = null;
        for (int pass = 0; pass < 60; pass++) {
            FullFrame state = kitchen.step();
            boolean full = previous == null || pass % Protocol.FULL_SNAPSHOT_EVERY == 0 || random.nextInt(10) == 0;
            SnapFrame sent = full ? rest.strip(state) : SnapDelta.between(previous, state);
            SnapMsg received = (SnapMsg) codec.decodeServer(codec.encode(new SnapMsg(sent))).message().orElseThrow();
            assertTrue(view.apply(received.raw()));

            assertEquals(state, view.current().orElseThrow(), "seed " + seed + " pass " + pass);
            previous = state;
        }
    }

    /**
     * Protocol 3 on a level: sparse as protocol 4, but hazards by kind and tile and whole (a moved
     * obstacle is a tombstone and its whole entry, a life at 0 is left out), read as a protocol 3
     * client reads it; the view holds the state, as the protocol 4 view of the same stream does.
     */
    @ParameterizedTest
    @MethodSource("seeds")
    void aProtocol3StreamOnALevelMergesToTheSameStateAsAProtocol4One(long seed) {
        Random random = new Random(seed);
        RandomKitchen kitchen = new RandomKitchen(random, true);
        RestStations rest = kitchen.rest();
        SnapshotView p3 = new SnapshotView(rest);
        SnapshotView p4 = new SnapshotView(rest);
        FullFrame previous = null;
        for (int pass = 0; pass < 60; pass++) {
            FullFrame state = kitchen.step();
            boolean full = previous == null || pass % Protocol.FULL_SNAPSHOT_EVERY == 0 || random.nextInt(10) == 0;
            for (int version : new int[] {3, 4}) {
                FrameShape shape = FrameShape.of(version);
                SnapFrame sent = full ? rest.strip(state) : shape.delta(previous, state);
                String wire = codec.encode(new SnapMsg(sent), shape);
                SnapMsg received = (SnapMsg) codec.decodeServer(wire, version).message().orElseThrow();
                assertTrue((version == 3 ? p3 : p4).apply(received.raw()));
            }

            assertEquals(state, p4.current().orElseThrow(), "seed " + seed + " pass " + pass);
            assertEquals(FrameShape.of(3).known(state), p3.current().orElseThrow(), "seed " + seed + " pass " + pass);
            previous = state;
        }
    }

    /** Protocols 1 and 2 get the explicit shape: complete full frames and whole entries, merged the old way too. */
    @ParameterizedTest
    @MethodSource("seeds")
    void anExplicitStreamMergesToTheCompleteState(long seed) {
        Random random = new Random(seed);
        RandomKitchen kitchen = new RandomKitchen(random, true);
        SnapshotView view = new SnapshotView();
        FullFrame previous = null;
        for (int pass = 0; pass < 60; pass++) {
            FullFrame state = kitchen.step();
            boolean full = previous == null || pass % Protocol.FULL_SNAPSHOT_EVERY == 0 || random.nextInt(10) == 0;
            SnapFrame sent = full ? state : SnapDelta.wholeBetween(previous, state);
            String wire = codec.encode(new SnapMsg(sent), FrameShape.EXPLICIT);
            SnapMsg received = (SnapMsg) codec.decodeServer(wire).message().orElseThrow();
            assertTrue(view.apply(received.raw()));

            assertEquals(state, view.current().orElseThrow(), "seed " + seed + " pass " + pass);
            previous = state;
        }
    }

    @Test
    void stationsAtRestLearntAfterTheFirstFramesGiveTheSameView() {
        Random random = new Random(7);
        RandomKitchen kitchen = new RandomKitchen(random, true);
        RestStations rest = kitchen.rest();
        SnapshotView late = new SnapshotView();
        FullFrame previous = null;
        FullFrame state = null;
        for (int pass = 0; pass < 12; pass++) {
            state = kitchen.step();
            late.apply(previous == null ? rest.strip(state) : SnapDelta.between(previous, state));
            previous = state;
        }

        late.rest(rest);

        assertEquals(state, late.current().orElseThrow());
    }

    @Test
    void aSparseFullFrameLeavesOutStationsAtRestAndFieldsAtTheirDefaults() {
        StationSnap counter = StationSnap.atDefaults("counter", 1.0, 1.0);
        StationSnap busy = new StationSnap("chop_board", 2.0, 1.0, Optional.of("onion_raw"), 1, 1.0, 0.5, "working");
        RestStations rest = new RestStations(List.of(counter, StationSnap.atDefaults("chop_board", 2.0, 1.0)));
        PlayerSnap idle = new PlayerSnap("p0", 3.0, 3.0, Face.DOWN, Optional.empty(), "idle", 0);
        FullFrame state = new FullFrame(5, 0, 100, 60.0, List.of(idle), List.of(counter, busy), List.of(),
                List.of(new HazardSnap("fire", 2.0, 1.0, 0.0)), List.of());

        String wire = codec.encodeFrame(rest.strip(state));

        assertEquals("{\"t\":5,\"s\":0,\"tgt\":100,\"tl\":60.0,\"full\":true,"
                + "\"p\":[{\"i\":\"p0\",\"x\":3.0,\"y\":3.0,\"f\":2,\"pi\":0}],"
                + "\"st\":[{\"k\":\"chop_board\",\"x\":2.0,\"y\":1.0,\"g\":\"onion_raw\",\"n\":1,\"p\":0.5,\"s\":\"working\"}],"
                + "\"hz\":[{\"t\":\"fire\",\"x\":2.0,\"y\":1.0}]}", wire);
    }

    @Test
    void aDeltaEntryCarriesTheChangedFieldsOnly() {
        PlayerSnap before = new PlayerSnap("p0", 3.0, 3.0, Face.DOWN, Optional.of("tomato_raw"), "moving", 0);
        PlayerSnap after = new PlayerSnap("p0", 3.2, 3.0, Face.DOWN, Optional.empty(), "moving", 0);
        FullFrame a = new FullFrame(5, 10, 100, 60.0, List.of(before), List.of(), List.of(), List.of(), List.of());
        FullFrame b = new FullFrame(6, 10, 100, 59.95, List.of(after), List.of(), List.of(), List.of(), List.of());

        String wire = codec.encodeFrame(SnapDelta.between(a, b));

        assertEquals("{\"t\":6,\"tl\":59.95,\"d\":{\"p\":[{\"i\":\"p0\",\"x\":3.2,\"h\":null}]}}", wire);
    }

    /**
     * A pot's count is its {@code n}: a late joiner's full frame says a pot holds two, and a third
     * tomato in it is a delta entry of {@code n} alone. Protocol 3 does not know {@code n}: its
     * full frame leaves it out and a change of the count alone is no change at all.
     */
    @Test
    void aStationsCountTravelsAsNInProtocol4AndNotAtAllInProtocol3() {
        StationSnap two = new StationSnap("stove", 2.0, 1.0, Optional.of("tomato_chopped"), 2, 1.0, 0.0, "idle");
        StationSnap three = new StationSnap("stove", 2.0, 1.0, Optional.of("tomato_chopped"), 3, 1.0, 0.0, "idle");
        FullFrame a = new FullFrame(5, 0, 100, 60.0, List.of(), List.of(two), List.of(), List.of(), List.of());
        FullFrame b = new FullFrame(6, 0, 100, 59.95, List.of(), List.of(three), List.of(), List.of(), List.of());
        FrameShape p3 = FrameShape.of(3);

        assertEquals("{\"t\":5,\"s\":0,\"tgt\":100,\"tl\":60.0,\"full\":true,"
                + "\"st\":[{\"k\":\"stove\",\"x\":2.0,\"y\":1.0,\"g\":\"tomato_chopped\",\"n\":2}]}", codec.encodeFrame(a));
        assertEquals("{\"t\":6,\"tl\":59.95,\"d\":{\"st\":[{\"k\":\"stove\",\"x\":2.0,\"y\":1.0,\"n\":3}]}}",
                codec.encodeFrame(SnapDelta.between(a, b)));
        assertEquals("{\"t\":5,\"s\":0,\"tgt\":100,\"tl\":60.0,\"full\":true,"
                + "\"st\":[{\"k\":\"stove\",\"x\":2.0,\"y\":1.0,\"g\":\"tomato_chopped\"}]}", codec.encodeFrame(a, p3));
        assertEquals("{\"t\":6,\"tl\":59.95}", codec.encodeFrame(p3.delta(a, b), p3));
        SnapshotView late = new SnapshotView();
        late.apply(((SnapMsg) codec.decodeServer(codec.encode(new SnapMsg(a))).message().orElseThrow()).raw());
        late.apply(((SnapMsg) codec.decodeServer(codec.encode(new SnapMsg(SnapDelta.between(a, b)))).message()
                .orElseThrow()).raw());
        assertEquals(3, late.current().orElseThrow().stations().getFirst().count());
    }

    @Test
    void stripRefusesAFrameThatLacksAStationOfTheLevel() {
        RestStations rest = new RestStations(List.of(StationSnap.atDefaults("counter", 1.0, 1.0)));
        FullFrame none = frame(List.of(), List.of());

        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> rest.strip(none));
    }

    @Test
    void aDeltaCarriesOnlyWhatChangedAndTombstonesWhatVanished() {
        FullFrame before = frame(List.of(order(1, 0.9), order(2, 0.5)), List.of(spill(3.0, 4.0)));
        FullFrame after = frame(List.of(order(2, 0.5), order(3, 1.0)), List.of());

        DeltaFrame delta = SnapDelta.between(before, after);

        assertEquals(List.of(OrderPatch.whole(order(3, 1.0))), delta.orders().changed());
        assertEquals(List.of(new OrderSnap.Key(1)), delta.orders().gone());
        assertEquals(List.of(new PlaceKey("spill", 3.0, 4.0)), delta.hazards().gone());
        assertTrue(delta.players().isEmpty());
    }

    @Test
    void tombstonesTravelAsIdentityKeysWithGoneTrue() {
        FullFrame before = frame(List.of(order(1, 0.9)), List.of(spill(3.0, 4.0)));
        FullFrame after = frame(List.of(), List.of());

        String wire = codec.encodeFrame(SnapDelta.between(before, after));

        assertTrue(wire.contains("\"o\":[{\"id\":1,\"gone\":true}]"), wire);
        assertTrue(wire.contains("\"hz\":[{\"t\":\"spill\",\"x\":3.0,\"y\":4.0,\"gone\":true}]"), wire);
        assertTrue(wire.contains("\"tl\":60.0,\"d\":{"), wire);
    }

    @Test
    void anEntityThatMovedBackToItsEarlierValuesIsStillInTheDelta() {
        FullFrame a = frame(List.of(order(1, 0.9)), List.of());
        FullFrame b = frame(List.of(order(1, 0.8)), List.of());

        assertEquals(List.of(new OrderPatch(1, Optional.empty(), java.util.OptionalDouble.of(0.9),
                java.util.OptionalInt.empty())), SnapDelta.between(b, a).orders().changed());
    }

    @Test
    void aDeltaBeforeAnyFullFrameLeavesTheViewEmpty() {
        SnapshotView view = new SnapshotView();
        FullFrame f = frame(List.of(order(1, 0.9)), List.of());

        assertFalse(view.apply(SnapDelta.between(f, f)));
        assertEquals(Optional.empty(), view.current());
    }

    @Test
    void aFullFrameResetsTheView() {
        SnapshotView view = new SnapshotView();
        view.apply(frame(List.of(order(1, 0.9)), List.of(spill(1.0, 1.0))));
        FullFrame reset = frame(List.of(order(9, 0.2)), List.of());

        view.apply(reset);

        assertEquals(Optional.of(reset), view.current());
    }

    @Test
    void aFrameListsEntitiesByIdentityWhateverOrderTheyWereGivenIn() {
        FullFrame shuffled = frame(List.of(order(3, 0.5), order(1, 0.5), order(2, 0.5)), List.of());

        assertEquals(List.of(1, 2, 3), shuffled.orders().stream().map(OrderSnap::id).toList());
    }

    private static FullFrame frame(List<OrderSnap> orders, List<HazardSnap> hazards) {
        return new FullFrame(5, 0, 100, 60.0, List.of(), List.of(), orders, hazards, List.of());
    }

    private static OrderSnap order(int id, double left) {
        return new OrderSnap(id, "soup_onion", left, 40);
    }

    private static HazardSnap spill(double x, double y) {
        return new HazardSnap("spill", x, y, 5.0);
    }
}
