package undercooked.levels.insight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import undercooked.levels.Campaign;
import undercooked.levels.ReplayFiles;
import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.sim.StationKind;

/**
 * The committed replays' summaries against what was counted by hand from their scripts (and what
 * ReplayGoldensTest already holds of their events): one trashed tomato, one hand-off and one lost
 * contest, three chops to one served soup, a walk that touches nothing.
 */
class RoundSummarizerTest {
    private static final Path REPLAYS = Path.of("src", "test", "resources", "replays");
    private static final Campaign CAMPAIGN = Campaign.builtIn();

    private static InputScript script(String name) {
        return ReplayFiles.readScript(REPLAYS.resolve(name + ".json")).value().orElseThrow();
    }

    private static Kitchen kitchen(InputScript s) {
        return CAMPAIGN.load(s.levelId()).orElseThrow().kitchen();
    }

    private static RoundSummary summary(String name) {
        InputScript s = script(name);
        return RoundSummarizer.summarize(kitchen(s), s);
    }

    @Test
    void theTrashedTomatoIsOneWasteOnTheTrashCellAndNothingElseIsLost() {
        InputScript s = script("trash_long_press");
        RoundSummary r = RoundSummarizer.summarize(kitchen(s), s);
        List<Moment> wasted = r.moments(Moment.Kind.WASTED);
        assertEquals(1, wasted.size(), "moments: " + r.moments());
        StationTime trash = r.stations().stream().filter(st -> st.kind() == StationKind.TRASH).findFirst().orElseThrow();
        Moment w = wasted.getFirst();
        assertEquals(List.of(trash.cell().x(), trash.cell().y()), List.of(w.x(), w.y()));
        assertEquals(0, w.seat());
        assertTrue(w.detail().startsWith("tomato"), w.detail());
        assertEquals(List.of(), r.moments(Moment.Kind.BURNT));
        assertEquals(List.of(), r.moments(Moment.Kind.FIRE));
        assertEquals(202, r.ticks(), "the golden's final tick");
    }

    @Test
    void thePassIsOneHandOffFromAnaAndTheContestOneDeniedPressForBo() {
        RoundSummary r = summary("pass_and_contest");
        List<Moment> handOffs = r.moments(Moment.Kind.HANDED_OFF);
        assertEquals(1, handOffs.size(), "moments: " + r.moments());
        assertEquals("ana", r.cooks().get(handOffs.getFirst().seat()).id());
        assertEquals(1, r.cooks().get(handOffs.getFirst().seat()).handOffs());
        assertEquals(2, r.moments(Moment.Kind.DROPPED).size());
        List<Moment> contested = r.moments(Moment.Kind.DENIED).stream()
                .filter(m -> m.detail().equals("contested_lost")).toList();
        assertEquals(1, contested.size(), "denied: " + r.moments(Moment.Kind.DENIED));
        assertEquals(List.of(), r.moments(Moment.Kind.WASTED));
    }

    @Test
    void theCookedRoundFollowsOneOrderFromArrivalThroughThreeChopsToItsServing() {
        RoundSummary r = summary("cooked_and_served");
        assertEquals(3, r.moments(Moment.Kind.CHOPPED).size());
        assertEquals(1, r.moments(Moment.Kind.COOKED).size());
        assertEquals(1, r.moments(Moment.Kind.PLATED).size());
        assertEquals(1, r.moments(Moment.Kind.SERVED).size());
        OrderTrack served = r.orders().stream().filter(o -> o.outcome() == OrderTrack.Outcome.SERVED)
                .findFirst().orElseThrow();
        assertEquals("tomato_soup", served.recipe());
        assertEquals(r.moments(Moment.Kind.SERVED).getFirst().tick(), served.endTick());
        assertEquals(r.moments(Moment.Kind.COOKED).getFirst().tick(), served.cookedTick());
        assertEquals(r.moments(Moment.Kind.PLATED).getFirst().tick(), served.platedTick());
        assertTrue(served.spawnedTick() <= served.startedTick() && served.startedTick() < served.cookedTick()
                && served.cookedTick() < served.platedTick() && served.platedTick() < served.endTick(),
                "stages in order: " + served);
        assertEquals(OrderTrack.Stage.SERVED, served.reached());
        assertEquals(served.endTick() - served.spawnedTick(), served.serveTicks());
        assertEquals(r.orders().size(), r.moments(Moment.Kind.ORDER_IN).size(), "each order that came in is tracked");
        assertTrue(r.score() > 0);
        assertTrue(r.stations().stream().anyMatch(st -> st.kind() == StationKind.STOVE && st.busyTicks() > 0),
                "the pot was busy: " + r.stations());
    }

    @Test
    void theSoloWalkIsOneCookOnOneCellEveryTickAlongAPathThatCrossesTheKitchen() {
        RoundSummary r = summary("walk_solo");
        assertEquals(r.ticks(), r.presence().total(), "one cook, one cell a tick");
        CookTime c = r.cooks().getFirst();
        assertEquals(r.ticks(), c.walkTicks() + c.workTicks() + c.waitTicks() + c.idleTicks());
        assertEquals(0, r.congestion().total(), "alone, nobody is in the way");
        int minX = c.path().stream().mapToInt(CookTime.Step::x).min().orElseThrow();
        int maxX = c.path().stream().mapToInt(CookTime.Step::x).max().orElseThrow();
        assertTrue(minX < 2 && maxX > 10, "walked " + minX + ".." + maxX);
        for (int i = 1; i < c.path().size(); i++) {
            assertTrue(c.path().get(i).tick() > c.path().get(i - 1).tick(), "the path runs forward in time");
        }
        assertEquals(List.of(), r.moments(Moment.Kind.DROPPED));
    }

    @ParameterizedTest
    @ValueSource(strings = {"walk_solo", "pass_and_contest", "trash_long_press", "cooked_and_served"})
    void aSummaryReadsBackAsTheSameSummary(String name) throws SummaryCodec.Corrupt {
        RoundSummary r = summary(name);
        byte[] bytes = SummaryCodec.write(r);
        assertEquals(r, SummaryCodec.read(bytes));
        assertTrue(bytes.length < 8_000, name + " takes " + bytes.length + " bytes");
    }

    @Test
    void aCutOrForeignSummaryIsNamedCorruptNotThrownAtTheCaller() {
        byte[] bytes = SummaryCodec.write(summary("pass_and_contest"));
        SummaryCodec.Corrupt cut = assertThrows(SummaryCodec.Corrupt.class,
                () -> SummaryCodec.read(Arrays.copyOf(bytes, bytes.length / 2)));
        assertTrue(cut.getMessage().contains("ends early") || cut.getMessage().contains("does not hold"), cut.getMessage());
        byte[] later = bytes.clone();
        later[1] = (byte) (RoundSummary.VERSION + 1);
        assertTrue(assertThrows(SummaryCodec.Corrupt.class, () -> SummaryCodec.read(later)).getMessage()
                .contains("version"));
        assertThrows(SummaryCodec.Corrupt.class, () -> SummaryCodec.read(new byte[] {'{', '}'}));
    }
}
