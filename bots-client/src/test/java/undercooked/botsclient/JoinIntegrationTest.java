package undercooked.botsclient;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.WebSocket;
import okhttp3.WebSocketListener;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import undercooked.protocol.HelloMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.Protocol;
import undercooked.protocol.RoomState;
import undercooked.protocol.StartMsg;
import undercooked.protocol.WireCodec;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;

/**
 * {@code bots join} against a real server on port 0: a person's room (its host a plain socket
 * that says hello and starts once three more cooks are ready), three expert bot cooks seated over the
 * wire from its link, a 60 s round on 01 in which they serve, and the command ends after it.
 */
class JoinIntegrationTest {

    private static final WireCodec CODEC = new WireCodec();
    private static final ObjectMapper JSON = new ObjectMapper();
    private final OkHttpClient http = new OkHttpClient();
    private final EmbeddedServer server = EmbeddedServer.start(ServerConfig.ephemeral().with("round_seconds", "60"));

    @AfterEach
    void stop() {
        server.stop();
        http.dispatcher().executorService().shutdown();
        http.connectionPool().evictAll();
    }

    @Test
    void joinSeatsThreeCooksThatServeInSomeoneElsesRoom() throws Exception {
        String base = "http://127.0.0.1:" + server.port();
        JsonNode created;
        try (Response r = http.newCall(new Request.Builder().url(base + "/api/rooms")
                .post(RequestBody.create("{}", MediaType.get("application/json"))).build()).execute()) {
            created = JSON.readTree(r.body().string());
        }
        String code = created.path("room_code").asText();
        CompletableFuture<LobbyMsg> seatedLobby = new CompletableFuture<>();
        WebSocket host = http.newWebSocket(new Request.Builder().url(base.replace("http", "ws") + "/ws/" + code).build(),
                new WebSocketListener() {
                    @Override
                    public void onOpen(WebSocket ws, okhttp3.Response response) {
                        ws.send(CODEC.encode(new HelloMsg(Protocol.PROTOCOL_VERSION,
                                java.util.Optional.of(created.path("you").path("token").asText()), java.util.Optional.of("Ana"))));
                    }

                    @Override
                    public void onMessage(WebSocket ws, String text) {
                        if (CODEC.decodeServer(text).message().orElse(null) instanceof LobbyMsg l
                                && l.state() == RoomState.LOBBY
                                && l.seats().size() == 4 && l.seats().stream().allMatch(s -> s.ready() || s.host())
                                && !seatedLobby.isDone()) {
                            seatedLobby.complete(l);
                            ws.send(CODEC.encode(new StartMsg()));
                        }
                    }

                    @Override
                    public void onFailure(WebSocket ws, Throwable t, okhttp3.Response response) {
                        seatedLobby.completeExceptionally(t);
                    }
                });
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(said, true, StandardCharsets.UTF_8);
        CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(() -> new RemoteBotsCli(out, out)
                .run(List.of("join", base + "/r/" + code, "--cooks", "3", "--rounds", "1")));

        LobbyMsg lobby;
        try {
            lobby = seatedLobby.get(20, TimeUnit.SECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the cooks were not seated and ready in 20 s; the command said: "
                    + said.toString(StandardCharsets.UTF_8), e);
        }
        assertEquals(List.of("Ana", "Bot 1", "Bot 2", "Bot 3"), lobby.seats().stream().map(s -> s.name()).sorted().toList(),
                "three cooks seated over the wire, as people (no seat.bot: they are clients, not the room's bots)");
        assertEquals(0, exit.get(90, TimeUnit.SECONDS), said.toString(StandardCharsets.UTF_8));
        host.close(1000, null);

        String text = said.toString(StandardCharsets.UTF_8);
        Matcher served = Pattern.compile("round 1 on 01_first_shift: \\w+, score (\\d+) of \\d+, \\d stars, served (\\d+)")
                .matcher(text);
        assertTrue(served.find(), text);
        assertTrue(Integer.parseInt(served.group(2)) >= 1, "the bots served at least one order: " + text);
        assertTrue(!text.contains("was told"), "no cook sent what the room refused (an input after the round's end): "
                + text);
    }

    @Test
    void fillPastTheServersRoomLimitPlaysTheRoomsItTookAndSaysWhy() {
        EmbeddedServer capped = EmbeddedServer.start(ServerConfig.ephemeral().with("round_seconds", "10")
                .with("max_rooms_per_address", "1"));
        try {
            ByteArrayOutputStream said = new ByteArrayOutputStream();
            PrintStream out = new PrintStream(said, true, StandardCharsets.UTF_8);
            int exit = new RemoteBotsCli(out, out).run(List.of("fill", "http://127.0.0.1:" + capped.port(), "--rooms", "2",
                    "--cooks", "2", "--rounds", "1"));
            String text = said.toString(StandardCharsets.UTF_8);
            assertEquals(0, exit, text);
            assertTrue(text.contains("bots: the server took 1 of the 2 rooms asked for (the server refused a new room (429)"),
                    text);
            assertTrue(text.contains("bots: 1 room(s) done"), "the room it took played its round: " + text);
        } finally {
            capped.stop();
        }
    }
}
