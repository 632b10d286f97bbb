package undercooked.studio.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import undercooked.levels.Campaign;
import undercooked.levels.ReplayCli;
import undercooked.levels.ReplayFiles;
import undercooked.sim.Event;
import undercooked.sim.FieldPath;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.ReplayResult;
import undercooked.sim.ReplayRun;
import undercooked.sim.StateDiff;
import undercooked.sim.TickEvents;
import undercooked.sim.Vec2;
import undercooked.studio.Jobs;
import undercooked.studio.services.ReplayLink;
import undercooked.studio.timeline.Marker;

/** The scrubber's logic on committed replays, with jobs run inline (no toolkit). */
class ReplayViewModelTest {
    static final Path BUSY = Path.of("src/test/resources/replays/busy_kitchen.json");
    static final Path COOKED = Path.of("../levels/src/test/resources/replays/cooked_and_served.json");
    private static ReplayResult straight;
    private static Kitchen kitchen;

    private final ReplayViewModel vm = new ReplayViewModel(Jobs.inline());
    private final FieldViewModel fields = new FieldViewModel(vm, Jobs.inline());

    @BeforeAll
    static void runStraight() {
        kitchen = Campaign.builtIn().load("01_first_shift").orElseThrow().kitchen();
        straight = ReplayRun.run(kitchen, ReplayFiles.readScript(COOKED).value().orElseThrow(), 734);
    }

    private KitchenState at(long t) {
        return straight.stateAt(t).orElseThrow();
    }

    @Test
    void seekStepHomeAndEndLandOnTheStraightRunsStates() {
        vm.loading().open(COOKED);
        assertEquals(734, vm.endTick());
        assertEquals("golden: ok, 735 hashes match", vm.golden().summaryProperty().get());
        for (long t : new long[] {517, 3, 700, 49, 50, 51, 0}) {
            vm.seek(t);
            assertEquals(at(t), vm.stateProperty().get(), "seek " + t);
        }
        vm.seek(300);
        vm.step(1);
        assertEquals(301, vm.tickProperty().get());
        vm.step(-20);
        assertEquals(at(281), vm.stateProperty().get());
        vm.end();
        assertEquals(734, vm.tickProperty().get());
        vm.step(5);
        assertEquals(734, vm.tickProperty().get(), "stepping past the end stays on the last tick");
        vm.home();
        assertEquals(0, vm.tickProperty().get());
        assertEquals(at(0).score(), vm.scene().sceneProperty().get().frame().score());
    }

    @Test
    void playbackAtEightTimesListsEveryEventItPasses() {
        vm.loading().open(COOKED);
        vm.playback().speedProperty().set(8.0);
        vm.playback().togglePlay();
        for (int i = 0; i < 20; i++) {
            vm.playback().advance(0.05); // 20 frames of 50 ms at 8x: 8 ticks each
        }
        assertEquals(160, vm.tickProperty().get());
        List<Event> expected = new ArrayList<>();
        for (TickEvents te : straight.events()) {
            if (te.tick() + 1 <= 160) {
                expected.addAll(te.events());
            }
        }
        assertEquals(expected, vm.passedEvents().stream().map(EventIndex.Row::event).toList());
        vm.playback().speedProperty().set(0.25);
        long before = vm.tickProperty().get();
        vm.playback().advance(1.0);
        assertEquals(before + 5, vm.tickProperty().get(), "a quarter speed is five ticks a second");
        vm.seek(730);
        vm.playback().speedProperty().set(4.0);
        vm.playback().advance(1.0);
        assertEquals(734, vm.tickProperty().get());
        assertFalse(vm.playback().playingProperty().get(), "playback stops at the end");
    }

