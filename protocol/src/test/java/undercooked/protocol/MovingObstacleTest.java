package undercooked.protocol;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The moving obstacle's identity (decision 0012): its kind alone in protocol 4, so a delta patches
 * its place; kind and tile, as every hazard, in protocol 3 and the explicit shape of protocols 1
 * and 2, so they get a tombstone where it was and the whole entry where it is. All merge to the
 * same state.
 */
class MovingObstacleTest {

    private final WireCodec codec = new WireCodec();

    @Test
    void aSparseDeltaPatchesTheObstaclesChangedFieldsWithoutATombstone() {
        FullFrame before = frame(5, obstacle(3.25, 2.0), fire(10.0, 1.0));
        FullFrame after = frame(6, obstacle(3.5, 2.0), fire(10.0, 1.0));

        String wire = codec.encodeFrame(SnapDelta.between(before, after));

        assertEquals("{\"t\":6,\"tl\":60.0,\"d\":{\"hz\":[{\"t\":\"moving_obstacle\",\"x\":3.5}]}}", wire);
    }

    @Test
    void theExplicitShapeStillSendsATombstoneWhereItWasAndTheWholeEntryWhereItIs() {
        FullFrame before = frame(5, obstacle(3.25, 2.0), fire(10.0, 1.0));
        FullFrame after = frame(6, obstacle(3.5, 2.0), fire(10.0, 1.0));

        String wire = codec.encodeFrame(SnapDelta.wholeBetween(before, after), FrameShape.EXPLICIT);

        assertEquals("{\"t\":6,\"s\":0,\"tgt\":100,\"tl\":60.0,\"full\":false,\"d\":{\"p\":[],\"st\":[],\"o\":[],"
                + "\"hz\":[{\"t\":\"moving_obstacle\",\"x\":3.5,\"y\":2.0,\"l\":0.0},"
                + "{\"t\":\"moving_obstacle\",\"x\":3.25,\"y\":2.0,\"gone\":true}]},\"e\":[]}", wire);
    }

    @Test
    void anObstacleThatGoesIsOneTombstoneCarryingWhereItWas() {
        FullFrame before = frame(5, obstacle(3.25, 2.0));
        FullFrame after = frame(6);

        String wire = codec.encodeFrame(SnapDelta.between(before, after));

        assertEquals("{\"t\":6,\"tl\":60.0,\"d\":{\"hz\":[{\"t\":\"moving_obstacle\",\"x\":3.25,\"y\":2.0,\"gone\":true}]}}",
                wire);
    }

    @Test
    void aFireStaysKnownByItsTileAndSendsItWithItsLife() {
        FullFrame before = frame(5, new HazardSnap("spill", 6.0, 4.0, 7.25));
        FullFrame after = frame(6, new HazardSnap("spill", 6.0, 4.0, 7.2));

        String wire = codec.encodeFrame(SnapDelta.between(before, after));

        assertEquals("{\"t\":6,\"tl\":60.0,\"d\":{\"hz\":[{\"t\":\"spill\",\"x\":6.0,\"y\":4.0,\"l\":7.2}]}}", wire);
    }

    @Test
    void theObstacleIsListedFirstWhereverItStands() {
        FullFrame f = frame(5, fire(1.0, 0.0), obstacle(9.5, 7.0), fire(0.0, 1.0));

        assertEquals(List.of("moving_obstacle", "fire", "fire"), f.hazards().stream().map(HazardSnap::kind).toList());
        assertEquals(List.of(HazardKey.of("moving_obstacle", 1, 2), new HazardKey("fire", 1.0, 0.0),
                new HazardKey("fire", 0.0, 1.0)), f.hazards().stream().map(HazardSnap::key).toList());
    }

    @Test
    void protocol3SendsATombstoneWhereItWasAndTheWholeEntryLeavingOutADefaultLife() {
        FullFrame before = frame(5, obstacle(3.25, 2.0), fire(10.0, 1.0));
        FullFrame after = frame(6, obstacle(3.5, 2.0), fire(10.0, 1.0));
        FrameShape shape = FrameShape.of(3);

        String wire = codec.encodeFrame(shape.delta(before, after), shape);

        assertEquals("{\"t\":6,\"tl\":60.0,\"d\":{\"hz\":[{\"t\":\"moving_obstacle\",\"x\":3.5,\"y\":2.0},"
                + "{\"t\":\"moving_obstacle\",\"x\":3.25,\"y\":2.0,\"gone\":true}]}}", wire);
    }

    @Test
    void aProtocol4PatchCannotBeWrittenForAnOlderClient() {
        FullFrame before = frame(5, obstacle(3.25, 2.0));
        FullFrame after = frame(6, obstacle(3.5, 2.0));

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> codec.encodeFrame(SnapDelta.between(before, after), FrameShape.of(3)));

