package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.sync.RedisCommands;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import undercooked.protocol.Eventually;
import undercooked.protocol.ErrMsg;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.RoomState;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.ToLobbyMsg;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.cluster.FakeAgonesSidecar;
import undercooked.server.cluster.RedisProcess;

/**
 * Many nodes on one machine: two server processes (their own JVMs, as {@code ./undercooked serve}
 * runs them) share a real redis-server on loopback and a real PostgreSQL
 * ({@code UNDERCOOKED_TEST_PG_URL}, each test in a schema of its own) with replay bodies in it.
 * Bots are OkHttp WebSocket clients that connect where the API's {@code ws_url} says.
 */
@Order(1) // the server's longest class: started first, so it is not the last lane to end (server/pom.xml)
@Execution(ExecutionMode.CONCURRENT) // its two tests at once, each with its own nodes, schema and redis-server
class ClusterIntegrationTest {

    static final String PG = "UNDERCOOKED_TEST_PG_URL";
    /** The directory's bound: a node's key lives 3 s after its last beat, and a reap runs every second. */
    static final Duration GONE_WITHIN = Duration.ofSeconds(6);
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Each test's own redis-server: the two tests run at once, and each reads the whole directory. */
    private RedisProcess redis;
    private final OkHttpClient http = new OkHttpClient.Builder().connectTimeout(Duration.ofSeconds(5))
            .readTimeout(Duration.ofSeconds(10)).build();
    private final List<NodeProcess> nodes = new CopyOnWriteArrayList<>();
    private final List<WsClient> bots = new ArrayList<>();
    private String base;
    private String schema;

    @BeforeEach
    void createSchema() throws Exception {
        base = System.getenv(PG);
        assumeTrue(base != null && !base.isBlank(), PG + " is not set: no PostgreSQL to share between the nodes"
                + " (./undercooked test starts one and sets it)");
        redis = RedisProcess.start();
        schema = "cluster_test_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12).toLowerCase(Locale.ROOT);
        try (Connection c = DriverManager.getConnection(base); Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA " + schema);
        }
    }

    @AfterEach
    void cleanUp() throws Exception {
        bots.forEach(WsClient::close);
        for (NodeProcess n : nodes) {
            n.close();
        }
        http.dispatcher().executorService().shutdown();
        http.connectionPool().evictAll();
        if (redis != null) {
            redis.close();
        }
        if (schema != null) {
            try (Connection c = DriverManager.getConnection(base); Statement s = c.createStatement()) {
                s.execute("DROP SCHEMA " + schema + " CASCADE");
            }
        }
    }

