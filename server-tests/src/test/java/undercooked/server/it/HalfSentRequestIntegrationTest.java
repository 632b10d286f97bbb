package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.Socket;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import undercooked.server.ServerConfig;

/** Connections that send half a request and hang up cost the log at most a line, not a stack trace each. */
@Tag("alone") // reads the whole JVM's log (LogCapture): runs after the concurrent classes, by itself
@Isolated // nothing beside it in this JVM: it runs in the alone execution, one class at a time
class HalfSentRequestIntegrationTest {

    @Test
    void aFloodOfHalfSentRequestsWritesAtMostALine() throws Exception {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral()); LogCapture log = new LogCapture()) {
            for (int i = 0; i < 300; i++) {
                try (Socket s = new Socket("127.0.0.1", h.port())) {
                    s.getOutputStream().write("GET / HTTP/1.1\r\nHost: x\r\n".getBytes(StandardCharsets.US_ASCII));
                    s.getOutputStream().flush();
                }
            }
            // The server still answers, and by then it has handled the half requests.
            assertEquals(200, h.get("/livez").status());
            Thread.sleep(300);
            System.out.printf("half-sent requests: 300 connections, %d log bytes%n", log.bytes());
            assertFalse(log.text().contains("Exception"), log.text());
            // Helidon's one start-up line (its features, now with Health and Observe) may land in the
            // capture when this is the JVM's first server; it is not the flood's.
            String flood = log.text().lines().filter(l -> !l.contains("io.helidon.common.features.HelidonFeatures"))
                    .collect(java.util.stream.Collectors.joining("\n"));
            assertTrue(flood.length() < 300, "log bytes " + flood.length() + ":\n" + log.text());
        }
    }
}
