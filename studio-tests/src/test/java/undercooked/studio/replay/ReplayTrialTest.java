package undercooked.studio.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import undercooked.levels.Campaign;
import undercooked.levels.LevelWriter;
import undercooked.levels.ReplayFiles;
import undercooked.levels.corpus.ArchiveBody;
import undercooked.studio.Jobs;
import undercooked.studio.services.FileKinds;

/** Issue 29's Replays defects, each on the view models with jobs inline: what QA hit in a trial. */
class ReplayTrialTest {
    static final Path COOKED = ReplayViewModelTest.COOKED;
    private final ReplayViewModel vm = new ReplayViewModel(Jobs.inline());
    private final FieldViewModel fields = new FieldViewModel(vm, Jobs.inline());

    @Test
    void theSpeedIsTicksASecondOnASteppedPulse() {
        vm.loading().open(COOKED);
        for (double speed : new double[] {8.0, 0.25, 1.0}) {
            vm.seek(0);
            vm.playback().speedProperty().set(speed);
            vm.playback().togglePlay();
            for (int i = 0; i < 40; i++) {
                vm.playback().advance(0.05); // two seconds of 50 ms frames
            }
            vm.playback().togglePlay();
            assertEquals(Math.round(2 * 20 * speed), vm.tickProperty().get(), "ticks in two seconds at " + speed + "x");
        }
    }

    @Test
    void servingAnOrderIsThatOrderGoneInTheDiffNotTheOthersShifted() {
        vm.loading().open(COOKED);
        long served = vm.events().rows().stream().filter(r -> r.kind().equals("served")).findFirst().orElseThrow().tick();
        vm.seek(served);
        List<String> rows = vm.diff().rows().stream().map(DiffRow::render).toList();
        assertTrue(rows.stream().anyMatch(r -> r.matches("orders\\.active\\[id=\\d+\\]: order \\d+ \\w+ -> \\(none\\)")), rows.toString());
        assertFalse(rows.stream().anyMatch(r -> r.startsWith("orders.active[0]")
                || r.startsWith("orders.active") && r.contains("].id: ")), "no order seems to change its id: " + rows);
        String path = rows.stream().filter(r -> r.startsWith("orders.active[id=")).findFirst().orElseThrow();
        String order = path.substring(0, path.indexOf(']') + 1);
        assertTrue(fields.select(order + ".recipe"), fields.messageProperty().get());
        fields.computeHistory();
        assertEquals("(none)", fields.history().getLast().after(), "the history follows the order until it is gone");
        assertEquals(served, fields.history().getLast().tick());
    }

    @Test
    void aTypoedPathIsRefusedWithTheNearestNamesEverywhere() {
        vm.loading().open(COOKED);
        assertFalse(fields.select("players[9].hled"));
        assertEquals("unknown field 'hled' in players[9]; nearest: held", fields.messageProperty().get());
        fields.watch("players[0].poz.x");
        assertTrue(fields.watches().isEmpty(), "a typo draws no flat 0");
        assertEquals("unknown field 'poz' in players[0]; nearest: pos", fields.messageProperty().get());
        fields.conditionProperty().set("scor >= 20");
        fields.findCondition(true);
        assertEquals("unknown field 'scor'; nearest: score", fields.messageProperty().get());
        assertTrue(fields.complete("players[0].he").contains("players[0].held"), fields.complete("players[0].he").toString());
        vm.seek(300);
        assertTrue(fields.select("score"));
        assertEquals("= " + vm.stateProperty().get().score() + " at tick 300", fields.valueProperty().get());
    }

