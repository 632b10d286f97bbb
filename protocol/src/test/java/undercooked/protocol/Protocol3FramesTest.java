package undercooked.protocol;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A protocol 3 client gets the frames it was written against (docs/decisions/0009, 0012
 * "Versioning"): hazards known by kind and tile, in reading order, each change whole, a moved
 * obstacle a tombstone plus its whole entry. The expected text is what the writer before 0012
 * sent for the same chain, byte for byte.
 */
class Protocol3FramesTest {

    /**
     * The chain's full frame 1, its five deltas and the full frame of state 4, as the protocol 3
     * writer sent them before decision 0012: captured once by running {@code chain()} through
     * {@code WireCodec.encodeFrame} and {@code SnapDelta.between} of commit d36cac1^1 (main before
     * the hazard-id merge), in its {@code FrameShape.SPARSE}. Not regenerated: these are the bytes
     * an installed protocol 3 client knows.
     */
    private static final List<String> BEFORE_0012 = """
            {"t":1,"s":0,"tgt":400,"tl":89.95,"full":true,"p":[{"i":"p0","x":1.0,"y":2.0,"f":1,"s":"moving","pi":0}],"st":[{"k":"stove","x":2.0,"y":1.0,"g":"tomato_raw","p":0.2,"s":"working"}],"o":[{"id":6,"r":"tomato_soup","l":0.9,"pts":40}],"hz":[{"t":"fire","x":2.0,"y":1.0},{"t":"moving_obstacle","x":3.5,"y":4.5},{"t":"spill","x":5.0,"y":6.0,"l":3.2}]}
            {"t":2,"tl":89.9,"d":{"p":[{"i":"p0","x":1.5}],"hz":[{"t":"moving_obstacle","x":4.0,"y":4.5},{"t":"moving_obstacle","x":3.5,"y":4.5,"gone":true}]}}
            {"t":3,"s":40,"tl":89.85,"d":{"hz":[{"t":"rush","x":0.0,"y":0.0,"l":10.0},{"t":"fire","x":1.0,"y":5.0},{"t":"moving_obstacle","x":4.0,"y":5.0},{"t":"spill","x":5.0,"y":6.0,"l":3.15},{"t":"moving_obstacle","x":4.0,"y":4.5,"gone":true}]}}
            {"t":4,"tl":89.8,"d":{"hz":[{"t":"rush","x":0.0,"y":0.0,"l":9.95},{"t":"spill","x":5.0,"y":6.0},{"t":"moving_obstacle","x":4.0,"y":6.5},{"t":"fire","x":2.0,"y":1.0,"gone":true},{"t":"moving_obstacle","x":4.0,"y":5.0,"gone":true}]}}
            {"t":5,"tl":89.75,"d":{"o":[{"id":6,"l":0.8}],"hz":[{"t":"rush","x":0.0,"y":0.0,"l":9.9},{"t":"spill","x":5.0,"y":6.0,"gone":true},{"t":"moving_obstacle","x":4.0,"y":6.5,"gone":true}]}}
            {"t":6,"tl":89.7,"d":{"hz":[{"t":"rush","x":0.0,"y":0.0,"l":9.85},{"t":"moving_obstacle","x":0.5,"y":0.5},{"t":"fire","x":1.0,"y":5.0,"l":2.5}]}}
            {"t":4,"s":40,"tgt":400,"tl":89.8,"full":true,"p":[{"i":"p0","x":1.5,"y":2.0,"f":1,"s":"moving","pi":0}],"st":[{"k":"stove","x":2.0,"y":1.0,"g":"tomato_raw","p":0.2,"s":"working"}],"o":[{"id":6,"r":"tomato_soup","l":0.9,"pts":40}],"hz":[{"t":"rush","x":0.0,"y":0.0,"l":9.95},{"t":"fire","x":1.0,"y":5.0},{"t":"spill","x":5.0,"y":6.0},{"t":"moving_obstacle","x":4.0,"y":6.5}]}
            """.lines().map(String::strip).toList();

    private final WireCodec codec = new WireCodec();

    @Test
    void aProtocol3StreamIsByteForByteWhatTheWriterBefore0012Sent() {
        FrameShape shape = FrameShape.of(3);
        List<FullFrame> chain = chain();
        List<String> sent = new ArrayList<>();
        sent.add(codec.encodeFrame(chain.getFirst(), shape));
        for (int i = 1; i < chain.size(); i++) {
            sent.add(codec.encodeFrame(shape.delta(chain.get(i - 1), chain.get(i)), shape));
        }
        sent.add(codec.encodeFrame(chain.get(3), shape));

        assertEquals(FrameShape.SPARSE_HAZARDS_BY_TILE, shape);
        assertEquals(BEFORE_0012, sent);
    }

    @Test
    void aProtocol3SnapMessageCarriesTheServersVersionAndTheOldBody() {
        List<FullFrame> chain = chain();
        FrameShape shape = FrameShape.of(3);

        String text = codec.encode(new SnapMsg(shape.delta(chain.get(0), chain.get(1))), shape);

        assertEquals("{\"type\":\"snap\",\"p\":" + Protocol.PROTOCOL_VERSION + ",\"raw\":" + BEFORE_0012.get(1) + "}", text);
    }

