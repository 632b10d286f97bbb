package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import okhttp3.Request;
import okhttp3.Response;
import undercooked.protocol.Eventually;
import undercooked.protocol.InputMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.server.ServerConfig;

/**
 * Prometheus' own checker reads our scrape: {@code promtool check metrics} (Debian's
 * {@code prometheus} package, which {@code ./undercooked test} installs) parses the text format and
 * lints the names, types, units and help of every meter of a server that has played a little.
 * Skipped where promtool is not installed.
 */
class PromtoolCheckIntegrationTest {

    private final ServerHarness h = new ServerHarness(ServerConfig.ephemeral()
            .with("round_seconds", "10").with("test_mode", "1"));

    @TempDir
    Path temp;

    @AfterEach
    void stop() {
        h.close();
    }

    private static Optional<Path> promtool() {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
            Path p = Path.of(dir, "promtool");
            if (Files.isExecutable(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    private String scrape() {
        Request r = new Request.Builder().url("http://127.0.0.1:" + h.port() + "/metrics").get().build();
        try (Response res = h.http.newCall(r).execute()) {
            assertEquals(200, res.code());
            return res.body().string();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void promtoolFindsNothingWrongInTheScrapeOfAServerThatPlayed() throws Exception {
        Optional<Path> promtool = promtool();
        assumeTrue(promtool.isPresent(), "promtool is not installed (Debian's prometheus package has it;"
                + " ./undercooked test installs it)");

        WsClient host = h.soloRound("Ana").host();
        host.send(new InputMsg(1, new Vec2Msg(0, -1), false, Optional.empty()));
        host.sendRaw("{\"type\":\"nonsense\"}");
        String text = Eventually.last(Duration.ofSeconds(10), this::scrape,
                t -> t.contains("undercooked_errors_sent_total{code=\"unknown_type\"") && t.contains("undercooked_rooms{state=\"playing\"} 1"));

        Path file = Files.writeString(temp.resolve("scrape.prom"), text);
        Process p = new ProcessBuilder(promtool.get().toString(), "check", "metrics")
                .redirectInput(file.toFile()).redirectErrorStream(true).start();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "promtool answered within 30 s");
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), "promtool check metrics on " + text.lines().count() + " lines:\n" + said);
    }
}
