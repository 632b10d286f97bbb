package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import undercooked.server.ServerConfig;

/** The orchestrator's probes and the drain on one node (no directory), over real HTTP. */
class HealthIntegrationTest {

    @Test
    void aServingNodeIsLiveAndReadyAndADrainingOneIsLiveButNotReadyAndTakesNoRoom() {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral())) {
            ServerHarness.Reply ready = h.get("/readyz");
            assertEquals(200, ready.status(), ready.body().toString());
            assertEquals("ready", ready.body().get("status").asText());
            assertEquals(500, ready.body().get("max_rooms").asInt());
            assertEquals(200, h.get("/livez").status());
            assertEquals("ok", h.get("/healthz").body().get("status").asText());

            ServerHarness.Reply created = h.post("/api/rooms", "{\"name\": \"Ana\"}");
            assertEquals(201, created.status());
            assertFalse(created.body().has("ws_url"), "one node answers as it always did: " + created.body());
            String code = created.body().get("room_code").asText();
            assertEquals(code, h.get("/api/rooms/" + code).body().get("code").asText());
            ServerHarness.Reply unknown = h.get("/api/rooms/AAAAA");
            assertEquals(404, unknown.status());
            assertEquals("unknown_room", unknown.body().get("code").asText());

            assertTrue(h.server.drain(1), "no round was under way");
            ServerHarness.Reply draining = h.get("/readyz");
            assertEquals(503, draining.status());
            assertEquals("draining", draining.body().get("status").asText());
            assertTrue(draining.body().get("reason").asText().contains("stopping"), draining.body().toString());
            assertEquals(200, h.get("/livez").status(), "draining is not dead");
            ServerHarness.Reply refused = h.post("/api/rooms", "{\"name\": \"Bo\"}");
            assertEquals(503, refused.status());
            assertEquals("draining", refused.body().get("code").asText());
        }
    }
}
