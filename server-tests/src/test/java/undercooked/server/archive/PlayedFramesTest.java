package undercooked.server.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.RulesVersion;
import undercooked.levels.corpus.ArchiveBody;
import undercooked.sim.InputScript;
import undercooked.sim.SimConstants;
import undercooked.sim.Vec2;
import undercooked.sim.Kernel;

/** What keeping a whole round's frames as played costs on disk, beside its body. */
class PlayedFramesTest {
    @TempDir
    Path dir;

    /**
     * Four cooks walking about and pressing for {@code ticks} ticks, one input each a tick (a live
     * client's rate): a busy round that neither wins nor ends early, as the 3,000-tick round.
     */
    private static RoundRecord wandering(int ticks) {
        Level level = Campaign.builtIn().load("01_first_shift").orElseThrow();
        List<String> cooks = List.of("p0", "p1", "p2", "p3");
        Random random = new Random(33);
        List<InputScript.Frame> frames = new ArrayList<>();
        Vec2[] moves = new Vec2[cooks.size()];
        for (int t = 0; t < ticks; t++) {
            for (int c = 0; c < cooks.size(); c++) {
                if (t % 15 == 0 || moves[c] == null) {
                    moves[c] = new Vec2(random.nextInt(3) - 1, random.nextInt(3) - 1);
                }
                frames.add(new InputScript.Frame(t, cooks.get(c), moves[c], random.nextInt(12) == 0, Optional.empty()));
            }
        }
        InputScript script = new InputScript("round_0", 5, level.id(), SimConstants.TICK_HZ, 20, frames, List.of(),
                cooks, List.of(), Optional.empty());
        List<RoundRecord.Cook> cast = new ArrayList<>();
        for (int c = 0; c < cooks.size(); c++) {
            cast.add(new RoundRecord.Cook(cooks.get(c), c, "Cook " + c));
        }
        return RoundRecord.replayed("WANDR", level, script, cast, 1_000, 200_000);
    }

    @Test
    void aBusyFourCook3000TickRoundsFramesAsPlayedAreAFewTensOfKilobytes() throws Exception {
        RoundRecord round = wandering(3_000);
        ReplayBody body = ReplayBody.of(1, round);
        try (Database db = Database.open("jdbc:sqlite:" + dir.resolve("a.db"))) {
            PlayedFrames.Stored s = new PlayedFrames(db, Kernel.STANDARD, RulesVersion.current())
                    .draw(1, body.script(), body.level()).orElseThrow();
            String text = s.text();
            int bodyBytes = body.gzip().length;
            int format2 = ArchiveBody.gzipFormat2(body.script(), body.golden(), body.level(), body.summary()).length;
            // Printed for docs/ROOMS.md ("What a round costs on disk"); the bound is the claim made there.
            System.out.printf(Locale.ROOT, "frames as played: %d ticks, %.1f KB gzip (%.1f KB as text); the round's"
                    + " body %.1f KB gzip (%.1f KB in format 2); %.1f KB gzip per 3,000 ticks%n", round.finalTick(),
                    s.gzip().length / 1024.0, text.length() / 1024.0, bodyBytes / 1024.0, format2 / 1024.0,
                    s.gzip().length / 1024.0 * 3000 / round.finalTick());
            assertTrue(bodyBytes < format2, "format 3 packs the frames: " + bodyBytes + " bytes, format 2 " + format2);
            assertEquals(3000, round.finalTick(), "a whole 3,000-tick round");
            assertTrue(s.gzip().length < 160 * 1024, s.gzip().length + " bytes");
            assertTrue(text.startsWith("{\"id\":1,"), text.substring(0, 40));
            assertEquals(RulesVersion.current().id(), s.kernelId());
        }
    }
}
