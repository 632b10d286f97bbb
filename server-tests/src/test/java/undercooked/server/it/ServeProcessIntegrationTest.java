package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * {@code ./undercooked serve} as an operator runs it, in a JVM of its own: with
 * {@code --log-format json} every log record is one JSON object a line from start to drain, and a
 * port in use stops the start with the port and the setting named, without a stack trace, as a
 * PostgreSQL that refuses the password stops it with PostgreSQL's reason.
 */
class ServeProcessIntegrationTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void withJsonLogsEveryRecordFromStartToDrainIsOneObjectALine() throws Exception {
        Path data = Files.createTempDirectory("undercooked-jsonlog-");
        List<String> lines;
        try (NodeProcess node = NodeProcess.start(Map.of(), "--data", data.toString(), "--log-format", "json",
                "--drain-s", "0")) {
            node.terminate(30); // SIGTERM: the drain runs in the shutdown hook
            lines = node.lines();
        }
        int records = 0;
        for (String line : lines) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode o;
            try {
                o = JSON.readTree(line);
            } catch (java.io.IOException e) {
                throw new AssertionError("not a JSON object: '" + line + "' in\n" + String.join("\n", lines), e);
            }
            assertTrue(o.isObject() && o.has("time") && o.has("level") && o.has("logger") && o.has("message"),
                    "a record has time, level, logger and message: " + line);
            records++;
        }
        assertTrue(records >= 2, "the start and the drain log records: " + lines);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("{") && l.contains("\"message\":\"undercooked server on http://")),
                "the start line is a record too: " + lines);
    }

    @Test
    void aPostgreSqlThatRefusesThePasswordStopsServeWithTheReason() throws Exception {
        String base = System.getenv("UNDERCOOKED_TEST_PG_URL");
        assumeTrue(base != null && !base.isBlank(), "UNDERCOOKED_TEST_PG_URL is not set: no PostgreSQL to refuse"
                + " a password (./undercooked test starts one and sets it)");
        assumeTrue(base.contains("password="), "UNDERCOOKED_TEST_PG_URL names no password to get wrong: " + base);
        String wrong = base.replaceAll("password=[^&]*", "password=not-the-password-7d1");
        Path data = Files.createTempDirectory("undercooked-pg-refused-");
        NodeProcess.Ended ended = NodeProcess.runToEnd(60, "--port", "0", "--data", data.toString(), "--db", wrong);
        String out = String.join("\n", ended.lines());
        assertEquals(1, ended.code(), out);
        assertTrue(out.contains("serve: cannot open the database jdbc:postgresql://"), out);
        assertTrue(out.contains("password authentication failed for user"), "PostgreSQL's own reason: " + out);
        assertTrue(out.contains("password=***") && !out.contains("not-the-password-7d1"), "the password is not shown: " + out);
        assertTrue(ended.lines().stream().noneMatch(l -> l.startsWith("\tat ")), "no stack trace: " + out);
    }

    @Test
    void anAdminPortInUseStopsServeWithItsNameAndNoStackTrace() throws Exception {
        Path data = Files.createTempDirectory("undercooked-admin-taken-");
        try (ServerSocket held = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            int port = held.getLocalPort();
            NodeProcess.Ended ended = NodeProcess.runToEnd(30, "--port", "0", "--data", data.toString(),
                    "--admin-port", Integer.toString(port));
            String out = String.join("\n", ended.lines());
            assertEquals(1, ended.code(), out);
            assertTrue(out.contains("serve: port " + port + " (admin_port) on 127.0.0.1 is in use"), out);
            assertTrue(ended.lines().stream().noneMatch(l -> l.startsWith("\tat ") || l.contains("Exception:")),
                    "no stack trace: " + out);
        }
    }
}
