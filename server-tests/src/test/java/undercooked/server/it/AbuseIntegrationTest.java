package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import okhttp3.Dispatcher;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.WebSocket;
import okhttp3.WebSocketListener;
import okio.ByteString;
import undercooked.protocol.EmoteMsg;
import undercooked.protocol.ErrMsg;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.EvMsg;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.PingMsg;
import undercooked.protocol.PongMsg;
import undercooked.protocol.RoomState;
import undercooked.protocol.ServerMessage;
import undercooked.protocol.SetLevelMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;

/** The guardrails over real sockets: nothing a client sends crashes a room or touches another. */
class AbuseIntegrationTest {

    // 67 rooms for the 200 handshakes come from one address in seconds: above the create limit
    // and the per-address room and socket caps, which have their own tests (HttpApiIntegrationTest,
    // AddressLimitsIntegrationTest).
    private static final ServerHarness H = new ServerHarness(ServerConfig.ephemeral().with("test_mode", "1")
            .with("max_creates_per_min", "10000").with("max_rooms_per_address", "1000")
            .with("max_sockets_per_address", "1000"));

    @AfterAll
    static void stop() {
        H.close();
    }

    /** A room with a seated, live bystander whose connection must not notice the abuse. */
    private static WsClient bystander(String code) {
        WsClient c = H.connect(code);
        c.send(new HelloMsg(1, Optional.of("tok-bystander-" + code), Optional.of("By")));
        c.expect(WelcomeMsg.class);
        return c;
    }

    private static WsClient seated(String code, String token) {
        WsClient c = H.connect(code);
        c.send(new HelloMsg(1, Optional.of(token), Optional.of("Ab")));
        c.expect(WelcomeMsg.class);
        return c;
    }

    private static void stillServes(WsClient c) {
        c.send(new PingMsg(4242));
        assertEquals(4242, c.expect(PongMsg.class, p -> p.t() == 4242).t());
    }

    @Test
    void twoThousandMalformedFramesEndOnlyThatConnectionWith4404() {
        ServerHarness.Created room = H.createRoom("Host");
        WsClient other = bystander(room.code());
        WsClient abuser = seated(room.code(), "tok-abuser-1");
        for (int i = 0; i < 2000; i++) {
            abuser.sendRaw(i % 2 == 0 ? "{not json" : "{\"type\":\"input\",\"seq\":\"x\"}");
        }
        assertEquals(4404, abuser.closeCode());
        assertEquals(ErrorCode.BAD_JSON, abuser.expect(ErrMsg.class).code());
        stillServes(other);
        assertEquals(200, H.get("/healthz").status());
        other.close();
    }

    @Test
    void aFiveHundredMessageBurstIsRateLimitedThenClosedWithABoundedSendQueue() {
        ServerHarness.Created room = H.createRoom("Host");
        WsClient other = bystander(room.code());
        WsClient burst = seated(room.code(), "tok-burst");
        for (int i = 0; i < 500; i++) {
            burst.send(new PingMsg(i));
        }
        assertEquals(4404, burst.closeCode());
        assertEquals(ErrorCode.RATE_LIMITED, burst.expect(ErrMsg.class).code());
        stillServes(other);
        int highWater = H.get("/api/stats").body().get("send_queue_max").asInt();
        assertTrue(highWater <= 4 * 32, "send queue high-water " + highWater + " above the contract's 4 x max_send_queue");
        other.close();
    }

    @Test
    void sixtyFourKilobyteFramesAreTooBigAsTextAndBinaryWhileTheFourKilobyteEdgeIsAdmitted() {
        ServerHarness.Created room = H.createRoom("Host");
        WsClient c = seated(room.code(), "tok-big");
        String ping = "{\"type\":\"ping\",\"t\":7}";
        c.sendRaw(ping + " ".repeat(4096 - ping.length()));
        assertEquals(7, c.expect(PongMsg.class).t(), "exactly max_message_bytes is admitted");
        c.sendRaw("{\"type\":\"ping\",\"t\":1,\"pad\":\"" + "x".repeat(64 * 1024) + "\"}");
        assertEquals(ErrorCode.TOO_BIG, c.expect(ErrMsg.class).code());
        c.socket.send(ByteString.of(new byte[64 * 1024]));
        assertEquals(ErrorCode.TOO_BIG, c.expect(ErrMsg.class).code());
        c.send(new PingMsg(8));
        assertEquals(8, c.expect(PongMsg.class).t(), "a good frame resets the strikes");
        c.close();
    }

