package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import undercooked.sim.Comparison;
import undercooked.sim.Event;
import undercooked.sim.EventKind;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.sim.ReplayResult;
import undercooked.sim.ReplayRun;
import undercooked.sim.StateDiff;
import undercooked.sim.Vec2;

/**
 * The committed scripts against their committed goldens, through the same files and calls the CLI
 * uses. The event checks say which rule a failing golden is about: a moved hash and a missing
 * hand-off are different news. No test here or anywhere writes into this folder; the last check
 * compares every golden's bytes with what they were before the class ran.
 */
class ReplayGoldensTest {
    static final Path REPLAYS = Path.of("src", "test", "resources", "replays");
    private static final Campaign CAMPAIGN = Campaign.builtIn();
    private static final Map<Path, byte[]> BEFORE = new TreeMap<>();

    @BeforeAll
    static void snapshotGoldens() throws IOException {
        for (Path g : goldens()) {
            BEFORE.put(g, Files.readAllBytes(g));
        }
    }

    @AfterAll
    static void noTestRewroteAGolden() throws IOException {
        assertEquals(BEFORE.keySet(), new java.util.TreeSet<>(goldens()));
        for (Map.Entry<Path, byte[]> e : BEFORE.entrySet()) {
            assertTrue(java.util.Arrays.equals(e.getValue(), Files.readAllBytes(e.getKey())), e.getKey() + " was rewritten");
        }
    }

    static List<Path> goldens() throws IOException {
        try (var s = Files.list(REPLAYS)) {
            return s.filter(p -> p.toString().endsWith(ReplayFiles.GOLDEN_SUFFIX)).sorted().toList();
        }
    }

    static InputScript script(String name) {
        return ReplayFiles.readScript(REPLAYS.resolve(name + ".json")).value().orElseThrow();
    }

    static Kitchen kitchen(InputScript s) {
        return CAMPAIGN.load(s.levelId()).orElseThrow().kitchen();
    }

    static ReplayResult run(String name) {
        InputScript s = script(name);
        return ReplayRun.run(kitchen(s), s);
    }

    @Test
    void everyCommittedScriptHasAGoldenAndTheOtherWayRound() throws IOException {
        List<String> scripts = new ArrayList<>();
        try (var s = Files.list(REPLAYS)) {
            s.filter(p -> p.toString().endsWith(".json") && !p.toString().endsWith(ReplayFiles.GOLDEN_SUFFIX))
                    .forEach(p -> scripts.add(ReplayFiles.goldenPath(p).toString()));
        }
        assertEquals(goldens().stream().map(Path::toString).toList(), scripts.stream().sorted().toList());
        assertTrue(scripts.size() >= 3, "scripts: " + scripts);
    }

    @ParameterizedTest(name = "{0} matches its golden at every recorded tick")
    @ValueSource(strings = {"walk_solo", "pass_and_contest", "trash_long_press", "cooked_and_served"})
    void aCommittedScriptMatchesItsGolden(String name) {
        InputScript s = script(name);
        Golden golden = ReplayFiles.readGolden(ReplayFiles.goldenPath(REPLAYS.resolve(name + ".json"))).value().orElseThrow();
        Kitchen k = kitchen(s);
        Comparison c = ReplayRun.compare(ReplayRun.run(k, s, golden.finalTick()), golden);
        assertTrue(c.matches(), () -> name + " diverged: " + c.divergence().map(d -> "tick " + d.tick() + " "
                + d.changes().stream().map(StateDiff.Change::render).toList()).orElse("") + " missing " + c.missing()
                + " extra " + c.extra() + "; if the rules changed on purpose, re-bless with ./undercooked replay record");
        assertEquals(s.fingerprint(), golden.scriptFingerprint(), "the script was edited after its golden was recorded");
        assertEquals(k.layoutHash(), golden.layoutHash(), "level " + s.levelId() + " changed since the golden was recorded");
    }

    @Test
    void theSoloWalkCrossesTheKitchenForSixHundredTicksAndTouchesNothing() {
        ReplayResult r = run("walk_solo");
        assertTrue(r.finalTick() >= 600, "ticks: " + r.finalTick());
        assertEquals(r.finalTick() + 1, r.hashes().size(), "recorded every tick");
        double minX = 99;
        double maxX = 0;
        double minY = 99;
        double maxY = 0;
        for (var state : r.states()) {
            Vec2 p = state.players().getFirst().pos();
            minX = Math.min(minX, p.x());
            maxX = Math.max(maxX, p.x());
            minY = Math.min(minY, p.y());
            maxY = Math.max(maxY, p.y());
        }
        assertTrue(minX < 2 && maxX > 11 && minY < 3 && maxY > 6, "walked " + minX + ".." + maxX + " x " + minY + ".." + maxY);
        assertEquals(List.of(), kinds(r, EventKind.PICKED, EventKind.DROPPED, EventKind.TRASHED));
    }

    @Test
    void thePassAndContestHandsOffThenOneGrabLosesTheContest() {
        ReplayResult r = run("pass_and_contest");
        assertEquals(List.of(EventKind.PICKED, EventKind.DROPPED, EventKind.HANDED_OFF, EventKind.DROPPED,
                EventKind.PICKED), kinds(r, EventKind.PICKED, EventKind.DROPPED, EventKind.HANDED_OFF));
        List<Event> lost = r.allEvents().stream()
                .filter(e -> e.kind() == EventKind.DENIED && "contested_lost".equals(e.payload().get("reason"))).toList();
        assertEquals(1, lost.size(), "events: " + r.allEvents());
        Event handOff = r.allEvents().stream().filter(e -> e.kind() == EventKind.HANDED_OFF).findFirst().orElseThrow();
        assertEquals("ana", handOff.payload().get("player_id"));
        assertEquals("bo", handOff.payload().get("to"));
    }

