package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelLoader;
import undercooked.playtest.Report;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;
import undercooked.server.archive.ReplayArchive;
import undercooked.server.archive.RoundRecord;
import undercooked.sim.Cell;
import undercooked.sim.RoundResult;
import undercooked.sim.TickHash;
import undercooked.sim.Verdict;
import undercooked.studio.editor.DifficultyViewModel;
import undercooked.studio.editor.EditorViewModel;
import undercooked.studio.editor.EditorWorkspace;
import undercooked.studio.editor.GridCanvas;
import undercooked.studio.editor.GridEdits;
import undercooked.studio.replay.ReplayWorkspace;

/** The editor's Difficulty panel, driven headless: an edit re-plays the level, the worst round opens in Replays. */
@ExtendWith(ApplicationExtension.class)
class DifficultyUiTest {
    /**
     * Level 01's room with two stoves side by side (x 10 and 11, y 1), and orders coming faster
     * than one stove cooks them (a soup every 5 s, 10 s on the stove; six soups win): four experts win it early
     * with both stoves and late or not at all with one, so the stoves are what limits it.
     */
    static final String TWO_STOVES = """
            {
              "id": "92_two_stoves",
              "name": "Two Stoves",
              "order": 1,
              "time_limit_s": 90,
              "target_score": 120,
              "recipes": ["tomato_soup", "onion_soup"],
              "orders": {"interval_s": 5, "deadline_s": 60, "max_active": 5},
              "grid": [
                "#############",
                "#=t=o==CC=SS#",
                "#...........#",
                "#.1.......2.W",
                "#....=PP=...#",
                "#.3.......4.#",
                "#...........#",
                "#=p==CC=====#",
                "#############"
              ]
            }
            """;

    /** The same kitchen with a 10-minute round and a target nobody reaches: every round runs its whole clock. */
    static final String SLOW = TWO_STOVES.replace("\"time_limit_s\": 90", "\"time_limit_s\": 600")
            .replace("\"target_score\": 120", "\"target_score\": 2000");

    private Studio studio;

    @Start
    void start(Stage stage) {
        studio = new Studio(stage, Settings.inMemory(), Optional.of(new ScriptedDialogs()), true);
        stage.show();
    }

    private EditorWorkspace editor() {
        return (EditorWorkspace) studio.view().find("editor").orElseThrow();
    }

    private DifficultyViewModel panel() {
        return editor().difficulty();
    }

    private Report finished() throws Exception {
        return finishedAfter(Optional.empty());
    }

