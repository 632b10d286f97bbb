package undercooked.studio;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.WebSocket;
import okhttp3.WebSocketListener;
import undercooked.protocol.ClientMessage;
import undercooked.protocol.Eventually;
import undercooked.protocol.FullFrame;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.PingMsg;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.ServerMessage;
import undercooked.protocol.StartMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WelcomeMsg;
import undercooked.protocol.WireCodec;

/**
 * Two bot players over real OkHttp WebSockets against a real server: a room is created over HTTP,
 * both cooks join, the guest readies, the host starts, both walk and press until the round's
 * verdict, and the round is then found in the archive. The studio's tests get rounds this way,
 * exactly as a server archives a round people played.
 */
public final class BotRound {
    private static final WireCodec CODEC = new WireCodec();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration WAIT = Duration.ofSeconds(20);

    private final OkHttpClient http = new OkHttpClient.Builder().connectTimeout(Duration.ofSeconds(5))
            .readTimeout(Duration.ofSeconds(5)).build();
    private final String base;
    private final int port;

    public BotRound(int port) {
        this.port = port;
        this.base = "http://127.0.0.1:" + port;
    }

    /** Plays one whole round with two bots and returns its archive id. */
    public long play() throws Exception {
        return play(code -> { });
    }

    /** As {@link #play()}, telling {@code started} the room's code once the round has begun. */
    /**
     * {@link #play(java.util.function.Consumer)} on a thread of its own: the common pool has one
     * thread on a 2-core machine, so a round played there (it runs on after its test) would hold
     * up the next test's. Completes with the replay id, or with the bots' failure.
     */
    public java.util.concurrent.CompletableFuture<Long> playAsync(java.util.function.Consumer<String> started) {
        java.util.concurrent.CompletableFuture<Long> done = new java.util.concurrent.CompletableFuture<>();
        Thread.ofVirtual().name("bot-round").start(() -> {
            try {
                done.complete(play(started));
            } catch (Exception | Error e) {
                done.completeExceptionally(e);
            }
        });
        return done;
    }

