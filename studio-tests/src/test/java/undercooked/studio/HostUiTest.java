package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import undercooked.bots.Persona;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.protocol.Stats;
import undercooked.server.archive.RoundRecord;
import undercooked.studio.host.HostViewModel;
import undercooked.studio.host.HostWorkspace;
import undercooked.studio.replay.ReplayViewModel;
import undercooked.studio.replay.ReplayWorkspace;
import undercooked.studio.services.ArchiveClient;

/** Drives the real Host workspace headless: Start, a room appears with its join link, Stop frees it all. */
@ExtendWith(ApplicationExtension.class)
class HostUiTest {
    @TempDir
    Path temp;
    private Studio studio;
    private final ScriptedDialogs dialogs = new ScriptedDialogs();

    @Start
    void start(Stage stage) {
        studio = new Studio(stage, Settings.inMemory(), Optional.of(dialogs), true);
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void quit() throws Exception {
        // on the FX thread: a running server's stop changes what the Host view shows
        WaitForAsyncUtils.asyncFx(() -> vm().server().stopNow()).get(20, TimeUnit.SECONDS);
    }

    private HostViewModel vm() {
        return ((HostWorkspace) studio.view().find("host").orElseThrow()).viewModel();
    }

    @Test
    void startShowsTheUrlNewRoomListsItWithItsLinkAndStopEndsIt(FxRobot robot) throws Exception {
        robot.interact(() -> {
            studio.shell().workspaceProperty().set("host");
            vm().server().settings().dataDirProperty().set(temp.resolve("data").toString());
        });
        assertEquals("(not hosting)", robot.lookup("#host-url").queryAs(TextField.class).getText());
        assertTrue(robot.lookup("#host-stop").queryAs(Button.class).isDisabled(), "nothing to stop yet");
        robot.clickOn("#host-start");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> vm().server().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        String url = robot.lookup("#host-url").queryAs(TextField.class).getText();
        assertEquals("http://127.0.0.1:" + vm().server().port(), url);
        assertTrue(robot.lookup("#host-start").queryAs(Button.class).isDisabled(), "one server at a time");

        robot.clickOn("#host-new-room");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> vm().rooms().size() == 1);
        WaitForAsyncUtils.waitForFxEvents();
        TableView<?> rooms = robot.lookup("#host-rooms").queryAs(TableView.class);
        assertEquals(1, rooms.getItems().size());
        TableText.assertNoneCut(rooms); // at 1280 px: the code players type, its state, seats and watchers
        HostViewModel.RoomRow row = vm().rooms().getFirst();
        assertEquals(url + "/r/" + row.code(), row.join());
        String join = robot.lookup("#host-join").queryAs(Label.class).getText();
        assertTrue(join.contains(row.join()), join);

        robot.clickOn("#host-stop");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !vm().server().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("(not hosting)", robot.lookup("#host-url").queryAs(TextField.class).getText());
        assertEquals(0, rooms.getItems().size());
        String msg = robot.lookup("#host-message").queryAs(Label.class).getText();
        assertTrue(msg.contains("is free again"), msg);
    }

    @Test
    void theSlowestTicksAreListedAndAnArchivedOnesOpenTakesReplaysToItsTick(FxRobot robot) throws Exception {
        robot.interact(() -> {
            studio.shell().workspaceProperty().set("host");
            vm().server().settings().dataDirProperty().set(temp.resolve("data").toString());
        });
        robot.clickOn("#host-start");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> vm().server().runningProperty().get());
        robot.clickOn("#host-new-room");
        // The room's lobby ticks are the server's only ones: they are listed, not openable (no round).
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !vm().slowTicks().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        Stats.SlowTick first = vm().slowTicks().getFirst();
        assertEquals(vm().rooms().getFirst().code(), first.room());
        ListView<?> list = robot.lookup("#host-slow-ticks").queryAs(ListView.class);
        Button open = robot.from(list).lookup(".button").queryAs(Button.class);
        assertTrue(open.isDisabled(), "a lobby tick has no round to open");
        Label what = robot.from(list).lookup(".label").match(n -> ((Label) n).getText().contains("ms  room "))
                .queryAs(Label.class);
        assertTrue(what.getText().contains("room " + first.room() + ", round 0") && what.getText().contains("in the lobby"),
                what.getText());