    @Test
    void protocol4PatchesTheObstacleWhereProtocol3SendsATombstoneAndTheWholeEntry() {
        List<FullFrame> chain = chain();

        String p4 = codec.encodeFrame(FrameShape.of(4).delta(chain.get(0), chain.get(1)), FrameShape.of(4));

        assertEquals("{\"t\":2,\"tl\":89.9,\"d\":{\"p\":[{\"i\":\"p0\",\"x\":1.5}],"
                + "\"hz\":[{\"t\":\"moving_obstacle\",\"x\":4.0}]}}", p4);
        assertNotEquals(BEFORE_0012.get(1), p4);
    }

    /**
     * Every shape, read as the client that asked for it reads it, merges to every state of the
     * chain; protocol 3's spill whose life falls to 0 (sent without {@code l}, as it always was)
     * included, which a protocol 4 reading would leave at its old life.
     */
    @ParameterizedTest
    @EnumSource(FrameShape.class)
    void everyShapeOfTheChainMergesToEveryState(FrameShape shape) {
        int version = version(shape);
        SnapshotView view = new SnapshotView();
        FullFrame previous = null;
        for (FullFrame state : chain()) {
            SnapFrame sent = previous == null ? state : shape.delta(previous, state);
            String text = codec.encode(new SnapMsg(sent), shape);
            SnapMsg received = (SnapMsg) codec.decodeServer(text, version).message().orElseThrow();
            assertEquals(text, codec.encode(received, shape), "reads back as written");
            assertTrue(view.apply(received.raw()));
            assertEquals(shape.known(state), view.current().orElseThrow(), shape + " tick " + state.tick());
            previous = state;
        }
    }

    @Test
    void aProtocol4ClientOfAProtocol3ServerReadsItsHazardsWhole() {
        List<FullFrame> chain = chain();
        FrameShape shape = FrameShape.of(3);
        SnapshotView view = new SnapshotView();
        view.apply(chain.get(2));
        // A protocol 3 server stamps its own version; this client (protocol 4) reads by it.
        String fromOldServer = "{\"type\":\"snap\",\"p\":3,\"raw\":" + BEFORE_0012.get(3) + "}";
        String asIfNew = "{\"type\":\"snap\",\"p\":4,\"raw\":" + BEFORE_0012.get(3) + "}";

        view.apply(((SnapMsg) codec.decodeServer(fromOldServer).message().orElseThrow()).raw());
        SnapshotView misread = new SnapshotView();
        misread.apply(chain.get(2));
        misread.apply(((SnapMsg) codec.decodeServer(asIfNew).message().orElseThrow()).raw());

        assertEquals(chain.get(3), view.current().orElseThrow());
        assertEquals(spill(misread.current().orElseThrow()), Optional.of(3.15), "read as a patch the l stays");
        assertEquals(spill(view.current().orElseThrow()), Optional.of(0.0));
        assertEquals(BEFORE_0012.get(3), codec.encodeFrame(shape.delta(chain.get(2), chain.get(3)), shape));
    }

    private static Optional<Double> spill(FullFrame f) {
        return f.hazards().stream().filter(h -> h.kind().equals("spill")).map(HazardSnap::life).findFirst();
    }

    private static int version(FrameShape shape) {
        return switch (shape) {
            case SPARSE -> 4;
            case SPARSE_HAZARDS_BY_TILE -> 3;
            case EXPLICIT -> 2;
        };
    }

    /**
     * Six states: the obstacle walks (past the spill in reading order), a rush and a fire start,
     * the spill's life falls to 0, a fire and then the obstacle and the spill go, and the obstacle
     * comes back elsewhere. The same frames as the capture program built.
     */
    static List<FullFrame> chain() {
        String o = HazardSnap.MOVING_OBSTACLE;
        return List.of(
                frame(1, 0, 1.0, 0.9, h("fire", 2.0, 1.0, 0.0), h(o, 3.5, 4.5, 0.0), h("spill", 5.0, 6.0, 3.2)),
                frame(2, 0, 1.5, 0.9, h("fire", 2.0, 1.0, 0.0), h(o, 4.0, 4.5, 0.0), h("spill", 5.0, 6.0, 3.2)),
                frame(3, 40, 1.5, 0.9, h("rush", 0.0, 0.0, 10.0), h("fire", 2.0, 1.0, 0.0), h(o, 4.0, 5.0, 0.0),
                        h("fire", 1.0, 5.0, 0.0), h("spill", 5.0, 6.0, 3.15)),
                frame(4, 40, 1.5, 0.9, h("rush", 0.0, 0.0, 9.95), h("fire", 1.0, 5.0, 0.0), h("spill", 5.0, 6.0, 0.0),
                        h(o, 4.0, 6.5, 0.0)),
                frame(5, 40, 1.5, 0.8, h("rush", 0.0, 0.0, 9.9), h("fire", 1.0, 5.0, 0.0)),
                frame(6, 40, 1.5, 0.8, h("rush", 0.0, 0.0, 9.85), h(o, 0.5, 0.5, 0.0), h("fire", 1.0, 5.0, 2.5)));
    }

    private static FullFrame frame(long t, int score, double px, double orderLeft, HazardSnap... hz) {
        return new FullFrame(t, score, 400, 90.0 - t * 0.05,
                List.of(new PlayerSnap("p0", px, 2.0, Face.RIGHT, Optional.empty(), "moving", 0)),
                List.of(new StationSnap("stove", 2.0, 1.0, Optional.of("tomato_raw"), 2, 1.0, 0.2, "working")),
                List.of(new OrderSnap(6, "tomato_soup", orderLeft, 40)), List.of(hz), List.of());
    }

    private static HazardSnap h(String kind, double x, double y, double life) {
        return new HazardSnap(kind, x, y, life);
    }
}
