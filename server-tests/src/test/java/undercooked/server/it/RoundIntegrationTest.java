package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import undercooked.protocol.CountdownMsg;
import undercooked.protocol.FullFrame;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.PlayerSnap;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.RoomState;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.RoundResult;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.ToLobbyMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;

/**
 * Two scripted clients play a whole round over real sockets: lobby, ready, start, countdown,
 * snapshots, an item picked up, a spectator arriving mid-round, a drop and a rejoin inside
 * the grace that keeps the carried item, the verdict, and the return to the lobby.
 */
class RoundIntegrationTest {

    private final ServerHarness h = new ServerHarness(ServerConfig.ephemeral()
            .with("round_seconds", "10").with("test_mode", "1"));

    @AfterEach
    void stop() {
        h.close();
    }

    @Test
    void twoClientsPlayARoundFromLobbyToLobbyWithASpectatorAndARejoin() {
        ServerHarness.Created room = h.createRoom("Ana");
        WsClient host = h.connect(room.code()).keepAlive();
        host.send(new HelloMsg(1, Optional.of(room.token()), Optional.of("Ana")));
        WelcomeMsg hw = host.expect(WelcomeMsg.class);
        assertEquals(0, hw.you().seat());
        assertTrue(hw.you().host());

        WsClient guest = h.connect(room.code()).keepAlive();
        guest.send(new HelloMsg(1, Optional.of("tok-guest-bo"), Optional.of("Bo")));
        assertEquals(1, guest.expect(WelcomeMsg.class).you().seat());
        host.expect(LobbyMsg.class, l -> l.seats().size() == 2);

        guest.send(new ReadyMsg());
        host.expect(LobbyMsg.class, LobbyMsg::canStart);
        host.send(new StartMsg());
        for (int n = 3; n >= 1; n--) {
            int expected = n;
            host.expect(CountdownMsg.class, c -> c.n() == expected);
            CountdownMsg c = guest.expect(CountdownMsg.class, m -> m.n() == expected);
            assertEquals(10, c.timeLimitS(), "the countdown says how long the coming round is: round_seconds caps the level's 180");
        }
        SnapMsg first = guest.expect(SnapMsg.class);
        assertInstanceOf(FullFrame.class, first.raw(), "a connection's first frame is full");

        // The host walks up from its spawn (2.5, 3.5) to face the tomato shelf at (2, 1), then presses.
        long seq = 1;
        host.send(new InputMsg(seq++, new Vec2Msg(0, -1), false, Optional.empty()));
        host.waitFor(() -> host.cook("p0").map(p -> p.y() < 2.7).orElse(false), "the host walked up");
        host.send(new InputMsg(seq++, Vec2Msg.ZERO, true, Optional.empty()));
        host.send(new InputMsg(seq++, Vec2Msg.ZERO, false, Optional.empty()));
        host.waitFor(() -> host.cook("p0").flatMap(PlayerSnap::held).isPresent(), "the host holds an item");
        String item = host.cook("p0").flatMap(PlayerSnap::held).orElseThrow();

        WsClient watcher = h.connect(room.code()).keepAlive();
        watcher.send(new HelloMsg(1, Optional.of("tok-watch-cy"), Optional.of("Cy")));
        WelcomeMsg ww = watcher.expect(WelcomeMsg.class);
        assertEquals(RoomState.PLAYING, ww.state());
        assertEquals(4, ww.you().seat(), "a spectator holds no seat");
        assertInstanceOf(FullFrame.class, watcher.expect(SnapMsg.class).raw());

        ServerHarness.Reply kill = h.post("/api/test/kill_socket/" + room.code() + "/" + room.token(), "{}");
        assertEquals(200, kill.status());
        guest.expect(SnapMsg.class, s -> s.raw().events().stream().anyMatch(e -> e.kind().equals("ghost_on")));
        WsClient back = h.connect(room.code()).keepAlive();
        back.send(new HelloMsg(1, Optional.of(room.token()), Optional.of("Ana")));
        WelcomeMsg rw = back.expect(WelcomeMsg.class);
        assertTrue(rw.rejoined());
        assertTrue(rw.you().host(), "the host's token took the crown back inside the seat grace");
        SnapMsg resumed = back.expect(SnapMsg.class);
        assertInstanceOf(FullFrame.class, resumed.raw(), "a rejoin starts from a full frame");
        PlayerSnap restored = ((FullFrame) resumed.raw()).players().getFirst();
        assertEquals(Optional.of(item), restored.held(), "the carried item survived the drop");
        assertFalse(restored.state().equals("disconnected"));

        // The round lasts 9 s plus the 1 s settle; the bound covers it from any point of the script.
        RoundMsg roundForGuest = guest.expect(RoundMsg.class, r -> true, Duration.ofSeconds(15));
        RoundMsg roundForHost = back.expect(RoundMsg.class);
        assertEquals(Optional.of(RoundResult.LOST), roundForGuest.result());
        assertEquals(roundForGuest, roundForHost);
        assertEquals(2, roundForGuest.players().size());
        watcher.expect(RoundMsg.class);

        back.send(new ToLobbyMsg());
        LobbyMsg lobby = guest.expect(LobbyMsg.class, l -> l.state() == RoomState.LOBBY);
        assertEquals(3, lobby.seats().size(), "the spectator was promoted into the free seat");
        assertEquals(2, watcher.expect(WelcomeMsg.class).you().seat());
        assertEquals(200, h.get("/healthz").status());

        List.of(host, guest, watcher, back).forEach(WsClient::close);
    }
}
