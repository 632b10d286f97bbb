package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import undercooked.levels.LevelLoader;
import undercooked.levels.ReplayFiles;
import undercooked.protocol.InsightMoments;
import undercooked.protocol.InsightsCodec;
import undercooked.protocol.LevelInsights;
import undercooked.server.ServerConfig;
import undercooked.server.archive.ReplayArchive;
import undercooked.server.archive.TestRounds;
import undercooked.server.insights.Insights;
import undercooked.sim.Event;
import undercooked.sim.EventKind;
import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.sim.ReplayRun;

/**
 * A level's insights over a real server on port 0 whose archive holds rounds of casual bots on
 * level 01: four labelled as bots' (two cooks), two as people's (two cooks), one bots' round of
 * one cook. Each number's moments are replayed from the archive and must raise the event they
 * claim at their tick and cell.
 */
class InsightsIntegrationTest {
    private static final String LEVEL = "01_first_shift";
    private static final Map<String, EventKind> LAYER_EVENTS = Map.of("denied", EventKind.DENIED, "waste",
            EventKind.TRASHED, "burnt", EventKind.BURNT, "fires", EventKind.FIRE, "dropped", EventKind.DROPPED);

    @TempDir
    static Path data;
    private static ServerHarness h;

    @BeforeAll
    static void archiveBotRounds() {
        h = new ServerHarness(ServerConfig.ephemeral().with("data", data.toString()));
        ReplayArchive archive = h.server.services().archive().orElseThrow();
        for (int i = 1; i <= 4; i++) {
            archive.archive(TestRounds.botRound(LEVEL, 2, i, false, 10_000L * i));
        }
        archive.archive(TestRounds.botRound(LEVEL, 2, 5, true, 50_000));
        archive.archive(TestRounds.botRound(LEVEL, 2, 6, true, 60_000));
        archive.archive(TestRounds.botRound(LEVEL, 1, 7, false, 70_000));
        assertTrue(archive.drain(120_000), "the archive wrote the rounds");
    }

    @AfterAll
    static void stop() {
        h.close();
    }

    private static LevelInsights insights(String query) throws Exception {
        return InsightsCodec.readLevelInsights(h.download("/api/levels/" + LEVEL + "/insights" + query));
    }

    private static List<Event> events(long replay) throws Exception {
        InputScript s = ReplayFiles.parseScript(h.download("/api/replays/" + replay), "s", "s").value().orElseThrow();
        Kitchen k = LevelLoader.parse(h.download("/api/replays/" + replay + "/level"), "level").level().orElseThrow()
                .kitchen();
        return ReplayRun.run(k, s).allEvents();
    }

    @Test
    void everyEventCellsMomentsReplayToTheEventTheyClaimAtTheirTickAndCell() throws Exception {
        LevelInsights all = insights("");
        assertEquals(7, all.rounds());
        int checked = 0;
        for (LevelInsights.Layer layer : all.layers()) {
            EventKind kind = LAYER_EVENTS.get(layer.name());
            if (kind == null || layer.cells().isEmpty()) {
                continue;
            }
            LevelInsights.Cell hot = layer.cells().getFirst();
            assertEquals(layer.max(), hot.count(), "the hottest cell is listed first");
            InsightMoments behind = InsightsCodec.readInsightMoments(h.download("/api/levels/" + LEVEL
                    + "/insights/moments?what=" + layer.name() + "&x=" + hot.x() + "&y=" + hot.y() + "&moments=500"));
            assertEquals(hot.count(), behind.total(), layer.name() + ": every moment behind the count");
            assertEquals(hot.rounds(), behind.rounds());
            assertTrue(behind.headline().contains("at x " + hot.x() + ", y " + hot.y()), behind.headline());
            assertTrue(hot.moments().stream().allMatch(m -> !m.field().isEmpty()), "an event opens on its cook or"
                    + " fixture: " + hot.moments());
            assertEquals(hot.moments(), behind.moments().subList(0, hot.moments().size()),
                    "the cell's moments are the most telling of the full list");
            for (int i = 1; i < behind.moments().size(); i++) {
                assertTrue(behind.moments().get(i - 1).weight() >= behind.moments().get(i).weight(), "most telling first");
            }
            for (LevelInsights.Moment m : behind.moments().subList(0, Math.min(3, behind.moments().size()))) {
                boolean there = events(m.replay()).stream().anyMatch(e -> e.kind() == kind && e.tick() == m.tick()
                        && (int) Math.floor(e.x()) == m.x() && (int) Math.floor(e.y()) == m.y());
                assertTrue(there, layer.name() + " moment " + m + " replays to a " + kind + " there");
                checked++;
            }
        }
        assertTrue(checked > 0, "the bot rounds left at least one event layer: " + all.layers());
    }

