package undercooked.studio.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.chart.BarChart;
import javafx.scene.control.Button;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.ReplayFiles;
import undercooked.levels.survey.Outcome;
import undercooked.levels.survey.Survey;
import undercooked.sim.Facing;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;
import undercooked.sim.Kernel;
import undercooked.sim.KernelVariants;
import undercooked.sim.ReplayRun;
import undercooked.sim.Vec2;
import undercooked.studio.Jobs;
import undercooked.studio.services.ReplayLink;

/**
 * The Survey window driven headless over a generated folder archive (three scripted rounds with
 * their goldens, a truncated copy and a stray file), under a kernel variant whose round clock runs
 * at double speed: the three rounds group under one cause, the two bad entries are each a line,
 * an example opens at its first divergent tick, and the folder is the same byte for byte after.
 */
@ExtendWith(ApplicationExtension.class)
class SurveyUiTest {
    @TempDir
    static Path archive;

    private final List<ReplayLink> opened = new ArrayList<>();
    private final SurveyViewModel vm = new SurveyViewModel(Jobs.inline(),
            () -> new Survey(KernelVariants.fastClock(), "fast-clock", 2), opened::add);
    private Stage stage;

    @BeforeAll
    static void generate() throws IOException {
        Level level = Campaign.builtIn().load("01_first_shift").orElseThrow();
        for (int r = 1; r <= 3; r++) {
            List<InputScript.Frame> frames = new ArrayList<>();
            for (int t = 0; t < 120 + 40 * r; t++) {
                frames.add(new InputScript.Frame(t, "p0", new Vec2(t / 30 % 2 == 0 ? 1 : -1, r % 2 == 0 ? 0.5 : 0),
                        t % 17 == 0, t % 50 == 0 ? Optional.of(Facing.DOWN) : Optional.empty()));
            }
            InputScript s = new InputScript("round_" + r, 40 + r, level.id(), 20, 1, frames, List.of());
            Files.writeString(archive.resolve("round_" + r + ".json"),
                    ReplayFiles.writeScript(s, Optional.empty(), Optional.of(level)));
            Files.writeString(archive.resolve("round_" + r + ReplayFiles.GOLDEN_SUFFIX),
                    ReplayFiles.writeGolden(Golden.of(s, level.kitchen(),
                            ReplayRun.run(level.kitchen(), s, s.length(), true)))); // system hashes: the cause is pinned
        }
        String whole = Files.readString(archive.resolve("round_1.json"));
        Files.writeString(archive.resolve("round_9.json"), whole.substring(0, whole.length() / 2));
        Files.writeString(archive.resolve("round_9" + ReplayFiles.GOLDEN_SUFFIX),
                Files.readString(archive.resolve("round_1" + ReplayFiles.GOLDEN_SUFFIX)));
        Files.writeString(archive.resolve("notes.txt"), "what the QA team noted");
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.setScene(new Scene(new SurveyView(vm, () -> Optional.of(archive), () -> { }), 1100, 700));
        stage.show();
    }

