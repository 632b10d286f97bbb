package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import undercooked.studio.replay.ReplayWorkspace;

/**
 * A copied link pasted on the command line: {@code studio --replay FILE --tick N --field PATH}
 * through {@link Main#run} (the arguments' checks) and {@link StudioApp#open} (what the desktop
 * application does with them) opens Replays at the tick on the Field tab with that field's
 * history (issue 29 item 15). Only {@code Application.launch} itself is left out: a test JVM's
 * toolkit is TestFX's.
 */
@ExtendWith(ApplicationExtension.class)
class ReplayLinkLaunchUiTest {
    private static final Path COOKED = Path.of("../levels/src/test/resources/replays/cooked_and_served.json");
    private Stage stage;
    private Studio studio;

    @Start
    void start(Stage stage) throws Exception {
        System.setProperty(StudioPaths.DATA_PROPERTY, Files.createTempDirectory("studio-data").toString());
        this.stage = stage;
        stage.setWidth(1280);
        stage.setHeight(800);
    }

    @Test
    void theCommandLinesLinkOpensReplaysAtItsTickOnTheFieldTabWithTheFieldSelected(FxRobot robot) throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] line = {"--replay", COOKED.toString(), "--tick", "300", "--field", "players[0].held"};
        int code = Main.run(line, new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8),
                Map.of("DISPLAY", ":0"), Screenshot.Demo.NONE, args -> robot.interact(() ->
                        studio = StudioApp.open(stage, Settings.inMemory(), Optional.of(new ScriptedDialogs()), List.of(args))));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        ReplayWorkspace replays = (ReplayWorkspace) studio.view().find("replays").orElseThrow();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> replays.viewModel().replayProperty().get() != null
                && !replays.fieldViewModel().history().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals("replays", studio.shell().workspaceProperty().get());
        assertEquals(300, replays.viewModel().tickProperty().get());
        assertEquals("Field", robot.lookup("#replay-tabs").queryAs(TabPane.class).getSelectionModel().getSelectedItem().getText());
        assertEquals("players[0].held", robot.lookup("#replay-field").queryAs(TextField.class).getText());
        assertEquals("players[0].held", replays.fieldViewModel().fieldProperty().get());
        assertFalse(replays.fieldViewModel().history().isEmpty(), "the field's history is listed");
    }

    @Test
    void aLinkToAMissingFileIsRefusedBeforeAnyWindowOpens() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        boolean[] launched = {false};
        int code = Main.run(new String[] {"--replay", "/no/such/round.json", "--tick", "3", "--field", "score"},
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8),
                Map.of("DISPLAY", ":0"), Screenshot.Demo.NONE, args -> launched[0] = true);
        assertEquals(2, code);
        assertFalse(launched[0]);
        assertEquals("studio: no such replay file: /no/such/round.json", err.toString(StandardCharsets.UTF_8).strip());
    }
}
