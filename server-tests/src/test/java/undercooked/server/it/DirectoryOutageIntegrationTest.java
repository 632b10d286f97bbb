package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.Test;

import undercooked.protocol.Eventually;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;
import undercooked.server.cluster.Directory;
import undercooked.server.cluster.RedisDirectory;
import undercooked.server.cluster.RedisProcess;

/**
 * A node whose Redis goes away and comes back (a real redis-server stopped and restarted empty on
 * the same port): the room keeps its socket, creating is refused by name, readiness says why, and
 * once Redis is back the node registers its rooms again by itself.
 */
class DirectoryOutageIntegrationTest {

    private static void within(Duration bound, BooleanSupplier condition, String what) {
        Eventually.within(bound, what, condition);
    }

    @Test
    void aRedisOutageRefusesNewRoomsByNameAndTheNodeReRegistersItsRoomsWhenRedisIsBack() throws Exception {
        RedisProcess redis = RedisProcess.start();
        int port = redis.port();
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral().with("redis", redis.url())
                .with("node_id", "outage-a"))) {
            ServerHarness.Created room = h.createRoom("Ana");
            WsClient ana = h.connect(room.code()).keepAlive();
            ana.send(new HelloMsg(1, Optional.of(room.token()), Optional.of("Ana")));
            ana.expect(WelcomeMsg.class);

            redis.close();
            within(Duration.ofSeconds(8), () -> h.get("/readyz").status() == 503, "readiness notices the outage");
            assertEquals("directory", h.get("/readyz").body().get("code").asText());
            ServerHarness.Reply refused = h.post("/api/rooms", "{\"name\": \"Bo\"}");
            assertEquals(503, refused.status(), refused.body().toString());
            assertEquals("directory_unavailable", refused.body().get("code").asText());
            ServerHarness.Reply list = h.get("/api/rooms");
            assertEquals(200, list.status());
            assertTrue(list.body().get("partial").asBoolean(), list.body().toString());
            assertEquals(room.code(), list.body().get("rooms").get(0).get("code").asText());
            assertTrue(!ana.isClosed(), "the room's socket never touches the directory");

            redis = RedisProcess.start(port);
            within(Duration.ofSeconds(20), () -> h.get("/readyz").status() == 200, "ready again once Redis is back");
            try (RedisDirectory look = RedisDirectory.connect(redis.url(), 3000)) {
                Directory.Lookup found = look.lookup(room.code());
                assertEquals("outage-a", assertInstanceOf(Directory.Lookup.Live.class, found).node().id(),
                        "the empty Redis learnt the node's room again from its heartbeat");
            }
            assertEquals(201, h.post("/api/rooms", "{\"name\": \"Bo\"}").status(), "rooms are placed again");
            ana.close();
        } finally {
            redis.close();
        }
    }
}
