package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import undercooked.sim.Facing;
import undercooked.sim.InputScript;
import undercooked.sim.Vec2;

class ScriptStreamTest {
    private static final String SOUND = """
            {"seed": 7, "level_id": "01_first_shift", "tick_hz": 20, "frames": [
              {"tick": 0, "player_id": "a", "move": {"x": 1, "y": -0.5}, "action": false, "face": null},
              {"tick": 3, "player_id": "b", "move": {"x": 0.25, "y": 0}, "action": true, "face": "left",
               "received_at_tick": 2, "seq": 9}
            ], "seats": ["a", "b"]}
            """;

    @Test
    void aSoundScriptsFramesAreStreamedAndReadAsTheTreeReaderReadsThem() {
        ScriptStream.Split split = ScriptStream.split(SOUND).orElseThrow();
        assertEquals(List.of(new InputScript.Frame(0, "a", new Vec2(1, -0.5), false, Optional.empty()),
                new InputScript.Frame(3, "b", new Vec2(0.25, 0), true, Optional.of(Facing.LEFT), OptionalLong.of(2),
                        OptionalLong.of(9))), split.frames());
        assertEquals(List.of("seed", "level_id", "tick_hz", "frames", "seats"), List.copyOf(split.root().properties()
                .stream().map(java.util.Map.Entry::getKey).toList()), "the rest kept in the file's order");
        assertTrue(split.root().get("frames").isEmpty());
        InputScript read = ReplayFiles.parseScript(SOUND, "s.json", "s").value().orElseThrow();
        assertEquals(split.frames(), read.frames());
        assertEquals(List.of("a", "b"), read.declaredSeats());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            an unknown frame key          | "face": null}     | "face": null, "speed": 2}   | $.frames[0].speed unknown_key
            a missing tick                | {"tick": 0,       | {                           | $.frames[0].tick missing_key
            a tick as text                | "tick": 0,        | "tick": "0",                | $.frames[0].tick wrong_type
            a negative tick               | "tick": 3,        | "tick": -3,                 | $.frames[1].tick bad_value
            a facing that is none         | "left"            | "north"                     | $.frames[1].face bad_value
            a move with a third part      | "y": -0.5}        | "y": -0.5, "z": 1}          | $.frames[0].move.z unknown_key
            a move part as text           | "x": 1,           | "x": "1",                   | $.frames[0].move.x wrong_type
            action as a number            | "action": false   | "action": 0                 | $.frames[0].action wrong_type
            a repeated key                | "tick": 3,        | "tick": 3, "tick": 4,       | 1:1 bad_json
            a repeated move part          | "y": -0.5}        | "y": -0.5, "y": 1}          | 1:1 bad_json
            a repeated top-level key      | "tick_hz": 20,    | "tick_hz": 20, "seed": 8,   | 1:1 bad_json
            a repeated key in a tree      | ["a", "b"]}       | ["a", "b"], "focus": {"from": 1, "from": 2, "to": 3}} | 1:1 bad_json
            a seq past 64 bits            | "seq": 9          | "seq": 99999999999999999999 | $.frames[1].seq wrong_type
            a cut file                    | ], "seats"        | , "seats"                   | 1:1 bad_json
            """)
    void aBrokenFrameLeavesTheFastWayAndIsNamedAsBefore(String what, String from, String to, String expected) {
        String broken = SOUND.replace(from, to);
        assertFalse(broken.equals(SOUND), what);
        assertEquals(Optional.empty(), ScriptStream.split(broken), what);
        List<String> problems = ReplayFiles.parseScript(broken, "s.json", "s").problems().stream()
                .map(p -> p.location().render().replaceAll("^(\\d+):\\d+$", "1:1") + " " + p.code().code()).toList();
        assertTrue(problems.stream().anyMatch(p -> p.equals(expected) || expected.endsWith("bad_json")
                && p.endsWith("bad_json")), what + ": " + problems);
    }

    @Test
    void aContentProblemOfSoundFramesIsNamedOnTheFastWayToo() {
        String late = SOUND.replace("\"tick\": 3", "\"tick\": 0").replace("\"tick\": 0, \"player_id\": \"a\"",
                "\"tick\": 5, \"player_id\": \"a\"");
        assertTrue(ScriptStream.split(late).isPresent(), "shape sound");
        assertEquals(List.of("$.frames[1].tick bad_value"), ReplayFiles.parseScript(late, "s.json", "s").problems()
                .stream().map(p -> p.location().render() + " " + p.code().code()).toList());
    }
}