    @Test
    void startSetLevelAndEmoteFloodsHoldTheHostCheckAndTheThrottle() {
        ServerHarness.Created room = H.createRoom("Host");
        WsClient host = seated(room.code(), room.token());
        WsClient guest = seated(room.code(), "tok-flooder");
        for (int i = 0; i < 10; i++) {
            guest.send(new StartMsg());
            guest.send(new SetLevelMsg("01_first_shift"));
        }
        for (int i = 0; i < 10; i++) {
            guest.send(new EmoteMsg("wave"));
        }
        List<ServerMessage> seen = guest.collect(Duration.ofMillis(800));
        long notHost = seen.stream().filter(m -> m instanceof ErrMsg e && e.code() == ErrorCode.NOT_HOST).count();
        long throttled = seen.stream().filter(m -> m instanceof ErrMsg e && e.code() == ErrorCode.RATE_LIMITED).count();
        long emotes = seen.stream().filter(EvMsg.class::isInstance).map(EvMsg.class::cast)
                .mapToLong(e -> e.events().stream().filter(w -> w.kind().equals("emote")).count()).sum();
        assertEquals(20, notHost);
        assertEquals(8, throttled);
        assertEquals(2, emotes);
        assertFalse(guest.isClosed(), "refusals by the room are not violations");
        LobbyMsg lobby = host.expect(LobbyMsg.class, l -> true);
        assertEquals(RoomState.LOBBY, lobby.state());
        host.close();
        guest.close();
    }

    @Test
    void refusalsCloseWithTheirCodes() {
        WsClient nowhere = H.connect("ZZZZZ");
        assertEquals(4401, nowhere.closeCode());
        ServerHarness.Created room = H.createRoom("Host");
        WsClient old = H.connect(room.code());
        old.send(new HelloMsg(99, Optional.empty(), Optional.empty()));
        assertEquals(4400, old.closeCode());
        WsClient first = seated(room.code(), "tok-twice");
        WsClient second = seated(room.code(), "tok-twice");
        assertEquals(4403, first.closeCode());
        seated(room.code(), "tok-3");
        seated(room.code(), "tok-4");
        WsClient fifth = H.connect(room.code());
        fifth.send(new HelloMsg(1, Optional.of("tok-5"), Optional.empty()));
        assertEquals(4402, fifth.closeCode());
        stillServes(second);
    }

    @Test
    void threeFramesBeforeHelloAreThreeStrikesAndClose4404WithoutWaitingForTheWindow() {
        ServerHarness.Created room = H.createRoom("Host");
        WsClient eager = H.connect(room.code());
        try {
            eager.send(new PingMsg(1)); // a ping is allowed before hello and is no strike
            eager.expect(PongMsg.class);
            for (int i = 0; i < 3; i++) {
                eager.send(new undercooked.protocol.ReadyMsg());
            }
            assertEquals(4404, eager.closeCodeWithin(Duration.ofSeconds(3)), "before the 5 s handshake window");
            assertEquals(ErrorCode.WRONG_STATE, eager.expect(ErrMsg.class).code());
        } finally {
            eager.close();
        }
    }

    @Test
    void aSocketThatNeverSaysHelloIsClosedWith4400AfterTheHandshakeWindow() {
        ServerHarness.Created room = H.createRoom("Host");
        WsClient silent = H.connect(room.code());
        long start = System.nanoTime();
        try {
            assertEquals(4400, silent.closeCodeWithin(Duration.ofSeconds(8)));
        } finally {
            silent.close();
        }
        assertTrue(System.nanoTime() - start >= TimeUnit.MILLISECONDS.toNanos(4500), "not before the window");
    }

