package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import undercooked.protocol.Eventually;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.PingMsg;
import undercooked.protocol.PongMsg;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;

/**
 * The real server's game sockets are taken from Helidon onto its socket loops (decision 0063):
 * were Helidon's socket to change so that the takeover failed, every socket would quietly keep a
 * thread of its own and the server its old cost; this test fails instead.
 */
class SocketLoopIntegrationTest {

    @Test
    void everyGameSocketIsServedByALoopAndLetGoWhenItEnds() throws Exception {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral())) {
            ServerHarness.Created room = h.createRoom("Ana");
            try (WsClient player = h.connect(room.code()); WsClient watcher = h.connect(room.code())) {
                player.send(new HelloMsg(1, Optional.of(room.token()), Optional.of("Ana")));
                player.expect(WelcomeMsg.class);
                watcher.send(HelloMsg.watcher(Optional.empty(), Optional.of("Bo")));
                watcher.expect(WelcomeMsg.class);
                player.send(new PingMsg(7));
                player.expect(PongMsg.class, p -> p.t() == 7);
                JsonNode stats = h.get("/api/stats").body();
                assertEquals(2, stats.get("sockets").asLong(), "two sockets open: " + stats);
                assertEquals(2, stats.get("sockets_on_loops").asLong(), "both on a loop: " + stats);
                PromText scrape = PromText.parse(h.download("/metrics"));
                assertEquals(2.0, scrape.value("undercooked_sockets_on_loops").orElseThrow(), "the gauge says so too");
            }
            assertEquals(0, Eventually.last(Duration.ofSeconds(5),
                    () -> h.get("/api/stats").body().get("sockets_on_loops").asLong(), n -> n == 0).longValue(),
                    "the loops let the closed sockets go");
        }
    }
}
