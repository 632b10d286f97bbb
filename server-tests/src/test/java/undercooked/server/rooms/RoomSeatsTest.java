package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

import undercooked.protocol.CloseCode;
import undercooked.protocol.ErrMsg;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.RoomState;
import undercooked.protocol.StartMsg;
import undercooked.protocol.WelcomeMsg;

/** Seats following what players did: a host's reload, a Leave, who must be ready, the watcher limit. */
class RoomSeatsTest {

    private final RoomFixture f = new RoomFixture();

    @Test
    void aHostWhoReloadsInsideTheGraceTakesTheCrownBack() {
        FakeMember host = f.join("tok-host");
        FakeMember guest = f.join("tok-guest");
        f.room.disconnect(host);
        assertEquals(OptionalInt.of(1), guest.last(LobbyMsg.class).hostSeat(), "while the host is away the crown is the guest's");
        f.run(10.0);
        FakeMember back = f.join("tok-host");
        assertTrue(back.last(WelcomeMsg.class).you().host());
        assertTrue(back.last(WelcomeMsg.class).rejoined());
        assertEquals(OptionalInt.of(0), guest.last(LobbyMsg.class).hostSeat());
    }

    @Test
    void aHostBackAfterTheGraceIsAGuestAndTheCrownStaysWhereItWent() {
        FakeMember host = f.join("tok-host");
        FakeMember guest = f.join("tok-guest");
        f.room.disconnect(host);
        f.run(46.0);
        FakeMember back = f.join("tok-host");
        assertFalse(back.last(WelcomeMsg.class).you().host());
        assertEquals(OptionalInt.of(1), guest.last(LobbyMsg.class).hostSeat());
    }

    @Test
    void leaveFreesTheSeatAtOnceAndTheCrownWithIt() {
        FakeMember host = f.join("tok-host");
        FakeMember guest = f.join("tok-guest");
        f.room.leave(guest);
        assertEquals(1, f.room.info().seats(), "no 45 s hold for a player who pressed Leave");
        assertEquals(1, host.last(LobbyMsg.class).seats().size());
        f.room.leave(host);
        assertEquals(0, f.room.info().seats());
        FakeMember again = f.join("tok-host");
        assertEquals(0, again.last(WelcomeMsg.class).you().seat());
        assertFalse(again.last(WelcomeMsg.class).rejoined(), "a left seat is not taken back: it is a new one");
    }

    @Test
    void aPlayerWhoLeavesARoundIsOutOfItAndItsSeatFreeForTheNextLobby() {
        List<FakeMember> both = f.playing();
        f.room.leave(both.get(1));
        assertEquals(1, f.room.info().seats());
        assertEquals(RoomState.PLAYING, f.room.state());
        FakeMember late = f.join("tok-late");
        assertEquals(4, late.last(WelcomeMsg.class).you().seat(), "mid-round a newcomer waits among the watchers");
    }

    @Test
    void theHostMayStartOnlyWhenEveryConnectedGuestIsReady() {
        FakeMember host = f.join("tok-host");
        FakeMember bo = f.join("tok-bo");
        FakeMember cy = f.join("tok-cy");
        f.room.receive(bo, new ReadyMsg());
        assertFalse(host.last(LobbyMsg.class).canStart(), "Cy has not pressed Ready");
        f.room.receive(host, new StartMsg());
        assertEquals("no_ready_players", host.last(ErrMsg.class).msg());
        f.room.disconnect(cy);
        assertTrue(host.last(LobbyMsg.class).canStart(), "a guest whose socket dropped does not hold the room up");
        f.room.hello(new FakeMember(), RoomFixture.hello("tok-cy"));
        assertFalse(host.last(LobbyMsg.class).canStart(), "back, and still not ready");
    }

    @Test
    void aWatcherPastTheLimitIsToldTheWatchersAreFullNotTheSeats() {
        RoomFixture g = new RoomFixture(new RoomSettings(4, 1, 20, 20, 45.0, 2), RoomFixture.CAMPAIGN, Stepper.kernel());
        g.join("tok-host");
        g.room.hello(new FakeMember(), HelloMsg.watcher(Optional.of("tok-w1"), Optional.empty()));
        FakeMember second = new FakeMember();
        g.room.hello(second, HelloMsg.watcher(Optional.of("tok-w2"), Optional.empty()));
        assertEquals(ErrorCode.ROOM_FULL, second.last(ErrMsg.class).code());
        assertTrue(second.last(ErrMsg.class).msg().startsWith("watcher_limit"), second.last(ErrMsg.class).msg());
        assertEquals(Optional.of(CloseCode.ROOM_FULL), second.closed);
        assertEquals(1, g.room.info().seats(), "three of four seats are still free: the watchers ran out, not the seats");
    }
}
