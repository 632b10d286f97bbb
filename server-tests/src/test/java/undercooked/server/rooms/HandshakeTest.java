package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;

import undercooked.protocol.CloseCode;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.Protocol;
import undercooked.protocol.Role;
import undercooked.protocol.RoomState;
import undercooked.server.session.InMemorySessionStore;

/** Where a hello goes, decided without a room: the handshake's rules on their own. */
class HandshakeTest {

    private final InMemorySessionStore sessions = new InMemorySessionStore();
    private final Handshake handshake = new Handshake("ABCDE", new RoomSettings(4, 1, 20, 20, 45.0, 0), sessions);
    private final Roster roster = new Roster(4);

    private Handshake.Place place(HelloMsg hello, RoomState state) {
        return handshake.place(new FakeMember(), hello, state, roster, () -> true);
    }

    private static HelloMsg hello(String token) {
        return new HelloMsg(Protocol.PROTOCOL_VERSION, Optional.of(token), Optional.of("Bo"));
    }

    @Test
    void aReservedSeatsFirstSocketIsItsOwnSeatButNotARejoin() {
        Seat reserved = roster.reserve(0, "tok-creator", "Ana");

        Handshake.OwnSeat own = assertInstanceOf(Handshake.OwnSeat.class, place(hello("tok-creator"), RoomState.LOBBY));

        assertSame(reserved, own.seat());
        assertFalse(own.rejoined(), "the seat was reserved by POST /api/rooms and never connected");
    }

    @Test
    void aSeatThatWasConnectedAndDroppedIsTakenBackAsARejoin() {
        Seat seat = roster.reserve(1, "tok-bo", "Bo");
        FakeMember first = new FakeMember();
        roster.sit(first, seat);
        roster.forget(first);
        seat.binding = null;
        seat.connected = false;

        Handshake.OwnSeat own = assertInstanceOf(Handshake.OwnSeat.class, place(hello("tok-bo"), RoomState.PLAYING));

        assertTrue(own.rejoined());
    }

    @Test
    void aSecondSocketOnALiveSeatIsNotARejoin() {
        roster.sit(new FakeMember(), roster.reserve(0, "tok-bo", "Bo"));

        Handshake.OwnSeat own = assertInstanceOf(Handshake.OwnSeat.class, place(hello("tok-bo"), RoomState.LOBBY));

        assertFalse(own.rejoined(), "replacing a live socket is an eviction");
    }

    @Test
    void aNewTokenInTheLobbyGetsTheLowestFreeSeatAndASession() {
        roster.reserve(0, "tok-creator", "Ana");

        Handshake.FreeSeat free = assertInstanceOf(Handshake.FreeSeat.class, place(hello("tok-new"), RoomState.LOBBY));

        assertEquals(1, free.index());
        assertEquals("tok-new", free.token());
        assertTrue(sessions.find("tok-new").isPresent());
    }

    @Test
    void aNewPlayerDuringARoundWaitsAmongTheWatchers() {
        Handshake.Watch w = assertInstanceOf(Handshake.Watch.class, place(hello("tok-late"), RoomState.PLAYING));

        assertTrue(w.waiting());
    }

    @Test
    void aWatchHelloNeverTakesAFreeSeat() {
        HelloMsg watch = new HelloMsg(Protocol.PROTOCOL_VERSION, Optional.of("tok-w"), Optional.empty(),
                Optional.of(Role.WATCH));

        Handshake.Watch w = assertInstanceOf(Handshake.Watch.class, place(watch, RoomState.LOBBY));

        assertFalse(w.waiting());
    }

    @Test
    void noPlaceIsRoomFullAndWritesNoSession() {
        roster.watch(new FakeMember(), "tok-w", "W", false);

        Handshake.Refused r = assertInstanceOf(Handshake.Refused.class, place(hello("tok-late"), RoomState.PLAYING));

        assertEquals(ErrorCode.ROOM_FULL, r.code());
        assertEquals(CloseCode.ROOM_FULL, r.close());
        assertTrue(sessions.find("tok-late").isEmpty());
    }

    @Test
    void anUnsupportedVersionIsRefusedBeforeAnythingElse() {
        Handshake.Refused r = assertInstanceOf(Handshake.Refused.class,
                place(new HelloMsg(99, Optional.of("tok-x"), Optional.empty()), RoomState.LOBBY));

        assertEquals(CloseCode.PROTOCOL_MISMATCH, r.close());
        assertTrue(sessions.find("tok-x").isEmpty());
    }

    @Test
    void aNewSessionPastTheCreateLimitIsRefusedAndNotWritten() {
        Handshake.Place p = handshake.place(new FakeMember(), hello("tok-new"), RoomState.LOBBY, roster, () -> false);

        Handshake.Refused r = assertInstanceOf(Handshake.Refused.class, p);
        assertEquals(ErrorCode.RATE_LIMITED, r.code());
        assertTrue(sessions.find("tok-new").isEmpty());
    }

    @Test
    void aSocketThatAlreadySaidHelloIsWelcomedAgainUnchanged() {
        FakeMember m = new FakeMember();
        Binding b = roster.sit(m, roster.reserve(0, "tok-bo", "Bo"));

        Handshake.Again again = assertInstanceOf(Handshake.Again.class,
                handshake.place(m, hello("tok-bo"), RoomState.LOBBY, roster, () -> true));

        assertSame(b, again.viewer());
    }

    @Test
    void aClosedRoomIsGone() {
        Handshake.Refused r = assertInstanceOf(Handshake.Refused.class, place(hello("tok-bo"), RoomState.CLOSED));

        assertEquals(ErrorCode.ROOM_GONE, r.code());
    }
}
