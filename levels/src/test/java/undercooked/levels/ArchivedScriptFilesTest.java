package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import undercooked.sim.InputScript;
import undercooked.sim.Vec2;

/** The keys an archived round adds to the script format: written, read back, and refused when wrong. */
class ArchivedScriptFilesTest {

    @Test
    void anArchivedScriptReadsBackEqualWithSeatsParksStampsAndLevelHash() {
        String sha = LevelWriter.sha256(Campaign.builtIn().load("01_first_shift").orElseThrow());
        InputScript s = new InputScript("r42", 9, "01_first_shift", 20, 20, List.of(
                new InputScript.Frame(0, "p1", new Vec2(0, -1), false, Optional.empty(), OptionalLong.of(0),
                        OptionalLong.of(3)),
                new InputScript.Frame(1, "p1", Vec2.ZERO, true, Optional.empty())),
                List.of(), List.of("p0", "p1"), List.of(new InputScript.Park(61, "p1")), Optional.of(sha));
        String text = ReplayFiles.writeScript(s);
        assertTrue(text.contains("\"seats\": [\"p0\", \"p1\"]"), text);
        assertTrue(text.contains("\"received_at_tick\": 0, \"seq\": 3}"), text);
        InputScript back = ReplayFiles.parseScript(text, "r42.json", "r42").value().orElseThrow();
        assertEquals(s, back);
        assertEquals(text, ReplayFiles.writeScript(back));
    }

    @Test
    void aLevelHashIsSixtyFourHexDigitsAndChangesWithTheLevel() {
        Level first = Campaign.builtIn().load("01_first_shift").orElseThrow();
        Level capped = new Level(first.id(), first.name(), first.order(), 9, first.targetScore(), first.recipes(),
                first.orders(), first.hazards(), first.legend(), first.grid());
        assertTrue(LevelWriter.sha256(first).matches("[0-9a-f]{64}"));
        assertTrue(!LevelWriter.sha256(first).equals(LevelWriter.sha256(capped)));
    }

    @Test
    void brokenArchiveKeysAreNamedAtTheirPaths() {
        List<String> problems = ReplayFiles.parseScript("""
                {"seed": 1, "level_id": "01_first_shift", "tick_hz": 20, "seats": ["p0"], "level_sha256": "x",
                 "parks": [{"tick": -1, "player_id": "p0"}, {"tick": 2, "who": "p0"}],
                 "frames": [{"tick": 0, "player_id": "p0", "move": {"x": 1, "y": 0}, "action": false, "seq": "a"}]}""",
                "s.json", "s").problems().stream().map(p -> p.location().render()).toList();
        assertEquals(List.of("$.frames[0].seq", "$.parks[0].tick", "$.parks[1].who", "$.parks[1].player_id",
                "$.level_sha256"), problems);
    }
}
