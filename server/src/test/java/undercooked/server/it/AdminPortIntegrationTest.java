package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;

import org.junit.jupiter.api.Test;

import okhttp3.Request;
import okhttp3.Response;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;

/**
 * {@code admin_port}: /metrics and the probes on a second listener that need not face players,
 * /metrics gone from the main port, and a port in use or equal to the main one refused by name.
 */
class AdminPortIntegrationTest {

    private static Response get(ServerHarness h, int port, String path) throws IOException {
        return h.http.newCall(new Request.Builder().url("http://127.0.0.1:" + port + path).get().build()).execute();
    }

    @Test
    void theScrapeAndTheProbesAnswerOnTheAdminPortAndTheScrapeLeavesTheMainOne() throws IOException {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral().with("admin_port", "0"))) {
            int admin = h.server.adminPort().orElseThrow();
            assertTrue(admin != h.port(), "a second listener");
            try (Response r = get(h, admin, "/metrics")) {
                assertEquals(200, r.code());
                assertTrue(r.body().string().contains("undercooked_ticks_total"), "the node's meters");
            }
            for (String probe : new String[] {"/readyz", "/livez", "/healthz"}) {
                try (Response r = get(h, admin, probe)) {
                    assertEquals(200, r.code(), probe + " on the admin port");
                }
                try (Response r = get(h, h.port(), probe)) {
                    assertEquals(200, r.code(), probe + " stays on the main port");
                }
            }
            try (Response r = get(h, h.port(), "/metrics")) {
                assertEquals(404, r.code(), "no scrape on the players' port");
            }
            try (Response r = get(h, admin, "/api/rooms")) {
                assertEquals(404, r.code(), "the game is not on the admin port");
            }
            assertEquals(201, h.post("/api/rooms", "{}").status(), "the game answers on the main port");
        }
    }

    @Test
    void theAdminPortAnswersOnlyGetAndHeadAndAgreesWithTheMainPortWhileDraining() throws IOException {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral().with("admin_port", "0"))) {
            int admin = h.server.adminPort().orElseThrow();
            Request post = new Request.Builder().url("http://127.0.0.1:" + admin + "/metrics")
                    .post(okhttp3.RequestBody.create(new byte[0])).build();
            try (Response r = h.http.newCall(post).execute()) {
                assertEquals(405, r.code());
                assertEquals("GET, HEAD", r.header("Allow"));
                assertTrue(r.body().string().contains("\"code\":\"method_not_allowed\""), "a named refusal");
            }
            Request head = new Request.Builder().url("http://127.0.0.1:" + admin + "/readyz").head().build();
            try (Response r = h.http.newCall(head).execute()) {
                assertEquals(200, r.code());
                assertEquals("application/json", r.header("Content-Type"));
                assertEquals(0, r.body().bytes().length, "a HEAD answer has no body");
            }
            assertTrue(h.server.drain(1));
            String onAdmin;
            try (Response r = get(h, admin, "/readyz")) {
                assertEquals(503, r.code(), "a draining node is not ready");
                onAdmin = r.body().string();
            }
            try (Response r = get(h, h.port(), "/readyz")) {
                assertEquals(503, r.code());
                assertEquals(r.body().string(), onAdmin, "both listeners give the same answer");
            }
            assertTrue(onAdmin.contains("\"status\":\"draining\""), onAdmin);
            try (Response r = get(h, admin, "/metrics")) {
                assertEquals(200, r.code(), "a scrape during a drain answers");
            }
        }
    }

    @Test
    void withoutAnAdminPortTheScrapeIsOnTheMainPort() throws IOException {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral())) {
            assertTrue(h.server.adminPort().isEmpty());
            try (Response r = get(h, h.port(), "/metrics")) {
                assertEquals(200, r.code());
            }
        }
    }

    @Test
    void withMetricsOffThereIsNoScrapeOnEitherPortAndTheProbesStay() throws IOException {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral().with("admin_port", "0").with("metrics", "0"))) {
            int admin = h.server.adminPort().orElseThrow();
            for (int port : new int[] {admin, h.port()}) {
                try (Response r = get(h, port, "/metrics")) {
                    assertEquals(404, r.code(), "no scrape on " + port);
                }
                try (Response r = get(h, port, "/readyz")) {
                    assertEquals(200, r.code(), "the probe on " + port);
                }
            }
            assertTrue(h.get("/api/stats").body().has("ticks"), "the census stays");
        }
    }

    @Test
    void anAdminPortInUseStopsTheStartWithThePortAndSettingNamed() throws IOException {
        try (ServerSocket held = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            int port = held.getLocalPort();
            EmbeddedServer.PortTaken e = assertThrows(EmbeddedServer.PortTaken.class,
                    () -> EmbeddedServer.start(ServerConfig.ephemeral().with("admin_port", Integer.toString(port))));
            assertTrue(e.getMessage().contains("port " + port + " (admin_port)") && e.getMessage().contains("in use"),
                    e.getMessage());
        }
    }

    @Test
    void anAdminPortEqualToThePortIsRefusedWhenTheSettingsAreRead() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ServerConfig.ephemeral().with("port", "18099").with("admin_port", "18099"));
        assertTrue(e.getMessage().startsWith("admin_port must differ from port"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ServerConfig.ephemeral().with("admin_port", "70000"));
    }
}
