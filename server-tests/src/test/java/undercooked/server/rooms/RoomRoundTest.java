package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

import undercooked.protocol.CloseCode;
import undercooked.protocol.CountdownMsg;
import undercooked.protocol.DeltaFrame;
import undercooked.protocol.ErrMsg;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.EventWire;
import undercooked.protocol.FullFrame;
import undercooked.protocol.InputMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.NextLevelMsg;
import undercooked.protocol.Protocol;
import undercooked.protocol.RoomState;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.RoundResult;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.RestStations;
import undercooked.protocol.SnapshotView;
import undercooked.protocol.ToLobbyMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WelcomeMsg;
import undercooked.sim.PlayerInput;
import undercooked.sim.Sim;

class RoomRoundTest {

    private final RoomFixture f = new RoomFixture();

    @Test
    void startCountsDownThreeTwoOneOverThreeSecondsThenPlays() {
        FakeMember host = f.join("tok-host");
        f.room.receive(host, new undercooked.protocol.StartMsg());
        f.run(2.95);
        assertEquals(RoomState.COUNTDOWN, f.room.state());
        assertEquals(List.of(3, 2, 1), host.all(CountdownMsg.class).stream().map(CountdownMsg::n).toList());
        assertEquals(List.of(2, 2, 2), host.all(CountdownMsg.class).stream().map(CountdownMsg::timeLimitS).toList(),
                "each countdown frame carries the coming round's length, the fixture's 2 s cap");
        f.tick(2);
        assertEquals(RoomState.PLAYING, f.room.state());
        assertEquals(1, f.room.info().roundNo());
    }

    @Test
    void withoutACapTheCountdownCarriesTheLevelsOwnLength() {
        RoomFixture uncapped = new RoomFixture(new RoomSettings(4, 4, 20, 20, 45.0, 0), RoomFixture.CAMPAIGN, Stepper.kernel());
        FakeMember host = uncapped.join("tok-host");
        uncapped.room.receive(host, new undercooked.protocol.StartMsg());
        assertEquals(180, host.all(CountdownMsg.class).getFirst().timeLimitS(), "01_first_shift's time_limit_s");
    }

    @Test
    void theFirstSnapshotIsFullThenDeltasWithAFullEveryTwentiethFrame() {
        RoomFixture longer = new RoomFixture(new RoomSettings(4, 4, 20, 20, 45.0, 10), RoomFixture.CAMPAIGN,
                Stepper.kernel());
        List<FakeMember> m = longer.playing();
        longer.tick(40);
        List<SnapMsg> snaps = m.get(0).all(SnapMsg.class);
        assertTrue(snaps.size() >= 41);
        for (int i = 0; i < 41; i++) {
            boolean full = snaps.get(i).raw() instanceof FullFrame;
            assertEquals(i % Protocol.FULL_SNAPSHOT_EVERY == 0, full, "frame " + i);
        }
    }

    @Test
    void aDeltaChainMergesToTheSameStateAsAFullFrameOfTheSameTick() {
        List<FakeMember> m = f.playing();
        FakeMember host = m.get(0);
        FakeMember guest = m.get(1);
        f.room.receive(guest, new InputMsg(1, new Vec2Msg(1, 0), false, Optional.empty()));
        RestStations rest = RoomFixture.rest(RoomFixture.CAMPAIGN.levels().getFirst().id());
        SnapshotView chain = new SnapshotView(rest);
        host.all(SnapMsg.class).forEach(s -> chain.apply(s.raw()));
        int compared = 0;
        for (int i = 0; i < 30; i++) {
            // The guest refuses every other frame, so it is sent a full frame on the tick after.
            guest.dropSnapshots = i % 2 == 0;
            host.clear();
            guest.clear();
            f.tick(1);
            host.all(SnapMsg.class).forEach(s -> chain.apply(s.raw()));
            if (!guest.all(SnapMsg.class).isEmpty() && host.last(SnapMsg.class).raw() instanceof DeltaFrame) {
                FullFrame full = rest.fill((FullFrame) guest.last(SnapMsg.class).raw());
                FullFrame merged = chain.current().orElseThrow();
                assertEquals(full.players(), merged.players());
                assertEquals(full.stations(), merged.stations());
                assertEquals(full.tick(), merged.tick());
                compared++;
            }
        }
        assertTrue(compared >= 10, "compared " + compared + " ticks");
    }

