package undercooked.bench;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The server benchmark's output contract on a tiny run (1 room, 2 s), never its speed. */
class ServerBenchTest {

    @Test
    void aTinyRunEndsOnTheServerLineAndEveryBotGetsSnapshots() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ServerBench.run(1, 2, 2, 60, 0, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String[] lines = bytes.toString(StandardCharsets.UTF_8).strip().split("\n");
        String text = String.join("\n", lines);
        String last = lines[lines.length - 1];
        assertTrue(last.matches("server: 1 rooms x 4 players, tick p99 [0-9]+\\.[0-9]{2} ms, "
                + "echo p99 [0-9]+\\.[0-9] ms, late ticks [0-9]+\\.[0-9]{2}%"), last);
        assertTrue(text.matches("(?s).*snap: [1-9][0-9]* frames, mean [0-9]+ B, max [0-9]+ B.*"), text);
        assertTrue(text.matches("(?s).*input->snapshot echo: p50 [0-9.]+ ms, p99 [0-9.]+ ms \\([1-9][0-9]* samples\\).*"), text);
        assertTrue(text.contains("sockets: 4 open at the server, 0 closed by it, 0 failed"), text);
        assertTrue(!text.contains("warning:"), text);
    }

    @Test
    void aTinyRunWithSpectatorsReportsTheirFramesAndThePlayersEcho() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ServerBench.run(1, 2, 1, 60, 0, 20, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String[] lines = bytes.toString(StandardCharsets.UTF_8).strip().split("\n");
        String text = String.join("\n", lines);
        String last = lines[lines.length - 1];
        assertTrue(last.matches("server: 1 rooms x 4 players \\+ 20 spectators, tick p99 [0-9]+\\.[0-9]{2} ms, "
                + "echo p99 [0-9]+\\.[0-9] ms, late ticks [0-9]+\\.[0-9]{2}%"), last);
        assertTrue(text.matches("(?s).*spectators: 20 sockets on room [A-Z]{5}, .* ([5-9]|1[0-9])\\.[0-9] frames/s .*; 0 closed by the server.*"),
                text);
        assertTrue(text.contains("sockets: 24 open at the server, 0 closed by it, 0 failed"), text);
        assertTrue(!text.contains("warning:"), text);
    }
}
