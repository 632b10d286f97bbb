package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import undercooked.protocol.ClientMessage;
import undercooked.protocol.CloseCode;
import undercooked.protocol.CountdownMsg;
import undercooked.protocol.DeltaFrame;
import undercooked.protocol.EmoteMsg;
import undercooked.protocol.ErrMsg;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.FullFrame;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.NextLevelMsg;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.Role;
import undercooked.protocol.RoomState;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.SetLevelMsg;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.SnapshotView;
import undercooked.protocol.StartMsg;
import undercooked.protocol.ToLobbyMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WelcomeMsg;

/** Watching is a role: a {@code hello} with {@code role: watch} never takes a seat, cannot act, and sees every frame of its stream. */
class RoomSpectateTest {

    private final RoomFixture f = new RoomFixture();

    private FakeMember watch(String token) {
        FakeMember m = new FakeMember();
        f.room.hello(m, HelloMsg.watcher(Optional.of(token), Optional.of("Coach")));
        return m;
    }

    /** Brings a fresh fixture's room into {@code state} with a host (and a guest from countdown on). */
    private List<FakeMember> into(RoomState state) {
        FakeMember host = f.join("tok-host");
        if (state == RoomState.LOBBY) {
            return List.of(host);
        }
        FakeMember guest = f.join("tok-guest");
        f.room.receive(guest, new ReadyMsg());
        f.room.receive(host, new StartMsg());
        if (state == RoomState.PLAYING) {
            f.run(3.1);
        } else if (state == RoomState.ROUND_END) {
            f.run(3.1 + 2.1 + 1.1);
        }
        assertEquals(state, f.room.state());
        return List.of(host, guest);
    }

    @ParameterizedTest
    @EnumSource(value = RoomState.class, names = {"LOBBY", "COUNTDOWN", "PLAYING", "ROUND_END"})
    void aWatcherNeverTakesASeatInAnyStateEvenWithSeatsFree(RoomState state) {
        List<FakeMember> players = into(state);
        int seated = f.room.info().seats();
        FakeMember watcher = watch("tok-watch");
        WelcomeMsg w = watcher.last(WelcomeMsg.class);
        assertEquals(Role.WATCH, w.you().role());
        assertEquals(4, w.you().seat(), "one past the last seat: no seat");
        assertFalse(w.you().host());
        assertEquals(state, w.state());
        assertEquals(seated, f.room.info().seats(), "two of four seats were free, and none was taken");
        assertEquals(1, f.room.info().spectators());
        assertEquals(1, watcher.last(LobbyMsg.class).spectatorCount(), "the newcomer's own lobby frame, at once");
        f.run(1.1);
        assertEquals(1, players.getFirst().last(LobbyMsg.class).spectatorCount(), "everyone else's, within a second");
        assertEquals(List.of("Coach"), players.getFirst().last(LobbyMsg.class).spectators().stream()
                .map(s -> s.name()).toList());
        assertTrue(players.getFirst().last(LobbyMsg.class).seats().stream().noneMatch(s -> s.name().equals("Coach")));
    }

    @Test
    void aWatcherIsNotSeatedByToLobbyButAWaitingPlayerIs() {
        List<FakeMember> players = into(RoomState.PLAYING);
        FakeMember watcher = watch("tok-watch");
        FakeMember waiting = f.join("tok-late");
        assertEquals(Role.WATCH, waiting.last(WelcomeMsg.class).you().role(), "a player with no seat to take waits");
        f.run(3.5);
        f.room.receive(players.getFirst(), new ToLobbyMsg());
        assertEquals(RoomState.LOBBY, f.room.state());
        assertEquals(Role.PLAY, waiting.last(WelcomeMsg.class).you().role());
        assertEquals(2, waiting.last(WelcomeMsg.class).you().seat());
        assertEquals(1, watcher.all(WelcomeMsg.class).size(), "the watcher got no second welcome");
        LobbyMsg lobby = players.getFirst().last(LobbyMsg.class);
        assertEquals(3, lobby.seats().size());
        assertEquals(1, lobby.spectatorCount());
        assertEquals("Coach", lobby.spectators().getFirst().name());
    }