    @Test
    void aHeldMoveKeepsTheCookWalkingBetweenInputFrames() {
        List<FakeMember> m = f.playing();
        FakeMember guest = m.get(1);
        double before = cookX(guest, "p1");
        f.room.receive(guest, new InputMsg(1, new Vec2Msg(0, 1), false, Optional.empty()));
        f.room.receive(guest, new InputMsg(2, new Vec2Msg(-1, 0), false, Optional.empty()));
        f.tick(10);
        assertTrue(cookX(guest, "p1") < before - 0.5, "ten ticks of a held left move walk the cook left");
    }

    @Test
    void newAndHeldInputsCarryTheKernelsTickAtAnyTickRate() {
        for (int hz : new int[] {10, 20, 60}) {
            List<List<PlayerInput>> fed = new ArrayList<>();
            List<Long> at = new ArrayList<>();
            Stepper recording = (state, dt, inputs) -> {
                fed.add(inputs);
                at.add(state.tick());
                return Sim.step(state, dt, inputs);
            };
            RoomFixture g = new RoomFixture(new RoomSettings(4, 4, hz, hz, 45.0, 5), RoomFixture.CAMPAIGN, recording);
            List<FakeMember> m = g.playing();
            g.tick(3 * hz / 10 + 3);
            g.room.receive(m.get(1), new InputMsg(1, new Vec2Msg(1, 0), false, Optional.empty()));
            g.tick(3 * hz / 10 + 3);
            for (int i = 0; i < fed.size(); i++) {
                for (PlayerInput in : fed.get(i)) {
                    assertEquals(at.get(i), in.receivedAtTick(), hz + " Hz, " + in);
                }
            }
            assertTrue(fed.stream().flatMap(List::stream).anyMatch(in -> in.seq() == 1), hz + " Hz: the input was fed");
        }
    }

    @Test
    void theSeqDisciplineDropsResendsAndAnswersReplaysWithTheirSeqAndAResync() {
        List<FakeMember> m = f.playing();
        FakeMember host = m.get(0);
        f.room.receive(host, new InputMsg(5, Vec2Msg.ZERO, false, Optional.empty()));
        f.room.receive(host, new InputMsg(5, Vec2Msg.ZERO, false, Optional.empty()));
        assertTrue(host.all(ErrMsg.class).isEmpty(), "a resend is silent");
        f.room.receive(host, new InputMsg(3, Vec2Msg.ZERO, false, Optional.empty()));
        ErrMsg err = host.last(ErrMsg.class);
        assertEquals(ErrorCode.BAD_FIELD, err.code());
        assertEquals(java.util.OptionalLong.of(3), err.seq());
        f.tick(2);
        EventWire resync = events(host).stream().filter(e -> e.kind().equals("resync")).findFirst().orElseThrow();
        assertEquals(5L, resync.payload().get("seq"));
        assertEquals("p0", resync.payload().get("i"));
        assertEquals(1, f.room.counters().census().staleSeqs());
        assertEquals(1, f.room.counters().census().inputGaps(), "0 -> 5 is a gap of more than 3");
    }

    @Test
    void aFrameCarriesAtMost24EventsAndTheRestAreCounted() {
        List<FakeMember> m = f.playing();
        FakeMember host = m.get(0);
        f.tick(1);
        long before = f.room.counters().census().eventsDropped();
        f.room.receive(host, new InputMsg(100, Vec2Msg.ZERO, false, Optional.empty()));
        for (int seq = 1; seq <= 30; seq++) { // thirty replays in one tick: thirty resync events
            f.room.receive(host, new InputMsg(seq, Vec2Msg.ZERO, false, Optional.empty()));
        }
        int snapsBefore = host.all(SnapMsg.class).size();
        f.tick(3); // raised between ticks, the events ride the next snapshot
        List<SnapMsg> after = host.all(SnapMsg.class);
        List<EventWire> sent = after.subList(snapsBefore, after.size()).stream()
                .flatMap(s -> s.raw().events().stream()).toList();
        assertEquals(24, sent.size(), "the frame's cap, and the rest are not sent later either");
        assertTrue(after.subList(snapsBefore, after.size()).stream().anyMatch(s -> s.raw().events().size() == 24));
        assertTrue(sent.stream().allMatch(e -> e.kind().equals("resync")));
        assertEquals(before + 6, f.room.counters().census().eventsDropped(), "the six beyond it, counted");
    }