    @Test
    void aFunnelStepsMomentsReplayToTheOrderEndingThere() throws Exception {
        LevelInsights all = insights("");
        assertFalse(all.funnel().isEmpty());
        LevelInsights.RecipeFunnel f = all.funnel().getFirst();
        assertTrue(f.spawned() >= f.started() && f.started() >= f.cooked() && f.cooked() >= f.plated()
                && f.plated() >= f.served(), "a funnel narrows: " + f);
        assertEquals(f.missed(), f.missedStoppedAt().stream().mapToLong(LevelInsights.Stop::count).sum());
        String what = f.served() > 0 ? "served" : "missed:" + f.missedStoppedAt().getFirst().stage();
        EventKind kind = f.served() > 0 ? EventKind.SERVED : EventKind.MISSED;
        InsightMoments behind = InsightsCodec.readInsightMoments(h.download("/api/levels/" + LEVEL
                + "/insights/moments?what=" + what + "&recipe=" + f.recipe()));
        assertTrue(behind.total() > 0);
        LevelInsights.Moment m = behind.moments().getFirst();
        assertTrue(events(m.replay()).stream().anyMatch(e -> e.kind() == kind && e.tick() == m.tick()),
                what + " moment " + m + " replays to a " + kind);
    }

    @ParameterizedTest
    @CsvSource(textBlock = """
            spawned, ORDER_IN
            started, PICKED
            cooked,  COOKED
            plated,  PLATED
            missed,  MISSED
            """)
    void everyFunnelStepOpensTheOrdersThatReachedItAtTheTickTheyDid(String step, EventKind kind) throws Exception {
        LevelInsights.RecipeFunnel f = insights("").funnel().getFirst();
        long count = switch (step) {
            case "spawned" -> f.spawned();
            case "started" -> f.started();
            case "cooked" -> f.cooked();
            case "plated" -> f.plated();
            default -> f.missed();
        };
        InsightMoments behind = InsightsCodec.readInsightMoments(h.download("/api/levels/" + LEVEL
                + "/insights/moments?what=" + step + "&recipe=" + f.recipe() + "&moments=500"));
        assertEquals(count, behind.total(), step + ": one moment per order that reached it");
        if (count == 0) {
            return;
        }
        for (int i = 1; i < behind.moments().size(); i++) {
            assertTrue(behind.moments().get(i - 1).weight() >= behind.moments().get(i).weight(), "most telling first");
        }
        LevelInsights.Moment m = behind.moments().getFirst();
        assertTrue(m.field().startsWith("orders.active[id="), "it opens on the order: " + m);
        assertTrue(events(m.replay()).stream().anyMatch(e -> e.kind() == kind && e.tick() == m.tick()),
                step + " moment " + m + " replays to a " + kind + " at its tick");
    }

    @Test
    void aFixturesMomentsAreWhatHappenedOnItsCellAndOpenOnIt() throws Exception {
        LevelInsights all = insights("");
        LevelInsights.StationLoad busiest = all.stations().stream()
                .max(java.util.Comparator.comparingDouble(LevelInsights.StationLoad::busyShare)).orElseThrow();
        InsightMoments behind = InsightsCodec.readInsightMoments(h.download("/api/levels/" + LEVEL
                + "/insights/moments?what=station&x=" + busiest.x() + "&y=" + busiest.y()));
        assertTrue(behind.total() > 0, "the busiest fixture saw events: " + busiest);
        LevelInsights.Moment m = behind.moments().getFirst();
        assertEquals(List.of(busiest.x(), busiest.y()), List.of(m.x(), m.y()));
        assertTrue(m.field().startsWith("players[") || m.field().equals("stations[" + busiest.index() + "]"), m.toString());
        assertTrue(events(m.replay()).stream().anyMatch(e -> e.tick() == m.tick()
                && (int) Math.floor(e.x()) == m.x() && (int) Math.floor(e.y()) == m.y()), m + " replays to an event there");
    }