    @Test
    void aWatcherCannotActInAnyStateItsVerbsAreAcceptedIn() {
        FakeMember host = f.join("tok-host");
        FakeMember watcher = watch("tok-watch");
        List<ClientMessage> lobbyVerbs = List.of(new ReadyMsg(), new SetLevelMsg("01_first_shift"), new StartMsg(),
                new EmoteMsg("wave"));
        for (ClientMessage m : lobbyVerbs) {
            watcher.clear();
            f.room.receive(watcher, m);
            assertEquals(ErrorCode.NOT_SEATED, watcher.last(ErrMsg.class).code(), m.type().wire());
        }
        assertEquals(RoomState.LOBBY, f.room.state(), "the watcher's start did nothing");
        f.room.receive(host, new StartMsg());
        f.run(3.1);
        for (ClientMessage m : List.of(new InputMsg(1, new Vec2Msg(1, 0), true, Optional.empty()), new EmoteMsg("cheer"))) {
            watcher.clear();
            f.room.receive(watcher, m);
            assertEquals(ErrorCode.NOT_SEATED, watcher.last(ErrMsg.class).code(), m.type().wire());
        }
        f.run(2.1 + 1.1);
        for (ClientMessage m : List.of(new ToLobbyMsg(), new NextLevelMsg())) {
            watcher.clear();
            f.room.receive(watcher, m);
            assertEquals(ErrorCode.NOT_SEATED, watcher.last(ErrMsg.class).code(), m.type().wire());
        }
        assertEquals(RoomState.ROUND_END, f.room.state());
        assertEquals(1, f.room.info().seats());
    }

    @Test
    void aWatcherWhoComesAfterTheRoundAndItsCooksLeftGetsTheVerdictWithTheCooksNamesAndTheRoundsLength() {
        RoomFixture g = new RoomFixture(new RoomSettings(4, 4, 20, 20, 45.0, 3), RoomFixture.CAMPAIGN, Stepper.kernel());
        FakeMember host = g.join("tok-host");
        g.room.receive(host, new StartMsg());
        g.run(3.1 + 3.2 + 1.1);
        assertEquals(RoomState.ROUND_END, g.room.state());
        g.room.leave(host);

        FakeMember late = new FakeMember();
        g.room.hello(late, HelloMsg.watcher(Optional.of("tok-late"), Optional.empty()));
        RoundMsg verdict = late.last(RoundMsg.class);
        assertEquals(List.of("tok-host"), verdict.players().stream().map(p -> p.name()).toList(),
                "the cook who left is named as it played");
        assertEquals(0.0, verdict.timeLeft(), 1e-9, "a round that ran out has no time left, whatever the level's length");
        assertEquals(host.last(RoundMsg.class).ticks(), verdict.ticks());
    }

    @Test
    void aWatcherSeesTheCountdownEveryFrameOfItsStreamAndTheVerdict() {
        RoomFixture g = new RoomFixture(new RoomSettings(4, 4, 20, 20, 45.0, 3), RoomFixture.CAMPAIGN, Stepper.kernel());
        FakeMember host = g.join("tok-host");
        FakeMember watcher = new FakeMember();
        g.room.hello(watcher, HelloMsg.watcher(Optional.of("tok-watch"), Optional.empty()));
        g.room.receive(host, new StartMsg());
        g.run(3.1 + 3.2 + 1.1);
        assertEquals(List.of(3, 2, 1), watcher.all(CountdownMsg.class).stream().map(CountdownMsg::n).toList());
        List<SnapMsg> snaps = watcher.all(SnapMsg.class);
        assertInstanceOf(FullFrame.class, snaps.getFirst().raw());
        long last = watcher.last(RoundMsg.class).ticks();
        List<Long> ticks = snaps.stream().map(s -> s.raw().tick()).toList();
        for (int i = 1; i < ticks.size() - 1; i++) {
            assertEquals(ticks.get(i - 1) + 2, ticks.get(i), "half the players' rate, no frame missing: " + ticks);
        }
        assertEquals(last, ticks.getLast(), "the round's last tick reaches the watcher too");
        SnapshotView chain = new SnapshotView();
        snaps.forEach(s -> assertTrue(chain.apply(s.raw())));
        assertEquals(last, chain.current().orElseThrow().tick());
        assertEquals(host.last(RoundMsg.class).score(), watcher.last(RoundMsg.class).score());
        assertEquals(1, watcher.all(RoundMsg.class).size());
    }

