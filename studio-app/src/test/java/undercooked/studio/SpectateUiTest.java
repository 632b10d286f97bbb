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

    @Start
    void start(Stage stage) {
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
        assertTrue(title.startsWith(idle + "  lobby"), title);
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
        robot.clickOn("#watch-live-" + code);
        assertTrue(w.liveProperty().get());
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> w.drawnTickProperty().get() > rewound + 20);
    }
}
