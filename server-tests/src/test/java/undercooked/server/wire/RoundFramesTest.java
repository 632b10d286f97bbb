package undercooked.server.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.protocol.FullFrame;
import undercooked.protocol.Protocol;
import undercooked.protocol.ReplayFrames;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.SnapshotView;
import undercooked.protocol.WireCodec;
import undercooked.sim.InputScript;
import undercooked.sim.ReplayCursor;
import undercooked.sim.Vec2;

/**
 * A recorded round projected for the browser's replay page: merging its frames in order gives, at
 * every tick, exactly the frame a live room's encoder makes of the kernel's state at that tick,
 * and a full frame comes every {@link Protocol#FULL_SNAPSHOT_EVERY} frames so a scrubber can seek.
 */
class RoundFramesTest {

    private static final Level LEVEL = Campaign.builtIn().load("01_first_shift").orElseThrow();
    private final WireCodec codec = new WireCodec();

    private static InputScript walking(int ticks) {
        List<InputScript.Frame> frames = new ArrayList<>();
        for (int t = 0; t < ticks; t++) {
            frames.add(new InputScript.Frame(t, "p0", new Vec2(t % 40 < 20 ? 1 : -1, 0), t % 7 == 0, Optional.empty(),
                    OptionalLong.empty(), OptionalLong.empty()));
            frames.add(new InputScript.Frame(t, "p1", new Vec2(0, t % 30 < 15 ? 1 : -1), false, Optional.empty(),
                    OptionalLong.empty(), OptionalLong.empty()));
        }
        return new InputScript("walk", 7, LEVEL.id(), 20, 1, frames, List.of());
    }

    @Test
    void mergingTheFramesGivesTheEncodersFrameOfEveryTick() {
        InputScript script = walking(130);
        RoundFrames.Stream stream = RoundFrames.of(LEVEL.kitchen(), script);
        ReplayCursor cursor = ReplayCursor.open(LEVEL.kitchen(), script);
        SnapshotView view = new SnapshotView(new SnapshotEncoder().atRest(LEVEL.kitchen()));

        assertEquals(1, stream.every());
        assertEquals(script.length() + 1, stream.frames().size(), "tick 0 and every tick after it");
        for (int i = 0; i < stream.frames().size(); i++) {
            assertEquals(i % Protocol.FULL_SNAPSHOT_EVERY == 0, stream.frames().get(i) instanceof FullFrame, "frame " + i);
            String wire = codec.encode(new SnapMsg(stream.frames().get(i)));
            assertTrue(view.apply(((SnapMsg) codec.decodeServer(wire).message().orElseThrow()).raw()));
            long tick = stream.frameTicks().get(i);
            cursor.seek(tick);
            FullFrame expected = new SnapshotEncoder().frame(cursor.state(),
                    cursorCast(cursor), List.of());
            assertEquals(withoutEvents(expected), withoutEvents(view.current().orElseThrow()), "tick " + tick);
        }
    }

    @Test
    void aLongRoundSendsOneFrameEverySoManyTicksAndTheAnswerStartsFull() {
        InputScript script = walking(150);
        RoundFrames.Stream stream = RoundFrames.of(LEVEL.kitchen(), script, 100);

        assertEquals(2, stream.every());
        assertEquals(76, stream.frames().size(), "ticks 0, 2, ... 150");
        assertEquals(script.length(), stream.ticks(), "the last frame is the round's last tick");
        String text = codec.encode(new ReplayFrames(3, LEVEL.id(), 20, stream.every(), stream.ticks(), stream.frames()));
        assertTrue(text.startsWith("{\"id\":3,\"level\":\"01_first_shift\",\"tick_hz\":20,\"every\":2,\"ticks\":"
                + script.length() + ",\"frames\":[{\"t\":0,"), text.substring(0, 120));
        assertInstanceOf(FullFrame.class, stream.frames().getFirst());
    }

    private static List<SnapshotEncoder.Cast> cursorCast(ReplayCursor cursor) {
        return cursor.state().players().stream().map(p -> new SnapshotEncoder.Cast(p.id(), p.seat(), true)).toList();
    }

    private static FullFrame withoutEvents(FullFrame f) {
        return new FullFrame(f.tick(), f.score(), f.target(), f.timeLeft(), f.players(), f.stations(), f.orders(),
                f.hazards(), List.of());
    }
}
