package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;
import undercooked.levels.ReplayFiles;
import undercooked.sim.InputScript;
import undercooked.studio.replay.DiffRow;
import undercooked.studio.replay.DiffViewModel;
import undercooked.studio.replay.EventIndex;
import undercooked.studio.replay.ReplayViewModel;
import undercooked.studio.replay.ReplayWorkspace;

/** Drives the real Replays workspace headless: keys step, panels follow, the event log seeks, a divergence shows. */
@ExtendWith(ApplicationExtension.class)
class ReplayUiTest {
    private static final Path COOKED = Path.of("../levels/src/test/resources/replays/cooked_and_served.json");
    /**
     * One studio for the class's methods (decision 0055). Most open their replay again (at tick 0);
     * what is put back is what a method leaves beside it: playback, speed, tick, tab, message and
     * the workspace shown (the editor, as a new studio shows).
     */
    @RegisterExtension
    static final ClassStudio STUDIO = new ClassStudio(s -> {
        ReplayWorkspace replays = (ReplayWorkspace) s.view().find("replays").orElseThrow();
        ReplayViewModel vm = replays.viewModel();
        vm.playback().stop();
        vm.playback().speedProperty().set(1.0);
        if (vm.replayProperty().get() != null) {
            vm.seek(0); // a method that does not open again cannot read another's tick as its own
        }
        ((TabPane) replays.replayView().lookup("#replay-tabs")).getSelectionModel().select(0);
        s.shell().messageProperty().set("");
        s.shell().workspaceProperty().set("editor");
    });
    private final ScriptedDialogs dialogs = STUDIO.dialogs();
    private Studio studio;

    @BeforeEach
    void studio() {
        studio = STUDIO.studio();
    }

    private ReplayWorkspace replays() {
        return (ReplayWorkspace) studio.view().find("replays").orElseThrow();
    }

    private ReplayViewModel vm() {
        return replays().viewModel();
    }