    @Test
    void aGreetedSocketSilentForTheHeartbeatIsClosedWith1000AndItsSeatWaitsInItsGrace() {
        ServerHarness.Created room = H.createRoom("Host");
        WsClient quiet = H.connect(room.code());
        try {
            quiet.send(new HelloMsg(1, Optional.of(room.token()), Optional.of("Quiet")));
            quiet.expect(WelcomeMsg.class);
            // The welcome can arrive before the server has finished the hello; a pong cannot,
            // since one connection's frames are handled in order.
            quiet.send(new PingMsg(77));
            quiet.expect(PongMsg.class, p -> p.t() == 77);
            // The sweep is told the time, so twelve seconds of silence need no twelve-second wait.
            var registry = H.server.services().registry();
            registry.sweep(System.nanoTime() + TimeUnit.SECONDS.toNanos(11));
            assertFalse(quiet.isClosed(), "eleven silent seconds are inside the heartbeat");
            registry.sweep(System.nanoTime() + TimeUnit.SECONDS.toNanos(13));
            assertEquals(1000, quiet.closeCode());
        } finally {
            quiet.close();
        }
        WsClient back = H.connect(room.code());
        try {
            back.send(new HelloMsg(1, Optional.of(room.token()), Optional.of("Quiet")));
            assertTrue(back.expect(WelcomeMsg.class).rejoined(), "the seat waited in its grace");
        } finally {
            back.close();
        }
    }

    @Test
    void twoHundredConcurrentHandshakesAreAllWelcomed() throws Exception {
        Dispatcher wide = new Dispatcher();
        wide.setMaxRequests(256);
        wide.setMaxRequestsPerHost(256);
        OkHttpClient http = H.http.newBuilder().dispatcher(wide).build();
        List<String> codes = new ArrayList<>();
        // Each created room keeps seat 0 for its creator: three handshakes per room.
        for (int i = 0; i < 67; i++) {
            codes.add(H.createRoom("R" + i).code());
        }
        List<CompletableFuture<Boolean>> welcomed = new ArrayList<>();
        List<WebSocket> sockets = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            CompletableFuture<Boolean> done = new CompletableFuture<>();
            welcomed.add(done);
            String token = "tok-hs-" + i;
            Request req = new Request.Builder().url("ws://127.0.0.1:" + H.port() + "/ws/" + codes.get(i / 3)).build();
            sockets.add(http.newWebSocket(req, new WebSocketListener() {
                @Override
                public void onOpen(WebSocket ws, Response response) {
                    ws.send("{\"type\":\"hello\",\"p\":1,\"token\":\"" + token + "\"}");
                }

                @Override
                public void onMessage(WebSocket ws, String text) {
                    if (text.startsWith("{\"type\":\"welcome\"")) {
                        done.complete(true);
                    }
                }

                @Override
                public void onClosing(WebSocket ws, int code, String reason) {
                    done.complete(false);
                }

                @Override
                public void onFailure(WebSocket ws, Throwable t, Response response) {
                    done.complete(false);
                }
            }));
        }
        CompletableFuture.allOf(welcomed.toArray(CompletableFuture[]::new)).get(20, TimeUnit.SECONDS);
        assertTrue(welcomed.stream().allMatch(CompletableFuture::join), "every handshake got its welcome");
        sockets.forEach(WebSocket::cancel);
        assertEquals(200, H.get("/healthz").status());
    }

    @Test
    void withAnAllowlistAForeignOriginIsRefusedWith403BeforeTheUpgradeAndAListedOneOpens() {
        try (ServerHarness strict = new ServerHarness(ServerConfig.ephemeral()
                .with("allowed_origins", "http://good.example,https://game.example:8443"))) {
            String code = strict.createRoom("Host").code();
            assertEquals(403, strict.upgradeStatus(code, "http://evil.example"));
            assertEquals(403, strict.upgradeStatus(code, "null"));
            assertEquals(403, strict.upgradeStatus(code, "http://127.0.0.1:" + strict.port()),
                    "the server's own address is not on the list either");
            assertEquals(101, strict.upgradeStatus(code, "http://good.example"));
            assertEquals(101, strict.upgradeStatus(code, "https://game.example:8443"));
        }
    }

    @Test
    void withoutAnAllowlistAnyOriginOpensTheSocket() {
        String code = H.createRoom("Host").code();
        // A page served from another host, as behind a reverse proxy that rewrites Host.
        assertEquals(101, H.upgradeStatus(code, "http://elsewhere.example:1234"));
        // A sandboxed page or a file:// page sends the literal "null".
        assertEquals(101, H.upgradeStatus(code, "null"));
        assertEquals(101, H.upgradeStatus(code, "http://127.0.0.1:" + H.port()));
    }
}