    @Test
    void eventNavigationFindsTheNextAndPreviousEventOfTheChosenKind() {
        vm.loading().open(COOKED);
        List<Long> served = vm.events().rows().stream().filter(r -> r.marker() == Marker.SERVED).map(EventIndex.Row::tick).toList();
        assertFalse(served.isEmpty(), "the round serves a dish");
        long firstServed = straight.events().stream().filter(te -> te.events().stream()
                .anyMatch(e -> e.kind() == undercooked.sim.EventKind.SERVED)).findFirst().orElseThrow().tick() + 1;
        assertEquals(firstServed, served.getFirst());
        vm.navKindProperty().set(Marker.SERVED);
        vm.nextEvent();
        assertEquals(firstServed, vm.tickProperty().get());
        vm.nextEvent();
        assertEquals(served.size() > 1 ? served.get(1) : firstServed, vm.tickProperty().get());
        vm.end();
        vm.previousEvent();
        assertEquals(served.getLast(), vm.tickProperty().get());
        vm.home();
        vm.previousEvent();
        assertEquals(0, vm.tickProperty().get());
        assertTrue(vm.messageProperty().get().startsWith("no served before"), vm.messageProperty().get());
    }

    @Test
    void theDiffIsTheTicksChangesGroupedByEntityAndFiltered() {
        vm.loading().open(COOKED);
        vm.seek(200);
        List<StateDiff.Change> expected = StateDiff.between(at(199), at(200));
        assertEquals(expected.stream().map(StateDiff.Change::render).toList(),
                vm.diff().rows().stream().map(DiffRow::render).toList());
        for (DiffRow r : vm.diff().rows()) {
            assertTrue(r.path().startsWith(r.group()), r.group() + " groups " + r.path());
        }
        assertEquals("players[0]", DiffRow.group("players[0].pos.x"));
        assertEquals("score", DiffRow.group("score"));
        assertEquals("orders.active[1]", DiffRow.group("orders.active[1].deadline"));
        undercooked.sim.Player first = at(200).players().get(0);
        assertEquals("players[0] (P" + (first.seat() + 1) + ", " + first.id() + ")", DiffRow.heading("players[0]", at(200)),
                "a cook's heading names it as the kitchen (P1-P4) and the script (its id) do");
        assertEquals("score", DiffRow.heading("score", at(200)));
        assertEquals("players[9]", DiffRow.heading("players[9]", at(200)), "no such cook: the path alone");
        vm.diff().filterProperty().set("players[1]");
        assertTrue(vm.diff().rows().stream().allMatch(r -> r.render().contains("players[1]")));
        vm.diff().filterProperty().set("");
        vm.seek(100);
        vm.diff().markAHere();
        vm.seek(400);
        vm.diff().markBHere();
        assertEquals(DiffViewModel.DiffMode.MARKS, vm.diff().modeProperty().get());
        assertEquals(StateDiff.between(at(100), at(400)).size(), vm.diff().rows().size());
    }

    @Test
    void fieldHistoryFindsEveryChangeOfTheStraightRunAndInventsNone() {
        vm.loading().open(COOKED);
        for (String path : List.of("players[0].pos.x", "players[0].held", "score", "counters.served")) {
            assertTrue(fields.select(path));
            fields.computeHistory();
            FieldPath p = FieldPath.parse(path);
            List<Long> expected = new ArrayList<>();
            for (long t = 1; t <= 734; t++) {
                if (!p.show(at(t)).equals(p.show(at(t - 1))) || !FieldQueries.same(p.read(at(t)).orElse(null),
                        p.read(at(t - 1)).orElse(null))) {
                    expected.add(t);
                }
            }
            assertFalse(expected.isEmpty(), path + " changes in this round");
            assertEquals(expected, fields.changes().stream().map(FieldQueries.FieldChange::tick).toList(), path);
            assertEquals(fields.changes().size(), fields.history().size());
        }
        fields.select("players[0].held");
        fields.computeHistory();
        vm.seek(0);
        fields.nextChange();
        long first = fields.changes().getFirst().tick();
        assertEquals(first, vm.tickProperty().get());
        assertTrue(fields.causeProperty().get().contains("changed in system"), fields.causeProperty().get());
        fields.nextChange();
        assertEquals(fields.changes().get(1).tick(), vm.tickProperty().get());
        fields.previousChange();
        assertEquals(first, vm.tickProperty().get());
        assertFalse(fields.select("players[x"), "a broken path is refused");
    }