        assertTrue(e.getMessage().startsWith("d.hz: the moving_obstacle is not whole"), e.getMessage());
    }

    /** A walk around a loop while a spill counts down, a fire starts and, at the end, the obstacle goes. */
    @ParameterizedTest
    @EnumSource(FrameShape.class)
    void aWalkingObstacleMergesToTheCompleteStateInEveryShape(FrameShape shape) {
        SnapshotView view = new SnapshotView();
        List<FullFrame> states = walk();
        FullFrame previous = null;
        for (FullFrame state : states) {
            SnapFrame sent = previous == null ? state : shape.delta(previous, state);
            String wire = codec.encode(new SnapMsg(sent), shape);
            int version = shape.obstacleByKind() ? 4 : shape.sparse() ? 3 : 2;
            SnapMsg received = (SnapMsg) codec.decodeServer(wire, version).message().orElseThrow();
            assertEquals(wire, codec.encode(received, shape), "the frame reads back as it was written");
            assertTrue(view.apply(received.raw()));

            FullFrame merged = view.current().orElseThrow();
            assertEquals(state, merged, shape + " tick " + state.tick());
            assertEquals(codec.encodeFrame(state), codec.encodeFrame(merged), shape + " tick " + state.tick());
            previous = state;
        }
    }

    @Test
    void aFrameWithTwoMovingObstaclesIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> frame(5, obstacle(1.0, 1.0), obstacle(4.0, 2.0)));

        assertEquals("hz has two entries with identity moving_obstacle", e.getMessage());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
            '{"type":"snap","p":4,"raw":{"t":1,"s":0,"tgt":10,"tl":9.9,"full":true,"hz":[{"t":"moving_obstacle","x":1,"y":1},{"t":"moving_obstacle","x":4,"y":2}]}}' | raw.hz | hz has two entries with identity moving_obstacle
            '{"type":"snap","p":4,"raw":{"t":2,"tl":9.9,"d":{"hz":[{"t":"moving_obstacle","x":1},{"t":"moving_obstacle","y":2}]}}}' | raw.d.hz | d.hz names moving_obstacle twice
            '{"type":"snap","p":4,"raw":{"t":2,"tl":9.9,"d":{"hz":[{"t":"moving_obstacle","x":1,"y":1,"gone":true},{"t":"moving_obstacle","x":4,"y":2,"gone":true}]}}}' | raw.d.hz | d.hz names moving_obstacle twice
            '{"type":"snap","p":4,"raw":{"t":2,"tl":9.9,"d":{"hz":[{"t":"fire","x":1,"y":1,"l":2},{"t":"fire","x":1,"y":1,"gone":true}]}}}' | raw.d.hz | d.hz names fire at 1.0,1.0 twice
            '{"type":"snap","p":4,"raw":{"t":2,"tl":9.9,"d":{"hz":[{"t":"fire","x":1,"l":2}]}}}' | raw.d.hz[0].y | is required
            """)
    void aFrameThatNamesAHazardIdentityTwiceIsABadField(String text, String field, String message) {
        Rejection rejection = codec.decodeServer(text).rejection().orElseThrow();

        assertEquals(ErrorCode.BAD_FIELD, rejection.code(), rejection::toString);
        assertEquals(Optional.of(field), rejection.field(), rejection::toString);
        assertTrue(rejection.message().contains(message), rejection::toString);
    }

    @Test
    void anObstaclePatchForAViewWithoutOneWaitsForItsPlace() {
        SnapshotView view = new SnapshotView();
        view.apply(frame(5));
        DeltaFrame onlyX = new DeltaFrame(6, java.util.OptionalInt.empty(), java.util.OptionalInt.empty(), 60.0,
                SectionDelta.none(), SectionDelta.none(), SectionDelta.none(),
                new SectionDelta<>(List.of(new HazardPatch("moving_obstacle", OptionalDouble.of(2.0),
                        OptionalDouble.empty(), OptionalDouble.empty())), List.of()), List.of());

        view.apply(onlyX);

        assertEquals(List.of(), view.current().orElseThrow().hazards());
    }

    /** Ten ticks along a square loop with a spill and a fire beside it, then the obstacle is gone. */
    private static List<FullFrame> walk() {
        double[][] path = {{2.0, 2.0}, {2.25, 2.0}, {2.5, 2.0}, {2.5, 2.25}, {2.5, 2.5}, {2.25, 2.5}, {2.0, 2.5},
            {2.0, 2.25}, {2.0, 2.0}, {2.25, 2.0}};
        List<FullFrame> out = new ArrayList<>();
        for (int t = 0; t < path.length; t++) {
            List<HazardSnap> hz = new ArrayList<>();
            hz.add(obstacle(path[t][0], path[t][1]));
            hz.add(new HazardSnap("spill", 6.0, 4.0, 7.25 - t * 0.05));
            if (t >= 4) {
                hz.add(fire(2.5, 2.5));
            }
            out.add(frame(t + 1, hz.toArray(HazardSnap[]::new)));
        }
        out.add(frame(path.length + 1, fire(2.5, 2.5)));
        return out;
    }

    private static FullFrame frame(long tick, HazardSnap... hazards) {
        return new FullFrame(tick, 0, 100, 60.0, List.of(), List.of(), List.of(), List.of(hazards), List.of());
    }

    private static HazardSnap obstacle(double x, double y) {
        return new HazardSnap(HazardSnap.MOVING_OBSTACLE, x, y, 0.0);
    }

    private static HazardSnap fire(double x, double y) {
        return new HazardSnap("fire", x, y, 0.0);
    }
}
