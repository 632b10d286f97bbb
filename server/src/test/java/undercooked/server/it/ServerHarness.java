package undercooked.server.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import undercooked.protocol.Eventually;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;

/** A real game server on a free loopback port and a real HTTP client for it. */
final class ServerHarness implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    final EmbeddedServer server;
    final OkHttpClient http = new OkHttpClient.Builder()
            .connectTimeout(Duration.ofSeconds(5)).readTimeout(Duration.ofSeconds(5))
            .pingInterval(Duration.ZERO).build();

    ServerHarness(ServerConfig config) {
        server = EmbeddedServer.start(config);
    }

    /** Over a server the test started itself (an injected storage fault). */
    ServerHarness(EmbeddedServer started) {
        server = started;
    }

    int port() {
        return server.port();
    }

    record Reply(int status, JsonNode body) {
    }

    Reply get(String path) {
        return call(new Request.Builder().url(url(path)).get().build());
    }

    Reply post(String path, String json) {
        return call(new Request.Builder().url(url(path))
                .post(RequestBody.create(json, MediaType.get("application/json"))).build());
    }

    /** A room created over HTTP: its code and the creator's token. */
    record Created(String code, String token) {
    }

    Created createRoom(String name) {
        Reply r = post("/api/rooms", "{\"name\":\"" + name + "\"}");
        if (r.status() != 201) {
            throw new AssertionError("room creation answered " + r.status() + " " + r.body());
        }
        return new Created(r.body().get("room_code").asText(), r.body().get("you").get("token").asText());
    }

    WsClient connect(String code) {
        return new WsClient(http, port(), code);
    }

    /** A room and its host's socket. */
    record Solo(Created room, WsClient host) {
    }

    /**
     * A room of {@code name} alone, whose round is playing: the host's socket, past the countdown
     * and its first snapshot (a room's meters then move as a test sends inputs).
     */
    Solo soloRound(String name) {
        Created room = createRoom(name);
        WsClient host = connect(room.code()).keepAlive();
        host.send(new undercooked.protocol.HelloMsg(1, java.util.Optional.of(room.token()), java.util.Optional.of(name)));
        host.expect(undercooked.protocol.WelcomeMsg.class);
        host.send(new undercooked.protocol.StartMsg());
        host.expect(undercooked.protocol.CountdownMsg.class, c -> c.n() == 1, java.time.Duration.ofSeconds(10));
        host.expect(undercooked.protocol.SnapMsg.class, m -> true, java.time.Duration.ofSeconds(10));
        return new Solo(room, host);
    }

    /**
     * The HTTP status a WebSocket upgrade to {@code /ws/{code}} with this {@code Origin} gets:
     * 101 when the socket opens (it is then dropped), -1 when no response came at all.
     */
    int upgradeStatus(String code, String origin) {
        java.util.concurrent.CompletableFuture<Integer> status = new java.util.concurrent.CompletableFuture<>();
        Request req = new Request.Builder().url("ws://127.0.0.1:" + port() + "/ws/" + code)
                .header("Origin", origin).build();
        okhttp3.WebSocket socket = http.newWebSocket(req, new okhttp3.WebSocketListener() {
            @Override
            public void onOpen(okhttp3.WebSocket ws, Response response) {
                status.complete(response.code());
            }

            @Override
            public void onFailure(okhttp3.WebSocket ws, Throwable t, Response response) {
                status.complete(response == null ? -1 : response.code());
            }
        });
        try {
            return status.get(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("no answer to the upgrade within 5 s", e);
        } finally {
            socket.cancel();
        }
    }

    private String url(String path) {
        return "http://127.0.0.1:" + port() + path;
    }

    private Reply call(Request req) {
        try (Response res = http.newCall(req).execute()) {
            String text = res.body().string();
            if (text.isEmpty()) {
                return new Reply(res.code(), JSON.createObjectNode());
            }
            try {
                return new Reply(res.code(), JSON.readTree(text));
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new AssertionError("not JSON: " + res.code() + " " + res.header("Content-Type") + " "
                        + (text.length() > 200 ? text.substring(0, 200) : text), e);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The newest archived replay's index entry, waiting up to 5 s for the archive to write it. */
    JsonNode awaitReplay() {
        JsonNode list = Eventually.last(Duration.ofSeconds(5), () -> get("/api/replays").body().get("replays"),
                l -> l != null && l.size() > 0);
        if (list == null || list.isEmpty()) {
            throw new AssertionError("no replay archived within 5 s");
        }
        return list.get(0);
    }

    /** The body of a GET that must answer 200, as text (a replay script, a golden, a level). */
    String download(String path) throws IOException {
        try (Response r = http.newCall(new Request.Builder().url("http://127.0.0.1:" + port() + path).build())
                .execute()) {
            org.junit.jupiter.api.Assertions.assertEquals(200, r.code(), path);
            return r.body().string();
        }
    }

    @Override
    public void close() {
        server.stop();
        http.dispatcher().executorService().shutdown();
        http.connectionPool().evictAll();
        try {
            http.dispatcher().executorService().awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