    @Test
    void aCookPickingSomethingUpIsCausedByTheActionGateOrTheStations() {
        vm.loading().open(COOKED);
        fields.select("players[0].held");
        fields.computeHistory();
        long t = fields.changes().getFirst().tick();
        Optional<FieldQueries.Cause> c = FieldQueries.cause(vm.replayProperty().get().cursor().fork(),
                FieldPath.parse("players[0].held"), t);
        assertTrue(c.isPresent());
        assertTrue(Set.of("action_gate", "stations").contains(c.get().system()), c.get().system());
        assertEquals(Optional.empty(), FieldQueries.cause(vm.replayProperty().get().cursor().fork(),
                FieldPath.parse("players[0].held"), t - 1 == 0 ? 1 : t - 1).filter(x -> false));
    }

    @Test
    void watchesAndConditionsAgreeWithTheStraightRun() {
        vm.loading().open(COOKED);
        fields.watch("score");
        fields.watch("players[0].held");
        assertEquals(2, fields.watches().size());
        double[] score = fields.watches().getFirst().values();
        for (long t = 0; t <= 734; t++) {
            assertEquals(at(t).score(), score[(int) t], 0.0, "score at " + t);
            assertEquals(at(t).players().getFirst().held().isPresent() ? 1.0 : 0.0, fields.watches().get(1).values()[(int) t]);
        }
        long firstScore = -1;
        for (long t = 0; t <= 734 && firstScore < 0; t++) {
            if (at(t).score() > 0) {
                firstScore = t;
            }
        }
        assertTrue(firstScore > 0);
        fields.conditionProperty().set("score > 0");
        fields.findCondition(true);
        assertEquals(firstScore, vm.tickProperty().get());
        fields.conditionProperty().set("players[0].state == moving");
        vm.seek(0);
        fields.findCondition(false);
        assertEquals("moving", FieldPath.parse("players[0].state").show(vm.stateProperty().get()));
        fields.conditionProperty().set("score >= lots");
        fields.findCondition(true);
        assertTrue(fields.messageProperty().get().contains("compares numbers"), fields.messageProperty().get());
        fields.conditionProperty().set("score >= 100000");
        fields.findCondition(true);
        assertTrue(fields.messageProperty().get().contains("never holds"), fields.messageProperty().get());
    }

    @Test
    void bookmarksRoundTripThroughTheirSidecar(@TempDir Path dir) throws Exception {
        Path script = copy(COOKED, dir);
        BookmarksViewModel b = new BookmarksViewModel(vm, dir.resolve("data"));
        vm.loading().open(script);
        vm.seek(120);
        b.add("first pick");
        vm.seek(40);
        b.add("walks off");
        vm.seek(120);
        b.add("first pick, again");
        assertEquals(List.of(new Bookmarks.Bookmark(40, "walks off"), new Bookmarks.Bookmark(120, "first pick, again")),
                b.bookmarks());
        assertEquals(dir.resolve("data").resolve("bookmarks"), b.sidecar().orElseThrow().getParent(),
                "bookmarks live in the studio's data folder, never beside the replay");
        assertTrue(b.sidecar().get().getFileName().toString().startsWith("cooked_and_served-"), b.sidecar().get().toString());
        assertFalse(Files.exists(dir.resolve("cooked_and_served.bookmarks.json")), "nothing is written beside the replay");
        ReplayViewModel again = new ReplayViewModel(Jobs.inline());
        BookmarksViewModel b2 = new BookmarksViewModel(again, dir.resolve("data"));
        again.loading().open(script);
        assertEquals(b.bookmarks(), b2.bookmarks());
        b2.remove(b2.bookmarks().getFirst());
        assertEquals(List.of(new Bookmarks.Bookmark(120, "first pick, again")), Bookmarks.read(b.sidecar().get()));
    }

    @Test
    void aCopiedLinkLandsOnTheSameTickWithTheSameField() {
        vm.loading().open(COOKED);
        vm.seek(321);
        ReplayLink link = new ReplayLink(vm.replayProperty().get().loaded().source().locator(), OptionalLong.of(321),
                Optional.of("players[1].pos.y"));
        String command = link.command();
        assertTrue(command.startsWith("./undercooked studio --replay /"), command);
        List<String> args = List.of(command.substring("./undercooked studio ".length()).replace("'", "").split(" "));
        ReplayLink back = ReplayLink.parse(args);
        assertEquals(link, back);
        ReplayViewModel other = new ReplayViewModel(Jobs.inline());
        other.loading().open(Path.of(back.replay()));
        other.seek(back.tick().getAsLong());
        assertEquals(at(321), other.stateProperty().get());
        ReplayLink server = ReplayLink.parse(List.of("--replay", "http://127.0.0.1:8080/api/replays/7", "--tick", "9"));
        assertTrue(server.isServer());
        assertEquals(Optional.of(new ReplaySource.ServerSource("http://127.0.0.1:8080", 7)),
                ReplaySource.parseRoundUrl(server.replay()));
    }

