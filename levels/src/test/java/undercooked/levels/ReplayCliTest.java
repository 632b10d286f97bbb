package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import undercooked.sim.Golden;

/** The three exit paths of {@code ./undercooked replay}, and the re-bless, always into a temp folder. */
class ReplayCliTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final String WALK = "levels/src/test/resources/replays/walk_solo.json";

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @TempDir
    Path tmp;

    private int run(Path cwd, String... args) {
        out.reset();
        err.reset();
        return new ReplayCli(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), cwd).run(List.of(args));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** A copy of a committed script and its golden in the temp folder. */
    private Path copy(String name) throws IOException {
        Path src = ReplayGoldensTest.REPLAYS.resolve(name + ".json");
        Files.copy(src, tmp.resolve(name + ".json"));
        Files.copy(ReplayFiles.goldenPath(src), tmp.resolve(name + ReplayFiles.GOLDEN_SUFFIX));
        return tmp.resolve(name + ".json");
    }

    @Test
    void checkingACommittedScriptFromTheRepositoryRootExitsZero() {
        assertEquals(0, run(ROOT, "check", WALK), err());
        assertTrue(out().startsWith("replay check walk_solo: ok, "), out());
    }

    @Test
    void aMutatedCopyExitsOneNamingTheTickAndTheField() throws IOException {
        Path script = copy("walk_solo");
        String text = Files.readString(script);
        String frame = "{\"tick\": 250, \"player_id\": \"ana\", \"move\": {\"x\": ";
        int at = text.indexOf(frame) + frame.length();
        int end = text.indexOf(',', at);
        Files.writeString(script, text.substring(0, at) + "-0.25" + text.substring(end));

        assertEquals(1, run(tmp, "check", "walk_solo.json"), err());
        List<String> lines = out().lines().toList();
        assertTrue(lines.getFirst().startsWith("replay check walk_solo: DIVERGED at tick 251: expected "), out());
        assertTrue(lines.get(1).contains("from tick 250 (the last match) to tick 251"), out());
        assertTrue(lines.stream().anyMatch(l -> l.trim().startsWith("players[0].vel.x: ")), out());
        assertTrue(lines.contains("  first differs after system movement (the tick re-run system by system against the"
                + " golden's)"), out());
        assertTrue(out().contains("note: the script changed since the golden was recorded"), out());
        assertFalse(out().contains("contradicts itself"), "a real divergence is not read as damage: " + out());
    }

    @Test
    void aGoldenWithOneEditedHashIsReadAsDamagedNotAsARulesChange() throws IOException {
        // QA's test of the tools: tick 400's hash changed by hand. The golden's own system hashes
        // for tick 400 still end at the true hash, which this run computes.
        copy("walk_solo");
        Path golden = tmp.resolve("walk_solo" + ReplayFiles.GOLDEN_SUFFIX);
        String text = Files.readString(golden);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{\"tick\": 400, \"hash\": \"([0-9a-f]{16})\"\\}")
                .matcher(text);
        assertTrue(m.find(), "the golden keeps tick 400");
        Files.writeString(golden, text.replace(m.group(), "{\"tick\": 400, \"hash\": \"deadbeefdeadbeef\"}"));

        assertEquals(1, run(tmp, "check", "walk_solo.json"), err());
        assertTrue(out().contains("DIVERGED at tick 400"), out());
        assertTrue(out().contains("note: the golden contradicts itself at tick 400: its tick hash is deadbeefdeadbeef but its"
                + " own system hashes end at " + m.group(1) + ", which this run computes"), out());
        assertTrue(out().contains("the golden was edited or damaged there, not the rules"), out());
    }

    @Test
    void aMissingScriptGoldenOrLevelExitsTwoWithoutAStackTrace() throws IOException {
        assertEquals(2, run(tmp, "check", "nope.json"));
        assertTrue(err().contains("nope.json: no_such_path: no such file"), err());

        Path script = copy("trash_long_press");
        Files.delete(ReplayFiles.goldenPath(script));
        assertEquals(2, run(tmp, "check", "trash_long_press.json"));
        assertTrue(err().contains("no golden at trash_long_press.golden.json; record one with ./undercooked replay record"),
                err());

        Path other = copy("pass_and_contest");
        Files.writeString(other, Files.readString(other).replace("01_first_shift", "99_no_such_level"));
        assertEquals(2, run(tmp, "check", "pass_and_contest.json"));
        assertTrue(err().contains("no level 99_no_such_level in the campaign"), err());
        assertFalse(err().contains("\tat "), err());
    }

    @Test
    void aGoldenOfAnotherRoundIsNamedAsThatNotAsADivergence() throws IOException {
        // QA's slip: cooked_and_served's golden copied beside walk_solo's script. It checks nothing
        // of this script; it had been reported as 'the script changed' and 'the level changed'.
        copy("walk_solo");
        Files.copy(ReplayFiles.goldenPath(ReplayGoldensTest.REPLAYS.resolve("cooked_and_served.json")),
                tmp.resolve("walk_solo" + ReplayFiles.GOLDEN_SUFFIX), java.nio.file.StandardCopyOption.REPLACE_EXISTING);

        assertEquals(2, run(tmp, "check", "walk_solo.json"), out());
        assertTrue(err().contains("its golden is another round's (script cooked_and_served, level "), err());
        assertTrue(err().contains("record this script's golden with ./undercooked replay record walk_solo.json"), err());
        assertFalse(out().contains("DIVERGED") || out().contains("note: "), out());
    }

    @Test
    void aFolderChecksEveryScriptNamingCopiesByTheirFileAndEndsWithTheCounts() throws IOException {
        Path script = copy("walk_solo");
        Files.copy(script, tmp.resolve("second.json"));
        Files.copy(ReplayFiles.goldenPath(script), tmp.resolve("second" + ReplayFiles.GOLDEN_SUFFIX));
        Files.writeString(tmp.resolve("empty.json"), "");

        assertEquals(2, run(tmp, "check", "."), err());
        assertTrue(out().contains("replay check walk_solo (" + Path.of(".", "second.json") + "): ok, "), out());
        assertTrue(out().contains("replay check walk_solo: ok, "), out());
        assertTrue(out().strip().endsWith("replay check: 3 scripts: 2 ok, 0 diverged, 1 not checked (missing or broken input,"
                + " named above)"), out());
    }

    @Test
    void aGoldenOrALevelGivenAsAScriptIsNamedAsWhatItIs() throws IOException {
        Path script = copy("walk_solo");
        assertEquals(2, run(tmp, "check", "walk_solo.golden.json"));
        assertTrue(err().contains("this is a golden, not a script; name its script instead: walk_solo.json"), err());
        Files.copy(Path.of("src/main/resources/levels/01_first_shift.json"), tmp.resolve("01_first_shift.json"));
        assertEquals(2, run(tmp, "check", "01_first_shift.json"));
        assertTrue(err().contains("this is a level, not a replay script"), err());
        assertFalse(err().contains("unknown_key"), err());
        assertTrue(Files.exists(script));
    }

    @Test
    void aBrokenScriptExitsTwoNamingEveryProblem() throws IOException {
        Files.writeString(tmp.resolve("bad.json"), """
                {"seed": -4, "level_id": "01_first_shift", "tick_hz": 60, "frames": [
                  {"tick": 0, "player_id": "a", "move": {"x": 1, "y": 0}, "action": false, "face": "sideways"}]}""");
        assertEquals(2, run(tmp, "run", "bad.json"));
        assertTrue(err().contains("3 problems"), err());
        assertTrue(err().contains("bad.json:$.seed: bad_value"), err());
        assertTrue(err().contains("bad.json:$.frames[0].face: bad_value"), err());
        assertTrue(err().contains("bad.json:$.tick_hz: bad_value"), err());
    }

    @Test
    void recordWritesTheGoldenBesideTheScriptAndSaysSo() throws IOException {
        Path script = copy("pass_and_contest");
        Path golden = ReplayFiles.goldenPath(script);
        // The committed golden's hashes; its kernel is whichever recorded it, compared by nobody.
        String committed = ReplayFiles.writeGolden(ReplayFiles.readGoldenFile(golden).value().orElseThrow().golden());
        Files.delete(golden);

        assertEquals(0, run(tmp, "record", "pass_and_contest.json"), err());
        assertTrue(out().startsWith("replay record pass_and_contest: RE-BLESSED pass_and_contest.golden.json with "), out());
        assertTrue(out().contains("first recording"), out());
        assertTrue(out().contains("recorded under kernel " + RulesVersion.current().name()), out());
        ReplayFiles.GoldenFile recorded = ReplayFiles.readGoldenFile(golden).value().orElseThrow();
        assertEquals(Optional.of(ReplayFiles.RecordedKernel.current()), recorded.kernel(), "the kernel, as provenance");
        assertEquals(committed, ReplayFiles.writeGolden(recorded.golden()), "the same kernel records the same golden");

        assertEquals(0, run(tmp, "record", "pass_and_contest.json"));
        assertTrue(out().contains("unchanged"), out());
        assertTrue(out().contains("with 233 hashes and the system hashes of 232 substeps"), out());
        assertEquals(0, run(tmp, "check", "pass_and_contest.json"));
    }

    @Test
    void aGoldenRecordedUnderAnotherKernelPassesWhileItsHashesMatchAndIsNamedWhenTheyDoNot() throws IOException {
        Path script = copy("walk_solo");
        Path golden = ReplayFiles.goldenPath(script);
        ReplayFiles.RecordedKernel other = new ReplayFiles.RecordedKernel("0123456789abcdef", "crisp-basil-0123");
        Files.writeString(golden, ReplayFiles.writeGolden(ReplayFiles.readGolden(golden).value().orElseThrow(),
                Optional.of(other)));

        assertEquals(0, run(tmp, "check", "walk_solo.json"), out());
        assertFalse(out().contains("crisp-basil-0123"), out());
        Files.writeString(script, Files.readString(script).replace("\"seed\": 20261129", "\"seed\": 5"));
        assertEquals(1, run(tmp, "check", "walk_solo.json"));
        assertTrue(out().contains("note: the golden was recorded under kernel crisp-basil-0123 (0123456789abcdef);"
                + " this is kernel " + RulesVersion.current().shown()), out());
    }

    @Test
    void aGoldenWithoutSystemHashesStillChecksAndSaysHowToHaveTheSystemNamed() throws IOException {
        Path script = copy("walk_solo");
        Path golden = ReplayFiles.goldenPath(script);
        Golden full = ReplayFiles.readGolden(golden).value().orElseThrow();
        Files.writeString(golden, ReplayFiles.writeGolden(full.withoutSystemHashes()));
        assertEquals(0, run(tmp, "check", "walk_solo.json"), err());
        String text = Files.readString(script);
        String frame = "{\"tick\": 250, \"player_id\": \"ana\", \"move\": {\"x\": ";
        int at = text.indexOf(frame) + frame.length();
        Files.writeString(script, text.substring(0, at) + "-0.25" + text.substring(text.indexOf(',', at)));
        assertEquals(1, run(tmp, "check", "walk_solo.json"), err());
        assertTrue(out().contains("the golden keeps no system hashes; re-record it"), out());
        assertFalse(out().contains("first differs after system"), out());
    }

    @Test
    void recordReportsWhereAGoldenMoved() throws IOException {
        Path script = copy("walk_solo");
        Files.writeString(script, Files.readString(script).replace("\"seed\": 20261129", "\"seed\": 5"));
        assertEquals(1, run(tmp, "check", "walk_solo.json"));
        assertTrue(out().contains("no earlier tick matched"), out());
        assertEquals(0, run(tmp, "record", "walk_solo.json"));
        assertTrue(out().contains("the golden moved: the first changed tick is 0"), out());
    }

    @Test
    void runPrintsTheFinalTickAndHashAndHonoursTicks() {
        assertEquals(0, run(ROOT, "run", WALK, "--ticks", "100"), err());
        List<String> lines = out().lines().toList();
        assertTrue(lines.getLast().matches("final tick 100 hash [0-9a-f]{16}"), out());
        assertEquals(0, run(ROOT, "run", WALK));
        assertTrue(out().lines().toList().getLast().startsWith("final tick 786 hash "), out());
    }

    @Test
    void aLevelBesideTheScriptOrInLevelsDirIsUsedBeforeTheCampaign() throws IOException {
        Path script = copy("walk_solo");
        Path levels = Files.createDirectory(tmp.resolve("levels"));
        String level = Files.readString(Path.of("src/main/resources/levels/01_first_shift.json"));
        Files.writeString(levels.resolve("01_first_shift.json"), level.replace("\"time_limit_s\": 180", "\"time_limit_s\": 20"));
        assertEquals(0, run(tmp, "run", "walk_solo.json", "--levels", "levels"), err());
        assertTrue(out().contains("final tick 400 hash"), out());
        Files.move(levels.resolve("01_first_shift.json"), script.resolveSibling("01_first_shift.json"));
        assertEquals(0, run(tmp, "run", "walk_solo.json"), err());
        assertTrue(out().contains("final tick 400 hash"), out());
        assertEquals(2, run(tmp, "run", "walk_solo.json", "--levels", "levles"), "a mistyped folder");
        assertTrue(err().contains("--levels levles is not a folder"), err());
    }

    @Test
    void aFolderMeansEveryScriptInItAndTheWorstExitCodeWins() throws IOException {
        copy("walk_solo");
        Path trash = copy("trash_long_press");
        Files.copy(Path.of("src/main/resources/levels/05_full_service.json"), tmp.resolve("05_full_service.json"));
        assertEquals(0, run(tmp, "check", "."), err() + out());
        assertEquals(3, out().lines().count(), "a line a script and the counts: " + out());
        Files.delete(ReplayFiles.goldenPath(trash));
        assertEquals(2, run(tmp, "check", "."));
        assertTrue(out().contains("replay check walk_solo: ok"), out());
        assertTrue(err().contains("no golden at"), err());
    }

    @Test
    void badUsageExitsTwo() {
        assertEquals(2, run(ROOT, "check"));
        assertEquals(2, run(ROOT, "frobnicate", WALK));
        assertEquals(2, run(ROOT, "run", WALK, "--ticks", "many"));
        assertEquals(2, run(ROOT, "check", WALK, "--ticks", "5"));
        assertEquals(0, run(ROOT, "help"));
        assertTrue(out().contains("Exit codes"), out());
    }
}
