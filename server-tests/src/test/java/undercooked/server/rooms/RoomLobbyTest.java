package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

import undercooked.protocol.CloseCode;
import undercooked.protocol.EmoteMsg;
import undercooked.protocol.ErrMsg;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.EvMsg;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.RoomState;
import undercooked.protocol.SetLevelMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WelcomeMsg;

class RoomLobbyTest {

    private final RoomFixture f = new RoomFixture();

    @Test
    void firstJoinerTakesSeatZeroAndTheCrown() {
        FakeMember a = f.join("tok-a");
        WelcomeMsg w = a.last(WelcomeMsg.class);
        assertEquals(0, w.you().seat());
        assertTrue(w.you().host());
        assertEquals("tok-a", w.you().token());
        assertFalse(w.rejoined());
        assertEquals(OptionalInt.of(0), a.last(LobbyMsg.class).hostSeat());
    }

    @Test
    void theReservedCreatorKeepsTheCrownWhenAGuestConnectsFirst() {
        f.room.reserveHost(f.sessions.claim("tok-creator", "Ana"));
        FakeMember guest = f.join("tok-guest");
        assertEquals(1, guest.last(WelcomeMsg.class).you().seat());
        assertFalse(guest.last(WelcomeMsg.class).you().host());
        FakeMember creator = f.join("tok-creator");
        assertTrue(creator.last(WelcomeMsg.class).you().host());
        assertFalse(creator.last(WelcomeMsg.class).rejoined(), "a reserved seat that never had a socket is not rejoined");
    }

    @Test
    void anUnsupportedProtocolVersionIsRefusedWith4400AndTakesNoSeat() {
        FakeMember m = new FakeMember();
        f.room.hello(m, new HelloMsg(99, Optional.of("tok-x"), Optional.empty()));
        assertEquals(ErrorCode.PROTOCOL_MISMATCH, m.last(ErrMsg.class).code());
        assertEquals(Optional.of(CloseCode.PROTOCOL_MISMATCH), m.closed);
        assertEquals(0, f.room.info().seats());
    }

    @Test
    void aFullLobbyRefusesANewTokenWith4402() {
        for (int i = 0; i < 4; i++) {
            f.join("tok-" + i);
        }
        FakeMember fifth = f.join("tok-5");
        assertEquals(ErrorCode.ROOM_FULL, fifth.last(ErrMsg.class).code());
        assertEquals(Optional.of(CloseCode.ROOM_FULL), fifth.closed);
    }

    @Test
    void aSecondSocketForATokenEvictsTheFirstWith4403() {
        FakeMember first = f.join("tok-a");
        FakeMember second = f.join("tok-a");
        assertEquals(ErrorCode.EVICTED, first.last(ErrMsg.class).code());
        assertEquals(Optional.of(CloseCode.EVICTED), first.closed);
        assertFalse(second.last(WelcomeMsg.class).rejoined(), "replacing a live socket is not a rejoin");
        assertEquals(1, f.room.info().seats());
    }

    @Test
    void anAnonymousHelloGetsAMintedTokenEchoedOnlyInItsWelcome() {
        FakeMember m = new FakeMember();
        f.room.hello(m, HelloMsg.anonymous());
        String token = m.last(WelcomeMsg.class).you().token();
        assertTrue(token.length() >= 16);
        assertTrue(m.texts.stream().filter(t -> t.contains(token)).count() == 1, "the token travels once");
    }

    @Test
    void namesAreSanitisedBeforeOthersSeeThem() {
        FakeMember m = new FakeMember();
        f.room.hello(m, new HelloMsg(1, Optional.of("tok-n"), Optional.of("  Ana\u202E\u0007   Bo  the longest name ever ")));
        assertEquals("Ana Bo the longe", m.last(LobbyMsg.class).seats().getFirst().name());
    }

    @Test
    void namesAndTokensOfEmojiCountCharactersNotJavaChars() {
        // 16 characters but 18 UTF-16 units, and a token of 100 two-unit characters: counting
        // Java chars once refused these deep in the session store and aborted the room.
        String chef = "\uD83D\uDC68\u200D\uD83C\uDF73 Chef Extraordinaire";
        String token = "\uD83C\uDF45".repeat(100);
        FakeMember m = new FakeMember();
        f.room.hello(m, new HelloMsg(1, Optional.of(token), Optional.of(chef)));
        LobbyMsg lobby = m.last(LobbyMsg.class);
        String shown = lobby.seats().getFirst().name();
        assertEquals(16, shown.codePointCount(0, shown.length()));
        assertEquals(true, shown.length() > 16, "the test needs a name longer in chars than in characters");
        assertEquals(token, f.sessions.find(token).orElseThrow().token());
    }

    @Test
    void readyTogglesAndAReadyGuestMakesTheRoomStartable() {
        FakeMember host = f.join("tok-host");
        FakeMember guest = f.join("tok-guest");
        assertFalse(host.last(LobbyMsg.class).canStart());
        f.room.receive(guest, new ReadyMsg());
        assertTrue(host.last(LobbyMsg.class).seats().get(1).ready());
        assertTrue(host.last(LobbyMsg.class).canStart());
        f.room.receive(guest, new ReadyMsg());
        assertFalse(host.last(LobbyMsg.class).seats().get(1).ready());
        assertFalse(host.last(LobbyMsg.class).canStart());
    }

    @Test
    void startWithoutAReadyGuestIsRefusedNamingTheReason() {
        FakeMember host = f.join("tok-host");
        f.join("tok-guest");
        f.room.receive(host, new StartMsg());
        ErrMsg err = host.last(ErrMsg.class);
        assertEquals(ErrorCode.WRONG_STATE, err.code());
        assertEquals("no_ready_players", err.msg());
        assertEquals(RoomState.LOBBY, f.room.state());
    }