    @Test
    void aGoldenOfAnotherRoundIsSetAsideAndTheWholeScriptOpens(@TempDir Path dir) throws Exception {
        // QA's slip: cooked_and_served's golden beside walk_solo's script. The round had opened cut
        // to the other round's 734 ticks, marked as a changed level.
        Path walk = COOKED.resolveSibling("walk_solo.json");
        Files.copy(walk, dir.resolve("walk_solo.json"));
        Files.copy(ReplayFiles.goldenPath(COOKED), dir.resolve("walk_solo" + ReplayFiles.GOLDEN_SUFFIX));
        LoadedReplay r = ReplayLoader.fromFile(dir.resolve("walk_solo.json")).replay().orElseThrow();

        assertEquals(Optional.empty(), r.golden(), "no check against another round's hashes");
        assertEquals(ReplayFiles.readScript(walk).value().orElseThrow().length(), r.ticks(), "the script's whole length");
        assertTrue(r.notes().stream().anyMatch(n -> n.contains("is not this round's: it is another round's (script"
                + " cooked_and_served")), r.notes().toString());
        vm.loading().open(dir.resolve("walk_solo.json"));
        assertTrue(vm.messageProperty().get().startsWith("Opened walk_solo.json (ticks 0-786, "), vm.messageProperty().get());
        assertTrue(vm.golden().summaryProperty().get().startsWith("no golden check: walk_solo.golden.json is not this"
                + " round's"), "the golden panel says why there is no check: " + vm.golden().summaryProperty().get());
    }

    @Test
    void aGoldenWithOneEditedHashIsSaidToContradictItself(@TempDir Path dir) throws Exception {
        Path walk = COOKED.resolveSibling("walk_solo.json");
        Files.copy(walk, dir.resolve("walk_solo.json"));
        String golden = Files.readString(ReplayFiles.goldenPath(walk));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{\"tick\": 400, \"hash\": \"[0-9a-f]{16}\"\\}")
                .matcher(golden);
        assertTrue(m.find());
        Files.writeString(dir.resolve("walk_solo" + ReplayFiles.GOLDEN_SUFFIX),
                golden.replace(m.group(), "{\"tick\": 400, \"hash\": \"deadbeefdeadbeef\"}"));
        vm.loading().open(dir.resolve("walk_solo.json"));
        String summary = vm.golden().summaryProperty().get();
        assertTrue(summary.startsWith("DIVERGED at tick 400"), summary);
        assertTrue(summary.contains("the golden contradicts itself there"), summary);
        assertTrue(summary.endsWith("it was edited or damaged, not the rules"), summary);
    }

