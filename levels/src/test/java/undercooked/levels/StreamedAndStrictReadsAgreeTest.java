package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A script read with its frames streamed is the script read the strict way, value and problems
 * alike: for every committed replay script, and for scripts broken in the frames (where the
 * streamed read gives up and the strict one names the problem) or elsewhere.
 */
class StreamedAndStrictReadsAgreeTest {
    private static List<Path> scripts() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("src/test/resources/replays"))) {
            return files.filter(f -> f.toString().endsWith(".json") && !f.toString().endsWith(".golden.json")).sorted()
                    .toList();
        }
    }

    @Test
    void everyCommittedScriptReadsTheSameStreamedAsStrictly() throws IOException {
        List<Path> all = scripts();
        assertFalse(all.isEmpty());
        for (Path f : all) {
            String text = Files.readString(f);
            ReplayFiles.Read<ReplayFiles.ScriptFile> strict = ReplayFiles.strictScriptFile(text, f.toString(), "x");
            assertTrue(strict.value().isPresent(), f + " reads");
            assertEquals(strict, ReplayFiles.parseScriptFile(text, f.toString(), "x"), f.toString());
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            "action": false, "face": null}                   | "action": false, "face": null, "mood": 1}
            "action": false                                  | "action": "no"
            "action": false, "face": null}                   | "face": null}
            {"x": 0.0, "y": -1.0}                            | {"x": 0.0, "y": -1.0, "z": 0}
            {"x": 0.0, "y": -1.0}                            | {"x": NaN, "y": -1.0}
            {"x": 0.0, "y": -1.0}                            | {"x": "left", "y": -1.0}
            "face": null                                     | "face": "sideways"
            {"tick": 3,                                      | {"tick": -3,
            {"tick": 3,                                      | {"tick": 3.5,
            "player_id": "dee"                               | "player_id": 7
            "record_every": 1                                | "record_every": 1, "colour": "red"
            "seed": 1                                        | "seed": -1
            """)
    void aBrokenScriptNamesTheSameProblemsStreamedAsStrictly(String from, String to) throws IOException {
        String text = Files.readString(Path.of("src/test/resources/replays/cooked_and_served.json"));
        assertTrue(text.contains(from), from);
        String broken = text.replaceFirst(java.util.regex.Pattern.quote(from), java.util.regex.Matcher.quoteReplacement(to));
        ReplayFiles.Read<ReplayFiles.ScriptFile> strict = ReplayFiles.strictScriptFile(broken, "s.json", "x");
        assertFalse(strict.problems().isEmpty(), "the strict read names a problem for " + to);
        assertEquals(strict, ReplayFiles.parseScriptFile(broken, "s.json", "x"));
    }

    @Test
    void framesWithReceivedTicksAndSequencesReadTheSame() {
        String text = """
                {"name": "r", "seed": 3, "level_id": "01_first_shift", "tick_hz": 20, "record_every": 1,
                 "frames": [
                  {"tick": 0, "player_id": "a", "move": {"x": 1, "y": 0}, "action": true, "face": "up",
                   "received_at_tick": 0, "seq": 4},
                  {"tick": 1, "player_id": "a", "move": {"x": -0.5, "y": 0.25}, "action": false, "face": null}
                 ]}
                """;
        ReplayFiles.Read<ReplayFiles.ScriptFile> strict = ReplayFiles.strictScriptFile(text, "r.json", "x");
        assertTrue(strict.value().isPresent(), strict.problems().toString());
        assertEquals(strict, ReplayFiles.parseScriptFile(text, "r.json", "x"));
    }
}