    @Test
    void theTrashTakesTheLongPressNotTheShortOne() {
        ReplayResult r = run("trash_long_press");
        List<Event> trashed = r.allEvents().stream().filter(e -> e.kind() == EventKind.TRASHED).toList();
        assertEquals(1, trashed.size(), "events: " + r.allEvents());
        assertTrue(r.finalState().players().getFirst().held().isEmpty());
        long press = pressStarts(script("trash_long_press")).getLast();
        assertEquals(press + 7, trashed.getFirst().tick(), "destroyed on the 8th substep of the hold");
    }

    @Test
    void theCookedRoundChopsThreeTomatoesCooksPlatesAndServesAnOpenOrder() {
        ReplayResult r = run("cooked_and_served");
        assertEquals(List.of(EventKind.CHOPPED, EventKind.CHOPPED, EventKind.CHOPPED, EventKind.COOKED, EventKind.PLATED,
                EventKind.SERVED), kinds(r, EventKind.CHOPPED, EventKind.COOKED, EventKind.PLATED, EventKind.SERVED,
                EventKind.BURNT));
        Event served = r.allEvents().stream().filter(e -> e.kind() == EventKind.SERVED).findFirst().orElseThrow();
        assertEquals("tomato_soup", served.payload().get("item"));
        assertTrue(r.finalState().score() > 0, "score " + r.finalState().score());
        assertEquals(1, r.finalState().counter("served"));
    }

    @ParameterizedTest(name = "{0}'s golden keeps the system hashes a traced run records")
    @ValueSource(strings = {"walk_solo", "pass_and_contest", "trash_long_press", "cooked_and_served"})
    void aCommittedGoldenKeepsTheSystemHashesOfEverySubstep(String name) {
        InputScript s = script(name);
        Golden golden = ReplayFiles.readGolden(ReplayFiles.goldenPath(REPLAYS.resolve(name + ".json"))).value().orElseThrow();
        assertTrue(golden.hasSystemHashes(), name + " was recorded at cadence 1 and should name systems");
        ReplayResult traced = ReplayRun.run(kitchen(s), s, golden.finalTick(), true);
        assertEquals(golden, Golden.of(s, kitchen(s), traced));
        assertEquals(ReplayRun.run(kitchen(s), s, golden.finalTick()).hashes(), golden.hashes(),
                "the system hashes add information; the tick hashes are the plain run's");
    }

    @Test
    void aMutatedCommittedScriptIsNamedDownToTheSystemByItsGoldenAlone() {
        InputScript s = script("cooked_and_served");
        Golden golden = ReplayFiles.readGolden(ReplayFiles.goldenPath(REPLAYS.resolve("cooked_and_served.json")))
                .value().orElseThrow();
        List<InputScript.Frame> frames = new ArrayList<>(s.frames());
        int press = 0;
        while (!frames.get(press).action()) {
            press++;
        }
        InputScript.Frame f = frames.get(press);
        frames.set(press, new InputScript.Frame(f.tick(), f.playerId(), f.move(), false, f.face()));
        InputScript unpressed = s.withFrames(frames);
        Comparison.Divergence d = ReplayRun.compare(ReplayRun.run(kitchen(s), unpressed, golden.finalTick()), golden)
                .divergence().orElseThrow();
        assertEquals(Optional.of("action_gate"), ReplayRun.divergentSystem(kitchen(s), unpressed, golden, d.tick()));
    }

    @Test
    void aMovedCoordinateInACommittedScriptIsCaughtAtItsTickWithTheFieldNamed() {
        InputScript s = script("walk_solo");
        Golden golden = ReplayFiles.readGolden(ReplayFiles.goldenPath(REPLAYS.resolve("walk_solo.json"))).value().orElseThrow();
        List<InputScript.Frame> frames = new ArrayList<>(s.frames());
        InputScript.Frame f = frames.get(300);
        frames.set(300, new InputScript.Frame(f.tick(), f.playerId(), new Vec2(f.move().x(), f.move().y() + 0.5),
                f.action(), f.face()));
        Comparison c = ReplayRun.compare(ReplayRun.run(kitchen(s), s.withFrames(frames), golden.finalTick()), golden);
        Comparison.Divergence d = c.divergence().orElseThrow();
        assertEquals(f.tick() + 1, d.tick());
        assertEquals(f.tick(), d.lastMatch().orElseThrow());
        assertTrue(d.changes().stream().anyMatch(ch -> ch.path().equals("players[0].vel.y")), "changes: " + d.changes());
        assertFalse(c.matches());
    }

    private static List<EventKind> kinds(ReplayResult r, EventKind... wanted) {
        List<EventKind> w = List.of(wanted);
        return r.allEvents().stream().map(Event::kind).filter(w::contains).toList();
    }

    /** Ticks where a press starts (the button goes down). */
    private static List<Long> pressStarts(InputScript s) {
        List<Long> out = new ArrayList<>();
        boolean down = false;
        for (InputScript.Frame f : s.frames()) {
            if (f.action() && !down) {
                out.add(f.tick());
            }
            down = f.action();
        }
        return out;
    }
}