    @Test
    void anExportedClipPassesReplayCheckAndHashesLikeTheRoundOverItsRange(@TempDir Path dir) throws Exception {
        ReplayLoader.Outcome o = ReplayLoader.fromFile(COOKED);
        ClipExporter.Written w = ClipExporter.export(o.replay().orElseThrow(), 300, 420, dir.resolve("served_clip.json"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = new ReplayCli(new PrintStream(out), new PrintStream(new ByteArrayOutputStream()), Path.of(""))
                .run(List.of("check", w.script().toString()));
        assertEquals(0, code, out.toString());
        assertEquals(at(420).stateHash(), w.finalHash());
        ReplayFiles.ScriptFile clip = ReplayFiles.readScriptFile(w.script()).value().orElseThrow();
        assertEquals(Optional.of(new undercooked.levels.ScriptFocus(300, 420)), clip.focus());
        vm.loading().open(w.script());
        assertEquals(300, vm.tickProperty().get(), "a clip opens at its focus");
        assertEquals(at(300), vm.stateProperty().get());
    }

    @Test
    void anAlteredScriptDivergesFromItsGoldenAndASecondRunNamesTheSystem(@TempDir Path dir) throws Exception {
        InputScript s = ReplayFiles.readScript(COOKED).value().orElseThrow();
        int press = 0;
        while (!s.frames().get(press).action()) {
            press++;
        }
        List<InputScript.Frame> frames = new ArrayList<>(s.frames());
        InputScript.Frame f = frames.get(press);
        frames.set(press, new InputScript.Frame(f.tick(), f.playerId(), f.move(), false, f.face()));
        Path altered = dir.resolve("cooked_and_served.json");
        Files.writeString(altered, ReplayFiles.writeScript(s.withFrames(frames)));
        Files.copy(ReplayFiles.goldenPath(COOKED), ReplayFiles.goldenPath(altered));
        vm.loading().open(altered);
        long div = vm.golden().divergenceProperty().get();
        assertTrue(div > f.tick(), "diverges after the changed press at " + f.tick() + ", got " + div);
        assertTrue(vm.golden().summaryProperty().get().startsWith("DIVERGED at tick " + div + " after system action_gate:"
                + " expected "), "the golden alone names the system: " + vm.golden().summaryProperty().get());
        assertEquals(Optional.of("action_gate"), vm.replayProperty().get().golden().system());
        assertTrue(vm.messageProperty().get().contains("script changed since its golden"), vm.messageProperty().get());
        vm.golden().goToDivergence();
        assertEquals(div, vm.tickProperty().get());
        assertFalse(vm.diff().rows().isEmpty(), "the divergence shows what changed since the last match");
        assertFalse(vm.golden().systemsAtTick().isEmpty());
        vm.compare().open(COOKED);
        assertEquals(div, vm.compare().divergenceProperty().get());
        assertTrue(vm.compare().summaryProperty().get().contains("first after system action_gate"), vm.compare().summaryProperty().get());
        assertEquals(DiffViewModel.DiffMode.RUNS, vm.diff().modeProperty().get());
        assertFalse(vm.diff().rows().isEmpty());
    }

    @Test
    void aGoldenWithoutSystemHashesGivesTheTickButNamesNoSystem(@TempDir Path dir) throws Exception {
        InputScript s = ReplayFiles.readScript(COOKED).value().orElseThrow();
        int move = 0;
        while (s.frames().get(move).move().x() == 0) {
            move++;
        }
        List<InputScript.Frame> frames = new ArrayList<>(s.frames());
        InputScript.Frame f = frames.get(move);
        frames.set(move, new InputScript.Frame(f.tick(), f.playerId(), new Vec2(-f.move().x(), f.move().y()), f.action(),
                f.face()));
        Path altered = dir.resolve("cooked_and_served.json");
        Files.writeString(altered, ReplayFiles.writeScript(s.withFrames(frames)));
        Golden golden = ReplayFiles.readGolden(ReplayFiles.goldenPath(COOKED)).value().orElseThrow();
        Files.writeString(ReplayFiles.goldenPath(altered), ReplayFiles.writeGolden(golden));
        vm.loading().open(altered);
        long div = vm.golden().divergenceProperty().get();
        assertEquals(f.tick() + 1, div);
        assertTrue(vm.golden().summaryProperty().get().startsWith("DIVERGED at tick " + div + " after system movement: "),
                vm.golden().summaryProperty().get());
        Files.writeString(ReplayFiles.goldenPath(altered), ReplayFiles.writeGolden(golden.withoutSystemHashes()));
        vm.loading().open(altered);
        assertEquals(div, vm.golden().divergenceProperty().get());
        assertTrue(vm.golden().summaryProperty().get().startsWith("DIVERGED at tick " + div + ": expected "),
                vm.golden().summaryProperty().get());
        assertEquals(Optional.empty(), vm.replayProperty().get().golden().system());
    }

    @Test
    void brokenFilesAreNamedErrorsAndWhatIsOpenStays(@TempDir Path dir) throws Exception {
        vm.loading().open(COOKED);
        OpenedReplay open = vm.replayProperty().get();
        Path truncated = dir.resolve("truncated.json");
        Files.writeString(truncated, Files.readString(COOKED).substring(0, 500));
        vm.loading().open(truncated);
        assertEquals("bad_replay", vm.loading().errorProperty().get().orElseThrow().code());
        assertTrue(vm.loading().errorProperty().get().get().what().contains("truncated.json"));
        assertEquals(open, vm.replayProperty().get(), "the open replay is kept");
        Path foreign = dir.resolve("foreign.json");
        Files.writeString(foreign, "{\"hello\": 1}");
        vm.loading().open(foreign);
        assertEquals("bad_replay", vm.loading().errorProperty().get().orElseThrow().code());
        Path missing = dir.resolve("other.json");
        Files.writeString(missing, Files.readString(COOKED).replace("01_first_shift", "99_gone"));
        vm.loading().open(missing);
        assertEquals("level_missing", vm.loading().errorProperty().get().orElseThrow().code());
        assertTrue(vm.loading().errorProperty().get().get().todo().contains("99_gone.json"));
        Path golden = dir.resolve("lonely.golden.json");
        Files.copy(ReplayFiles.goldenPath(COOKED), golden);
        vm.loading().open(golden);
        assertEquals("no_script", vm.loading().errorProperty().get().orElseThrow().code());
        assertEquals(open, vm.replayProperty().get());
    }

    @Test
    void aLevelThatChangedSinceRecordingSaysLevelChanged(@TempDir Path dir) throws Exception {
        InputScript s = ReplayFiles.readScript(COOKED).value().orElseThrow();
        InputScript stamped = new InputScript(s.name(), s.seed(), s.levelId(), s.tickHz(), s.recordEvery(), s.frames(),
                s.items(), s.declaredSeats(), s.parks(), Optional.of("0".repeat(64)));
        Path p = dir.resolve("stamped.json");
        Files.writeString(p, ReplayFiles.writeScript(stamped));
        vm.loading().open(p);
        assertTrue(vm.messageProperty().get().contains("LEVEL CHANGED"), vm.messageProperty().get());
        Files.copy(ReplayFiles.goldenPath(COOKED), ReplayFiles.goldenPath(p));
        vm.loading().open(p);
        assertTrue(vm.golden().summaryProperty().get().startsWith("LEVEL CHANGED: level 01_first_shift has sha256 "),
                vm.golden().summaryProperty().get());
    }

    @Test
    void theCommittedBusyRoundOpensWithItsGoldenAndTrailsFollowTheCooks() {
        vm.loading().open(BUSY);
        assertEquals(3000, vm.endTick());
        assertEquals("golden: ok, 3001 hashes match", vm.golden().summaryProperty().get());
        vm.scene().trailsProperty().set(true);
        vm.seek(1000);
        var trails = vm.scene().sceneProperty().get().trails();
        assertEquals(4, trails.size());
        var p0 = vm.stateProperty().get().players().getFirst().pos();
        assertEquals(p0.x(), trails.getFirst().xs()[trails.getFirst().xs().length - 1], 1e-5);
        assertEquals(SceneViewModel.TRAIL_TICKS + 1, trails.getFirst().xs().length);
        vm.scene().followProperty().set("p2");
        assertEquals("p2", ((undercooked.studio.kitchen.KitchenRenderer.Follow) vm.scene().sceneProperty().get().camera()).playerId());
    }

    @Test
    void aFolderListsItsScriptsToPickFromAndOpensTheFirst(@TempDir Path empty) {
        vm.loading().openFolder(COOKED.getParent());
        assertEquals(List.of("cooked_and_served.json", "pass_and_contest.json", "trash_long_press.json", "walk_solo.json"),
                vm.loading().folder().stream().map(p -> p.getFileName().toString()).toList());
        assertTrue(vm.replayProperty().get().loaded().source().locator().endsWith("cooked_and_served.json"));
        vm.loading().openFolder(empty);
        assertEquals("no_replays", vm.loading().errorProperty().get().orElseThrow().code());
        assertEquals(4, vm.loading().folder().size(), "the list stays when a folder has none");
    }

    /** {@code replay check} on a script: its exit code. */
    static int check(Path script) {
        return new ReplayCli(new PrintStream(new ByteArrayOutputStream()), new PrintStream(new ByteArrayOutputStream()), Path.of(""))
                .run(List.of("check", script.toString()));
    }

    static Path copy(Path script, Path dir) throws Exception {
        Path s = dir.resolve(script.getFileName());
        Files.copy(script, s);
        Files.copy(ReplayFiles.goldenPath(script), ReplayFiles.goldenPath(s));
        return s;
    }
}