    @Test
    void aSpectatorJoinsMidRoundGetsFullFramesAtHalfRateAndCannotAct() {
        f.playing();
        FakeMember watcher = f.join("tok-watch");
        WelcomeMsg w = watcher.last(WelcomeMsg.class);
        assertEquals(4, w.you().seat(), "a spectator's seat is one past the last (no seat)");
        f.tick(20);
        List<SnapMsg> snaps = watcher.all(SnapMsg.class);
        assertEquals(10, snaps.size());
        assertInstanceOf(FullFrame.class, snaps.getFirst().raw());
        f.room.receive(watcher, new InputMsg(1, Vec2Msg.ZERO, false, Optional.empty()));
        assertEquals(ErrorCode.NOT_SEATED, watcher.last(ErrMsg.class).code());
    }

    @Test
    void theRoundsLastTickReachesPlayersAndSpectatorsWhateverTheirCadence() {
        // Players every 2nd tick and spectators every 4th: the last tick is off one cadence or both
        // for three round lengths in four; its frame and events must still go out.
        for (int seconds = 2; seconds <= 5; seconds++) {
            RoomFixture g = new RoomFixture(new RoomSettings(4, 4, 20, 10, 45.0, seconds), RoomFixture.CAMPAIGN,
                    Stepper.kernel());
            List<FakeMember> m = g.playing();
            FakeMember watcher = g.join("tok-watch");
            g.run(seconds + 0.2);
            assertEquals(RoomState.ROUND_END, g.room.state());
            g.run(1.1);
            long last = m.get(0).last(RoundMsg.class).ticks();
            assertEquals(last, lastFull(m.get(0)).tick(), "players, a " + seconds + " s round");
            assertEquals(last, lastFull(watcher).tick(), "spectators, a " + seconds + " s round");
        }
    }

    @Test
    void aDroppedSnapshotMakesTheNextFrameFull() {
        List<FakeMember> m = f.playing();
        FakeMember guest = m.get(1);
        f.tick(3);
        guest.dropSnapshots = true;
        f.tick(1);
        guest.dropSnapshots = false;
        guest.clear();
        f.tick(1);
        assertInstanceOf(FullFrame.class, guest.last(SnapMsg.class).raw());
        f.tick(1);
        assertInstanceOf(DeltaFrame.class, guest.last(SnapMsg.class).raw());
    }

    @Test
    void theRoundEndsAtTimeUpAndTheVerdictFollowsAfterAOneSecondSettle() {
        List<FakeMember> m = f.playing();
        f.run(2.1);
        assertEquals(RoomState.ROUND_END, f.room.state());
        assertTrue(m.get(0).all(RoundMsg.class).isEmpty());
        f.run(1.1);
        RoundMsg round = m.get(0).last(RoundMsg.class);
        assertEquals(Optional.of(RoundResult.LOST), round.result());
        assertEquals(2, round.players().size());
        assertTrue(round.counters().keySet().containsAll(RoundMsg.REQUIRED_COUNTERS));
        assertEquals(m.get(0).texts.getLast(), m.get(1).texts.getLast(), "both players get the same verdict bytes");
    }

    @Test
    void aStoppingServerWaitsForTheVerdictNotJustTheRoundsEnd() {
        f.playing();
        assertTrue(f.room.roundUnderWay(), "playing");
        f.run(2.1);
        assertEquals(RoomState.ROUND_END, f.room.state());
        assertTrue(f.room.roundUnderWay(), "the round is over but its verdict is in the settle");
        f.run(1.1);
        assertFalse(f.room.roundUnderWay(), "the verdict went out: the result screens have it");
    }

    @Test
    void aRoomClosedByItsStoppingServerSaysSoBeforeItsClose() {
        List<FakeMember> m = f.playing();
        f.room.closeForStop();
        ErrMsg told = m.get(0).last(ErrMsg.class);
        assertEquals(ErrorCode.ROOM_GONE, told.code());
        assertTrue(told.msg().startsWith(Room.SERVER_STOPPING + ": room "), told.msg());
    }

