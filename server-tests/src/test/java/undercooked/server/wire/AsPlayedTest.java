package undercooked.server.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.protocol.FrameDiff;
import undercooked.protocol.HttpCodec;
import undercooked.protocol.ReplayFrames;
import undercooked.protocol.WireCodec;
import undercooked.sim.InputScript;
import undercooked.sim.Kernel;
import undercooked.sim.KernelVariants;
import undercooked.sim.KitchenState;
import undercooked.sim.ReplayCursor;
import undercooked.sim.Vec2;

/**
 * A round drawn as an older kernel played it (a kernel variant whose clock runs fast) beside the
 * standard kernel's drawing: the first frame that differs is named with its tick and the wire
 * field, the system that writes that field now is found in the substep into it, and the same
 * kernel on both sides agrees at every frame.
 */
class AsPlayedTest {
    private static final Level LEVEL = Campaign.builtIn().load("01_first_shift").orElseThrow();

    private static InputScript walk() {
        List<InputScript.Frame> frames = new ArrayList<>();
        for (int t = 0; t < 200; t++) {
            frames.add(new InputScript.Frame(t, "p0", new Vec2(t / 40 % 2 == 0 ? 1 : -1, 0), false, Optional.empty()));
        }
        return new InputScript("walk", 3, LEVEL.id(), 20, 20, frames, List.of());
    }

    /** The frames as the server keeps them and the frames endpoint answers them, read back. */
    private static AsPlayed.Merged kept(Kernel kernel, InputScript s) {
        RoundFrames.Stream drawn = RoundFrames.of(kernel, LEVEL.kitchen(), s);
        String text = new WireCodec().encode(new ReplayFrames(7, s.levelId(), s.tickHz(), drawn.every(), drawn.ticks(),
                drawn.frames()));
        return AsPlayed.merge(HttpCodec.readReplayFrames(text), new SnapshotEncoder().atRest(LEVEL.kitchen()));
    }

    @Test
    void aRoundPlayedUnderAnotherKernelIsFirstDrawnDifferentlyAtItsFirstTickInTheClock() {
        InputScript s = walk();
        AsPlayed.Merged played = kept(KernelVariants.fastClock(), s);
        assertEquals(201, played.frames().size(), "one whole frame a tick, tick 0 included");
        AsPlayed.Departure d = AsPlayed.between(played, AsPlayed.drawn(Kernel.STANDARD, LEVEL.kitchen(), s)).orElseThrow();
        assertEquals(1, d.tick());
        assertEquals(List.of("time_left"), d.changes().stream().map(FrameDiff.Change::path).toList());
        Optional<AsPlayed.Writer> w = AsPlayed.writer(Kernel.STANDARD, LEVEL.kitchen(), s, d.tick(), d.changes());
        assertEquals("round_timer", w.orElseThrow().system(), "the standard kernel's clock is the round timer's");
        Optional<AsPlayed.Writer> variant = AsPlayed.writer(KernelVariants.fastClock(), LEVEL.kitchen(), s, d.tick(),
                d.changes());
        assertEquals("round_timer", variant.orElseThrow().system(), "the variant changes what the round timer does");
        assertEquals(Optional.empty(), AsPlayed.writer(Kernel.STANDARD, LEVEL.kitchen(), s, d.tick(),
                List.of(new FrameDiff.Change("score", "10", "0"))), "no system writes the score in that substep");
    }

    @Test
    void theSameKernelDrawsTheSameFramesAndAFrameIsFoundByItsTick() {
        InputScript s = walk();
        AsPlayed.Merged played = kept(Kernel.STANDARD, s);
        assertEquals(Optional.empty(), AsPlayed.between(played, AsPlayed.drawn(Kernel.STANDARD, LEVEL.kitchen(), s)));
        assertEquals(57, played.at(57).orElseThrow().tick());
        assertEquals(200, played.at(10_000).orElseThrow().tick(), "past the end: the last frame");
        KitchenState at57 = ReplayCursor.open(LEVEL.kitchen(), s).seek(57);
        List<FrameDiff.Change> whole = FrameDiff.between(played.at(57).orElseThrow(),
                new SnapshotEncoder().frame(at57, RoundFrames.cast(at57), List.of()));
        assertEquals(List.of(), whole.stream().filter(c -> !c.path().equals("events")).toList(),
                "a merged frame is the whole kitchen, stations at rest put back");
    }

    @Test
    void aRoundThatEndsAtAnotherTickDepartsWhereTheShorterEnds() {
        InputScript s = walk();
        AsPlayed.Merged longer = kept(Kernel.STANDARD, s);
        AsPlayed.Merged shorter = new AsPlayed.Merged(1, longer.frames().subList(0, 150));
        AsPlayed.Departure d = AsPlayed.between(shorter, longer).orElseThrow();
        assertEquals(150, d.tick());
        assertEquals(List.of(new FrameDiff.Change("last_frame", "tick 149", "tick 200")), d.changes());
    }
}
