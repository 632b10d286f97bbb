package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import undercooked.bots.BotRound;
import undercooked.bots.Persona;
import undercooked.levels.Level;
import undercooked.protocol.AddBotMsg;
import undercooked.protocol.ErrMsg;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.NextLevelMsg;
import undercooked.protocol.PlayerScoreWire;
import undercooked.protocol.RemoveBotMsg;
import undercooked.protocol.RoomState;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.SeatWire;
import undercooked.protocol.SetLevelMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.archive.RoundRecord;
import undercooked.sim.InputScript;
import undercooked.sim.PlayerInput;

/** Bot cooks in a room, on the fake clock: seated by the host, giving way to people, playing and archived. */
class RoomBotsTest {

    /** Bots that walk right and press every fifth tick, and remember what they were asked to plan for. */
    private static final class WalkingBots implements BotCooks {
        final List<String> levels = new ArrayList<>();
        final List<List<Cook>> casts = new ArrayList<>();

        @Override
        public RoundBots round(Level level, List<Cook> cooks, long seed) {
            levels.add(level.id());
            casts.add(List.copyOf(cooks));
            return state -> cooks.stream()
                    .map(c -> PlayerInput.of(c.playerId(), 1.0, 0.0, state.tick() % 5 == 0, 0, 0)).toList();
        }
    }

    private final List<RoundRecord> archived = new ArrayList<>();
    private final WalkingBots bots = new WalkingBots();
    private final RoomFixture f = new RoomFixture(new RoomSettings(4, 4, 20, 20, 45.0, 2), RoomFixture.CAMPAIGN,
            Stepper.kernel(), bots, archived::add);

    @Test
    void theHostSeatsABotOnTheLowestFreeSeatAndEveryoneSeesItAsABot() {
        FakeMember host = f.join("tok-host");
        f.room.receive(host, new AddBotMsg("casual"));

        LobbyMsg lobby = host.last(LobbyMsg.class);
        SeatWire bot = lobby.seats().get(1);
        assertEquals(1, bot.index());
        assertEquals(Optional.of("casual"), bot.bot());
        assertTrue(bot.ready() && bot.connected() && !bot.host(), "a bot is ready, connected and never the host");
        assertEquals(Optional.empty(), lobby.seats().get(0).bot());
        assertTrue(lobby.canStart(), "a host with bots may start: a bot is no guest to wait for");
    }

    @Test
    void aGuestMayNotSeatOrRemoveBots() {
        FakeMember host = f.join("tok-host");
        FakeMember guest = f.join("tok-guest");
        f.room.receive(host, new AddBotMsg());
        guest.clear();
        f.room.receive(guest, new AddBotMsg());
        f.room.receive(guest, new RemoveBotMsg(2));

        assertEquals(List.of(ErrorCode.NOT_HOST, ErrorCode.NOT_HOST),
                guest.all(ErrMsg.class).stream().map(ErrMsg::code).toList());
        assertEquals(3, f.room.info().seats());
    }

    @Test
    void removingASeatThatIsNotABotsIsABadFieldAndChangesNothing() {
        FakeMember host = f.join("tok-host");
        f.join("tok-guest");
        f.room.receive(host, new RemoveBotMsg(1));
        f.room.receive(host, new RemoveBotMsg(3));

        assertEquals(List.of(ErrorCode.BAD_FIELD, ErrorCode.BAD_FIELD),
                host.all(ErrMsg.class).stream().map(ErrMsg::code).toList());
        assertEquals(2, f.room.info().seats());
    }

    @Test
    void theHostRemovesABotAndItsSeatIsFreeAgain() {
        FakeMember host = f.join("tok-host");
        f.room.receive(host, new AddBotMsg());
        f.room.receive(host, new RemoveBotMsg(1));

        assertEquals(1, host.last(LobbyMsg.class).seats().size());
        FakeMember guest = f.join("tok-guest");
        assertEquals(1, guest.last(WelcomeMsg.class).you().seat());
    }

    @Test
    void aBotNeedsAFreeSeat() {
        FakeMember host = f.join("tok-host");
        for (int i = 0; i < 4; i++) {
            f.room.receive(host, new AddBotMsg());
        }
        assertEquals(List.of(ErrorCode.ROOM_FULL), host.all(ErrMsg.class).stream().map(ErrMsg::code).toList());
        assertEquals(4, f.room.info().seats());
        assertEquals(RoomState.LOBBY, f.room.state(), "a full room refuses the bot with an err and closes nobody");
    }