    @Test
    void theHostCannotLeaveTheResultBeforeTheVerdictWentOut() {
        List<FakeMember> m = f.playing();
        FakeMember watcher = f.join("tok-watch");
        f.run(2.1);
        assertEquals(RoomState.ROUND_END, f.room.state());
        f.room.receive(m.get(0), new ToLobbyMsg());
        f.room.receive(m.get(0), new NextLevelMsg());
        assertEquals(RoomState.ROUND_END, f.room.state(), "still settling");
        assertEquals(ErrorCode.WRONG_STATE, m.get(0).last(ErrMsg.class).code());
        f.run(1.1);
        for (FakeMember who : List.of(m.get(0), m.get(1), watcher)) {
            assertEquals(1, who.all(RoundMsg.class).size(), "everyone, the spectator too, gets the verdict once");
        }
        f.room.receive(m.get(0), new ToLobbyMsg());
        assertEquals(RoomState.LOBBY, f.room.state());
    }

    @Test
    void aPlayerWhoReloadsOnTheResultScreenAndALateSpectatorGetTheVerdictWithTheirWelcome() {
        List<FakeMember> m = f.playing();
        f.run(3.2);
        RoundMsg sent = m.get(0).last(RoundMsg.class);
        f.room.disconnect(m.get(0));
        FakeMember reloaded = f.join("tok-host");
        assertEquals(RoomState.ROUND_END, reloaded.last(WelcomeMsg.class).state());
        assertEquals(List.of(sent), reloaded.all(RoundMsg.class), "the verdict, once, after the welcome");
        FakeMember late = f.join("tok-late");
        assertEquals(1, late.all(RoundMsg.class).size());
        f.tick(20);
        assertEquals(1, reloaded.all(RoundMsg.class).size(), "and not again on later ticks");
    }

    @Test
    void aSocketThatJoinsDuringTheSettleGetsTheVerdictOnlyWhenEveryoneDoes() {
        List<FakeMember> m = f.playing();
        f.run(2.1);
        FakeMember late = f.join("tok-late");
        assertTrue(late.all(RoundMsg.class).isEmpty(), "no verdict before the settle is over");
        f.run(1.1);
        assertEquals(1, late.all(RoundMsg.class).size());
        assertEquals(1, m.get(1).all(RoundMsg.class).size());
    }

    @Test
    void toLobbyResetsReadyAndPromotesWaitingSpectatorsIntoFreeSeats() {
        List<FakeMember> m = f.playing();
        FakeMember watcher = f.join("tok-watch");
        f.run(3.5);
        f.room.receive(m.get(0), new ToLobbyMsg());
        assertEquals(RoomState.LOBBY, f.room.state());
        WelcomeMsg promoted = watcher.last(WelcomeMsg.class);
        assertEquals(2, promoted.you().seat());
        LobbyMsg lobby = m.get(0).last(LobbyMsg.class);
        assertEquals(3, lobby.seats().size());
        assertTrue(lobby.spectators().isEmpty());
        assertTrue(lobby.seats().stream().noneMatch(s -> s.ready()));
    }

    @Test
    void aWinUnlocksTheNextLevelAndNextLevelStartsItsCountdown() {
        RoomFixture win = new RoomFixture(new RoomSettings(4, 4, 20, 20, 45.0, 1), RoomFixture.winnable(),
                Stepper.kernel());
        FakeMember host = win.join("tok-host");
        win.room.receive(host, new undercooked.protocol.StartMsg());
        win.run(3.05 + 1.1 + 1.1);
        RoundMsg round = host.last(RoundMsg.class);
        assertEquals(Optional.of(RoundResult.WON), round.result());
        String second = RoomFixture.CAMPAIGN.levels().get(1).id();
        assertEquals(Optional.of(second), round.unlocked());
        assertEquals(2, win.sessions.find("tok-host").orElseThrow().unlocked());
        win.room.receive(host, new NextLevelMsg());
        assertEquals(RoomState.COUNTDOWN, win.room.state());
        assertEquals(Optional.of(second), host.last(LobbyMsg.class).level());
    }

