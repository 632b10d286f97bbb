package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import undercooked.protocol.CountdownMsg;
import undercooked.protocol.ErrMsg;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.FullFrame;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.Role;
import undercooked.protocol.RoomState;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;

/**
 * A watcher over a real socket: it asks to watch in a lobby with free seats, takes none, sees
 * the countdown, the round's frames and the verdict, cannot act, and the room list a room
 * browser reads shows it with the round's length and time left.
 */
class SpectateIntegrationTest {

    private final ServerHarness h = new ServerHarness(ServerConfig.ephemeral().with("round_seconds", "10"));

    @AfterEach
    void stop() {
        h.close();
    }

    @Test
    void aWatcherWatchesARoundWithoutASeatAndTheRoomListShowsIt() {
        ServerHarness.Created room = h.createRoom("Ana");
        WsClient host = h.connect(room.code()).keepAlive();
        host.send(new HelloMsg(2, Optional.of(room.token()), Optional.of("Ana")));
        host.expect(WelcomeMsg.class);

        WsClient watcher = h.connect(room.code()).keepAlive();
        watcher.send(HelloMsg.watcher(Optional.empty(), Optional.of("Coach")));
        WelcomeMsg w = watcher.expect(WelcomeMsg.class);
        assertEquals(Role.WATCH, w.you().role());
        assertEquals(RoomState.LOBBY, w.state());
        assertEquals(4, w.you().seat(), "three seats were free; a watcher takes none");
        assertEquals(1, watcher.expect(LobbyMsg.class).spectatorCount());
        host.expect(LobbyMsg.class, l -> l.spectatorCount() == 1 && l.seats().size() == 1);

        JsonNode listed = h.get("/api/rooms").body().get("rooms").get(0);
        assertEquals(room.code(), listed.get("code").asText());
        assertEquals("lobby", listed.get("state").asText());
        assertEquals(1, listed.get("seats").asInt());
        assertEquals(1, listed.get("spectators").asInt());
        assertEquals(16, listed.get("max_spectators").asInt());
        assertEquals(10, listed.get("time_limit_s").asInt(), "round_seconds caps the level's 180");
        assertTrue(listed.get("time_left_s").isNull(), "no round on");

        host.send(new StartMsg());
        assertEquals(3, watcher.expect(CountdownMsg.class).n());
        assertInstanceOf(FullFrame.class, watcher.expect(SnapMsg.class, s -> true, Duration.ofSeconds(6)).raw());
        watcher.send(new InputMsg(1, new Vec2Msg(1, 0), true, Optional.empty()));
        assertEquals(ErrorCode.NOT_SEATED, watcher.expect(ErrMsg.class).code());

        JsonNode playing = h.get("/api/rooms").body().get("rooms").get(0);
        assertEquals("playing", playing.get("state").asText());
        double left = playing.get("time_left_s").asDouble();
        assertTrue(left > 0 && left <= 10, "time left " + left);
        assertEquals(1, playing.get("seats").asInt());

        RoundMsg verdict = watcher.expect(RoundMsg.class, r -> true, Duration.ofSeconds(15));
        assertEquals(host.expect(RoundMsg.class, r -> true, Duration.ofSeconds(5)).score(), verdict.score());
        host.close();
        watcher.close();
    }
}