    @Test
    void aRulesChangeGroupsTheChangedRoundsListsTheBadEntriesAndOpensAnExampleAtItsTick(FxRobot robot)
            throws Exception {
        Map<Path, byte[]> before = snapshot();
        robot.clickOn("#survey-folder");
        assertEquals(archive.toString(), vm.archiveProperty().get());
        robot.clickOn("#survey-run");
        WaitForAsyncUtils.waitForFxEvents();

        @SuppressWarnings("unchecked")
        TableView<SurveyViewModel.GroupRow> groups = robot.lookup("#survey-groups").queryAs(TableView.class);
        assertEquals(1, groups.getItems().size(), vm.messageProperty().get());
        SurveyViewModel.GroupRow g = groups.getItems().getFirst();
        assertEquals(3, g.count());
        assertEquals("round_timer / ticksLeft", g.cause(), "the system the variant changed, and the field it writes");
        @SuppressWarnings("unchecked")
        ListView<String> problems = robot.lookup("#survey-problems").queryAs(ListView.class);
        assertEquals(2, problems.getItems().size(), problems.getItems().toString());
        assertTrue(problems.getItems().stream().allMatch(p -> p.startsWith("NOT SURVEYED ")), problems.getItems().toString());
        assertTrue(problems.getItems().stream().anyMatch(p -> p.contains("round_9.json")), problems.getItems().toString());
        assertTrue(problems.getItems().stream().anyMatch(p -> p.contains("notes.txt")), problems.getItems().toString());
        assertTrue(vm.messageProperty().get().startsWith("3 rounds under fast-clock: 0 unchanged, 3 changed in 1 group,"
                + " 2 not surveyed"), vm.messageProperty().get());
        BarChart<?, ?> chart = robot.lookup("#survey-chart").queryAs(BarChart.class);
        assertEquals(3, chart.getData().getFirst().getData().size(), "unchanged, the group, not surveyed");

        robot.interact(() -> groups.getSelectionModel().select(0));
        @SuppressWarnings("unchecked")
        ListView<Outcome.Changed> examples = robot.lookup("#survey-examples").queryAs(ListView.class);
        assertEquals(3, examples.getItems().size());
        robot.interact(() -> examples.getSelectionModel().select(0));
        Outcome.Changed first = examples.getItems().getFirst();
        picture("studio-replay-survey.png");
        robot.clickOn("#survey-open");
        assertEquals(1, opened.size());
        assertEquals(first.link(), opened.getFirst().replay());
        assertEquals(first.tick(), opened.getFirst().tick().orElseThrow(), "at its first divergent tick");
        assertTrue(first.tick() >= 1 && first.tick() <= 2, "the clock runs fast from the first substep: " + first.tick());
        assertEquals(before.keySet(), snapshot().keySet(), "nothing written into the archive");
        before.forEach((p, b) -> assertTrue(Arrays.equals(b, snapshotOf(p)), p + " unchanged"));

        robot.interact(() -> {
            stage.setWidth(760);
            stage.setHeight(520);
        });
        WaitForAsyncUtils.waitForFxEvents();
        for (Button b : robot.lookup(".button").queryAllAs(Button.class)) {
            assertTrue(b.getWidth() + 0.5 >= b.prefWidth(-1), b.getText() + " is drawn whole: " + b.getWidth());
        }
        picture("studio-replay-survey-small.png");
    }

    @Test
    void theSameKernelFindsEveryRoundUnchanged(FxRobot robot) {
        SurveyViewModel same = new SurveyViewModel(Jobs.inline(), () -> new Survey(Kernel.STANDARD, "standard", 2),
                l -> { });
        same.archiveProperty().set(archive.toString());
        robot.interact(same::run);
        assertEquals(0, same.groups().size());
        assertEquals(3, same.reportProperty().get().unchanged());
        assertEquals(2, same.problems().size());
    }

    @Test
    void aFolderThatIsNotThereIsSaidAndNothingRuns(FxRobot robot) {
        vm.archiveProperty().set(archive.resolve("gone").toString());
        robot.interact(vm::run);
        assertTrue(vm.messageProperty().get().startsWith("There is no folder "), vm.messageProperty().get());
        assertEquals(false, vm.runningProperty().get());
    }

    /** The window as drawn, under target/screenshots (copied to docs/images when the picture changes). */
    private void picture(String name) throws Exception {
        Path out = Path.of("target", "screenshots", name);
        Files.createDirectories(out.getParent());
        var image = WaitForAsyncUtils.asyncFx(() -> stage.getScene().getRoot().snapshot(null, null)).get();
        ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", out.toFile());
    }

    private static Map<Path, byte[]> snapshot() throws IOException {
        Map<Path, byte[]> out = new TreeMap<>();
        try (Stream<Path> files = Files.list(archive)) {
            for (Path p : files.toList()) {
                out.put(p, Files.readAllBytes(p));
            }
        }
        return out;
    }

    private static byte[] snapshotOf(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
