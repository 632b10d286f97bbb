package undercooked.studio.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.protocol.ReplayFrames;
import undercooked.protocol.WireCodec;
import undercooked.server.wire.RoundFrames;
import undercooked.sim.InputScript;
import undercooked.sim.KernelVariants;
import undercooked.sim.Vec2;

/**
 * A round drawn as an older kernel played it (a kernel variant whose clock runs fast) beside this
 * studio's kernel's drawing: the first frame that differs is named with its tick and the wire
 * field that differs; the same kernel on both sides agrees at every frame.
 */
class AsPlayedDiffTest {
    private static final Level LEVEL = Campaign.builtIn().load("01_first_shift").orElseThrow();

    private static InputScript walk() {
        List<InputScript.Frame> frames = new ArrayList<>();
        for (int t = 0; t < 200; t++) {
            frames.add(new InputScript.Frame(t, "p0", new Vec2(t / 40 % 2 == 0 ? 1 : -1, 0), false, Optional.empty()));
        }
        return new InputScript("walk", 3, LEVEL.id(), 20, 20, frames, List.of());
    }

    @Test
    void aRoundPlayedUnderAnotherKernelIsFirstDrawnDifferentlyAtItsFirstTickInTheClock() throws Exception {
        InputScript s = walk();
        RoundFrames.Stream older = RoundFrames.of(KernelVariants.fastClock(), LEVEL.kitchen(), s);
        String asPlayed = new WireCodec().encode(new ReplayFrames(7, s.levelId(), s.tickHz(), older.every(),
                older.ticks(), older.frames()));
        AsPlayedDiff.Result r = AsPlayedDiff.between(asPlayed, AsPlayedDiff.now(7, s, LEVEL));
        assertEquals(1, r.tick(), r.lines().toString());
        assertEquals(1, r.lines().size(), r.lines().toString());
        assertTrue(r.lines().getFirst().startsWith("tl: as played "), r.lines().getFirst());
        assertTrue(r.summary().contains("tick 1"), r.summary());
    }

    @Test
    void theSameKernelDrawsTheSameFrames() throws Exception {
        InputScript s = walk();
        String now = AsPlayedDiff.now(7, s, LEVEL);
        AsPlayedDiff.Result r = AsPlayedDiff.between(now, AsPlayedDiff.now(7, s, LEVEL));
        assertEquals(-1, r.tick());
        assertEquals(List.of(), r.lines());
    }
}
