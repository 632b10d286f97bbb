package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import undercooked.protocol.Eventually;
import undercooked.server.ServerConfig;

/**
 * After the server sends its close, a peer that never answers it cannot keep the TCP connection:
 * it is closed after the bounded wait, counted in /api/stats, and nothing more is answered.
 */
class ServerCloseIntegrationTest {

    @Test
    void aPeerThatNeverAnswersTheServersCloseLosesItsTcpWithinTheWait() throws Exception {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral())) {
            List<RawWs> peers = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                RawWs raw = new RawWs(h.port(), "NOSUCH");
                assertTrue(raw.upgraded(), raw.status);
                assertEquals(4401, raw.closeCode());
                peers.add(raw);
            }
            long start = System.nanoTime();
            for (RawWs raw : peers) {
                // A ping after the close gets no pong: the server reads only a close now.
                raw.frame(0x89, new byte[] {1});
                assertTrue(raw.read().isEmpty(), "nothing but the end of the connection after the close");
                raw.close();
            }
            long waitedMs = (System.nanoTime() - start) / 1_000_000;
            assertTrue(waitedMs < 4000, "the connections ended within the close wait, took " + waitedMs + " ms");
            // Each wait's thread counts its timeout just after closing the TCP connection the peer
            // saw end, so the last count may land a moment after the last peer's read returned.
            assertEquals(20, Eventually.last(Duration.ofSeconds(5),
                    () -> h.get("/api/stats").body().get("close_timeouts").asLong(), n -> n == 20).longValue());
            assertEquals(0, Eventually.last(Duration.ofSeconds(5),
                    () -> h.get("/api/stats").body().get("sockets_closing").asLong(), n -> n == 0).longValue());
        }
    }
}
