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

    @Test
    void helidonsHealthObserverServesTheSameChecksAndFailsReadinessWhileDraining() {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral())) {
            ServerHarness.Reply health = h.get("/observe/health");
            assertEquals(200, health.status(), String.valueOf(health.body()));
            assertEquals("UP", health.body().get("status").asText());
            java.util.Set<String> names = new java.util.TreeSet<>();
            health.body().get("checks").forEach(c -> names.add(c.get("name").asText()));
            assertTrue(names.containsAll(java.util.List.of("draining", "database", "levels", "room_limit",
                    "listener", "stalled")), "the node's checks by name: " + names);
            assertEquals(200, h.get("/observe/health/ready").status());

            assertTrue(h.server.drain(1), "no round was under way");
            ServerHarness.Reply ready = h.get("/observe/health/ready");
            assertEquals(503, ready.status(), "the observer's readiness fails as /readyz does");
            boolean saysDraining = false;
            for (var c : ready.body().get("checks")) {
                if (c.get("name").asText().equals("draining")) {
                    assertEquals("DOWN", c.get("status").asText());
                    assertTrue(c.get("data").get("reason").asText().contains("stopping"), c.toString());
                    saysDraining = true;
                }
            }
            assertTrue(saysDraining, ready.body().toString());
            assertEquals(503, h.get("/readyz").status());
            assertEquals(200, h.get("/observe/health/live").status(), "draining is not dead, there either");
        }
    }
}
