package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import undercooked.protocol.InputMsg;
import undercooked.protocol.PlayerSnap;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.SnapshotView;
import undercooked.protocol.Vec2Msg;

/**
 * A snapshot's {@code sq} (docs/decisions/0026): per cook, the seq of the input frame that began
 * the move the kernel is being fed, which is what the browser reconciles its prediction on. A
 * keep-alive or a button change with the same move keeps it; a new move takes its own seq; a cook
 * that sent nothing has 0.
 */
class InputSeqSnapTest {

    private final RoomFixture f = new RoomFixture();

    @Test
    void sqIsTheSeqThatBeganTheMoveBeingFed() {
        List<FakeMember> m = f.playing();
        FakeMember host = m.getFirst();
        f.room.receive(host, new InputMsg(1, new Vec2Msg(1, 0), false, Optional.empty()));
        f.tick(1);
        assertEquals(List.of(1L, 0L), sqs(host), "the host's move applied; the guest sent nothing");

        f.room.receive(host, new InputMsg(2, new Vec2Msg(1, 0), false, Optional.empty())); // a keep-alive
        f.tick(1);
        f.room.receive(host, new InputMsg(3, new Vec2Msg(1, 0), true, Optional.empty())); // the button, same move
        f.tick(2);
        assertEquals(1L, sqs(host).getFirst(), "the same move keeps the seq that began it");

        f.room.receive(host, new InputMsg(4, new Vec2Msg(0, 1), true, Optional.empty()));
        f.tick(1);
        assertEquals(4L, sqs(host).getFirst(), "a new move takes its own seq");
        f.tick(3);
        assertEquals(4L, sqs(host).getFirst(), "held by the room on silent ticks, the move keeps its seq");
    }

    /** Every cook's {@code sq} in the host's merged view, by seat. */
    private static List<Long> sqs(FakeMember member) {
        SnapshotView view = new SnapshotView(); // the stations at rest do not matter here
        for (SnapMsg s : member.all(SnapMsg.class)) {
            view.apply(s.raw());
        }
        return view.current().orElseThrow().players().stream().map(PlayerSnap::inputSeq).toList();
    }
}
