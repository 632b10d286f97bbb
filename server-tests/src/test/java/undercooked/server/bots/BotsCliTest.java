package undercooked.server.bots;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import undercooked.levels.ReplayCli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BotsCliTest {
    @TempDir
    Path tmp;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int bots(String... args) {
        return new BotsCli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), tmp)
                .run(List.of(args));
    }

    @Test
    void playPrintsTheResultAndWritesAScriptThatReplayCheckPasses() throws Exception {
        assertEquals(0, bots("play", "01_first_shift", "--cooks", "2", "--seed", "3", "--out", "r.json"), err::toString);
        String said = out.toString(StandardCharsets.UTF_8);
        assertTrue(said.startsWith("bots play 01_first_shift: 2 expert cooks, seed 3: won"), said);
        assertTrue(Files.exists(tmp.resolve("r.json")) && Files.exists(tmp.resolve("r.golden.json")), said);
        ByteArrayOutputStream checked = new ByteArrayOutputStream();
        int rc = new ReplayCli(new PrintStream(checked, true, StandardCharsets.UTF_8), new PrintStream(checked, true, StandardCharsets.UTF_8), tmp)
                .run(List.of("check", "r.json"));
        assertEquals(0, rc, checked::toString);
        assertTrue(checked.toString(StandardCharsets.UTF_8).contains(": ok,"), checked::toString);
    }

    @Test
    void anUnknownPersonaOrLevelIsNamedWithExitTwo() {
        assertEquals(2, bots("play", "01_first_shift", "--cooks", "2", "--persona", "chef"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("unknown persona 'chef'; try one of: expert, casual"), err::toString);
        assertEquals(2, bots("play", "99_nowhere", "--cooks", "1"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("no campaign level '99_nowhere'"), err::toString);
        assertEquals(2, bots("play", "01_first_shift", "--cooks", "0"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("--cooks must be 1 to 16, got 0"), err::toString);
    }

    @Test
    void anUnknownSubcommandShowsTheUsage() {
        assertEquals(2, bots("dance"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("Usage: ./undercooked bots"), err::toString);
    }
}
