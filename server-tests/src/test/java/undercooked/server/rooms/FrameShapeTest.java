package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.protocol.FullFrame;
import undercooked.protocol.HazardSnap;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.RestStations;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.SnapshotView;
import undercooked.protocol.StartMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WireCodec;

/**
 * One room, several client versions: a protocol 4 player gets sparse frames (no station at rest,
 * no field at its default) with the moving obstacle patched, a protocol 3 player sparse frames
 * with the obstacle as a tombstone and its whole entry (decision 0009, as it was before 0012), a
 * protocol 2 player the explicit shape it was written against, and all merge to the same state.
 */
class FrameShapeTest {

    private static final WireCodec CODEC = new WireCodec();

    private final RoomFixture f = new RoomFixture();

    @Test
    void aVersionTwoPlayerGetsTheExplicitShapeAndAVersionFourPlayerTheSparseOneOfTheSameState() {
        FakeMember now = f.join("tok-now");
        FakeMember old = new FakeMember();
        f.room.hello(old, new HelloMsg(2, Optional.of("tok-old"), Optional.of("Old")));
        f.room.receive(old, new ReadyMsg());
        f.room.receive(now, new StartMsg());
        f.run(3.1);
        f.room.receive(now, new InputMsg(1, new Vec2Msg(1, 0), false, Optional.empty()));
        f.tick(25);

        List<String> sparse = now.texts.stream().filter(t -> t.startsWith("{\"type\":\"snap\"")).toList();
        List<String> explicit = old.texts.stream().filter(t -> t.startsWith("{\"type\":\"snap\"")).toList();
        assertEquals(sparse.size(), explicit.size());
        assertTrue(explicit.stream().allMatch(t -> t.contains("\"full\":")), "every explicit frame says full or not");
        // The explicit shape writes every field, the stations' count n (decision 0024) among them.
        assertTrue(explicit.getFirst().contains("{\"k\":\"counter\",\"x\":1.0,\"y\":1.0,\"g\":null,\"n\":0,\"q\":1.0,\"p\":0.0,\"s\":\"idle\"}"),
                explicit.getFirst());
        assertFalse(sparse.getFirst().contains("\"k\":\"counter\""), "no counter at rest in a sparse full frame: " + sparse.getFirst());
        assertFalse(sparse.stream().anyMatch(t -> t.contains("\"full\":false")));
        assertTrue(sparse.getFirst().length() * 2 < explicit.getFirst().length(), sparse.getFirst().length() + " vs "
                + explicit.getFirst().length());

        RestStations rest = RoomFixture.rest(RoomFixture.CAMPAIGN.levels().getFirst().id());
        SnapshotView nowView = new SnapshotView(rest);
        SnapshotView oldView = new SnapshotView();
        now.all(SnapMsg.class).forEach(s -> nowView.apply(s.raw()));
        old.all(SnapMsg.class).forEach(s -> oldView.apply(s.raw()));
        FullFrame a = nowView.current().orElseThrow();
        FullFrame b = oldView.current().orElseThrow();
        assertEquals(b, a, "both shapes merge to the same state");
        assertEquals(27, a.stations().size());
    }

    /** Level 06, the one with a moving obstacle, played by a protocol 4, a 3 and a 2 client at once. */
    @Test
    void onLevel06AVersionThreePlayerGetsTheObstacleAsATombstoneAndItsWholeEntryAndAVersionFourPlayerAPatch() {
        Level six = RoomFixture.CAMPAIGN.load("06_rush_hour").orElseThrow();
        RoomFixture r = new RoomFixture(new RoomSettings(4, 4, 20, 20, 45.0, 2), Campaign.of(List.of(six)),
                Stepper.kernel());
        FakeMember four = r.join("tok-four");
        FakeMember three = new FakeMember();
        r.room.hello(three, new HelloMsg(3, Optional.of("tok-three"), Optional.of("Three")));
        FakeMember two = new FakeMember();
        r.room.hello(two, new HelloMsg(2, Optional.of("tok-two"), Optional.of("Two")));
        r.room.receive(three, new ReadyMsg());
        r.room.receive(two, new ReadyMsg());
        r.room.receive(four, new StartMsg());
        r.run(3.1);
        r.tick(40);

        List<String> p4 = snaps(four);
        List<String> p3 = snaps(three);
        assertEquals(p4.size(), p3.size());
        assertTrue(p4.size() > 30, "frames: " + p4.size());
        List<String> p4Deltas = p4.stream().filter(t -> !t.contains("\"full\":true")).toList();
        List<String> p3Deltas = p3.stream().filter(t -> !t.contains("\"full\":true")).toList();
        assertTrue(p4Deltas.stream().noneMatch(t -> t.matches(".*\"moving_obstacle\",\"x\":[0-9.]+,\"y\":[0-9.]+,\"gone\".*")),
                "the walking obstacle is patched, never tombstoned: " + p4Deltas);
        assertTrue(p4Deltas.stream().filter(t -> t.contains("{\"t\":\"moving_obstacle\",\"x\":")).count() > 20, p4Deltas.toString());
        assertTrue(p3Deltas.stream().filter(t -> t.matches(".*\\{\"t\":\"moving_obstacle\",\"x\":[0-9.]+,\"y\":[0-9.]+\\},"
                + "\\{\"t\":\"moving_obstacle\",\"x\":[0-9.]+,\"y\":[0-9.]+,\"gone\":true\\}.*")).count() > 20,
                "protocol 3 moves it as whole entry (l 0 left out) plus tombstone: " + p3Deltas);
        assertTrue(p3.stream().noneMatch(t -> t.contains("\"full\":false")), "protocol 3 is sparse");

        RestStations rest = RoomFixture.rest(six.id());
        FullFrame a = merged(p4, 4, rest);
        FullFrame b = merged(p3, 3, rest);
        FullFrame c = merged(snaps(two), 2, RestStations.NONE);
        assertEquals(a, b, "protocol 3 merges to the protocol 4 state");
        assertEquals(a, c, "and so does protocol 2");
        assertEquals(1, a.hazards().stream().filter(h -> h.kind().equals(HazardSnap.MOVING_OBSTACLE)).count(), a.hazards().toString());
    }

    private static List<String> snaps(FakeMember m) {
        return m.texts.stream().filter(t -> t.startsWith("{\"type\":\"snap\"")).toList();
    }

    /** The stream read as a client that said {@code version} in its hello reads it. */
    private static FullFrame merged(List<String> texts, int version, RestStations rest) {
        SnapshotView view = new SnapshotView(rest);
        for (String t : texts) {
            view.apply(((SnapMsg) CODEC.decodeServer(t, version).message().orElseThrow()).raw());
        }
        return view.current().orElseThrow();
    }
}
