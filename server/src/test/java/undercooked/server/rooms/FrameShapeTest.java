package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import undercooked.protocol.FullFrame;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.RestStations;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.SnapshotView;
import undercooked.protocol.StartMsg;
import undercooked.protocol.Vec2Msg;

/**
 * One room, two client versions: a protocol 3 player gets sparse frames (no station at rest, no
 * field at its default), a protocol 2 player the explicit shape it was written against, and
 * both merge to the same state.
 */
class FrameShapeTest {

    private final RoomFixture f = new RoomFixture();

    @Test
    void aVersionTwoPlayerGetsTheExplicitShapeAndAVersionThreePlayerTheSparseOneOfTheSameState() {
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
        assertTrue(explicit.getFirst().contains("{\"k\":\"counter\",\"x\":1.0,\"y\":1.0,\"g\":null,\"q\":1.0,\"p\":0.0,\"s\":\"idle\"}"),
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
}
