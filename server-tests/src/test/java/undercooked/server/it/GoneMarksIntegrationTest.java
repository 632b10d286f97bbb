package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import undercooked.protocol.Eventually;
import undercooked.server.ServerConfig;
import undercooked.server.cluster.NodeInfo;
import undercooked.server.cluster.RedisDirectory;
import undercooked.server.cluster.RedisProcess;

/**
 * A node dies holding a room; a live node's heartbeat marks the room gone (410). Then Redis
 * restarts empty, losing that mark: the live node writes back the marks it made, so the dead
 * node's room answers 410 {@code room_gone} again, not 404 {@code unknown_room}.
 */
class GoneMarksIntegrationTest {

    private static final String CODE = "HAPPY";

    @Test
    void aDeadNodesRoomStillAnswers410AfterRedisRestartsEmpty() throws Exception {
        RedisProcess redis = RedisProcess.start();
        int port = redis.port();
        try (ServerHarness b = new ServerHarness(ServerConfig.ephemeral().with("redis", redis.url())
                .with("node_id", "gone-b"))) {
            try (RedisDirectory dead = RedisDirectory.connect(redis.url(), 300)) {
                // A node that beats once, claims a room and then dies (it never beats again).
                dead.heartbeat(new NodeInfo("dead-a", "http://127.0.0.1:9", 1, 1, 10, false), "[]");
                assertTrue(dead.claim(CODE, "dead-a"));
                // The live node's heartbeat reaps it: the dead node's code set is gone, its room marked.
                Eventually.within(Duration.ofSeconds(8), "the live node reaps the dead one",
                        () -> dead.codesOf("dead-a").isEmpty());
            }
            assertEquals(410, b.get("/api/rooms/" + CODE).status());

            redis.close();
            redis = RedisProcess.start(port);
            Eventually.within(Duration.ofSeconds(20), "ready again once Redis is back",
                    () -> b.get("/readyz").status() == 200);
            Eventually.within(Duration.ofSeconds(5), "the dead node's room is gone again, not unknown",
                    () -> b.get("/api/rooms/" + CODE).status() == 410);
            ServerHarness.Reply gone = b.get("/api/rooms/" + CODE);
            assertEquals("room_gone", gone.body().get("code").asText(), gone.body().toString());
        } finally {
            redis.close();
        }
    }
}
