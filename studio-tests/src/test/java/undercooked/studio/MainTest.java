package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** The command line's refusals: clear messages and exit 2, never a stack trace or a window. */
class MainTest {
    private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);

    private int run(Map<String, String> env, String... args) {
        return Main.run(args, new PrintStream(new ByteArrayOutputStream()), err, env);
    }

    @Test
    void withoutADisplayThePlainCommandSaysWhatToDo() {
        assertEquals(2, run(Map.of()));
        assertTrue(errBytes.toString(StandardCharsets.UTF_8).contains("no display: set DISPLAY"));
    }

    @Test
    void versionPrintsTheProjectVersionWithoutOpeningAWindow() {
        ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
        assertEquals(0, Main.run(new String[] {"--version"}, new PrintStream(outBytes, true, StandardCharsets.UTF_8),
                err, Map.of()));
        String line = outBytes.toString(StandardCharsets.UTF_8).strip();
        assertTrue(line.startsWith("Undercooked Studio " + Version.current() + " (Java "), line);
        assertTrue(Version.current().matches("[0-9]+\\.[0-9]+.*"), "the build stamped a version: " + line);
    }

    @Test
    void aMissingFileIsNamed() {
        assertEquals(2, run(Map.of("DISPLAY", ":0"), "/no/such/level.json"));
        assertTrue(errBytes.toString(StandardCharsets.UTF_8).contains("no such file: /no/such/level.json"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            screenshot                                  | name a workspace
            screenshot editor                           | --out OUT.png is required
            screenshot editor --out                     | --out needs a value
            screenshot editor --tick x --out a.png      | --tick needs a whole number
            screenshot editor --zoom 2 --out a.png      | unknown option --zoom
            screenshot editor --open /nope.json --out a.png | no such file: /nope.json
            screenshot host --open /nope.json --out a.png | the host workspace opens no file; --open FILE goes with editor (a level) or replays (a round)
            """)
    void badScreenshotArgumentsAreRefusedBeforeAnythingStarts(String line, String message) {
        assertEquals(2, run(Map.of(), line.split(" ")));
        assertTrue(errBytes.toString(StandardCharsets.UTF_8).contains(message), errBytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void thePlayTestOverlayFlagIsReadAndOffWithoutIt() {
        Main.ScreenshotRequest on = Main.ScreenshotRequest.parse(java.util.List.of("editor", "--playtest-overlay", "--out",
                "a.png"), err).orElseThrow();
        Main.ScreenshotRequest off = Main.ScreenshotRequest.parse(java.util.List.of("editor", "--out", "a.png"), err)
                .orElseThrow();

        assertTrue(on.playTestOverlay());
        assertFalse(off.playTestOverlay());
        assertFalse(on.reach());
    }
}
