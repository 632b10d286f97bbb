package undercooked.botsclient;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.WebSocket;
import okio.ByteString;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import undercooked.bots.Persona;
import undercooked.protocol.PlayerScoreWire;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.RoundResult;
import undercooked.protocol.WireCodec;

/** A joined room's cooks leave after their last round whichever of them reads its result first. */
class RemoteCookTest {

    private static final WireCodec CODEC = new WireCodec();
    private final OkHttpClient http = new OkHttpClient();
    private final ByteArrayOutputStream said = new ByteArrayOutputStream();

    @AfterEach
    void stop() {
        http.dispatcher().executorService().shutdown();
    }

    /** A socket that keeps what the cook sends and how it closes. */
    private static final class Recorded implements WebSocket {
        final List<String> sent = new ArrayList<>();
        final List<Integer> closes = new ArrayList<>();

        @Override
        public Request request() {
            return new Request.Builder().url("http://127.0.0.1:1/ws/ABCDE").build();
        }

        @Override
        public long queueSize() {
            return 0;
        }

        @Override
        public boolean send(String text) {
            sent.add(text);
            return true;
        }

        @Override
        public boolean send(ByteString bytes) {
            return false;
        }

        @Override
        public boolean close(int code, String reason) {
            closes.add(code);
            return true;
        }

        @Override
        public void cancel() {
        }
    }

    @Test
    void cooksThatReadTheLastRoundsResultBeforeTheFirstCookStillLeave() {
        RemoteRoom room = new RemoteRoom(new RemoteRoom.Server(http, "http://127.0.0.1:1"), "ABCDE", Persona.EXPERT, 1, 3, 0, 1,
                new PrintStream(said, true, StandardCharsets.UTF_8));
        List<Recorded> sockets = new ArrayList<>();
        List<RemoteCook> cooks = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Recorded ws = new Recorded();
            RemoteCook cook = new RemoteCook(room, i, Optional.empty());
            cook.onOpen(ws, null);
            sockets.add(ws);
            cooks.add(cook);
        }
        String result = CODEC.encode(new RoundMsg(Optional.of(RoundResult.LOST), 40, 80, 0, 0.0,
                Map.of("served", 2L, "missed", 1L, "wasted", 0L), 2,
                List.of(new PlayerScoreWire("p0", "Ana", 40, 2, 0)), "01_first_shift", 7, 1200, Optional.empty()));
        for (int i : new int[] {2, 1, 0}) { // the last cook reads the verdict first, the first cook last
            cooks.get(i).onMessage(sockets.get(i), result);
        }

        assertEquals(List.of(List.of(1000), List.of(1000), List.of(1000)), sockets.stream().map(s -> s.closes).toList(),
                "every cook closed its socket after the one round asked for");
        assertEquals(1, room.roundsPlayed());
        assertEquals("room ABCDE round 1 on 01_first_shift: lost, score 40 of 80, 0 stars, served 2, missed 1\n",
                said.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aCookSendsNoInputAfterAFrameThatEndsTheRound() {
        java.util.function.BiFunction<Integer, Double, undercooked.protocol.FullFrame> frame = (score, left) ->
                new undercooked.protocol.FullFrame(100, score, 60, left, List.of(), List.of(), List.of(), List.of(), List.of());
        assertEquals(false, RemoteCook.roundOver(frame.apply(40, 30.0)), "a round under way takes inputs");
        assertEquals(true, RemoteCook.roundOver(frame.apply(40, 0.0)), "its clock ran out");
        assertEquals(true, RemoteCook.roundOver(frame.apply(60, 30.0)), "the target reached ends it at the next tick");
        assertEquals(false, RemoteCook.roundOver(new undercooked.protocol.FullFrame(100, 5, 0, 30.0, List.of(), List.of(),
                List.of(), List.of(), List.of())), "a level without a target plays to its clock");
    }
}