    /** The report of a whole run other than {@code before} (the run an edit started, not the one before it). */
    private Report finishedAfter(Optional<Report> before) throws Exception {
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !panel().busy()
                && panel().reportProperty().get().map(r -> r.rounds() == DifficultyViewModel.ROUNDS
                        && before.map(b -> b != r).orElse(true)).orElse(false)
                && panel().messageProperty().get().startsWith(DifficultyViewModel.ROUNDS + " rounds"));
        WaitForAsyncUtils.waitForFxEvents(); // the run's last FX event has been handled
        return panel().reportProperty().get().orElseThrow();
    }

    private void open(Path dir) throws Exception {
        open(dir, TWO_STOVES);
    }

    private void open(Path dir, String level) throws Exception {
        Path f = dir.resolve("92_two_stoves.json");
        Files.writeString(f, level);
        WaitForAsyncUtils.asyncFx(() -> editor().open(f)).get();
    }

    private void edit(EditorViewModel vm, List<String> grid) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> vm.apply("Paint", l -> GridEdits.withGrid(l, grid))).get();
    }

    /**
     * One play-test of the two-stove level and what is read off it (the grid, the people beside the
     * bots), then the run after an edit that takes a stove away. One test method, not four: every
     * report plays {@link DifficultyViewModel#ROUNDS} bot rounds, and none of these checks needs a
     * fresh studio or a report of its own.
     */
    @Test
    void aRunShowsOnTheGridAndBesidePeopleThenRemovingAStoveMakesTheMedianStarsFallAndItsWorstRoundOpens(FxRobot robot,
            @TempDir Path dir) throws Exception {
        EmbeddedServer server = EmbeddedServer.start(ServerConfig.ephemeral());
        try {
            archivePeoplesRounds(server);
            open(dir);
            Report before = finished();
            showOnTheGridFramesTheBottleneckRedAndTintsTheFloorWhereCooksWalked(robot, before);
            comparingWithPeopleShowsTheirStarsBesideTheBotsAndTheClosestMix(server);
            Report after = removingStovesMakesTheMedianStarsFallAndNamesTheRemainingStove(before);
            theWorstRoundOpensInReplaysAtItsFirstMissedTick(robot, after);
        } finally {
            server.stop();
        }
    }

    private Report removingStovesMakesTheMedianStarsFallAndNamesTheRemainingStove(Report before) throws Exception {
        List<String> grid = new java.util.ArrayList<>(editor().viewModel().level().grid());
        grid.set(1, "#=t=o==CC=S=#");
        edit(editor().viewModel(), grid);
        Report after = finishedAfter(Optional.of(before));

        assertTrue(after.medianStars() < before.medianStars(),
                before.medianStars() + "/" + before.meanStars() + " -> " + after.medianStars() + "/" + after.meanStars());
        assertEquals("stove x 10, y 1", after.bottleneck().orElseThrow().name());
        assertTrue(panel().comparisonProperty().get().startsWith("Compared with the last save: median stars "
                + before.medianStars() + " -> " + after.medianStars()), panel().comparisonProperty().get());
        return after;
    }

    /** {@code r} is the panel's report: the button opens its worst round. */
    private void theWorstRoundOpensInReplaysAtItsFirstMissedTick(FxRobot robot, Report r) throws Exception {
        assertEquals(Optional.of(r), panel().reportProperty().get(), "the panel shows the report whose worst round opens");
        robot.clickOn("#difficulty-open-worst");
        ReplayWorkspace replays = (ReplayWorkspace) studio.view().find("replays").orElseThrow();
        long expected = r.worst().firstMissTick().orElse(0);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> replays.viewModel().replayProperty().get() != null
                && replays.viewModel().tickProperty().get() == expected);
        assertEquals(expected, replays.viewModel().tickProperty().get());
        assertEquals("replays", studio.view().current().id());
    }

    @Test
    void anEditThatBreaksTheLevelCancelsTheRunAndLeavesNoThreadOfIt(@TempDir Path dir) throws Exception {
        open(dir, SLOW);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> panel().runningProperty().get());
        List<String> grid = new java.util.ArrayList<>(editor().viewModel().level().grid());
        grid.set(3, "#.1.......2.#"); // no serve window: no_serve
        edit(editor().viewModel(), grid);

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> panel().messageProperty().get().startsWith("Fix the problems first: "));
        assertTrue(panel().messageProperty().get().contains("no_serve"), panel().messageProperty().get());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, DifficultyUiTest::noPlayTestThread);
        assertTrue(panel().reportProperty().get().isEmpty());
    }

    @Test
    void quittingTheStudioMidRunStopsThePlayTestAndLeavesNoThread(@TempDir Path dir) throws Exception {
        open(dir, SLOW);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> panel().runningProperty().get()
                && Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().startsWith("playtest-")));

        assertTrue(WaitForAsyncUtils.asyncFx(() -> studio.confirmClose()).get());

        assertFalse(panel().busy());
        assertTrue(panel().reportProperty().get().map(r -> r.rounds() < DifficultyViewModel.ROUNDS).orElse(true),
                "stopped mid-run, not at its end");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, DifficultyUiTest::noPlayTestThread);
    }

    /** No round thread of any play-test, and not the panel's own thread either (it ends a second after its last run). */
    private static boolean noPlayTestThread() {
        return Thread.getAllStackTraces().keySet().stream().noneMatch(t -> t.isAlive()
                && (t.getName().startsWith("playtest-") || t.getName().equals(DifficultyViewModel.THREAD)));
    }

    private void showOnTheGridFramesTheBottleneckRedAndTintsTheFloorWhereCooksWalked(FxRobot robot, Report r)
            throws Exception {
        GridCanvas canvas = editor().editorView().canvas();
        Cell stove = r.bottleneck().orElseThrow().cell();
        Cell busiest = busiestFloor(r);
        int[] plainStove = pixel(canvas, stove, 1.5);
        int[] plainFloor = pixel(canvas, busiest, 0);

        robot.clickOn("#difficulty-show-on-grid");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> canvas.playTestOverlayProperty().get().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        int[] shownStove = pixel(canvas, stove, 1.5);
        int[] shownFloor = pixel(canvas, busiest, 0);

        assertTrue(shownStove[0] > 200 && shownStove[1] < 90 && shownStove[2] < 90, "the bottleneck's red frame: "
                + List.of(plainStove[0], plainStove[1], plainStove[2]) + " -> " + List.of(shownStove[0], shownStove[1], shownStove[2]));
        assertTrue(shownFloor[2] - shownFloor[0] > plainFloor[2] - plainFloor[0] + 20,
                "the busiest floor cell turns blue: " + List.of(plainFloor[0], plainFloor[2]) + " -> "
                        + List.of(shownFloor[0], shownFloor[2]));
        robot.clickOn("#difficulty-show-on-grid");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> canvas.playTestOverlayProperty().get().isEmpty());
    }

    private static Cell busiestFloor(Report r) {
        Cell best = new Cell(0, 0);
        for (int y = 0; y < r.traffic().height(); y++) {
            for (int x = 0; x < r.traffic().width(); x++) {
                if (r.traffic().at(x, y) > r.traffic().at(best.x(), best.y())) {
                    best = new Cell(x, y);
                }
            }
        }
        return best;
    }

    /** The canvas's colour {@code fromEdge} pixels inside the cell's left edge, half-way down (0: its centre). */
    private static int[] pixel(GridCanvas canvas, Cell c, double fromEdge) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            canvas.redraw();
            WritableImage img = canvas.snapshot(null, null);
            double[] centre = canvas.centreOf(c);
            double x = fromEdge == 0 ? centre[0] : centre[0] - canvas.cellSize() / 2 + fromEdge;
            int argb = img.getPixelReader().getArgb((int) Math.floor(x), (int) Math.floor(centre[1]));
            return new int[] {argb >> 16 & 0xff, argb >> 8 & 0xff, argb & 0xff};
        }).get();
    }

    /** The rounds people (and bots) played of the two-stove level, and one of another level, archived on {@code server}. */
    private static void archivePeoplesRounds(EmbeddedServer server) throws Exception {
        Level level = LevelLoader.parse(TWO_STOVES, "92_two_stoves.json").level().orElseThrow();
        ReplayArchive archive = server.services().archive().orElseThrow();
        archive.archive(round(level, "lost", 0, false, false));
        archive.archive(round(level, "won", 1, false, false));
        archive.archive(round(level, "won", 1, false, true)); // a person and a bot: people played it
        archive.archive(round(level, "won", 2, false, false));
        archive.archive(round(level, "won", 3, true, true)); // bots alone: left out
        archive.archive(round(level, "aborted", 0, false, false)); // nobody won or lost: left out
        archive.archive(round(Campaign.builtIn().load("01_first_shift").orElseThrow(), "won", 3, false, false));
        assertTrue(archive.drain(10_000));
    }

    /** The panel's report is finished: Compare with people reads {@code server}'s archive and plays the other mixes. */
    private void comparingWithPeopleShowsTheirStarsBesideTheBotsAndTheClosestMix(EmbeddedServer server) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> {
            panel().archiveUrlProperty().set("http://127.0.0.1:" + server.port());
            panel().compareWithPeople();
        }).get();
        WaitForAsyncUtils.waitFor(180, TimeUnit.SECONDS, () -> panel().peopleProperty().get().contains("closest to people: "));

        String said = panel().peopleProperty().get();
        assertTrue(said.startsWith("bots "), said);
        assertTrue(said.contains(" stars, people 1.0 over 4 rounds (1 round of bots alone left out); closest to people: "),
                said);
        assertTrue(said.matches(".*closest to people: (expert|casual|mixed) bots \\(\\d\\.\\d stars; .*"), said);
    }

    /** An archived round of {@code level} with these stars; two cooks, the first a bot when {@code firstBot}. */
    private static RoundRecord round(Level level, String result, int stars, boolean firstBot, boolean secondBot) {
        RoundResult verdict = new RoundResult(result.equals("won") ? Verdict.WON : Verdict.LOST, stars * 50L,
                level.targetScore(), stars, 0, stars, 0, 0, 0, List.of(), level.id(), 1, 1800);
        return new RoundRecord("ABCD", 1, level, 1, List.of(
                new RoundRecord.Cook("p0", 0, firstBot ? "Bot 1" : "Ana", firstBot ? Optional.of("expert") : Optional.empty()),
                new RoundRecord.Cook("p1", 1, secondBot ? "Bot 2" : "Bo", secondBot ? Optional.of("casual") : Optional.empty())),
                List.of(), List.of(), List.of(new TickHash(0, 1)), result, verdict, Map.of(), 1_000, 91_000);
    }
}