    @Test
    void aPersonJoiningAFullLobbyTakesABotsSeat() {
        FakeMember host = f.join("tok-host");
        for (int i = 0; i < 3; i++) {
            f.room.receive(host, new AddBotMsg());
        }
        FakeMember guest = f.join("tok-guest");

        assertEquals(3, guest.last(WelcomeMsg.class).you().seat(), "the highest bot gives way");
        List<SeatWire> seats = host.last(LobbyMsg.class).seats();
        assertEquals(4, seats.size());
        assertEquals(List.of(false, true, true, false), seats.stream().map(s -> s.bot().isPresent()).toList());
        assertEquals("tok-guest", seats.get(3).name());
    }

    @Test
    void aHelloNamingABotsTokenIsNotThatBot() {
        FakeMember host = f.join("tok-host");
        f.room.receive(host, new AddBotMsg());
        FakeMember impostor = f.join("bot:1");

        assertEquals(2, impostor.last(WelcomeMsg.class).you().seat(), "a new seat, not the bot's");
        assertTrue(host.last(LobbyMsg.class).seats().get(1).bot().isPresent());
    }

    @Test
    void aRoundWithBotsPlaysToItsResultAndIsArchivedWithTheBotMarks() {
        FakeMember host = f.join("tok-host");
        f.room.receive(host, new AddBotMsg("expert"));
        f.room.receive(host, new AddBotMsg("casual"));
        f.room.receive(host, new StartMsg());
        f.run(3.0 + 2.0 + 1.2);

        assertEquals(RoomState.ROUND_END, f.room.state());
        RoundMsg result = host.last(RoundMsg.class);
        assertEquals(List.of(Optional.empty(), Optional.of("expert"), Optional.of("casual")),
                result.players().stream().map(PlayerScoreWire::bot).toList());
        assertEquals(List.of("Bot 2", "Bot 3"), result.players().subList(1, 3).stream().map(PlayerScoreWire::name).toList());

        assertEquals(1, archived.size());
        RoundRecord r = archived.getFirst();
        assertEquals(List.of(Optional.empty(), Optional.of("expert"), Optional.of("casual")),
                r.cast().stream().map(RoundRecord.Cook::bot).toList());
        assertEquals("casual", r.cast().get(2).shown().get("bot"));
        assertFalse(r.cast().get(0).shown().containsKey("bot"), "a person's line has no bot key");
        List<InputScript.Frame> botFrames = r.frames().stream().filter(fr -> fr.playerId().equals("p1")).toList();
        assertEquals(40, botFrames.size(), "one frame a step for the 2 s round: a bot plays every tick");
        for (InputScript.Frame fr : botFrames) {
            assertEquals(java.util.OptionalLong.of(fr.tick()), fr.receivedAtTick(), "stamped with the tick it is fed at");
            assertEquals(1.0, fr.move().x());
        }
        assertTrue(botFrames.stream().anyMatch(InputScript.Frame::action), "the bot's presses reach the kernel");
        assertEquals(List.of(List.of(new BotCooks.Cook("p1", "expert"), new BotCooks.Cook("p2", "casual"))), bots.casts);
    }

    @Test
    void theBotsPlanForTheLevelPickedInTheLobbyAndForTheNextOne() {
        FakeMember host = f.join("tok-host");
        f.room.receive(host, new AddBotMsg());
        f.sessions.unlock("tok-host", 2);
        f.room.receive(host, new SetLevelMsg("01_first_shift"));
        f.room.receive(host, new SetLevelMsg("02_salad_bar"));
        f.room.receive(host, new StartMsg());
        f.run(3.0 + 2.0 + 1.2);
        f.room.receive(host, new NextLevelMsg());
        f.run(3.1);

        assertEquals(RoomState.PLAYING, f.room.state());
        assertEquals(List.of("02_salad_bar", "02_salad_bar"), bots.levels,
                "a lost round plays the same level again, and the bot plans for it anew");
        assertEquals(2, host.last(LobbyMsg.class).seats().size(), "the bot kept its seat across the rounds");
    }

