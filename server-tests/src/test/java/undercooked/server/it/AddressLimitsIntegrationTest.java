package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import okhttp3.MediaType;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import undercooked.levels.Campaign;
import undercooked.levels.LevelWriter;
import undercooked.protocol.CloseCode;
import undercooked.protocol.ErrMsg;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;

/**
 * What one client address may hold (issue 26, items 5, 7 and 8): live rooms, game sockets,
 * takeover prefix ticks; lobbies nobody plays in close; and behind a trusted proxy the client it
 * names is the one counted, while another peer's forwarding header changes nothing.
 */
class AddressLimitsIntegrationTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final InetAddress OTHER = address("127.0.0.2");
    private static final InetAddress THIRD = address("127.0.0.3");

    private static ServerConfig config() {
        return ServerConfig.ephemeral().with("max_creates_per_min", "10000");
    }

    @Test
    void oneAddressCannotHoldEveryRoom() {
        try (ServerHarness h = new ServerHarness(config().with("max_rooms", "6").with("max_rooms_per_address", "2"))) {
            for (int i = 0; i < 2; i++) {
                assertEquals(201, post(OTHER, h.port(), "/api/rooms", "{}").status());
            }
            ServerHarness.Reply third = post(OTHER, h.port(), "/api/rooms", "{}");
            assertEquals(429, third.status(), third.body().toString());
            assertEquals("too_many_rooms", third.body().get("code").asText());
            assertTrue(third.body().get("message").asText().contains("max_rooms_per_address"), third.body().toString());
            assertEquals(201, post(THIRD, h.port(), "/api/rooms", "{}").status(), "another address still creates");
            assertEquals(201, h.post("/api/rooms", "{}").status(), "and so does a third");
        }
    }

    @Test
    void socketsBeyondTheAddressCapAreToldWhyAndClosed() {
        try (ServerHarness h = new ServerHarness(config().with("max_sockets_per_address", "3"))) {
            String code = h.createRoom("Host").code();
            List<RawWs> held = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                RawWs ws = new RawWs(OTHER, h.port(), code);
                assertTrue(ws.upgraded(), ws.status);
                // The 101 is written before the server's open handler counts the socket: a round
                // trip proves this one is counted before the next is opened.
                ws.text("{\"type\":\"ping\",\"t\":" + i + "}");
                String pong = ws.nextText().orElseThrow(() -> new AssertionError("no pong on held socket"));
                assertTrue(pong.startsWith("{\"type\":\"pong\""), pong);
                held.add(ws);
            }
            try (RawWs fourth = new RawWs(OTHER, h.port(), code)) {
                String err = fourth.nextText().orElseThrow(() -> new AssertionError("the fourth socket was told nothing"));
                assertTrue(err.contains("\"rate_limited\"") && err.contains("max_sockets_per_address"), err);
                assertEquals(CloseCode.NORMAL.code(), fourth.closeCode());
            }
            try (RawWs elsewhere = new RawWs(THIRD, h.port(), code)) {
                assertTrue(elsewhere.upgraded(), "another address is not held back");
            }
            held.forEach(RawWs::close);
            assertTrue(h.get("/api/stats").body().get("sockets_refused_per_address").asLong() >= 1);
        }
    }

    @Test
    void aLobbyNobodyPlaysInIsClosedWhateverItsSocketsPing() {
        try (ServerHarness h = new ServerHarness(config().with("lobby_idle_s", "2"))) {
            ServerHarness.Created room = h.createRoom("Idle");
            WsClient idle = h.connect(room.code()).keepAlive();
            idle.send(new HelloMsg(1, Optional.of(room.token()), Optional.of("Idle")));
            idle.expect(WelcomeMsg.class);
            ErrMsg gone = idle.expect(ErrMsg.class, e -> true, Duration.ofSeconds(6));
            assertEquals(ErrorCode.ROOM_GONE, gone.code(), gone.toString());
            assertTrue(gone.msg().contains("lobby_idle_s"), gone.msg());
            assertEquals(CloseCode.ROOM_GONE.code(), idle.closeCode());
            assertEquals(1, h.get("/api/stats").body().get("rooms_closed_idle").asLong());
            assertEquals(0, h.get("/api/rooms").body().get("rooms").size(), "its place is free");
        }
    }

    @Test
    void aTrustedProxysClientIsCountedAndAnotherPeersHeaderIsIgnored() throws IOException {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral().with("max_creates_per_min", "2")
                .with("trusted_proxies", "127.0.0.1, 10.0.0.0/8"))) {
            for (int i = 0; i < 2; i++) {
                assertEquals(200, viaProxy(h, "203.0.113.1").code());
            }
            assertEquals(429, viaProxy(h, "203.0.113.1").code(), "the proxy's first client used its budget");
            assertEquals(200, viaProxy(h, "203.0.113.2").code(), "another client behind the proxy has its own");

            for (int i = 0; i < 2; i++) {
                assertEquals(200, post(OTHER, h.port(), "/api/session", "{}", "X-Forwarded-For: 198.51.100." + i)
                        .status());
            }
            ServerHarness.Reply spoofed = post(OTHER, h.port(), "/api/session", "{}", "X-Forwarded-For: 198.51.100.9");
            assertEquals(429, spoofed.status(), "an untrusted peer's header names nobody: " + spoofed.body());
        }
    }

    @Test
    void takeoverPrefixesHaveTheirOwnBudgetPerAddress() throws IOException {
        try (ServerHarness h = new ServerHarness(config().with("max_takeover_ticks_per_min", "200"))) {
            String script = Files.readString(Path.of("..", "levels", "src", "test", "resources", "replays",
                    "pass_and_contest.json"));
            String level = LevelWriter.write(Campaign.builtIn().load("01_first_shift").orElseThrow());
            String body = takeover(level, script, 150);
            ServerHarness.Reply first = h.post("/api/rooms/takeover", body);
            assertEquals(201, first.status(), first.body().toString());
            ServerHarness.Reply second = h.post("/api/rooms/takeover", body);
            assertEquals(429, second.status(), second.body().toString());
            assertTrue(second.body().get("message").asText().contains("max_takeover_ticks_per_min"),
                    second.body().toString());
            ServerHarness.Reply tooLong = h.post("/api/rooms/takeover", takeover(level, script, 201));
            assertEquals(429, tooLong.status(), tooLong.body().toString());
            assertTrue(h.get("/api/stats").body().get("takeovers_refused").asLong() >= 2);
        }
    }

    private static String takeover(String level, String script, long tick) throws IOException {
        return "{\"level\":" + JSON.readTree(level) + ",\"takeover\":{\"script\":" + JSON.readTree(script)
                + ",\"tick\":" + tick + "}}";
    }

    private static Response viaProxy(ServerHarness h, String client) throws IOException {
        Request req = new Request.Builder().url("http://127.0.0.1:" + h.port() + "/api/session")
                .header("X-Forwarded-For", client)
                .post(RequestBody.create("{}", MediaType.get("application/json"))).build();
        try (Response r = h.http.newCall(req).execute()) {
            return r;
        }
    }

    /** A POST from the local address {@code from} over a plain socket (one request, then the connection ends). */
    private static ServerHarness.Reply post(InetAddress from, int port, String path, String json, String... headers) {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port, from, 0)) {
            s.setSoTimeout(5000);
            byte[] body = json.getBytes(StandardCharsets.UTF_8);
            StringBuilder req = new StringBuilder("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port
                    + "\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: " + body.length + "\r\n");
            for (String h : headers) {
                req.append(h).append("\r\n");
            }
            OutputStream out = s.getOutputStream();
            out.write(req.append("\r\n").toString().getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            InputStream in = s.getInputStream();
            ByteArrayOutputStream head = new ByteArrayOutputStream();
            while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
                int b = in.read();
                if (b < 0) {
                    break;
                }
                head.write(b);
            }
            String text = head.toString(StandardCharsets.US_ASCII);
            int status = Integer.parseInt(text.substring(9, 12));
            int length = 0;
            for (String line : text.split("\r\n")) {
                if (line.toLowerCase(java.util.Locale.ROOT).startsWith("content-length:")) {
                    length = Integer.parseInt(line.substring(15).strip());
                }
            }
            String payload = new String(in.readNBytes(length), StandardCharsets.UTF_8);
            JsonNode node = payload.isBlank() ? JSON.createObjectNode() : JSON.readTree(payload);
            return new ServerHarness.Reply(status, node);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static InetAddress address(String text) {
        try {
            return InetAddress.getByName(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