    private void openAndWait(FxRobot robot, Path file) throws Exception {
        robot.interact(() -> studio.open(file));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !vm().loading().busyProperty().get() && vm().replayProperty().get() != null
                && vm().replayProperty().get().loaded().source().locator().endsWith(file.getFileName().toString()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String tickLabel(FxRobot robot) {
        return robot.lookup("#replay-tick").queryAs(Label.class).getText();
    }

    @Test
    @ClassStudio.Fresh // "nothing to play on from" needs a studio that has opened nothing yet
    void playFromHereStartsALiveRoomOnTheStudiosHostAtTheScrubbersTick(FxRobot robot, @TempDir Path data) throws Exception {
        robot.interact(() -> studio.shell().workspaceProperty().set("replays"));
        assertTrue(robot.lookup("#play-from-here").queryButton().isDisabled(), "nothing to play on from without a replay");
        openAndWait(robot, COOKED);
        robot.interact(() -> vm().seek(300));
        undercooked.studio.host.HostWorkspace host = (undercooked.studio.host.HostWorkspace) studio.view().find("host")
                .orElseThrow();
        robot.interact(() -> host.viewModel().server().settings().dataDirProperty().set(data.toString()));
        try {
            robot.clickOn("#play-from-here");
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> host.viewModel().rooms().size() == 1);
            WaitForAsyncUtils.waitForFxEvents();
            var room = host.viewModel().rooms().getFirst();
            assertEquals("01_first_shift", room.level());
            assertEquals(vm().replayProperty().get().seats().size(), room.maxSeats(), "a seat per cook of the replay");
            assertTrue(host.viewModel().server().messageProperty().get().contains("Playing on from tick 300 of cooked_and_served"),
                    host.viewModel().server().messageProperty().get());
        } finally {
            robot.interact(() -> host.viewModel().server().stopNow());
        }
    }

    @Test
    void keysStepTheTickAndTheDiffAndInspectorFollow(FxRobot robot) throws Exception {
        openAndWait(robot, COOKED);
        assertEquals("replays", studio.shell().workspaceProperty().get(), "a replay file opens in Replays");
        assertTrue(robot.lookup("#workspace-replays").queryAs(javafx.scene.control.ToggleButton.class).isSelected(),
                "and the sidebar lights Replays, not the editor");
        assertTrue(tickLabel(robot).startsWith("tick 0 / 734"), tickLabel(robot));
        robot.clickOn("#replay-kitchen");
        robot.type(KeyCode.PERIOD, 3);
        assertTrue(tickLabel(robot).startsWith("tick 3 / 734"), tickLabel(robot));
        robot.press(KeyCode.SHIFT).type(KeyCode.RIGHT).release(KeyCode.SHIFT);
        assertTrue(tickLabel(robot).startsWith("tick 23 / 734"), tickLabel(robot));
        robot.type(KeyCode.COMMA);
        assertTrue(tickLabel(robot).startsWith("tick 22 / 734"), tickLabel(robot));
        robot.type(KeyCode.END);
        assertEquals(734, vm().tickProperty().get());
        robot.type(KeyCode.HOME);
        robot.type(KeyCode.PERIOD, 2);
        ListView<?> diff = robot.lookup("#replay-diff").queryAs(ListView.class);
        List<String> rows = new ArrayList<>();
        diff.getItems().forEach(i -> rows.add(i instanceof DiffRow d ? d.render() : i.toString()));
        assertTrue(rows.stream().anyMatch(r -> r.contains("tick: 1 -> 2")), rows.toString());
        assertTrue(rows.contains("▸ tick"), "rows are grouped by entity: " + rows);

        robot.interact(() -> robot.lookup("#replay-tabs").queryAs(TabPane.class).getSelectionModel().select(1));
        TreeView<?> tree = robot.lookup("#replay-inspector").queryAs(TreeView.class);
        assertTrue(children(tree).contains("score: 0"), children(tree).toString());
        robot.interact(() -> vm().seek(vm().events().rows().stream().filter(r -> r.kind().equals("served")).findFirst()
                .orElseThrow().tick()));
        assertTrue(children(tree).contains("score: " + vm().stateProperty().get().score()), children(tree).toString());
        assertTrue(vm().stateProperty().get().score() > 0);
    }

    private static List<String> children(TreeView<?> tree) {
        List<String> out = new ArrayList<>();
        for (TreeItem<?> i : tree.getRoot().getChildren()) {
            out.add(String.valueOf(i.getValue()));
        }
        return out;
    }

    @Test
    void selectingARowOfTheEventLogSeeksThere(FxRobot robot) throws Exception {
        openAndWait(robot, COOKED);
        robot.interact(() -> robot.lookup("#replay-tabs").queryAs(TabPane.class).getSelectionModel().select(4));
        @SuppressWarnings("unchecked")
        TableView<EventIndex.Row> events = robot.lookup("#replay-events").queryAs(TableView.class);
        assertTrue(events.getItems().size() > 10, "the log lists the round's events");
        EventIndex.Row row = events.getItems().get(7);
        robot.interact(() -> events.getSelectionModel().select(7));
        assertEquals(row.tick(), vm().tickProperty().get());
        assertTrue(tickLabel(robot).startsWith("tick " + row.tick() + " /"), tickLabel(robot));
        robot.clickOn("#replay-event-search").write("served");
        assertTrue(events.getItems().stream().allMatch(r -> (r.kind() + r.payload()).contains("served")));
    }

    @Test
    void aReplayThatMissesItsGoldenShowsWhereItDiverged(FxRobot robot, @TempDir Path dir) throws Exception {
        InputScript s = ReplayFiles.readScript(COOKED).value().orElseThrow();
        List<InputScript.Frame> frames = new ArrayList<>(s.frames());
        int i = 0;
        while (!frames.get(i).action()) {
            i++;
        }
        InputScript.Frame f = frames.get(i);
        frames.set(i, new InputScript.Frame(f.tick(), f.playerId(), f.move(), false, f.face()));
        Path altered = dir.resolve("cooked_and_served.json");
        Files.writeString(altered, ReplayFiles.writeScript(s.withFrames(frames)));
        Files.copy(ReplayFiles.goldenPath(COOKED), ReplayFiles.goldenPath(altered));
        openAndWait(robot, altered);
        long div = vm().golden().divergenceProperty().get();
        assertTrue(div > 0);
        String golden = robot.lookup("#replay-golden").queryAs(Label.class).getText();
        assertTrue(golden.startsWith("DIVERGED at tick " + div), golden);
        robot.interact(() -> robot.lookup("#replay-tabs").queryAs(TabPane.class).getSelectionModel().select(6));
        robot.clickOn("#replay-go-divergence");
        assertEquals(div, vm().tickProperty().get());
        assertEquals(DiffViewModel.DiffMode.MARKS, vm().diff().modeProperty().get());
        assertTrue(!vm().diff().rows().isEmpty(), "the diff shows what changed since the last matching tick");
        ListView<?> systems = robot.lookup("#replay-systems").queryAs(ListView.class);
        assertTrue(!systems.getItems().isEmpty(), "the divergent tick is shown system by system");
        assertTrue(replays().link().orElseThrow().contains("--tick " + div));
    }

    @Test
    void aBrokenReplayIsADialogAndTheOpenOneStays(FxRobot robot, @TempDir Path dir) throws Exception {
        openAndWait(robot, COOKED);
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"seed\": 1, \"level_id\": \"01_first_shift\", \"frames\": [");
        robot.interact(() -> replays().openAt(broken, OptionalLong.empty()));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, dialogs.errors.size());
        assertEquals("bad_replay", dialogs.errors.getFirst().code());
        assertTrue(vm().replayProperty().get().loaded().source().locator().endsWith("cooked_and_served.json"));
    }

    @Test
    void theSpeedBoxSetsTheTicksASecondEvenAfterACollection(FxRobot robot) throws Exception {
        openAndWait(robot, COOKED);
        @SuppressWarnings("unchecked")
        ComboBox<Double> box = robot.lookup("#replay-speed").queryAs(ComboBox.class);
        for (double speed : new double[] {8.0, 0.25}) {
            System.gc(); // the old bind's wrapper was only weakly held: a collection cut the box off
            System.gc();
            robot.clickOn(box);
            robot.clickOn((speed == 8.0 ? "8" : "0.25") + "x");
            long[] ticks = new long[1];
            robot.interact(() -> { // one stepped pulse on the FX thread: the view's own timer cannot interleave
                vm().seek(0);
                vm().playback().togglePlay();
                for (int i = 0; i < 40; i++) {
                    vm().playback().advance(0.05);
                }
                vm().playback().togglePlay();
                ticks[0] = vm().tickProperty().get();
            });
            assertEquals(Math.round(2 * 20 * speed), ticks[0], "ticks in two seconds with the box at " + speed + "x");
        }
    }

    @Test
    void theHoverReadOutDoesNotMoveTheKitchen(FxRobot robot) throws Exception {
        openAndWait(robot, COOKED);
        var kitchen = robot.lookup("#replay-kitchen").queryAs(javafx.scene.layout.Region.class);
        double y = kitchen.localToScene(0, 0).getY();
        double h = kitchen.getHeight();
        robot.interact(() -> robot.lookup("#replay-hover").queryAs(Label.class).setText("stations[41]: index 41 · kind stove"
                + " · cell x 7, y 8 · stock (none) · contents [1 entries] · and more read-out than fits on one line of the panel"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(y, kitchen.localToScene(0, 0).getY(), 0.5);
        assertEquals(h, kitchen.getHeight(), 0.5);
    }

    @Test
    @ClassStudio.Fresh // its wait reads a replay and a field's history: none may be left from another method
    void aLinkWithAFieldOpensOnTheFieldTabWithItsHistory(FxRobot robot) throws Exception {
        robot.interact(() -> studio.shell().workspaceProperty().set("replays"));
        robot.interact(() -> replays().openLink(new undercooked.studio.services.ReplayLink(COOKED.toString(),
                OptionalLong.of(300), Optional.of("players[0].held"))));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> vm().replayProperty().get() != null
                && !replays().fieldViewModel().history().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Field", robot.lookup("#replay-tabs").queryAs(TabPane.class).getSelectionModel().getSelectedItem().getText());
        assertEquals(300, vm().tickProperty().get());
    }

    @Test
    void theCameraBoxKeepsItsLabelsOnceAReplayOpens(FxRobot robot) throws Exception {
        openAndWait(robot, COOKED);
        @SuppressWarnings("unchecked")
        ComboBox<String> camera = robot.lookup("#replay-camera").queryAs(ComboBox.class);
        List<String> shown = camera.getItems().stream().map(camera.getConverter()::toString).toList();
        assertEquals("whole kitchen", shown.getFirst(), shown.toString());
        assertTrue(shown.stream().skip(1).allMatch(x -> x.startsWith("follow ")), shown.toString());
        assertEquals("", camera.getValue(), "the camera is on the whole kitchen, not on nothing");
        assertEquals("whole kitchen", camera.getConverter().toString(camera.getValue()));
    }

    @Test
    void atTheSmallerLaptopSizeTheTabsFitAndTheToolbarHoldsStill(FxRobot robot) throws Exception {
        openAndWait(robot, COOKED);
        TabPane tabs = robot.lookup("#replay-tabs").queryAs(TabPane.class);
        assertTrue(tabs.getWidth() >= 540, "the side panel keeps its width: " + tabs.getWidth());
        javafx.scene.Node overflow = tabs.lookup(".control-buttons-tab");
        assertTrue(overflow == null || !overflow.isVisible() || overflow.getLayoutBounds().getWidth() == 0
                || !((javafx.scene.layout.Region) overflow).getChildrenUnmodifiable().stream().anyMatch(javafx.scene.Node::isVisible),
                "no tab is behind the overflow menu");
        var speed = robot.lookup("#replay-speed").queryAs(ComboBox.class);
        double x = speed.localToScene(0, 0).getX();
        robot.interact(() -> {
            vm().seek(734);
            vm().playback().togglePlay();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(x, speed.localToScene(0, 0).getX(), 0.5, "the tick label and Play/Pause keep their width");
        robot.interact(() -> vm().playback().playingProperty().set(false));
        // a long message beside it gives way; the read-out (tick, changes, golden) never does
        robot.interact(() -> studio.shell().messageProperty().set("Opened cooked_and_served.json (3000 ticks, 40 ms). "
                + "Its level changed since the round was recorded: the golden check names the first tick that differs."));
        WaitForAsyncUtils.waitForFxEvents();
        Label status = robot.lookup("#status-workspace").queryAs(Label.class);
        assertEquals(status.getText(), ((javafx.scene.text.Text) status.lookup(".text")).getText(), "the status read-out whole");
        // the why-line of a change with its inputs: wrapped, never cut to "inputs: ..."
        robot.interact(() -> {
            replays().fieldViewModel().select("players[0].held");
            replays().replayView().showFieldTab();
            replays().fieldViewModel().computeHistory();
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !replays().fieldViewModel().history().isEmpty());
        long changed = replays().fieldViewModel().history().getFirst().tick();
        robot.interact(() -> replays().fieldViewModel().explain(changed));
        WaitForAsyncUtils.waitForFxEvents();
        Label cause = robot.lookup("#replay-cause").queryAs(Label.class);
        assertTrue(cause.getText().contains("; inputs: "), cause.getText());
        assertEquals(cause.getText(), ((javafx.scene.text.Text) cause.lookup(".text")).getText(), "the why-line whole");
    }

    @Test
    void ctrlOOfANonJsonFileInReplaysStaysInReplaysWithAClearError(FxRobot robot, @TempDir Path dir) throws Exception {
        robot.interact(() -> studio.shell().workspaceProperty().set("replays"));
        Path text = dir.resolve("notes.json");
        Files.writeString(text, "these are notes, not JSON");
        robot.interact(() -> studio.open(text));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("replays", studio.shell().workspaceProperty().get());
        assertEquals("not_a_replay", dialogs.errors.getLast().code());
    }

    @Test
    void reportWritesTheFolderAndCopiesItsSummary(FxRobot robot, @TempDir Path dir) throws Exception {
        openAndWait(robot, COOKED);
        robot.interact(() -> {
            vm().seek(300);
            replays().fieldViewModel().select("players[0].held");
            replays().bookmarksViewModel().add("drops it");
        });
        var written = new java.util.concurrent.atomic.AtomicReference<undercooked.studio.replay.BugReport.Written>();
        robot.interact(() -> written.set(replays().report(dir).orElseThrow()));
        Path folder = written.get().folder();
        assertTrue(Files.size(folder.resolve("kitchen.png")) > 1000, "a PNG of the kitchen");
        assertTrue(Files.readString(folder.resolve("link.txt")).contains("--tick 300 --field 'players[0].held'"));
        assertEquals("tick 300: drops it\n", Files.readString(folder.resolve("bookmark.txt")));
        assertEquals(0, new undercooked.levels.ReplayCli(new java.io.PrintStream(new java.io.ByteArrayOutputStream()),
                new java.io.PrintStream(new java.io.ByteArrayOutputStream()), Path.of(""))
                .run(List.of("check", written.get().clip().script().toString())), "the clip passes replay check");
    }

    @Test
    void aReportAskedWithALinkOpensItsRoundAtTheTickAndWritesTheReport(FxRobot robot) throws Exception {
        // what Spectate's paused rewind asks once its round is archived (there a server round's URL)
        robot.interact(() -> studio.navigator().go(new undercooked.studio.services.Intent.ReportAt(
                new undercooked.studio.services.ReplayLink(COOKED.toString(), OptionalLong.of(300), Optional.empty()))));
        Path reports = StudioPaths.dataDir().resolve("reports");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> Files.isDirectory(reports) && Files.list(reports)
                .anyMatch(p -> p.getFileName().toString().endsWith("_tick_300")));
        Path folder;
        try (var listed = Files.list(reports)) {
            folder = listed.filter(p -> p.getFileName().toString().endsWith("_tick_300")).findFirst().orElseThrow();
        }
        assertEquals("replays", studio.shell().workspaceProperty().get());
        assertEquals(300, vm().tickProperty().get());
        assertTrue(Files.size(folder.resolve("kitchen.png")) > 1000, "a PNG of the kitchen");
        assertTrue(Files.readString(folder.resolve("link.txt")).contains("--tick 300"));
        WaitForAsyncUtils.waitForFxEvents();
        String copied = WaitForAsyncUtils.asyncFx(() -> javafx.scene.input.Clipboard.getSystemClipboard().getString()).get();
        assertTrue(copied.startsWith("Undercooked bug report: ") && copied.contains("at tick 300 of"), copied);
    }

    @Test
    void fileDialogsForReplaysAreTitledFilteredAndStartInTheReplaysFolder(FxRobot robot) throws Exception {
        openAndWait(robot, COOKED);
        robot.interact(() -> {
            replays().open();
            replays().exportClip();
            replays().exportPng();
        });
        Path folder = COOKED.toAbsolutePath().getParent();
        assertEquals(List.of("Open a replay", "Export a clip (a script and its golden)", "Export the frame as PNG"),
                dialogs.fileChoices.stream().map(Dialogs.FileChoice::title).toList());
        assertEquals(List.of("*.json", "*.json.gz"), dialogs.fileChoices.getFirst().patterns());
        assertEquals("PNG images (*.png)", dialogs.fileChoices.getLast().filterName());
        assertTrue(dialogs.fileChoices.stream().allMatch(c -> c.folder().equals(Optional.of(folder))), dialogs.fileChoices.toString());
    }
}
