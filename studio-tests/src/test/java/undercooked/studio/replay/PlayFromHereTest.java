package undercooked.studio.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelWriter;
import undercooked.levels.ReplayFiles;
import undercooked.sim.InputScript;
import undercooked.studio.ErrorReport;

/** Play from here's checks before any server is asked: no replay, a changed level, the round's last tick. */
class PlayFromHereTest {
    private static final Path COOKED = Path.of("../levels/src/test/resources/replays/cooked_and_served.json");

    private static OpenedReplay opened(LoadedReplay loaded) {
        return ((ReplayOpener.Opened) ReplayOpener.open(loaded, (t, total) -> true)).replay();
    }

    @Test
    void aReplayAtATickGivesItsScriptLevelAndTick() {
        LoadedReplay loaded = ReplayLoader.fromFile(COOKED).replay().orElseThrow();
        PlayFromHere.Checked c = PlayFromHere.of(Optional.of(opened(loaded)), 300);
        PlayFromHere p = c.request().orElseThrow();
        assertEquals(300, p.tick());
        assertEquals(loaded.script(), p.script());
        assertEquals("01_first_shift", p.level().id());
    }

    @Test
    void noReplayAChangedLevelAndTheLastTickAreNamed() throws Exception {
        assertEquals("no_replay", PlayFromHere.of(Optional.empty(), 0).error().map(ErrorReport::code).orElseThrow());
        InputScript s = ReplayFiles.readScript(COOKED).value().orElseThrow();
        Level campaign = Campaign.builtIn().load("01_first_shift").orElseThrow();
        Level edited = new Level(campaign.id(), campaign.name(), campaign.order(), campaign.timeLimitS() + 10,
                campaign.targetScore(), campaign.recipes(), campaign.orders(), campaign.hazards(), campaign.legend(),
                campaign.grid());
        InputScript recorded = new InputScript(s.name(), s.seed(), s.levelId(), s.tickHz(), s.recordEvery(), s.frames(),
                s.items(), s.seats(), s.parks(), Optional.of(LevelWriter.sha256(campaign)));
        LoadedReplay changed = ReplayLoader.fromTexts(new ReplaySource.FileSource(COOKED), ReplayFiles.writeScript(recorded),
                Optional.empty(), Optional.of(LevelWriter.write(edited))).replay().orElseThrow();
        ErrorReport e = PlayFromHere.of(Optional.of(opened(changed)), 100).error().orElseThrow();
        assertEquals("level_changed", e.code());
        assertTrue(e.what().contains("LEVEL CHANGED"), e.what());
        OpenedReplay cooked = opened(ReplayLoader.fromFile(COOKED).replay().orElseThrow());
        assertEquals("round_over", PlayFromHere.of(Optional.of(cooked), cooked.endTick()).error().orElseThrow().code());
        assertTrue(Files.exists(COOKED));
    }
}