    @Test
    void aSoloHostMayStartAlone() {
        FakeMember host = f.join("tok-host");
        f.room.receive(host, new StartMsg());
        assertEquals(RoomState.COUNTDOWN, f.room.state());
    }

    @Test
    void onlyTheHostMayStartOrPickALevel() {
        f.join("tok-host");
        FakeMember guest = f.join("tok-guest");
        f.room.receive(guest, new StartMsg());
        assertEquals(ErrorCode.NOT_HOST, guest.last(ErrMsg.class).code());
        f.room.receive(guest, new SetLevelMsg("01_first_shift"));
        assertEquals(ErrorCode.NOT_HOST, guest.last(ErrMsg.class).code());
    }

    @Test
    void theLevelPickIsLimitedToTheHostsUnlockedLevels() {
        FakeMember host = f.join("tok-host");
        String second = RoomFixture.CAMPAIGN.levels().get(1).id();
        f.room.receive(host, new SetLevelMsg(second));
        assertEquals(ErrorCode.LEVEL_LOCKED, host.last(ErrMsg.class).code());
        f.room.receive(host, new SetLevelMsg("no_such_level"));
        assertEquals(ErrorCode.BAD_FIELD, host.last(ErrMsg.class).code());
        f.sessions.unlock("tok-host", 2);
        f.room.receive(host, new SetLevelMsg(second));
        assertEquals(Optional.of(second), host.last(LobbyMsg.class).level());
        assertEquals(OptionalInt.of(2), host.last(LobbyMsg.class).unlocked());
    }

    @Test
    void messagesOutsideTheirStateAreWrongState() {
        FakeMember host = f.join("tok-host");
        f.room.receive(host, new InputMsg(1, Vec2Msg.ZERO, false, Optional.empty()));
        assertEquals(ErrorCode.WRONG_STATE, host.last(ErrMsg.class).code());
        f.room.receive(host, new undercooked.protocol.ToLobbyMsg());
        assertEquals(ErrorCode.WRONG_STATE, host.last(ErrMsg.class).code());
    }

    @Test
    void emotesAreBroadcastAndThrottledToTwoPerSecond() {
        FakeMember host = f.join("tok-host");
        FakeMember guest = f.join("tok-guest");
        for (int i = 0; i < 3; i++) {
            f.room.receive(host, new EmoteMsg("wave"));
        }
        assertEquals(ErrorCode.RATE_LIMITED, host.last(ErrMsg.class).code());
        f.tick(1);
        EvMsg ev = guest.last(EvMsg.class);
        assertEquals(2, ev.events().size());
        assertEquals("emote", ev.events().getFirst().kind());
        assertEquals("wave", ev.events().getFirst().payload().get("em"));
        f.clock.advanceSeconds(1.0);
        host.clear();
        f.room.receive(host, new EmoteMsg("cheer"));
        assertTrue(host.all(ErrMsg.class).isEmpty(), "the window has passed");
    }

    @Test
    void aDroppedHostHandsTheCrownToAConnectedSeat() {
        FakeMember host = f.join("tok-host");
        FakeMember guest = f.join("tok-guest");
        f.room.disconnect(host);
        LobbyMsg lobby = guest.last(LobbyMsg.class);
        assertEquals(OptionalInt.of(1), lobby.hostSeat());
        assertFalse(lobby.seats().getFirst().connected(), "the dropped seat is kept for its grace");
    }

    @Test
    void aSeatDisconnectedPastTheGraceIsFreedAndAnEmptyRoomCountsItsEmptiness() {
        FakeMember host = f.join("tok-host");
        FakeMember guest = f.join("tok-guest");
        f.room.disconnect(guest);
        f.run(44.0);
        assertEquals(2, f.room.info().seats());
        f.run(2.0);
        assertEquals(1, f.room.info().seats());
        assertEquals(1, host.last(LobbyMsg.class).seats().size());
        f.room.disconnect(host);
        f.run(46.0);
        assertEquals(0, f.room.info().seats());
        assertTrue(f.room.emptyForNanos() > 0);
    }

    @Test
    void anEmptyRoomClosesPastItsGraceButNotOnceSomeoneHasJoined() {
        FakeMember host = f.join("tok-host");
        f.room.disconnect(host);
        f.run(50.0); // the seat's 45 s grace, then the room is empty
        long grace = java.util.concurrent.TimeUnit.SECONDS.toNanos(1);
        assertTrue(f.room.emptyForNanos() > grace);
        FakeMember late = f.join("tok-late");
        assertFalse(f.room.closeIfEmptyFor(grace), "a hello resets the emptiness under the same lock");
        assertNotEquals(RoomState.CLOSED, f.room.state());
        f.room.disconnect(late);
        f.run(50.0);
        assertTrue(f.room.closeIfEmptyFor(grace));
        assertEquals(RoomState.CLOSED, f.room.state());
    }

    @Test
    void closingTheRoomTellsEveryoneRoomGoneWith4401() {
        FakeMember host = f.join("tok-host");
        f.room.close();
        assertEquals(ErrorCode.ROOM_GONE, host.last(ErrMsg.class).code());
        assertEquals(Optional.of(CloseCode.ROOM_GONE), host.closed);
        FakeMember late = f.join("tok-late");
        assertEquals(Optional.of(CloseCode.ROOM_GONE), late.closed);
        assertEquals(List.of(), late.all(WelcomeMsg.class));
    }
}
