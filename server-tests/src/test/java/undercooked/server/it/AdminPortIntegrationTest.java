package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import okhttp3.Request;
import okhttp3.Response;
import undercooked.protocol.Eventually;
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

    /** True when the server has closed the socket (a read ends or is reset), false when it is open after the wait. */
    private static boolean closedByTheServer(Socket s, int waitMillis) throws IOException {
        s.setSoTimeout(waitMillis);
        try {
            return s.getInputStream().read() == -1;
        } catch (SocketTimeoutException open) {
            return false;
        } catch (IOException reset) {
            return true;
        }
    }

    @Test
    void aClientThatSendsHalfARequestHoldsOnlyItsOwnConnectionAndIsClosed() throws IOException {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral().with("admin_port", "0"));
                Socket slow = new Socket("127.0.0.1", h.server.adminPort().orElseThrow())) {
            int admin = h.server.adminPort().orElseThrow();
            OutputStream out = slow.getOutputStream();
            out.write("GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            // Its bytes reach the listener before the probes' connections are even opened, so the
            // listener takes it up first (with one thread for every exchange, as before, the probes
            // then waited behind it); the connection is open after its first tenth of a second.
            assertTrue(!closedByTheServer(slow, 100), "the slow client is connected");
            for (String probe : new String[] {"/livez", "/readyz", "/metrics"}) {
                try (Response r = get(h, admin, probe)) {
                    assertEquals(200, r.code(), probe + " answered beside the slow client");
                }
            }
            assertTrue(!closedByTheServer(slow, 100), "answered while the slow client still held its connection");
            // The JDK server's request limit (5 s for the headers) ends it; 30 s is only the test's patience.
            assertTrue(closedByTheServer(slow, 30_000), "the slow client's connection is closed");
        }
    }

    /**
     * Nagle's algorithm: the JDK server writes an answer's headers, then its body, and without
     * TCP_NODELAY the body's last segment waits for the ACK of the headers, which a keep-alive
     * client delays by at least 40 ms (Linux's least delayed ACK). So every scrape after a
     * connection's first took over 40 ms from its first byte to its last; with it off, the two
     * writes follow each other. The median over one connection's scrapes keeps one preempted
     * write on a loaded machine from deciding.
     */
    @Test
    void keepAliveScrapesAreNotHeldByNaglesDelay() throws IOException {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral().with("admin_port", "0"));
                Socket s = new Socket("127.0.0.1", h.server.adminPort().orElseThrow())) {
            s.setSoTimeout(10_000);
            java.io.DataInputStream in = new java.io.DataInputStream(new java.io.BufferedInputStream(s.getInputStream()));
            List<Double> firstToLastMs = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                s.getOutputStream().write("GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                s.getOutputStream().flush();
                String status = readLine(in);
                long first = System.nanoTime();
                assertTrue(status.startsWith("HTTP/1.1 200"), status);
                int length = -1;
                for (String line = readLine(in); !line.isEmpty(); line = readLine(in)) {
                    if (line.toLowerCase(java.util.Locale.ROOT).startsWith("content-length:")) {
                        length = Integer.parseInt(line.substring(15).trim());
                    }
                }
                assertTrue(length > 1000, "a scrape's body, " + length + " bytes");
                in.readFully(new byte[length]);
                if (i > 0) {
                    // The first answer on a connection is not held (Linux ACKs at once at its start).
                    firstToLastMs.add((System.nanoTime() - first) / 1e6);
                }
            }
            List<Double> sorted = firstToLastMs.stream().sorted().toList();
            assertTrue(sorted.get(sorted.size() / 2) < 40, "first byte to last of keep-alive scrapes, ms: " + firstToLastMs);
        }
    }

    private static String readLine(java.io.DataInputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c == -1) {
                throw new java.io.EOFException("the answer ended at: " + line);
            }
            if (c != '\r') {
                line.append((char) c);
            }
        }
        return line.toString();
    }

    @Test
    void connectionsPastTheCapAreClosedAsTheyComeAndTheProbesAnswerOnceTheyGo() throws IOException {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral().with("admin_port", "0"))) {
            int admin = h.server.adminPort().orElseThrow();
            List<Socket> flood = new ArrayList<>();
            try {
                for (int i = 0; i < 40; i++) {
                    flood.add(new Socket("127.0.0.1", admin));
                }
                // Accepted in order: the first 32 are held (idle, until the request limit), the last 8
                // closed as they are accepted, long before any idle limit could close them.
                for (Socket late : flood.subList(32, 40)) {
                    assertTrue(closedByTheServer(late, 3_000), "a connection past the cap is closed at once");
                }
                assertTrue(!closedByTheServer(flood.get(0), 100), "the first connections are still held");
            } finally {
                for (Socket s : flood) {
                    s.close();
                }
            }
            Eventually.within(java.time.Duration.ofSeconds(10), "the probe answers once the flood is gone", () -> {
                try (Response r = get(h, admin, "/livez")) {
                    return r.code() == 200;
                } catch (IOException refused) {
                    return false;
                }
            });
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
    void aHostThatIsNoAddressOfThisMachineIsNamedAsTheHostNotAsAPortInUse(@TempDir Path data) {
        for (String host : List.of("no-such-host.invalid", "192.0.2.1")) { // a reserved name; TEST-NET-1
            EmbeddedServer.HostUnusable e = assertThrows(EmbeddedServer.HostUnusable.class, () -> EmbeddedServer.start(
                    ServerConfig.ephemeral().with("host", host).with("data", data.resolve(host).toString())));
            assertTrue(e.getMessage().startsWith("host " + host + " (host) ") && !e.getMessage().contains("in use")
                    && e.getMessage().contains("127.0.0.1 for this machine only"), e.getMessage());
            assertFalse(Files.exists(data.resolve(host)), "refused before the database was made");
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
