package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import javafx.scene.control.Label;
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

import undercooked.bots.BotRound;
import undercooked.bots.Persona;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelWriter;
import undercooked.protocol.LevelInsights;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;
import undercooked.server.archive.ReplayArchive;
import undercooked.server.archive.RoundRecord;
import undercooked.sim.Cell;
import undercooked.studio.editor.EditorInsightsViewModel;
import undercooked.studio.editor.EditorWorkspace;
import undercooked.studio.editor.GridEdits;

/**
 * The editor's Insights tab driven headless against a real server whose archive holds two rounds
 * of casual bots on level 01: the level's heat is drawn over the grid while it is edited, the tab
 * warns once an edit makes it another version of the level than the rounds were played on, and
 * refuses to draw, with the reason, once the kitchen's size changed.
 */
@ExtendWith(ApplicationExtension.class)
class EditorInsightsUiTest {
    private static final String LEVEL = "01_first_shift";
    private EmbeddedServer server;
    private Studio studio;
    private Level level;

    @Start
    void start(Stage stage) throws Exception {
        System.setProperty(StudioPaths.DATA_PROPERTY, Files.createTempDirectory("studio-data").toString());
        server = EmbeddedServer.start(ServerConfig.ephemeral().with("data",
                Files.createTempDirectory("editor-insights-data").toString()));
        ReplayArchive archive = server.services().archive().orElseThrow();
        level = Campaign.builtIn().load(LEVEL).orElseThrow();
        for (long seed = 1; seed <= 2; seed++) {
            var played = BotRound.play(level.kitchen(), Collections.nCopies(2, Persona.CASUAL), seed);
            archive.archive(RoundRecord.replayed("UIBOT", level, played.script(),
                    List.of(new RoundRecord.Cook("bot1", 0, "Bot 1", Optional.of("casual")),
                            new RoundRecord.Cook("bot2", 1, "Bot 2", Optional.of("casual"))), 1_000 * seed, 2_000 * seed));
        }
        assertTrue(archive.drain(60_000));
        studio = new Studio(stage, Settings.inMemory(), Optional.of(new ScriptedDialogs()), true);
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop() {
        server.stop();
    }

    private EditorWorkspace editor() {
        return (EditorWorkspace) studio.view().find("editor").orElseThrow();
    }

    @Test
    void theLevelsHeatIsDrawnWhileEditingWithAWarningOnceTheLevelChanged(FxRobot robot, @TempDir Path dir)
            throws Exception {
        Path file = dir.resolve(LEVEL + ".json");
        Files.writeString(file, LevelWriter.write(level));
        robot.interact(() -> studio.open(file));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> editor().viewModel().level().id().equals(LEVEL));
        robot.clickOn("#tab-insights");
        EditorInsightsViewModel vm = editor().insights();
        TextField url = robot.lookup("#editor-insights-url").queryAs(TextField.class);
        robot.interact(() -> {
            url.setText("http://127.0.0.1:" + server.port());
            vm.layerProperty().set("presence");
        });
        robot.clickOn("#editor-insights-fetch");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> vm.insightsProperty().get().isPresent()
                && !vm.busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        LevelInsights in = vm.insightsProperty().get().orElseThrow();
        assertEquals(2, in.rounds());
        assertEquals("", vm.warningProperty().get(), "the rounds are of the level as it is");
        LevelInsights.Cell hot = in.layers().getFirst().cells().getFirst();
        assertEquals(1.0, vm.overlayProperty().get().orElseThrow().share(hot.x(), hot.y()), 1e-9);
        assertTrue(editor().editorView().canvas().insightsOverlayProperty().get().isPresent(), "drawn over the grid");

        robot.interact(() -> editor().viewModel().apply("Paint", l -> GridEdits.paint(l, List.of(new Cell(6, 5)), '=')));
        WaitForAsyncUtils.waitForFxEvents();
        String warning = robot.lookup("#editor-insights-warning").queryAs(Label.class).getText();
        assertTrue(warning.startsWith("The level changed since these 2 rounds were played"), warning);
        assertTrue(vm.overlayProperty().get().isPresent(), "an edit of the same size still shows where the heat fell");

        robot.interact(() -> editor().viewModel().apply("Widen", l -> {
            List<String> grid = new ArrayList<>();
            l.grid().forEach(row -> grid.add(row + "#"));
            return GridEdits.withGrid(l, grid);
        }));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(vm.warningProperty().get().startsWith("Not drawn: the 2 rounds were played on a 13x9 kitchen and this"
                + " one is 14x9"), vm.warningProperty().get());
        assertTrue(vm.overlayProperty().get().isEmpty(), "cells that would not line up are not drawn");
        assertTrue(editor().editorView().canvas().insightsOverlayProperty().get().isEmpty());

        robot.interact(() -> editor().viewModel().undo());
        robot.interact(() -> editor().viewModel().undo());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("", vm.warningProperty().get(), "undone to the version played: no warning");
    }
}
