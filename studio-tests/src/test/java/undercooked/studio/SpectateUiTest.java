package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import undercooked.protocol.RoomState;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;
import undercooked.studio.spectate.SpectateWorkspace;
import undercooked.studio.spectate.WatchViewModel;

/** The Spectate workspace driven headless against a real server: the room browser lists a room, Watch shows it live. */
@ExtendWith(ApplicationExtension.class)
class SpectateUiTest {
    private final EmbeddedServer server = EmbeddedServer.start(ServerConfig.ephemeral().with("round_seconds", "10"));
    private Studio studio;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        // a report goes to a throw-away data folder, never the user's
        System.setProperty(StudioPaths.DATA_PROPERTY, java.nio.file.Files.createTempDirectory("studio-data").toString());
        this.stage = stage;
        studio = new Studio(stage, Settings.inMemory(), Optional.of(new ScriptedDialogs()), true);
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop() {
        server.stop();
    }

    private SpectateWorkspace spectate() {
        return (SpectateWorkspace) studio.view().find("spectate").orElseThrow();
    }

    @Test
    void theRoomBrowserListsARoomAndWatchShowsItThenARoundPlaysInIt(FxRobot robot) throws Exception {
        BotRound bots = new BotRound(server.port());
        String idle = bots.idleRoom("Ana");
        robot.clickOn("#workspace-spectate");
        TextField url = robot.lookup("#spectate-url").queryAs(TextField.class);
        robot.interact(() -> url.setText("http://127.0.0.1:" + server.port()));
        robot.clickOn("#spectate-connect");
        @SuppressWarnings("unchecked")
        TableView<Object> rooms = robot.lookup("#spectate-rooms").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(8, TimeUnit.SECONDS, () -> rooms.getItems().size() == 1);
        robot.interact(() -> rooms.getSelectionModel().select(0));
        robot.clickOn("#spectate-watch");
        WaitForAsyncUtils.waitFor(8, TimeUnit.SECONDS, () -> robot.lookup("#watch-title-" + idle).tryQuery().isPresent()
                && spectate().viewModel().watched().getFirst().connectedProperty().get()
                && spectate().viewModel().watched().getFirst().seats().size() == 1);
        String title = robot.lookup("#watch-title-" + idle).queryAs(Label.class).getText();
        assertTrue(title.startsWith("lobby"), title);
        Label codeLabel = robot.lookup("#watch-code-" + idle).queryAs(Label.class);
        assertEquals(idle, codeLabel.getText());
        assertTrue(codeLabel.getWidth() >= codeLabel.prefWidth(-1) - 0.5, "the code is never cut: " + codeLabel.getWidth());
        assertEquals("P1 Ana (host)", spectate().viewModel().watched().getFirst().seats().getFirst());

        CompletableFuture<String> playing = new CompletableFuture<>();
        bots.playAsync(playing::complete).exceptionally(e -> {
            playing.completeExceptionally(e);
            return null;
        });
        String code = playing.get(20, TimeUnit.SECONDS);
        robot.interact(() -> spectate().viewModel().watch(code));
        WatchViewModel w = spectate().viewModel().watched().get(1);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> w.stateProperty().get() == RoomState.PLAYING
                && w.sceneProperty().get() != null && w.levelProperty().get() != null);
        String status = robot.lookup("#watch-status-" + code).queryAs(Label.class).getText();
        assertTrue(status.startsWith("live"), status);
        long drawn = w.drawnTickProperty().get();
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> w.drawnTickProperty().get() > drawn + 20);
        // rewind on the shared timeline: a click near its start pauses on a kept frame there
        undercooked.studio.timeline.TimelineCanvas timeline = robot.lookup("#watch-timeline-" + code)
                .queryAs(undercooked.studio.timeline.TimelineCanvas.class);
        long first = w.timeline().firstProperty().get();
        javafx.geometry.Bounds b = timeline.localToScreen(timeline.getBoundsInLocal());
        robot.clickOn(new javafx.geometry.Point2D(b.getMinX() + 10, b.getCenterY()));
        assertFalse(w.liveProperty().get(), "a click on the timeline pauses");
        long rewound = w.drawnTickProperty().get();
        assertTrue(rewound >= first && rewound < drawn + 20, "rewound to " + rewound + " (kept from " + first + ")");
        // Report... on the paused tick: mid-round it waits for the round's archive, and says so on its button
        javafx.scene.control.Button report = robot.lookup("#watch-report-" + code).queryAs(javafx.scene.control.Button.class);
        assertTrue(report.isVisible() && report.getText().equals("Report..."), "offered while paused");
        robot.clickOn(report);
        assertEquals("Report at " + rewound + "...", report.getText());
        assertTrue(report.isDisabled());
        robot.clickOn("#watch-live-" + code);
        assertTrue(w.liveProperty().get());
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> w.drawnTickProperty().get() > rewound + 20);
        assertTrue(report.isVisible(), "a waiting report stays in view when live again");
        // the round ends (10 s), is archived, and Replays opens it at the tick and writes the report there
        java.nio.file.Path reports = StudioPaths.dataDir().resolve("reports");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> java.nio.file.Files.isDirectory(reports)
                && java.nio.file.Files.list(reports).anyMatch(f -> f.getFileName().toString().endsWith("_tick_" + rewound)));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("replays", studio.shell().workspaceProperty().get());
        assertFalse(report.isVisible(), "the live pane is live and has no report waiting");
    }

    /** Rooms in the lobby, each with a host that keeps its socket alive. */
    private java.util.List<String> idleRooms(int n) throws Exception {
        BotRound bots = new BotRound(server.port());
        java.util.List<String> idle = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            idle.add(bots.idleRoom("Cook" + i));
        }
        return idle;
    }

    @Test
    void enterWatchesAGoneRoomGivesWayToTheNextAndARefusalStaysUntilDismissed(FxRobot robot) throws Exception {
        java.util.List<String> idle = idleRooms(5);
        robot.clickOn("#workspace-spectate");
        TextField url = robot.lookup("#spectate-url").queryAs(TextField.class);
        robot.interact(() -> url.setText("http://127.0.0.1:" + server.port()));
        robot.clickOn("#spectate-connect");
        TableView<?> rooms = robot.lookup("#spectate-rooms").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(8, TimeUnit.SECONDS, () -> rooms.getItems().size() == 5);
        WaitForAsyncUtils.waitForFxEvents();
        TableText.assertNoneCut(rooms);
        assertTrue(rooms.getColumns().stream().anyMatch(c -> c.getText().equals("watching")), "watchers headed in words");

        robot.clickOn("#spectate-code").write("gone1").type(javafx.scene.input.KeyCode.ENTER);
        var vm = spectate().viewModel();
        WaitForAsyncUtils.waitFor(8, TimeUnit.SECONDS, () -> vm.watched().size() == 1
                && vm.watched().getFirst().goneProperty().get());
        assertEquals("GONE1", vm.watched().getFirst().code(), "Enter in the code field watches");
        robot.interact(() -> idle.subList(0, 3).forEach(vm::watch));
        robot.interact(() -> vm.watch(idle.get(3)));
        assertEquals(idle.subList(0, 4), vm.watched().stream().map(WatchViewModel::code).toList(),
                "the gone room gave its place to the fifth");

        robot.interact(() -> vm.watch(idle.get(4)));
        Label refusal = robot.lookup("#spectate-refusal").queryAs(Label.class);
        assertTrue(refusal.getText().contains(idle.get(4)) && refusal.getParent().isVisible(), refusal.getText());
        robot.interact(vm::refresh);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> vm.messageProperty().get().contains("rooms on"));
        assertTrue(refusal.getParent().isVisible() && refusal.getText().contains(idle.get(4)),
                "the refresh does not sweep it away");
        robot.clickOn("#spectate-refusal-dismiss");
        assertFalse(refusal.getParent().isVisible());
    }

    @Test
    void threeWatchedRoomsStayInsideASmallWindowAndADeadServersRoomsAreNotListed(FxRobot robot) throws Exception {
        java.util.List<String> idle = idleRooms(3);
        robot.interact(() -> {
            stage.setWidth(800);
            stage.setHeight(500);
            studio.shell().workspaceProperty().set("spectate");
            spectate().viewModel().urlProperty().set("http://127.0.0.1:" + server.port());
            idle.forEach(spectate().viewModel()::watch);
        });
        var vm = spectate().viewModel();
        WaitForAsyncUtils.waitFor(8, TimeUnit.SECONDS, () -> vm.watched().stream().allMatch(w -> w.levelProperty().get() != null));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Scene scene = robot.lookup("#spectate-view").query().getScene();
        for (String code : idle) {
            javafx.scene.Node pane = robot.lookup("#watch-" + code).query();
            javafx.geometry.Bounds b = pane.localToScene(pane.getLayoutBounds());
            assertTrue(b.getMaxY() <= scene.getHeight() + 0.5 && b.getMaxX() <= scene.getWidth() + 0.5,
                    code + " inside the " + scene.getWidth() + "x" + scene.getHeight() + " window: " + b);
        }

        robot.interact(vm::refresh);
        WaitForAsyncUtils.waitFor(8, TimeUnit.SECONDS, () -> vm.rooms().size() == 3);
        int dead;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
            dead = s.getLocalPort(); // closed again at once: nothing answers there
        }
        robot.interact(() -> {
            vm.urlProperty().set("http://127.0.0.1:" + dead);
            vm.refresh();
        });
        WaitForAsyncUtils.waitFor(8, TimeUnit.SECONDS, () -> !vm.reachableProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, vm.rooms().size(), "a server that does not answer has no rooms playing");
    }
}
