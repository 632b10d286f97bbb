package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.TextField;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import undercooked.bots.BotRound;
import undercooked.bots.Persona;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.protocol.LevelInsights;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;
import undercooked.server.archive.ReplayArchive;
import undercooked.server.archive.RoundRecord;
import undercooked.studio.host.HostViewModel;
import undercooked.studio.host.HostWorkspace;
import undercooked.studio.insights.InsightsViewModel;
import undercooked.studio.insights.InsightsWorkspace;
import undercooked.studio.kitchen.KitchenRenderer;
import undercooked.studio.replay.ReplayWorkspace;

/**
 * Insights driven headless against a real server whose archive holds two rounds of casual bots
 * on level 01: clicking the hottest cell of the denied-press layer lists the moments behind it,
 * and opening one shows Replays at that moment's tick; clicking a funnel bar lists the orders
 * behind it; Play from here on a moment opens a live room on the studio's own server at its tick.
 */
@ExtendWith(ApplicationExtension.class)
class InsightsUiTest {
    private static final String LEVEL = "01_first_shift";
    /**
     * One server and archive for the class's methods (decision 0055): they only read it. Its two
     * bot rounds played and archived, and its start, were most of a method's time.
     */
    private static EmbeddedServer server;
    private Studio studio;
    private final ScriptedDialogs dialogs = new ScriptedDialogs();

    @BeforeAll
    static void archiveTwoRounds() throws Exception {
        Path data = Files.createTempDirectory("insights-data");
        server = EmbeddedServer.start(ServerConfig.ephemeral().with("data", data.toString()));
        ReplayArchive archive = server.services().archive().orElseThrow();
        Level level = Campaign.builtIn().load(LEVEL).orElseThrow();
        for (long seed = 1; seed <= 2; seed++) {
            var played = BotRound.play(level.kitchen(), Collections.nCopies(2, Persona.CASUAL), seed);
            archive.archive(RoundRecord.replayed("UIBOT", level, played.script(),
                    List.of(new RoundRecord.Cook("bot1", 0, "Bot 1", Optional.of("casual")),
                            new RoundRecord.Cook("bot2", 1, "Bot 2", Optional.of("casual"))), 1_000 * seed, 2_000 * seed));
        }
        assertTrue(archive.drain(60_000));
    }

    @AfterAll
    static void stopServer() {
        server.stop();
    }