    @Test
    void aSlowWatcherMissesFramesAloneWhileItsAudienceSharesOneTextAndPlayersGetEveryFrame() {
        RoomFixture g = new RoomFixture(new RoomSettings(4, 4, 20, 20, 45.0, 10), RoomFixture.CAMPAIGN, Stepper.kernel());
        List<FakeMember> players = g.playing();
        FakeMember steady = new FakeMember();
        FakeMember slow = new FakeMember();
        g.room.hello(steady, HelloMsg.watcher(Optional.of("tok-steady"), Optional.empty()));
        g.room.hello(slow, HelloMsg.watcher(Optional.of("tok-slow"), Optional.empty()));
        players.forEach(FakeMember::clear);
        slow.dropSnapshots = true; // its send queue is full: every snapshot offered to it is refused
        g.tick(38); // 19 watcher passes: the 20th and 21st below are a delta, then the cadence's full one
        List<Long> playerTicks = players.getFirst().all(SnapMsg.class).stream().map(s -> s.raw().tick()).toList();
        assertEquals(38, playerTicks.size(), "players: one frame a tick, whatever a watcher does");
        for (int i = 1; i < playerTicks.size(); i++) {
            assertEquals(playerTicks.get(i - 1) + 1, playerTicks.get(i));
        }
        assertEquals(19, steady.all(SnapMsg.class).size(), "the steady watcher missed nothing");
        assertEquals(0, slow.all(SnapMsg.class).size());
        slow.dropSnapshots = false;
        steady.clear();
        g.tick(4);
        assertInstanceOf(FullFrame.class, slow.all(SnapMsg.class).getFirst().raw(), "back in step with a full frame");
        assertInstanceOf(DeltaFrame.class, steady.all(SnapMsg.class).getFirst().raw(), "the steady one stays on deltas");
        slow.clear();
        steady.clear();
        g.tick(4);
        assertEquals(2, steady.texts.size());
        for (int i = 0; i < steady.texts.size(); i++) {
            assertSame(steady.texts.get(i), slow.texts.get(i), "one encoded text per audience, shared by every watcher");
        }
        assertNotSame(steady.texts.getFirst(), players.getFirst().texts.getFirst(), "players have their own stream");
    }

    @Test
    void aTokenMayPlayInOneSocketAndWatchInAnotherWithoutTouchingItsSeat() {
        List<FakeMember> players = into(RoomState.PLAYING);
        FakeMember sameToken = watch("tok-guest");
        assertEquals(Role.WATCH, sameToken.last(WelcomeMsg.class).you().role());
        assertTrue(players.get(1).closed.isEmpty(), "the seated socket is not evicted by a watch");
        f.tick(2);
        assertFalse(players.get(1).all(SnapMsg.class).isEmpty());
        FakeMember again = watch("tok-guest");
        assertEquals(Optional.of(CloseCode.EVICTED), sameToken.closed, "but a token watches through one socket");
        assertEquals(Role.WATCH, again.last(WelcomeMsg.class).you().role());
        assertEquals(1, f.room.info().spectators());
        assertTrue(players.get(1).closed.isEmpty());
    }

    @Test
    void watchersBeyondMaxSpectatorsAreRoomFullAndALobbyNamesOnlyTheFirstSixteen() {
        RoomFixture g = new RoomFixture(new RoomSettings(4, 20, 20, 20, 45.0, 2), RoomFixture.CAMPAIGN, Stepper.kernel());
        FakeMember host = g.join("tok-host");
        host.clear();
        List<FakeMember> watchers = new ArrayList<>();
        for (int i = 0; i < 21; i++) {
            FakeMember m = new FakeMember();
            g.room.hello(m, HelloMsg.watcher(Optional.of("tok-w" + i), Optional.of("W" + i)));
            watchers.add(m);
        }
        assertEquals(Optional.of(CloseCode.ROOM_FULL), watchers.getLast().closed);
        assertEquals(ErrorCode.ROOM_FULL, watchers.getLast().last(ErrMsg.class).code());
        g.tick(1);
        assertTrue(host.all(LobbyMsg.class).isEmpty(), "twenty arrivals within the second of the host's own lobby: none yet");
        g.run(1.0);
        assertEquals(1, host.all(LobbyMsg.class).size(), "then one frame for all of them");
        LobbyMsg lobby = host.last(LobbyMsg.class);
        assertEquals(20, lobby.spectatorCount());
        assertEquals(16, lobby.spectators().size());
        assertEquals("W0", lobby.spectators().getFirst().name());
        g.room.disconnect(watchers.getFirst());
        g.tick(5);
        assertEquals(1, host.all(LobbyMsg.class).size(), "a departure within the second waits");
        g.run(1.0);
        assertEquals(19, host.last(LobbyMsg.class).spectatorCount());
        assertEquals(19, g.room.info().spectators());
    }

    @Test
    void theRoomListShowsTheRoundsLengthAndTimeLeftWhilePlaying() {
        RoomInfo lobby = f.room.info();
        assertEquals(2, lobby.timeLimitS().getAsInt(), "the fixture's 2 s cap on the selected level");
        assertTrue(lobby.timeLeftS().isEmpty());
        assertEquals(4, lobby.maxSpectators());
        into(RoomState.PLAYING);
        f.run(1.0);
        RoomInfo playing = f.room.info();
        assertEquals(2, playing.timeLimitS().getAsInt());
        double left = playing.timeLeftS().getAsDouble();
        assertTrue(left > 0.5 && left < 1.5, "about a second of the two is left: " + left);
    }
}