    private String dbUrl() {
        return base + (base.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }

    private NodeProcess node(String id) throws Exception {
        return node(id, Map.of());
    }

    private NodeProcess node(String id, Map<String, String> env) throws Exception {
        NodeProcess n = NodeProcess.start(env, "--node-id", id, "--redis", redis.url(), "--db", dbUrl(),
                "--replay-store", "db", "--round-seconds", "10", "--drain-s", "2",
                "--data", Files.createTempDirectory("undercooked-node-").toString());
        nodes.add(n);
        return n;
    }

    record Reply(int status, JsonNode body) {
    }

    private Reply call(Request req) {
        try (Response res = http.newCall(req).execute()) {
            String text = res.body().string();
            return new Reply(res.code(), text.isEmpty() ? JSON.createObjectNode() : JSON.readTree(text));
        } catch (IOException e) {
            throw new AssertionError("request " + req.url() + " failed", e);
        }
    }

    private Reply get(NodeProcess n, String path) {
        return call(new Request.Builder().url(n.url(path)).get().build());
    }

    private Reply post(NodeProcess n, String path, String json) {
        return call(new Request.Builder().url(n.url(path))
                .post(RequestBody.create(json, MediaType.get("application/json"))).build());
    }

    /**
     * A bot at the room's ws_url: hello with the creator's token, then a start; the round's first
     * snapshot is {@link #playing}'s to wait for, so two rooms count down at once.
     */
    private WsClient starting(Reply created, String name) {
        assertEquals(201, created.status(), created.body().toString());
        return starting(created, name, created.body().get("ws_url").asText());
    }

    private WsClient starting(Reply created, String name, String wsUrl) {
        WsClient bot = new WsClient(http, wsUrl).keepAlive();
        bots.add(bot);
        bot.send(new HelloMsg(1, Optional.of(created.body().get("you").get("token").asText()), Optional.of(name)));
        bot.expect(WelcomeMsg.class);
        bot.expect(LobbyMsg.class, LobbyMsg::canStart);
        bot.send(new StartMsg());
        return bot;
    }

    /** Waits out each bot's countdown (3 s) to its round's first snapshot; the countdowns run together. */
    private static void playing(WsClient... bots) {
        for (WsClient bot : bots) {
            bot.expect(SnapMsg.class, s -> true, Duration.ofSeconds(6));
        }
    }

    /** Back to the lobby and a new start; {@link #playing} waits for the round. */
    private static void nextRound(WsClient bot) {
        bot.send(new ToLobbyMsg());
        bot.expect(LobbyMsg.class, l -> l.state() == RoomState.LOBBY && l.canStart());
        bot.send(new StartMsg());
    }

    private static Set<String> rooms(Reply list) {
        Set<String> out = new TreeSet<>();
        list.body().get("rooms").forEach(r -> out.add(r.get("code").asText() + "@" + r.get("node").asText()));
        return out;
    }

    private Set<String> listed(NodeProcess n, int count) {
        return Eventually.last(Duration.ofSeconds(2), () -> rooms(get(n, "/api/rooms")), seen -> seen.size() >= count);
    }

    private Reply waitForReplays(NodeProcess n, int count) {
        return Eventually.last(Duration.ofSeconds(5), () -> get(n, "/api/replays"),
                r -> r.body().get("replays").size() >= count);
    }

    @Test
    void roomsArePlacedAcrossNodesAndADeadNodesRoomsAreGoneWhileTheOtherPlaysOn() throws Exception {
        // The two JVMs start at once (each start is seconds of class loading on a busy machine).
        CompletableFuture<NodeProcess> startingB = CompletableFuture.supplyAsync(() -> {
            try {
                return node("node-b");
            } catch (Exception e) {
                throw new CompletionException(e);
            }
        });
        NodeProcess a = node("node-a");
        NodeProcess b = startingB.join();
        Thread.sleep(1200); // one heartbeat each, so each node sees the other

        Reply first = post(a, "/api/rooms", "{\"name\": \"Ana\"}");
        assertEquals("node-a", first.body().get("node").asText(), "a tie stays on the node asked: " + first.body());
        String codeA = first.body().get("room_code").asText();
        assertEquals("ws://127.0.0.1:" + a.port() + "/ws/" + codeA, first.body().get("ws_url").asText());
        Reply second = post(a, "/api/rooms", "{\"name\": \"Bo\"}");
        assertEquals("node-b", second.body().get("node").asText(), "the least loaded node gets it: " + second.body());
        String codeB = second.body().get("room_code").asText();
        assertEquals("ws://127.0.0.1:" + b.port() + "/ws/" + codeB, second.body().get("ws_url").asText());
        // Another node's rooms show after its next heartbeat (sent just after a create).
        assertEquals(Set.of(codeA + "@node-a", codeB + "@node-b"), listed(b, 2));
        assertEquals(Set.of(codeA + "@node-a", codeB + "@node-b"), listed(a, 2));
        assertEquals(second.body().get("ws_url").asText(), get(a, "/api/rooms/" + codeB).body().get("ws_url").asText());

        WsClient onA = starting(first, "Ana");
        WsClient onB = starting(second, "Bo");
        playing(onA, onB);
        onA.expect(RoundMsg.class, r -> true, Duration.ofSeconds(15));
        onB.expect(RoundMsg.class, r -> true, Duration.ofSeconds(15));
        Reply fromA = waitForReplays(a, 2);
        Reply fromB = waitForReplays(b, 2);
        assertEquals(2, fromA.body().get("replays").size(), fromA.body().toString());
        assertEquals(fromA.body().get("replays"), fromB.body().get("replays"), "one archive, seen alike from both");
        long replayOfA = -1;
        for (JsonNode r : fromB.body().get("replays")) {
            if (r.get("room").asText().equals(codeA)) {
                replayOfA = r.get("id").asLong();
            }
        }
        assertNotEquals(-1, replayOfA);

        nextRound(onA);
        nextRound(onB);
        playing(onA, onB);
        a.kill();
        Reply gone = Eventually.last(GONE_WITHIN, () -> get(b, "/api/rooms/" + codeA), r -> r.status() == 410);
        assertEquals(410, gone.status(), "room " + codeA + " not gone within " + GONE_WITHIN + ": " + gone.body());
        assertEquals("room_gone", get(b, "/api/rooms/" + codeA).body().get("code").asText());
        assertEquals(Set.of(codeB + "@node-b"), rooms(get(b, "/api/rooms")), "the dead node's rooms leave the list");

        WsClient back = new WsClient(http, "ws://127.0.0.1:" + b.port() + "/ws/" + codeA);
        bots.add(back);
        assertEquals(ErrorCode.ROOM_GONE, back.expect(ErrMsg.class).code(), "a reconnect elsewhere hears room_gone");

        long tickBefore = onB.expect(SnapMsg.class).raw().tick();
        long tickAfter = onB.expect(SnapMsg.class, s -> s.raw().tick() > tickBefore + 10).raw().tick();
        assertTrue(tickAfter > tickBefore, "node B's round plays on");
        assertEquals(200, get(b, "/api/replays/" + replayOfA).status(), "a round that ended before the death is intact");
        assertEquals(200, get(b, "/api/replays/" + replayOfA + "/golden").status());
        assertEquals(1, get(b, "/api/stats").body().get("rooms").asInt());
    }

    /**
     * Also the Agones link from the real process: {@code AGONES_SDK_HTTP_PORT} points at a fake of
     * the sidecar's REST API (no Kubernetes here), whose GameServer address the node advertises.
     */
    @Test
    void aDrainedNodeArchivesItsRoundAndLeavesNothingBehind() throws Exception {
        try (FakeAgonesSidecar agones = new FakeAgonesSidecar()) {
            drainedNode(agones);
        }
    }

    private void drainedNode(FakeAgonesSidecar agones) throws Exception {
        NodeProcess c = node("node-c", Map.of("AGONES_SDK_HTTP_PORT", Integer.toString(agones.port())));
        List<String> first = Eventually.last(Duration.ofSeconds(5), agones::calls,
                seen -> seen.stream().anyMatch(x -> x.startsWith("PUT /metadata/label")));
        assertTrue(first.stream().anyMatch(x -> x.startsWith("PUT /metadata/label")), "no Agones label within 5 s: " + first);
        assertEquals(List.of("POST /ready", "GET /gameserver"), agones.calls().subList(0, 2));
        Reply created = post(c, "/api/rooms", "{\"name\": \"Cy\"}");
        String code = created.body().get("room_code").asText();
        assertEquals("ws://203.0.113.7:7061/ws/" + code, created.body().get("ws_url").asText(),
                "the node advertises the address Agones gave it");
        WsClient bot = starting(created, "Cy", "ws://127.0.0.1:" + c.port() + "/ws/" + code);
        playing(bot);
        long exit0 = System.nanoTime();
        int exit = c.terminate(20);
        assertTrue(System.nanoTime() - exit0 < Duration.ofSeconds(15).toNanos(), "drain_s=2 bounds the wait");
        assertEquals(143, exit, "stopped by SIGTERM");
        assertEquals(4401, bot.closeCode(), "the player was told room_gone");
        List<String> calls = agones.calls();
        assertTrue(calls.contains("PUT /metadata/label {\"key\":\"accepting\",\"value\":\"false\"}"), calls.toString());
        assertEquals("POST /shutdown", calls.getLast(), calls.toString());

        RedisClient client = RedisClient.create(redis.url());
        try (StatefulRedisConnection<String, String> conn = client.connect()) {
            RedisCommands<String, String> r = conn.sync();
            for (String key : r.keys("uc:*")) {
                assertFalse(key.contains("node-c") || key.endsWith(code), "left behind: " + key);
            }
            assertFalse(r.smembers("uc:nodes").contains("node-c"));
        } finally {
            client.shutdown();
        }
        try (Connection db = DriverManager.getConnection(dbUrl()); Statement s = db.createStatement()) {
            try (ResultSet rs = s.executeQuery("SELECT result FROM replays WHERE room = '" + code + "'")) {
                assertTrue(rs.next(), "the round under way was archived on the way down");
                assertEquals("aborted", rs.getString(1));
            }
            try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM replay_bodies WHERE id NOT IN (SELECT id FROM replays)")) {
                rs.next();
                assertEquals(0, rs.getInt(1), "no body without its index row");
            }
            try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM replays WHERE id NOT IN (SELECT id FROM replay_bodies)")) {
                rs.next();
                assertEquals(0, rs.getInt(1), "no index row without its body");
            }
        }
    }
}
