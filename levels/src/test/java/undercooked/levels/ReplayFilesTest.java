package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import undercooked.sim.Facing;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;
import undercooked.sim.ItemForm;
import undercooked.sim.ItemKind;
import undercooked.sim.SystemHashes;
import undercooked.sim.TickHash;
import undercooked.sim.Vec2;

class ReplayFilesTest {
    private static List<String> problems(String text) {
        return ReplayFiles.parseScript(text, "s.json", "s").problems().stream()
                .map(p -> p.location().render() + " " + p.code().code()).toList();
    }

    @Test
    void aWrittenScriptReadsBackEqualBitForBit() {
        InputScript s = new InputScript("round_trip", -3, "01_first_shift", 20, 7, List.of(
                new InputScript.Frame(0, "a", new Vec2(0.1 + 0.2, -0.0), false, Optional.empty()),
                new InputScript.Frame(0, "b \"q\"", new Vec2(1e-300, 1), true, Optional.of(Facing.LEFT)),
                new InputScript.Frame(4, "a", new Vec2(-1, 0.5), true, Optional.of(Facing.UP))),
                List.of(new InputScript.PlacedItem(5, 4, ItemKind.PLATE, ItemForm.DIRTY)));
        String text = ReplayFiles.writeScript(s);
        assertTrue(text.contains("\"seed\": 18446744073709551613"), text);
        InputScript back = ReplayFiles.parseScript(text, "x.json", "x").value().orElseThrow();
        assertEquals(s, back);
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(back.frames().getFirst().move().y()));
        assertEquals(text, ReplayFiles.writeScript(back));
    }

    @Test
    void anArchivedScriptCarriesItsLevelAndABrokenOneIsNamed() {
        Level shipped = Campaign.builtIn().load("01_first_shift").orElseThrow();
        Level played = new Level("01_first_shift__room_kxtrm", "Played", shipped.order(), 12, shipped.targetScore(),
                shipped.recipes(), shipped.orders(), shipped.hazards(), shipped.legend(), shipped.grid());
        InputScript s = new InputScript("round_1", 9, played.id(), 20, 20, List.of(
                new InputScript.Frame(3, "p0", new Vec2(1, 0), false, Optional.empty())), List.of());
        String text = ReplayFiles.writeScript(s, Optional.empty(), Optional.of(played));
        ReplayFiles.ScriptFile back = ReplayFiles.parseScriptFile(text, "r.json", "r").value().orElseThrow();
        assertEquals(s, back.script());
        assertEquals(LevelWriter.write(played), LevelWriter.write(back.level().orElseThrow()), "the level as played");
        assertEquals(text, ReplayFiles.writeScript(back.script(), back.focus(), back.level()));
        assertEquals(Optional.empty(), ReplayFiles.parseScriptFile(ReplayFiles.writeScript(s), "c.json", "c")
                .value().orElseThrow().level());
        assertEquals(List.of("$.level bad_value"), problems(text.replace("\"level\": {", "\"level\": 7, \"x\": {")
                .replace("\"x\": {", "\"unused\": {")).stream().filter(p -> p.startsWith("$.level")).toList());
    }

    @Test
    void aClipsFocusIsWrittenAndReadBackAndABadOneIsNamed() {
        InputScript s = new InputScript("clip", 9, "01_first_shift", 20, 1, List.of(
                new InputScript.Frame(3, "a", new Vec2(1, 0), false, Optional.empty())), List.of());
        String text = ReplayFiles.writeScript(s, Optional.of(new ScriptFocus(2, 40)));
        assertTrue(text.contains("\"focus\": {\"from\": 2, \"to\": 40}"), text);
        ReplayFiles.ScriptFile back = ReplayFiles.parseScriptFile(text, "c.json", "c").value().orElseThrow();
        assertEquals(s, back.script());
        assertEquals(Optional.of(new ScriptFocus(2, 40)), back.focus());
        assertEquals(text, ReplayFiles.writeScript(back.script(), back.focus()));
        assertEquals(Optional.empty(), ReplayFiles.parseScriptFile(ReplayFiles.writeScript(s), "c.json", "c")
                .value().orElseThrow().focus());
        String reversed = text.replace("\"from\": 2, \"to\": 40", "\"from\": 41, \"to\": 40");
        assertEquals(List.of("$.focus.from bad_value"), problems(reversed));
        String stray = text.replace("\"to\": 40}", "\"to\": 40, \"why\": 1}");
        assertEquals(List.of("$.focus.why unknown_key"), problems(stray));
    }

    @Test
    void aWrittenGoldenReadsBackEqual() {
        Golden g = new Golden("g", "01_first_shift", Long.MIN_VALUE, 10, 0xfedcba9876543210L, 1, 20, -1,
                List.of(new TickHash(0, 5), new TickHash(10, Long.MAX_VALUE), new TickHash(20, -1)));
        assertEquals(g, ReplayFiles.parseGolden(ReplayFiles.writeGolden(g), "g.golden.json").value().orElseThrow());
    }

    @Test
    void aGoldensKernelIsProvenanceReadBackApartFromTheGolden() {
        Golden g = withSystems();
        ReplayFiles.RecordedKernel k = new ReplayFiles.RecordedKernel("0123456789abcdef", "crisp-basil-0123");
        String text = ReplayFiles.writeGolden(g, Optional.of(k));

        assertTrue(text.contains("""
                    "layout_hash": "0000000000000001",
                    "kernel": {"id": "0123456789abcdef", "name": "crisp-basil-0123"}
                  },
                """), text);
        assertEquals(new ReplayFiles.GoldenFile(g, Optional.of(k)),
                ReplayFiles.parseGoldenFile(text, "g.golden.json").value().orElseThrow());
        assertEquals(g, ReplayFiles.parseGolden(text, "g.golden.json").value().orElseThrow(), "the same golden");
        assertEquals(Optional.empty(), ReplayFiles.parseGoldenFile(ReplayFiles.writeGolden(g), "g.golden.json")
                .value().orElseThrow().kernel());
        assertEquals(List.of("$.provenance.kernel.id bad_value"), goldenProblems(text.replace("0123456789abcdef", "12")));
        assertEquals(List.of("$.provenance.kernel.when unknown_key"),
                goldenProblems(text.replace("\"name\": \"crisp-basil-0123\"", "\"name\": \"crisp-basil-0123\", \"when\": 1")));
    }

    /** A cadence-1 golden of two ticks with system hashes; tick 1's substep came after a park. */
    private static Golden withSystems() {
        List<Long> seven = List.of(1L, 2L, 3L, 4L, 5L, 6L, -7L);
        List<Long> eight = List.of(Long.MIN_VALUE, 1L, 2L, 3L, 4L, 5L, 6L, 7L);
        return new Golden("g", "01_first_shift", 3, 1, 9, 1, 2, 12,
                List.of(new TickHash(0, 10), new TickHash(1, 11), new TickHash(2, 12)),
                List.of(new SystemHashes(1, SystemHashes.stageNames(true), eight),
                        new SystemHashes(2, SystemHashes.stageNames(false), seven)));
    }

    private static List<String> goldenProblems(String text) {
        return ReplayFiles.parseGolden(text, "g.golden.json").problems().stream()
                .map(p -> p.location().render() + " " + p.code().code()).toList();
    }

    @Test
    void aGoldenWithSystemHashesReadsBackEqualOneLinePerTick() {
        Golden g = withSystems();
        String text = ReplayFiles.writeGolden(g);
        assertEquals(g, ReplayFiles.parseGolden(text, "g.golden.json").value().orElseThrow());
        assertEquals(text, ReplayFiles.writeGolden(ReplayFiles.parseGolden(text, "g.golden.json").value().orElseThrow()));
        assertTrue(text.contains("""
                    "stages": ["action_gate", "movement", "stations", "orders", "hazards", "round_timer", "advance_tick"],
                """), text);
        assertTrue(text.contains("""
                      {"tick": 1, "parks": "8000000000000000", "after": ["0000000000000001", "0000000000000002", \
                "0000000000000003", "0000000000000004", "0000000000000005", "0000000000000006", "0000000000000007"]},
                """), text);
        assertTrue(text.contains("    {\"tick\": 2, \"hash\": \"000000000000000c\"}\n  ],\n"), "one hash per line, as before");
        String bare = ReplayFiles.writeGolden(g.withoutSystemHashes());
        assertFalse(bare.contains("system_hashes"), bare);
        assertEquals(g.withoutSystemHashes(), ReplayFiles.parseGolden(bare, "g.golden.json").value().orElseThrow(),
                "a golden without system hashes still reads");
    }

    @Test
    void badSystemHashesAreNamedAtTheirPath() {
        String text = ReplayFiles.writeGolden(withSystems());
        assertEquals(List.of("$.system_hashes.why unknown_key"),
                goldenProblems(text.replace("\"ticks\": [", "\"why\": 1, \"ticks\": [")));
        assertEquals(List.of("$.system_hashes.ticks[1].hash unknown_key"),
                goldenProblems(text.replace("{\"tick\": 2, \"after\"", "{\"tick\": 2, \"hash\": 1, \"after\"")));
        assertEquals(List.of("$.system_hashes.ticks[1].after[6] bad_value"),
                goldenProblems(text.replace("\"fffffffffffffff9\"", "\"fffffffffffffffz\"")));
        assertEquals(List.of("$.system_hashes.ticks[0].parks bad_value"),
                goldenProblems(text.replace("\"8000000000000000\"", "\"80\"")));
        assertEquals(List.of("$.system_hashes.stages bad_value"),
                goldenProblems(text.replace("\"movement\", \"stations\"", "\"stations\", \"movement\"")));
        assertEquals(List.of("$.system_hashes.stages bad_value"),
                goldenProblems(text.replace(", \"advance_tick\"]", "]")));
        assertEquals(List.of("$.system_hashes.ticks[1].after bad_value"),
                goldenProblems(text.replace("\"fffffffffffffff9\"]", "\"fffffffffffffff9\", \"0000000000000000\"]")));
        assertEquals(List.of("$.system_hashes.ticks[0].tick missing_key"),
                goldenProblems(text.replace("{\"tick\": 1, \"parks\"", "{\"parks\"")));
        assertEquals(List.of("$.system_hashes bad_value"),
                goldenProblems(text.replace("\"record_every\": 1", "\"record_every\": 2")));
        assertEquals(List.of("$ bad_value"), goldenProblems(text.replace("{\"tick\": 2, \"after\"", "{\"tick\": 3, \"after\"")),
                "a tick the hashes lack");
    }

    @Test
    void theNameDefaultsToTheFileAndTheCadenceToEveryTick() {
        InputScript s = ReplayFiles.parseScript("""
                {"seed": 1, "level_id": "01_first_shift", "tick_hz": 20,
                 "frames": [{"tick": 0, "player_id": "a", "move": {"x": 1, "y": 0}, "action": false}]}""",
                "walk.json", "walk").value().orElseThrow();
        assertEquals("walk", s.name());
        assertEquals(1, s.recordEvery());
        assertEquals(Optional.empty(), s.frames().getFirst().face());
    }

    @Test
    void everyProblemOfABadScriptIsNamedAtOnceAtItsPath() {
        assertEquals(List.of(
                "$.colour unknown_key",
                "$.seed bad_value",
                "$.frames[0].speed unknown_key",
                "$.frames[0].face bad_value",
                "$.frames[1].move.x wrong_type",
                "$.frames[2].player_id missing_key",
                "$.items[0].item bad_value",
                "$.tick_hz bad_value",
                "$.frames[3].move bad_value"), problems("""
                {"seed": -1, "level_id": "01_first_shift", "tick_hz": 30, "colour": "red",
                 "items": [{"x": 1, "y": 1, "item": "tomato_soggy"}],
                 "frames": [
                   {"tick": 0, "player_id": "a", "move": {"x": 1, "y": 0}, "action": false, "face": "north", "speed": 2},
                   {"tick": 1, "player_id": "a", "move": {"x": "fast", "y": 0}, "action": false},
                   {"tick": 2, "move": {"x": 0, "y": 0}, "action": true},
                   {"tick": 3, "player_id": "a", "move": {"x": NaN, "y": 0}, "action": false}
                 ]}"""));
    }

    @ParameterizedTest(name = "seed {0} is refused")
    @ValueSource(strings = {"18446744073709551616", "-1", "1.5", "\"7\""})
    void aSeedMustBeAnUnsigned64BitWholeNumber(String seed) {
        List<String> p = problems("{\"seed\": " + seed + ", \"level_id\": \"l\", \"tick_hz\": 20, \"frames\": []}");
        assertEquals(1, p.size(), p.toString());
        assertTrue(p.getFirst().startsWith("$.seed "), p.toString());
    }

    @Test
    void theLargestUnsignedSeedIsAccepted() {
        InputScript s = ReplayFiles.parseScript("{\"seed\": 18446744073709551615, \"level_id\": \"l\", \"tick_hz\": 20,"
                + " \"frames\": []}", "s.json", "s").value().orElseThrow();
        assertEquals(-1L, s.seed());
    }

    @Test
    void notJsonIsOneProblemWithItsPosition() {
        List<String> p = problems("{\"seed\": 1,\n  \"level_id\": }");
        assertEquals(List.of("2:15 bad_json"), p);
    }

    @Test
    void aMissingFileIsNoSuchPath(@org.junit.jupiter.api.io.TempDir Path dir) {
        assertEquals(ProblemCode.NO_SUCH_PATH,
                ReplayFiles.readScript(dir.resolve("nope.json")).problems().getFirst().code());
    }

    @Test
    void aGoldenWhoseLastEntryIsNotItsFinalTickIsRefused() {
        List<Problem> p = ReplayFiles.parseGolden("""
                {"provenance": {"script": "g", "level_id": "l", "seed": 1, "record_every": 1,
                  "script_fingerprint": "0000000000000001", "layout_hash": "0000000000000002"},
                 "final_tick": 5, "final_hash": "00000000000000zz",
                 "hashes": [{"tick": 0, "hash": "0000000000000003"}]}""", "g.golden.json").problems();
        assertEquals(List.of("$.final_hash"), p.stream().map(x -> x.location().render()).toList());
    }

    @Test
    void theGoldenLivesBesideItsScript() {
        assertEquals(Path.of("a", "b", "walk.golden.json"), ReplayFiles.goldenPath(Path.of("a", "b", "walk.json")));
    }

    @Test
    void theCommittedFilesAreInTheCanonicalLayout() throws IOException {
        try (var files = Files.list(ReplayGoldensTest.REPLAYS)) {
            for (Path f : files.sorted().toList()) {
                String text = Files.readString(f);
                String canonical = f.toString().endsWith(ReplayFiles.GOLDEN_SUFFIX)
                        ? golden(ReplayFiles.readGoldenFile(f).value().orElseThrow())
                        : ReplayFiles.writeScript(ReplayFiles.readScript(f).value().orElseThrow());
                assertEquals(canonical, text, f.toString());
            }
        }
    }

    private static String golden(ReplayFiles.GoldenFile f) {
        return ReplayFiles.writeGolden(f.golden(), f.kernel());
    }
}