    @Test
    void aLossReplaysTheSameLevelOnNextLevel() {
        List<FakeMember> m = f.playing();
        String first = m.get(0).last(LobbyMsg.class).level().orElseThrow();
        f.run(3.5);
        f.room.receive(m.get(1), new NextLevelMsg());
        assertEquals(ErrorCode.NOT_HOST, m.get(1).last(ErrMsg.class).code());
        f.room.receive(m.get(0), new NextLevelMsg());
        assertEquals(Optional.of(first), m.get(0).last(LobbyMsg.class).level());
        assertEquals(OptionalInt.of(1), m.get(0).last(LobbyMsg.class).unlocked());
    }

    @Test
    void aDropShowsAGhostAndARejoinInsideTheGraceRestoresTheSeatWithAFullFrame() {
        List<FakeMember> m = f.playing();
        f.tick(2);
        f.room.disconnect(m.get(1));
        f.tick(2);
        assertTrue(events(m.get(0)).stream().anyMatch(e -> e.kind().equals("ghost_on")));
        FullFrame seen = lastFull(m.get(0));
        assertEquals("disconnected", seen.players().get(1).state());
        FakeMember back = f.join("tok-guest");
        assertTrue(back.last(WelcomeMsg.class).rejoined());
        f.tick(1);
        assertInstanceOf(FullFrame.class, back.all(SnapMsg.class).getFirst().raw());
        f.tick(2);
        assertTrue(events(m.get(0)).stream().anyMatch(e -> e.kind().equals("ghost_off")));
        assertEquals("idle", lastFull(back).players().get(1).state());
    }

    @Test
    void aDropForgetsTheHeldIntentSoARejoinedCookStandsUntilItSendsAgain() {
        List<FakeMember> m = f.playing();
        FakeMember guest = m.get(1);
        f.room.receive(guest, new InputMsg(1, new Vec2Msg(-1, 0), false, Optional.empty()));
        f.tick(5);
        f.room.disconnect(guest);
        f.tick(2);
        FakeMember back = f.join("tok-guest");
        f.tick(1);
        double atRejoin = cookX(back, "p1");
        f.tick(10);
        assertEquals(atRejoin, cookX(back, "p1"), 1e-9, "no stale move walks the cook after the rejoin");
        f.room.receive(back, new InputMsg(1, new Vec2Msg(-1, 0), false, Optional.empty()));
        f.tick(10);
        assertTrue(cookX(back, "p1") < atRejoin - 0.5, "a new frame from the new socket walks it");
    }

    @Test
    void aRoomWhoseStepThrowsIsAbortedAndItsPlayersAreToldInternal() {
        RoomFixture broken = new RoomFixture(new RoomSettings(4, 4, 20, 20, 45.0, 2), RoomFixture.CAMPAIGN,
                (state, dt, inputs) -> {
                    throw new IllegalStateException("boom");
                });
        FakeMember host = broken.join("tok-host");
        broken.room.receive(host, new undercooked.protocol.StartMsg());
        RuntimeException thrown = null;
        try {
            broken.run(3.1);
        } catch (IllegalStateException e) {
            thrown = e;
        }
        assertTrue(thrown != null, "the room lets its supervisor see the failure");
        broken.room.abort();
        assertEquals(ErrorCode.INTERNAL, host.last(ErrMsg.class).code());
        assertEquals(Optional.of(CloseCode.ROOM_GONE), host.closed);
        assertEquals(RoomState.CLOSED, broken.room.state());
        assertFalse(host.last(ErrMsg.class).msg().contains("boom"), "no internals reach the player");
    }

    private static List<EventWire> events(FakeMember m) {
        List<EventWire> out = new ArrayList<>();
        for (SnapMsg s : m.all(SnapMsg.class)) {
            out.addAll(s.raw().events());
        }
        return out;
    }

    private static FullFrame lastFull(FakeMember m) {
        SnapshotView view = new SnapshotView();
        m.all(SnapMsg.class).forEach(s -> view.apply(s.raw()));
        return view.current().orElseThrow();
    }

    private static double cookX(FakeMember m, String id) {
        return lastFull(m).players().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow().x();
    }
}
