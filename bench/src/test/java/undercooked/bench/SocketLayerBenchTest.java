package undercooked.bench;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The socket-layer bench's output contract on a tiny run (10 rooms, 2 s) of each layer, never its speed. */
class SocketLayerBenchTest {

    @ParameterizedTest
    @ValueSource(strings = {"vthreads", "selector"})
    void framesFlowBothWaysAndTheReportHasItsShape(String layer) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SocketLayerBench.run(new SocketLayerBench.Options(40, 2, 1, layer),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String text = bytes.toString(StandardCharsets.UTF_8).strip();
        String[] lines = text.split("\n");
        assertEquals(8, lines.length, text);
        assertTrue(lines[0].matches("layer " + layer + ": sockets 40, rooms 10, measured [0-9.]+ s \\(after a 1 s warm-up\\)"),
                text);
        assertTrue(lines[1].matches("server CPU: [0-9]+\\.[0-9]{3} ms a room-second \\([0-9.]+ cores; its own JVM,"
                + " utime\\+stime, [0-9]+% of it stime\\)"), text);
        assertTrue(lines[2].matches("clients: [1-9][0-9]* selector threads?, [0-9.]+ cores"), text);
        // The server read the clients' frames and wrote snapshots and pongs back.
        Matcher server = Pattern.compile("server frames: in ([0-9]+)/s, out ([0-9]+)/s \\(([0-9]+) snapshots dropped\\)")
                .matcher(lines[3]);
        assertTrue(server.matches(), text);
        assertTrue(Long.parseLong(server.group(1)) > 0, text);
        assertTrue(Long.parseLong(server.group(2)) > 0, text);
        assertEquals("0", server.group(3), text);
        Matcher clients = Pattern.compile("clients sent ([0-9.]+) inputs/s and ([0-9.]+) pings/s a socket,"
                + " read ([0-9.]+) snapshots/s a socket").matcher(lines[4]);
        assertTrue(clients.matches(), text);
        for (int g = 1; g <= 3; g++) {
            assertTrue(Double.parseDouble(clients.group(g)) > 0, text);
        }
        // Pongs came back: the echo has samples.
        assertTrue(lines[5].matches("echo \\(ping to pong\\): p50 [0-9.]+ ms, p99 [0-9.]+ ms \\([1-9][0-9]* samples\\)"),
                text);
        assertTrue(lines[6].matches("ticks: [1-9][0-9]*, [0-9]+ late \\([0-9.]+%, a whole period behind\\)"), text);
        assertTrue(lines[7].matches("box: [0-9]+% idle, [0-9]+% steal over the window .*"), text);
    }
}