        // An archived round's tick goes to Replays, which opens the hosted server's round at that tick.
        long replay = archiveABotRound();
        robot.interact(() -> assertTrue(vm().openSlowTick(new Stats.SlowTick(first.room(), 1, 42, 3.5,
                System.currentTimeMillis(), OptionalLong.of(replay)))));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("replays", studio.shell().workspaceProperty().get(), "Replays takes the tick");
        ReplayViewModel replays = ((ReplayWorkspace) studio.view().find("replays").orElseThrow()).viewModel();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> replays.replayProperty().get() != null
                && !replays.loading().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), dialogs.errors, "the round opened");
        assertEquals("http://127.0.0.1:" + vm().server().port() + "/api/replays/" + replay,
                replays.replayProperty().get().loaded().source().locator(), "the hosted server's round");
        assertEquals(42, replays.tickProperty().get(), "at the slow tick");
        assertTrue(!vm().openSlowTick(first), "a tick without a replay opens nothing");
    }

    /** A round of two casual bots, handed to the hosted server's archive as a room would: its replay id. */
    private long archiveABotRound() throws Exception {
        Level level = Campaign.builtIn().load("01_first_shift").orElseThrow();
        // The kernel's bots (undercooked.bots), not this package's BotRound, which plays over a socket.
        undercooked.bots.BotRound.Result played = undercooked.bots.BotRound.play(level.kitchen(), 2, Persona.CASUAL, 5);
        List<String> ids = undercooked.bots.BotRound.ids(2);
        List<RoundRecord.Cook> cast = List.of(new RoundRecord.Cook(ids.get(0), 0, "Bot 1", Optional.of("casual")),
                new RoundRecord.Cook(ids.get(1), 1, "Bot 2", Optional.of("casual")));
        long now = System.currentTimeMillis();
        studio.localServer().embedded().orElseThrow().services().archive().orElseThrow()
                .archive(RoundRecord.replayed("SLOWT", level, played.script(), cast, now - 1_000, now));
        ArchiveClient archive = new ArchiveClient("http://127.0.0.1:" + vm().server().port());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> archive.list(ArchiveClient.Filter.ANY, OptionalLong.empty(), 10)
                .page().map(p -> p.entries().stream().anyMatch(e -> e.room().equals("SLOWT"))).orElse(false));
        return archive.list(ArchiveClient.Filter.ANY, OptionalLong.empty(), 10).page().orElseThrow().entries().stream()
                .filter(e -> e.room().equals("SLOWT")).findFirst().orElseThrow().id();
    }

    @Test
    void onLoopbackTheQrCodeSaysAPhoneCannotReachItAndQuitMidRoundAsksFirst(FxRobot robot) throws Exception {
        robot.interact(() -> {
            studio.shell().workspaceProperty().set("host");
            vm().server().settings().dataDirProperty().set(temp.resolve("data").toString());
            vm().server().settings().roundSecondsProperty().set("10");
        });
        robot.clickOn("#host-start");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> vm().server().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        Label note = robot.lookup("#host-qr-note").queryAs(Label.class);
        assertTrue(note.isVisible() && note.getText().contains("a phone cannot reach it"), note.getText());
        assertTrue(robot.lookup("#host-open-network").queryAs(Button.class).isVisible(), "the way out is offered beside it");
        assertTrue(!robot.lookup("#host-link").queryAs(TextField.class).getParent().isVisible(),
                "no host link before a play-test");

        java.util.concurrent.CompletableFuture<String> started = new java.util.concurrent.CompletableFuture<>();
        new BotRound(vm().server().port()).playAsync(started::complete);
        String code = started.get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> vm().rooms().stream()
                .anyMatch(r -> r.code().equals(code) && r.midRound()));
        dialogs.confirmAnswers.add(false);
        assertTrue(!WaitForAsyncUtils.asyncFx(() -> studio.confirmClose()).get(), "Cancel keeps the studio and its server");
        assertTrue(vm().server().runningProperty().get());
        assertTrue(dialogs.confirmed.getLast().contains(code) && dialogs.confirmed.getLast().contains("server stops"),
                dialogs.confirmed.getLast());
    }

    @Test
    void at800x500TheWindowKeepsItsHeightAndTheNetworkButtonReadsWhole(FxRobot robot) throws Exception {
        robot.interact(() -> {
            studio.stage().setWidth(800);
            studio.stage().setHeight(500);
            studio.shell().workspaceProperty().set("host");
            vm().server().settings().dataDirProperty().set(temp.resolve("data").toString());
        });
        robot.clickOn("#host-start");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> vm().server().runningProperty().get());
        robot.interact(() -> vm().server().createRoom());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> vm().rooms().size() == 1);
        robot.interact(() -> vm().selectedProperty().set(vm().rooms().getFirst()));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Parent root = studio.stage().getScene().getRoot();
        // the window asked for 750 px here: the live side now scrolls instead
        assertTrue(root.minHeight(800) <= 500, "the window's least height: " + root.minHeight(800));
        assertEquals(500, root.getLayoutBounds().getHeight(), 1);
        // and nothing of the live side is squeezed away: it is as tall as it asks, and scrolls
        javafx.scene.control.ScrollPane live = robot.lookup("#host-live").queryAs(javafx.scene.control.ScrollPane.class);
        javafx.scene.layout.Region content = (javafx.scene.layout.Region) live.getContent();
        assertTrue(content.getHeight() >= content.prefHeight(content.getWidth()) - 1,
                content.getHeight() + " px of the " + content.prefHeight(content.getWidth()) + " it asks for");
        assertTrue(content.getHeight() > live.getViewportBounds().getHeight(), "so it scrolls");
        for (String id : java.util.List.of("#host-open-network", "#host-open-browser")) {
            Button b = robot.lookup(id).queryAs(Button.class);
            javafx.scene.text.Text drawn = (javafx.scene.text.Text) b.lookup(".text");
            assertEquals(b.getText(), drawn.getText(), id + " drawn whole");
        }
    }
}