    @Test
    void aTrendSlicesRoundsAreListedOneMomentEachMostMissedFirst() throws Exception {
        LevelInsights all = insights("");
        LevelInsights.TrendPoint slice = all.trend().getFirst();
        InsightMoments behind = InsightsCodec.readInsightMoments(h.download("/api/levels/" + LEVEL
                + "/insights/moments?what=rounds&from=" + slice.fromMs() + "&to=" + slice.toMs()));
        assertEquals(slice.rounds(), behind.total(), "one moment per round of the slice");
        assertEquals(behind.total(), behind.moments().stream().map(LevelInsights.Moment::replay).distinct().count());
    }

    @Test
    void aCappedQuerySaysHowManyRoundsMatched() throws Exception {
        LevelInsights in = insights("?limit=3");
        assertTrue(in.capped());
        assertEquals(7, in.matched());
        assertTrue(in.note().contains("7 rounds match, more than one query adds up: the newest 3 were taken"), in.note());
    }

    @ParameterizedTest
    @CsvSource(textBlock = """
            '',                            7
            ?who=bots,                     5
            ?who=humans,                   2
            ?cooks=2,                      6
            ?cooks=1,                      1
            ?who=bots&cooks=2,             4
            ?who=humans&cooks=1,           0
            ?from=20000&to=60000,          4
            ?from=20000&to=60000&who=bots, 3
            ?limit=3,                      3
            """)
    void filtersCombine(String query, int rounds) throws Exception {
        LevelInsights in = insights(query);
        assertEquals(rounds, in.rounds(), query);
        if (rounds == 0) {
            assertEquals(Insights.NO_ROUNDS, in.note());
        }
    }

    @Test
    void filtersByResultSplitTheRounds() throws Exception {
        int won = insights("?result=won").rounds();
        int lost = insights("?result=lost").rounds();
        assertEquals(7, won + lost);
    }

    @Test
    void aLevelWithNoRoundsSaysSoInWords() throws Exception {
        LevelInsights in = InsightsCodec.readLevelInsights(h.download("/api/levels/07_banquet_hall/insights"));
        assertEquals(0, in.rounds());
        assertEquals("no rounds of this level match: widen the filter", in.note());
    }

    @Test
    void theCsvFormIsOneTableForASpreadsheet() throws Exception {
        String csv = h.download("/api/levels/" + LEVEL + "/insights?format=csv");
        List<String> lines = csv.lines().toList();
        assertEquals("section,name,x,y,recipe,stage,value,rounds", lines.getFirst());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("layer,presence,")), csv.substring(0, Math.min(400, csv.length())));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("funnel,orders,")));
        assertTrue(lines.stream().allMatch(l -> l.split(",", -1).length == 8), "every row has 8 fields");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            /insights?who=robots                 | who
            /insights?cooks=9                    | cooks
            /insights?from=5&to=5                | to
            /insights?from=soon                  | from
            /insights?format=xml                 | format
            /insights?cook=2                     | unknown parameter 'cook'
            /insights?result=draw                | result
            /insights?version=abc                | version
            /insights?limit=0                    | limit
            /insights/moments?what=waste         | x
            /insights/moments?what=heat&x=1&y=1  | what
            /insights/moments?what=served        | recipe
            /insights/moments?what=missed:served&recipe=r | what
            /insights/moments?what=plated        | recipe
            /insights/moments?what=station&x=1   | y
            """)
    void badParametersAreRefusedWithTheApisErrorShape(String path, String named) {
        ServerHarness.Reply r = h.get("/api/levels/" + LEVEL + path);
        assertEquals(400, r.status(), path + " " + r.body());
        assertEquals("bad_field", r.body().get("code").asText());
        assertTrue(r.body().get("message").asText().contains(named), r.body().toString());
    }
}