    @Test
    void aBotTakesARecordedCooksSeatInATakeoverRoomAndPlaysTheRoundToItsResult() {
        Level level = RoomFixture.CAMPAIGN.load("01_first_shift").orElseThrow();
        InputScript recorded = BotRound.play(level.kitchen(), 2, Persona.EXPERT, 5).script();
        Takeover t = Takeover.of(recorded, level, 20, 4).takeover().orElseThrow();
        RoomFixture taken = new RoomFixture(new RoomSettings(4, 4, 20, 20, 45.0, 2), Stepper.kernel(), bots, archived::add, t);
        FakeMember host = taken.join("tok-host");
        taken.room.receive(host, new AddBotMsg("expert"));
        assertEquals(List.of(Optional.empty(), Optional.of("expert")),
                host.last(LobbyMsg.class).seats().stream().map(SeatWire::bot).toList(), "the bot sits on the second recorded cook's seat");
        taken.room.receive(host, new StartMsg());
        taken.run(3.0 + level.timeLimitS() + 1.2);

        assertEquals(RoomState.ROUND_END, taken.room.state(), "the resumed round ran to its end; no seat held it up");
        assertEquals(List.of(List.of(new BotCooks.Cook("bot2", "expert"))), bots.casts, "the bot plays the recorded cook bot2");
        assertEquals(1, archived.size());
        assertEquals(Optional.of("expert"), archived.getFirst().cast().get(1).bot());
        assertTrue(archived.getFirst().frames().stream().anyMatch(fr -> fr.playerId().equals("bot2") && fr.tick() > 20),
                "the bot's frames after the takeover tick are kept");
    }

    @Test
    void aRoundAbortedWithBotsIsArchivedAsAbortedWithTheirMarks() {
        FakeMember host = f.join("tok-host");
        f.room.receive(host, new AddBotMsg("casual"));
        f.room.receive(host, new StartMsg());
        f.run(3.5);
        f.room.abort();

        assertEquals(RoomState.CLOSED, f.room.state());
        assertEquals(1, archived.size());
        assertEquals("aborted", archived.getFirst().result());
        assertEquals(Optional.of("casual"), archived.getFirst().cast().get(1).bot());
    }

    @Test
    void botsAloneDoNotKeepARoom() {
        FakeMember host = f.join("tok-host");
        f.room.receive(host, new AddBotMsg());
        f.room.receive(host, new StartMsg());
        f.run(3.5);
        f.room.disconnect(host);
        f.run(46);

        assertTrue(f.room.emptyForNanos() > 0, "the host's seat expired and two bots are nobody");
        assertTrue(f.room.closeIfEmptyFor(0));
        assertEquals(1, archived.size(), "the round the bots were left playing is archived");
    }

    @Test
    void aBotThatFailsStandsStillAndTheRoundGoesOn() {
        RoomFixture failing = new RoomFixture(new RoomSettings(4, 4, 20, 20, 45.0, 2), RoomFixture.CAMPAIGN,
                Stepper.kernel(), (level, cooks, seed) -> state -> {
                    throw new IllegalStateException("planner bug");
                }, archived::add);
        FakeMember host = failing.join("tok-host");
        failing.room.receive(host, new AddBotMsg());
        failing.room.receive(host, new StartMsg());
        failing.run(3.0 + 2.0 + 1.2);

        assertEquals(RoomState.ROUND_END, failing.room.state());
        assertEquals(1, archived.size());
        assertTrue(archived.getFirst().frames().stream().noneMatch(fr -> fr.playerId().equals("p1")));
    }

    @Test
    void thePlannersBotsCookAndServeInARoom() {
        RoomFixture planned = new RoomFixture(new RoomSettings(4, 4, 20, 20, 45.0, 60), RoomFixture.CAMPAIGN,
                Stepper.kernel(), PlannerCooks.planner(), archived::add);
        FakeMember host = planned.join("tok-host");
        planned.room.receive(host, new AddBotMsg("expert"));
        planned.room.receive(host, new AddBotMsg("expert"));
        planned.room.receive(host, new StartMsg());
        planned.run(3.0 + 60.0 + 1.2);

        RoundMsg result = host.last(RoundMsg.class);
        assertTrue(result.counters().get("served") >= 1, "two expert bots serve in a minute of 01: " + result);
        assertTrue(result.players().get(1).dishesServed() + result.players().get(2).dishesServed() >= 1);
        assertEquals(0, result.players().get(0).dishesServed(), "the host stood still");
    }
}