    @Start
    void start(Stage stage) throws Exception {
        System.setProperty(StudioPaths.DATA_PROPERTY, Files.createTempDirectory("studio-data").toString());
        studio = new Studio(stage, Settings.inMemory(), Optional.of(dialogs), true);
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    private InsightsViewModel vm() {
        return ((InsightsWorkspace) studio.view().find("insights").orElseThrow()).viewModel();
    }

    @Test
    void clickingAHotCellListsItsMomentsAndOpeningOneShowsReplaysAtItsTick(FxRobot robot) throws Exception {
        robot.clickOn("#workspace-insights");
        TextField url = robot.lookup("#insights-url").queryAs(TextField.class);
        robot.interact(() -> {
            url.setText("http://127.0.0.1:" + server.port());
            vm().layerProperty().set("denied");
        });
        robot.clickOn("#insights-refresh");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> vm().insightsProperty().get() != null
                && !vm().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(2, vm().insightsProperty().get().rounds());
        LevelInsights.Cell hot = vm().currentLayer().orElseThrow().cells().getFirst();

        InsightsWorkspace ws = (InsightsWorkspace) studio.view().find("insights").orElseThrow();
        Canvas heat = robot.lookup("#insights-heat").queryAs(Canvas.class);
        KitchenRenderer r = kitchenRenderer(ws);
        double half = r.cellSize() / 2;
        Point2D at = heat.localToScreen(r.canvasX(hot.x()) + half, r.canvasY(hot.y()) + half);
        robot.clickOn(at);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !vm().moments().isEmpty() && !vm().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(hot.x(), hot.y()), List.of(vm().pickedXProperty().get(), vm().pickedYProperty().get()));
        assertEquals(hot.count(), vm().moments().size(), "every moment behind the cell's count is listed");
        assertTrue(vm().headlineProperty().get().contains("at x " + hot.x() + ", y " + hot.y()),
                vm().headlineProperty().get());

        LevelInsights.Moment first = vm().moments().getFirst();
        robot.interact(() -> ws.insightsView().momentList().getSelectionModel().select(0));
        robot.clickOn("#insights-open");
        ReplayWorkspace replays = (ReplayWorkspace) studio.view().find("replays").orElseThrow();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> replays.viewModel().replayProperty().get() != null
                && !replays.viewModel().loading().busyProperty().get()
                && replays.viewModel().tickProperty().get() == first.tick());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("replays", studio.view().current().id(), "Replays is shown");
        assertTrue(first.field().startsWith("players["), "a denied press opens on the cook who pressed: " + first);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> first.field().equals(
                replays.fieldViewModel().fieldProperty().get()));
        assertTrue(replays.viewModel().replayProperty().get().loaded().source().locator()
                .endsWith("/api/replays/" + first.replay()), replays.viewModel().replayProperty().get().loaded().source().locator());
    }

    private void refresh(FxRobot robot) throws Exception {
        robot.clickOn("#workspace-insights");
        TextField url = robot.lookup("#insights-url").queryAs(TextField.class);
        robot.interact(() -> url.setText("http://127.0.0.1:" + server.port()));
        robot.clickOn("#insights-refresh");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> vm().insightsProperty().get() != null
                && !vm().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void clickingAFunnelBarListsTheOrdersThatReachedThatStep(FxRobot robot) throws Exception {
        refresh(robot);
        LevelInsights.RecipeFunnel f = vm().insightsProperty().get().funnel().getFirst();
        assertTrue(f.plated() > 0, "two casual bots plate something: " + f);
        robot.clickOn("#funnel-" + f.recipe() + "-plated");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !vm().moments().isEmpty() && !vm().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Optional.of(InsightsViewModel.Drill.step("plated", f.recipe())), vm().drilledProperty().get());
        assertEquals(f.plated(), vm().moments().size(), "one moment per order that was plated");
        assertTrue(vm().headlineProperty().get().startsWith(f.recipe() + " plated: " + f.plated() + " times"),
                vm().headlineProperty().get());
        assertTrue(vm().moments().stream().allMatch(m -> m.field().startsWith("orders.active[id=")),
                "each opens on its order");
        // which recipe a colour is: the funnel's legend, whole on a 1280x800 window
        Node funnel = robot.lookup("#insights-funnel").query();
        Node legend = robot.lookup("#insights-funnel .chart-legend").query();
        Bounds chart = funnel.localToScene(funnel.getLayoutBounds());
        Bounds key = legend.localToScene(legend.getLayoutBounds());
        assertTrue(legend.isVisible() && key.getHeight() > 10 && key.getMaxY() <= chart.getMaxY() + 1
                && key.getMaxY() <= funnel.getScene().getHeight(), "the legend " + key + " inside the chart " + chart);
        assertTrue(robot.from(legend).lookup(f.recipe()).tryQuery().isPresent(), "the legend names " + f.recipe());
    }

    @Test
    void playFromHereOnAMomentStartsALiveRoomOnTheStudiosHostAtItsTick(FxRobot robot, @TempDir Path host)
            throws Exception {
        refresh(robot);
        LevelInsights.RecipeFunnel f = vm().insightsProperty().get().funnel().getFirst();
        robot.clickOn("#funnel-" + f.recipe() + "-in");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !vm().moments().isEmpty() && !vm().busyProperty().get());
        InsightsWorkspace ws = (InsightsWorkspace) studio.view().find("insights").orElseThrow();
        robot.interact(() -> ws.insightsView().momentList().getSelectionModel().select(0));
        LevelInsights.Moment m = vm().moments().getFirst();
        HostWorkspace hostWs = (HostWorkspace) studio.view().find("host").orElseThrow();
        robot.interact(() -> hostWs.viewModel().server().settings().dataDirProperty().set(host.toString()));
        try {
            robot.clickOn("#insights-play");
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> hostWs.viewModel().rooms().size() == 1);
            WaitForAsyncUtils.waitForFxEvents();
            HostViewModel.RoomRow room = hostWs.viewModel().rooms().getFirst();
            assertEquals(LEVEL, room.level());
            assertEquals(2, room.maxSeats(), "a seat per cook of the round");
            String said = hostWs.viewModel().server().messageProperty().get();
            assertTrue(said.contains("Playing on from tick " + m.tick() + " of round_" + m.replay()), said);
        } finally {
            robot.interact(() -> hostWs.viewModel().server().stopNow());
        }
    }

    @Test
    void aLevelWithNoRoundsSaysWidenTheFilterInWords(FxRobot robot) throws Exception {
        robot.clickOn("#workspace-insights");
        robot.interact(() -> {
            vm().urlProperty().set("http://127.0.0.1:" + server.port());
            vm().levelProperty().set("07_banquet_hall");
        });
        robot.clickOn("#insights-refresh");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> vm().insightsProperty().get() != null
                && !vm().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("no rounds of this level match: widen the filter",
                robot.lookup("#insights-message").queryAs(javafx.scene.control.Label.class).getText());
    }

    @Test
    void exportWritesTheKitchenWithItsHeatAsAPngAndTheInsightsAsACsvTable(FxRobot robot, @TempDir Path out)
            throws Exception {
        refresh(robot);
        Path png = out.resolve("heat.png");
        Path csv = out.resolve("insights.csv");
        dialogs.saveAnswers.add(png);
        robot.clickOn("#insights-export-png");
        WaitForAsyncUtils.waitForFxEvents();
        java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(png.toFile());
        InsightsWorkspace ws = (InsightsWorkspace) studio.view().find("insights").orElseThrow();
        assertEquals(List.of((int) Math.round(ws.insightsView().board().getLayoutBounds().getWidth()),
                (int) Math.round(ws.insightsView().board().getLayoutBounds().getHeight())),
                List.of(img.getWidth(), img.getHeight()), "the kitchen as drawn");
        KitchenRenderer r = kitchenRenderer(ws);
        LevelInsights.Cell hot = vm().currentLayer().orElseThrow().cells().getFirst();
        int rgb = img.getRGB((int) (r.canvasX(hot.x()) + r.cellSize() / 2), (int) (r.canvasY(hot.y()) + 3));
        assertTrue((rgb >> 16 & 0xff) > (rgb & 0xff) + 40, "the hottest denied-press cell is tinted red: "
                + Integer.toHexString(rgb));

        dialogs.saveAnswers.add(csv);
        robot.clickOn("#insights-export-csv");
        WaitForAsyncUtils.waitForFxEvents();
        List<String> lines = Files.readAllLines(csv);
        assertEquals("section,name,x,y,recipe,stage,value,rounds", lines.getFirst());
        assertTrue(lines.contains("layer,denied," + hot.x() + "," + hot.y() + ",,," + hot.count() + "," + hot.rounds()),
                "the hottest cell's row");
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("funnel,orders,-1,-1,")), "the funnel's rows");
        assertTrue(lines.stream().allMatch(l -> l.split(",", -1).length == 8), "every row has 8 fields");
    }

    private static KitchenRenderer kitchenRenderer(InsightsWorkspace ws) {
        return ws.insightsView().kitchenRenderer();
    }
}