    public long play(java.util.function.Consumer<String> started) throws Exception {
        JsonNode created = post("/api/rooms", "{\"name\":\"Ana\"}");
        String code = created.get("room_code").asText();
        Bot host = new Bot(code);
        host.send(new HelloMsg(1, Optional.of(created.get("you").get("token").asText()), Optional.of("Ana")));
        host.expect(WelcomeMsg.class, m -> true);
        Bot guest = new Bot(code);
        guest.send(new HelloMsg(1, Optional.of("tok-bot-" + System.nanoTime()), Optional.of("Bo")));
        guest.expect(WelcomeMsg.class, m -> true);
        guest.send(new ReadyMsg());
        host.expect(LobbyMsg.class, l -> l.canStart() && l.seats().size() == 2 && l.seats().get(1).ready());
        host.send(new StartMsg());
        started.accept(code);
        List<Bot> bots = List.of(host, guest);
        long seq = 1;
        long deadline = System.nanoTime() + WAIT.toNanos() + Duration.ofSeconds(20).toNanos();
        while (bots.stream().noneMatch(Bot::over)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the round did not end within 40 s");
            }
            for (int i = 0; i < bots.size(); i++) {
                double phase = seq / 20.0 + i;
                bots.get(i).send(new InputMsg(seq, new Vec2Msg(Math.round(Math.sin(phase) * 7) / 10.0,
                        Math.round(Math.cos(phase * 0.7) * 7) / 10.0), seq % 15 < 2, Optional.empty()));
            }
            seq++;
            if (seq % 20 == 0) {
                long ping = seq;
                bots.forEach(b -> b.send(new PingMsg(ping)));
            }
            Thread.sleep(50);
        }
        bots.forEach(Bot::close);
        return awaitArchived(code);
    }

    /**
     * Two bots in a room made by someone else (a takeover room): the host with the creator's token
     * in seat 0, a guest in seat 1; the host starts, both play for {@code live}, and the kernel tick
     * of the first snapshot is returned. The sockets are then closed.
     */
    public long joinAndPlay(String code, String hostToken, Duration live) throws Exception {
        Bot host = new Bot(code);
        host.send(new HelloMsg(1, Optional.of(hostToken), Optional.of("Ana")));
        host.expect(WelcomeMsg.class, m -> m.you().seat() == 0 && m.you().host());
        Bot guest = new Bot(code);
        guest.send(new HelloMsg(1, Optional.of("tok-bot-" + System.nanoTime()), Optional.of("Bo")));
        guest.expect(WelcomeMsg.class, m -> m.you().seat() == 1);
        guest.send(new ReadyMsg());
        host.expect(LobbyMsg.class, l -> l.canStart() && l.seats().size() == 2 && l.seats().get(1).ready());
        host.send(new StartMsg());
        SnapMsg first = host.expect(SnapMsg.class, m -> m.raw() instanceof FullFrame);
        long end = System.nanoTime() + live.toNanos();
        for (long seq = 1; System.nanoTime() < end; seq++) {
            host.send(new InputMsg(seq, new Vec2Msg(0.7, 0), seq % 10 == 0, Optional.empty()));
            guest.send(new InputMsg(seq, new Vec2Msg(0, -0.7), false, Optional.empty()));
            Thread.sleep(50);
        }
        host.close();
        guest.close();
        return ((FullFrame) first.raw()).tick();
    }

    private long awaitArchived(String code) {
        OptionalLong id = Eventually.last(Duration.ofSeconds(10), () -> archivedId(code), OptionalLong::isPresent);
        return id.orElseThrow(() -> new AssertionError("room " + code + "'s round was not archived within 10 s"));
    }

    private OptionalLong archivedId(String code) {
        try {
            for (JsonNode r : get("/api/replays").path("replays")) {
                if (r.path("room").asText().equals(code)) {
                    return OptionalLong.of(r.path("id").asLong());
                }
            }
            return OptionalLong.empty();
        } catch (Exception e) {
            throw new AssertionError("the replay list of the server could not be read", e);
        }
    }

    /** A room with its host connected and waiting in the lobby; returns its code (the socket stays open). */
    public String idleRoom(String host) throws Exception {
        JsonNode created = post("/api/rooms", "{\"name\":\"" + host + "\"}");
        String code = created.get("room_code").asText();
        Bot b = new Bot(code);
        b.send(new HelloMsg(1, Optional.of(created.get("you").get("token").asText()), Optional.of(host)));
        b.expect(WelcomeMsg.class, m -> true);
        Thread.ofVirtual().start(() -> { // the server closes a socket silent for 12 s
            for (long t = 0; ; t++) {
                b.send(new PingMsg(t));
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        return code;
    }

    private JsonNode post(String path, String body) throws Exception {
        try (Response r = http.newCall(new Request.Builder().url(base + path)
                .post(RequestBody.create(body, MediaType.get("application/json"))).build()).execute()) {
            return JSON.readTree(r.body().string());
        }
    }

    private JsonNode get(String path) throws Exception {
        try (Response r = http.newCall(new Request.Builder().url(base + path).get().build()).execute()) {
            return JSON.readTree(r.body().string());
        }
    }

    /** One bot's socket: what arrives queues up; the round's verdict ends it. */
    private final class Bot {
        private final LinkedBlockingQueue<ServerMessage> inbox = new LinkedBlockingQueue<>();
        private volatile boolean over;
        private final WebSocket socket;

        Bot(String code) {
            socket = http.newWebSocket(new Request.Builder().url("ws://127.0.0.1:" + port + "/ws/" + code).build(),
                    new WebSocketListener() {
                        @Override
                        public void onMessage(WebSocket ws, String text) {
                            CODEC.decodeServer(text).message().ifPresent(m -> {
                                if (m instanceof RoundMsg r && r.result().isPresent()) {
                                    over = true;
                                }
                                inbox.add(m);
                            });
                        }
                    });
        }

        boolean over() {
            return over;
        }

        void send(ClientMessage m) {
            socket.send(CODEC.encode(m));
        }

        <T extends ServerMessage> T expect(Class<T> type, Predicate<T> test) throws InterruptedException {
            long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
            List<String> seen = new ArrayList<>();
            while (System.nanoTime() < deadline) {
                ServerMessage m = inbox.poll(50, TimeUnit.MILLISECONDS);
                if (m != null && type.isInstance(m) && test.test(type.cast(m))) {
                    return type.cast(m);
                }
                if (m != null) {
                    seen.add(m.getClass().getSimpleName());
                }
            }
            throw new AssertionError("no " + type.getSimpleName() + " within 5 s; saw " + seen);
        }

        void close() {
            socket.close(1000, "done");
        }
    }
}