    @Test
    void theServersOwnArchiveFilesOpenZippedOrNot(@TempDir Path dir) throws Exception {
        Map<String, Object> envelope = new LinkedHashMap<>();
        envelope.put("format", 1);
        envelope.put("script", Files.readString(COOKED));
        envelope.put("golden", Files.readString(ReplayFiles.goldenPath(COOKED)));
        envelope.put("level", LevelWriter.write(Campaign.builtIn().load("01_first_shift").orElseThrow()));
        byte[] json = JsonMapper.builder().build().writeValueAsBytes(envelope);
        Path gz = dir.resolve("3.json.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write(json);
        }
        Path plain = dir.resolve("4.json");
        Files.write(plain, json);
        // Format 2 (decision 0045): the texts embedded as JSON, the level before the script; its
        // summary names the (older) kernel the round was played under.
        var kernel = JsonMapper.builder().build().createObjectNode();
        kernel.putObject("kernel").put("id", "0123456789abcdef").put("name", "crisp-basil-0123");
        byte[] two = ArchiveBody.gzipFormat2(Files.readString(COOKED), Files.readString(ReplayFiles.goldenPath(COOKED)),
                (String) envelope.get("level"), kernel);
        Path gz2 = dir.resolve("5.json.gz");
        Files.write(gz2, two);
        Path plain2 = dir.resolve("6.json");
        try (var in = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(two))) {
            Files.write(plain2, in.readAllBytes());
        }
        // Format 3 (decision 0052): the script's frames packed beside it, the same kernel named.
        byte[] three = ArchiveBody.gzip(Files.readString(COOKED), Files.readString(ReplayFiles.goldenPath(COOKED)),
                (String) envelope.get("level"), kernel);
        assertEquals(3, ArchiveBody.texts(three).format());
        Path gz3 = dir.resolve("7.json.gz");
        Files.write(gz3, three);
        Path plain3 = dir.resolve("8.json");
        try (var in = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(three))) {
            Files.write(plain3, in.readAllBytes());
        }
        for (Path p : List.of(gz, plain, gz2, plain2, gz3, plain3)) {
            assertTrue(FileKinds.isReplayFile(p), p + " goes to Replays, not the editor");
            vm.loading().open(p);
            assertEquals(Optional.empty(), vm.loading().errorProperty().get(), p.toString());
            assertEquals(p.getFileName().toString(), vm.titleProperty().get());
            assertEquals("golden: ok, 735 hashes match", vm.golden().summaryProperty().get());
            boolean other = List.of(gz2, plain2, gz3, plain3).contains(p);
            assertEquals(other, vm.messageProperty().get().contains("This round was played under kernel crisp-basil-0123,"),
                    vm.messageProperty().get());
            assertEquals(other ? Optional.of("played under kernel crisp-basil-0123") : Optional.empty(),
                    vm.scene().sceneProperty().get().banner());
        }
    }

    @Test
    void badInputSaysWhatTheFileIsAndWhereToOpenIt(@TempDir Path dir) throws Exception {
        Path level = dir.resolve("01_first_shift.json");
        Files.writeString(level, LevelWriter.write(Campaign.builtIn().load("01_first_shift").orElseThrow()));
        vm.loading().open(level);
        assertEquals("is_a_level", vm.loading().errorProperty().get().orElseThrow().code());
        assertTrue(vm.loading().errorProperty().get().get().todo().startsWith("This is a level: open it in the Editor"));
        Path text = dir.resolve("notes.txt");
        Files.writeString(text, "not json at all");
        vm.loading().open(text);
        assertEquals("not_a_replay", vm.loading().errorProperty().get().orElseThrow().code());
        Path foreign = dir.resolve("package.json");
        Files.writeString(foreign, "{\"name\": \"x\", \"version\": \"1\"}");
        vm.loading().open(foreign);
        assertEquals("bad_replay", vm.loading().errorProperty().get().orElseThrow().code());
        assertFalse(vm.loading().errorProperty().get().get().todo().contains("LEVELS.md"), "a replay's problem points at replays");
    }

    @Test
    void theHoverWritesACellAsXAndY() {
        vm.loading().open(COOKED);
        String s = Hover.fields("stations[0]", vm.stateProperty().get().stations().getFirst());
        assertTrue(s.matches(".*cell x \\d+, y \\d+.*"), s);
    }

    @Test
    void aBugReportIsOneFolderWhoseClipPassesTheCheck(@TempDir Path dir) throws Exception {
        vm.loading().open(COOKED);
        vm.seek(300);
        BugReport.Written w = BugReport.write(dir, new BugReport.Inputs(vm.replayProperty().get(), 300,
                "./undercooked studio --replay x --tick 300", Optional.of("players[0].held"), Optional.of("drops the tomato"),
                Optional.of(new byte[] {(byte) 0x89, 'P', 'N', 'G'}), "9.9"));
        assertEquals(0, ReplayViewModelTest.check(w.clip().script()), "replay check passes on the report's clip");
        for (String f : List.of("link.txt", "kitchen.png", "field.txt", "bookmark.txt", "versions.txt", "README.txt")) {
            assertTrue(Files.isRegularFile(w.folder().resolve(f)), f);
        }
        assertTrue(Files.readString(w.folder().resolve("field.txt")).startsWith("players[0].held = "));
        assertTrue(w.summary().contains("at tick 300 of 734"), w.summary());
        assertTrue(w.summary().contains("bookmark: drops the tomato"), w.summary());
        assertTrue(w.summary().contains("replay check"), w.summary());
        ReplayViewModel again = new ReplayViewModel(Jobs.inline());
        again.loading().open(w.clip().script());
        assertEquals(200, again.tickProperty().get(), "the clip opens at its focus, 100 ticks before the reported one");
    }

    @Test
    void theArchiveDialogListsAtOnceOnlyAServerInUse() {
        ArchiveBrowserViewModel a = new ArchiveBrowserViewModel(Jobs.inline());
        a.opened(Optional.empty());
        assertEquals("Type the server's address and press List.", a.messageProperty().get());
        a.opened(Optional.of("http://127.0.0.1:1"));
        assertEquals("http://127.0.0.1:1", a.urlProperty().get(), "the server in use is the default");
        assertFalse(a.messageProperty().get().startsWith("Type"), "and it was asked: " + a.messageProperty().get());
    }
}
