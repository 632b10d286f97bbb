package undercooked.server;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/**
 * What a person sees when the server starts: {@code ServerMain} in a JVM of its own, as
 * {@code ./undercooked serve} runs it, on the module's runtime classpath. Nothing in it may read
 * like an error, and every log record is one plain line.
 */
class ServerStartIntegrationTest {

    @Test
    void theServerStartsWithPlainOneLineLogsAndNoWarningThatReadsLikeAnError() throws Exception {
        Path data = Files.createTempDirectory("undercooked-start-");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // The serial collector, as serve runs it (decision 0047), and C1 only, as NodeProcess's nodes:
        // neither prints a line, and the start takes half the CPU the default JIT spent on it.
        Process p = new ProcessBuilder(java, "--enable-native-access=ALL-UNNAMED", "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), ServerMain.class.getName(), "--port", "0", "--data",
                data.toString()).redirectErrorStream(true).start();
        List<String> lines = new ArrayList<>();
        CompletableFuture<Boolean> started = new CompletableFuture<>();
        Thread.ofVirtual().start(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = r.readLine()) != null; ) {
                    synchronized (lines) {
                        lines.add(line);
                    }
                    if (line.startsWith("undercooked server on http://")) {
                        started.complete(true);
                    }
                }
            } catch (java.io.IOException e) {
                started.complete(false);
            }
            started.complete(false);
        });
        try {
            // A hang guard, not a start-time budget (as NodeProcess): a clean-clone CI on a box at
            // half its usual speed, two test JVMs beside it, once took over 30 s.
            assertTrue(started.get(90, TimeUnit.SECONDS), () -> "the server did not start: " + lines);
        } finally {
            p.destroy();
            p.waitFor(10, TimeUnit.SECONDS);
        }
        String out;
        synchronized (lines) {
            out = String.join("\n", lines);
        }
        // The line before the address says which build, protocol and kernel the node runs.
        String version = "Undercooked server " + undercooked.protocol.BuildVersion.current() + " (protocol "
                + undercooked.protocol.Protocol.PROTOCOL_VERSION + ", kernel " + undercooked.levels.RulesVersion.current().shown()
                + ", Java ";
        int at = lines.indexOf(lines.stream().filter(l -> l.startsWith("undercooked server on http://")).findFirst().orElseThrow());
        assertTrue(at > 0 && lines.get(at - 1).startsWith(version), "the version line before the address: " + out);
        assertFalse(out.contains("There is no Helidon logging implementation"), out);
        assertFalse(out.contains("SLF4J"), out);
        assertFalse(out.contains("\u001b["), "no terminal colour codes: " + out);
        for (String line : lines) {
            // JUL's default format puts the source on one line and the message on the next.
            assertFalse(line.matches("^(INFO|WARNING|SEVERE): .*"), "a record split over two lines: " + out);
        }
    }
}
