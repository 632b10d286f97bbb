package undercooked.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FrameDiffTest {
    @Test
    void aFrameAgainstItselfHasNoChange() {
        FullFrame f = Samples.fourPlayerFrame(40);
        assertEquals(List.of(), FrameDiff.between(f, f));
    }

    @Test
    void eachChangeNamesTheEntityByItsIdentityNotItsPlaceInTheList() {
        FullFrame a = Samples.fourPlayerFrame(40);
        List<StationSnap> stations = new ArrayList<>(a.stations());
        StationSnap board = stations.get(1);
        stations.set(1, new StationSnap(board.kind(), board.x(), board.y(), board.content(), board.count(),
                board.quality(), 0.5, board.state()));
        List<PlayerSnap> players = new ArrayList<>(a.players());
        players.remove(3);
        FullFrame b = new FullFrame(a.tick(), a.score() + 20, a.target(), a.timeLeft(), players, stations, a.orders(),
                a.hazards(), a.events());
        List<FrameDiff.Change> d = FrameDiff.between(a, b);
        assertEquals(List.of(new FrameDiff.Change("players[p3]", "present", "(absent)"),
                new FrameDiff.Change("stations[chop_board@4,1].progress", "0.45", "0.5"),
                new FrameDiff.Change("score", "260", "280")), d);
        assertEquals("stations[].progress", d.get(1).kind());
    }

    @Test
    void replayFramesReadBackAsTheyWereWritten() {
        FullFrame first = Samples.fourPlayerFrame(0);
        FullFrame next = Samples.fourPlayerFrame(1);
        ReplayFrames r = new ReplayFrames(12, "01-onion-soup", 20, 1, 2, List.of(first, SnapDelta.between(first, next)));
        WireCodec codec = new WireCodec();
        String text = codec.encode(r);
        ReplayFrames back = HttpCodec.readReplayFrames(text);
        assertEquals(text, codec.encode(back));
        SnapshotView view = new SnapshotView();
        back.frames().forEach(view::apply);
        assertEquals(List.of(), FrameDiff.between(next, view.current().orElseThrow()), "the delta merges to the next frame");
    }

    @Test
    void aReplayAnswerThatDoesNotReadNamesTheFrameAndField() {
        String text = new WireCodec().encode(new ReplayFrames(3, "01-onion-soup", 20, 1, 1,
                List.of(Samples.fourPlayerFrame(0))));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> HttpCodec.readReplayFrames(text.replaceFirst("\"t\":0", "\"t\":-4")));
        assertTrue(e.getMessage().startsWith("frames[0]: t"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> HttpCodec.readReplayFrames("{\"id\":1}"));
    }
}
