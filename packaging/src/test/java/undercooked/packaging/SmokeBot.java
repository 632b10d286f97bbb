package undercooked.packaging;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Duration;
import java.util.Deque;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedDeque;
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
import undercooked.protocol.DecodeResult;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.PingMsg;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.ServerMessage;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WelcomeMsg;
import undercooked.protocol.WireCodec;

/**
 * One bot cook against a packaged server over real HTTP and an OkHttp WebSocket: it creates a
 * room, joins as its host, starts the round, walks in circles until the verdict and returns it.
 */
final class SmokeBot implements AutoCloseable {
    private static final WireCodec CODEC = new WireCodec();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final MediaType TYPE = MediaType.get("application/json");

    private final OkHttpClient http = new OkHttpClient.Builder().connectTimeout(Duration.ofSeconds(5))
            .readTimeout(Duration.ofSeconds(5)).build();
    private final String base;
    private final LinkedBlockingQueue<ServerMessage> inbox = new LinkedBlockingQueue<>();
    private Optional<WebSocket> socket = Optional.empty();
    /** The last few frames' types and how the socket ended, for a failure's message. */
    private final Deque<String> seen = new ConcurrentLinkedDeque<>();

    /** An HTTP answer: status and body (JSON, or the text when it is not). */
    record Reply(int status, String body) {
        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + body, e);
            }
        }
    }

    SmokeBot(int port) {
        this.base = "http://127.0.0.1:" + port;
    }

    Reply get(String path) throws IOException {
        return call(new Request.Builder().url(base + path).build());
    }

    Reply post(String path, String json) throws IOException {
        return call(new Request.Builder().url(base + path).post(RequestBody.create(json, TYPE)).build());
    }

    private Reply call(Request req) throws IOException {
        try (Response r = http.newCall(req).execute()) {
            return new Reply(r.code(), r.body().string());
        }
    }

    /** Creates a room as {@code name}, plays one whole round as its only cook, returns the verdict. */
    RoundMsg playOneRound(String name, Duration bound) throws Exception {
        Reply created = post("/api/rooms", "{\"name\": \"" + name + "\"}");
        if (created.status() != 201) {
            throw new AssertionError("POST /api/rooms answered " + created);
        }
        String code = created.json().get("room_code").asText();
        String token = created.json().get("you").get("token").asText();
        WebSocket ws = http.newWebSocket(new Request.Builder().url(base.replace("http:", "ws:") + "/ws/" + code).build(),
                new WebSocketListener() {
                    @Override
                    public void onMessage(WebSocket w, String text) {
                        note(text.length() > 160 ? text.substring(0, 160) : text);
                        DecodeResult<ServerMessage> d = CODEC.decodeServer(text);
                        d.message().ifPresent(inbox::add);
                        d.rejection().ifPresent(r -> note("undecodable: " + r + " in " + text));
                    }

                    @Override
                    public void onClosing(WebSocket w, int code, String reason) {
                        note("closed " + code + " " + reason);
                    }

                    @Override
                    public void onFailure(WebSocket w, Throwable t, Response r) {
                        note("failed " + t);
                    }
                });
        socket = Optional.of(ws);
        send(new HelloMsg(1, Optional.of(token), Optional.of(name)));
        expect(WelcomeMsg.class, w -> true, Duration.ofSeconds(5));
        expect(LobbyMsg.class, LobbyMsg::canStart, Duration.ofSeconds(5));
        send(new StartMsg());
        expect(SnapMsg.class, s -> true, Duration.ofSeconds(8)); // after the countdown
        long deadline = System.nanoTime() + bound.toNanos();
        long seq = 1;
        while (System.nanoTime() < deadline) {
            double a = seq / 10.0;
            send(new InputMsg(seq, new Vec2Msg(Math.cos(a), Math.sin(a)), seq % 7 == 0, Optional.empty()));
            if (seq % 10 == 0) {
                send(new PingMsg(seq));
            }
            seq++;
            Thread.sleep(100); // 10 inputs a second, well inside the server's frame limit
            for (ServerMessage m; (m = inbox.poll()) != null; ) {
                if (m instanceof RoundMsg round) {
                    return round;
                }
            }
        }
        throw new AssertionError("the round did not end within " + bound + "; last frames: " + seen);
    }

    private void note(String frame) {
        seen.addLast(frame);
        while (seen.size() > 6) {
            seen.pollFirst();
        }
    }

    private void send(ClientMessage m) {
        socket.orElseThrow().send(CODEC.encode(m));
    }

    private <T extends ServerMessage> T expect(Class<T> type, Predicate<T> test, Duration bound) throws InterruptedException {
        long deadline = System.nanoTime() + bound.toNanos();
        for (long left; (left = deadline - System.nanoTime()) > 0; ) {
            ServerMessage m = inbox.poll(left, TimeUnit.NANOSECONDS);
            if (type.isInstance(m) && test.test(type.cast(m))) {
                return type.cast(m);
            }
        }
        throw new AssertionError("no " + type.getSimpleName() + " within " + bound + "; last frames: " + seen);
    }

    @Override
    public void close() {
        socket.ifPresent(ws -> ws.close(1000, null));
        http.dispatcher().executorService().shutdown();
        http.connectionPool().evictAll();
    }
}
