package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import undercooked.protocol.ErrMsg;
import undercooked.protocol.ErrorCode;
import undercooked.protocol.Eventually;
import undercooked.protocol.RoomState;
import undercooked.protocol.SetLevelMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.WireCodec;
import undercooked.server.session.InMemorySessionStore;
import undercooked.sim.Sim;

/**
 * Real scheduler threads: a room whose tick throws is aborted and the other rooms keep ticking;
 * and, on a fake clock, empty rooms are collected after their graces and occupied ones never.
 */
class RoomSupervisorTest {

    @Test
    void aRoomWhoseTickThrowsIsAbortedWhileAnotherRoomPlaysOn() throws Exception {
        String cursed = RoomFixture.CAMPAIGN.levels().get(1).id();
        InMemorySessionStore sessions = new InMemorySessionStore();
        Stepper stepper = (state, dt, inputs) -> {
            if (state.kitchen().id().equals(cursed)) {
                throw new IllegalStateException("a bug in one kitchen");
            }
            return Sim.step(state, dt, inputs);
        };
        try (RoomSupervisor sup = new RoomSupervisor(new RoomSettings(4, 4, 20, 20, 45, 0), 10, 30, 2,
                RoomFixture.CAMPAIGN, sessions, Clock.system(), new WireCodec(), stepper)) {
            Room healthy = sup.create(sessions.claim("tok-a", "A")).orElseThrow();
            Room broken = sup.create(sessions.claim("tok-b", "B")).orElseThrow();
            sessions.unlock("tok-b", 2);
            FakeMember a = new FakeMember();
            FakeMember b = new FakeMember();
            healthy.hello(a, RoomFixture.hello("tok-a"));
            broken.hello(b, RoomFixture.hello("tok-b"));
            broken.receive(b, new SetLevelMsg(cursed));
            healthy.receive(a, new StartMsg());
            broken.receive(b, new StartMsg());
            Eventually.within(Duration.ofSeconds(8), "the broken room closes", () -> broken.state() == RoomState.CLOSED);
            assertEquals(RoomState.CLOSED, broken.state());
            Thread.sleep(300);
            assertEquals(RoomState.PLAYING, healthy.state());
            assertEquals(1, sup.abortedRooms());
            assertEquals(List.of(healthy.code()), sup.list().stream().map(RoomInfo::code).toList());
            // The broken room is closed, so nothing writes to its member any more.
            assertTrue(b.all(ErrMsg.class).stream().anyMatch(e -> e.code() == ErrorCode.INTERNAL));
        }
    }

    @Test
    void aRoomNobodyJoinsIsCollectedAfterTheSeatGraceAndTheEmptyGraceAndAnOccupiedOneIsNot() {
        FakeClock clock = new FakeClock();
        InMemorySessionStore sessions = new InMemorySessionStore();
        try (RoomSupervisor sup = onFakeClock(clock, sessions, 0)) {
            Room abandoned = sup.create(sessions.claim("tok-a", "A")).orElseThrow();
            Room lived = sup.create(sessions.claim("tok-b", "B")).orElseThrow();
            lived.hello(new FakeMember(), RoomFixture.hello("tok-b"));
            clock.advanceSeconds(44);
            tickBoth(abandoned, lived);
            sup.collectEmpty();
            assertEquals(2, sup.list().size(), "the creator's seat is still reserved");
            clock.advanceSeconds(2); // past the 45 s seat grace: the reservation lapses
            tickBoth(abandoned, lived);
            clock.advanceSeconds(29);
            tickBoth(abandoned, lived);
            sup.collectEmpty();
            assertEquals(2, sup.list().size(), "29 s empty is inside the 30 s grace");
            clock.advanceSeconds(2);
            tickBoth(abandoned, lived);
            sup.collectEmpty();
            assertEquals(List.of(lived.code()), sup.list().stream().map(RoomInfo::code).toList());
            assertEquals(RoomState.CLOSED, abandoned.state());
            assertEquals(0, sup.abortedRooms(), "collected, not aborted");
        }
    }

    @Test
    void aRoundsSeedIsOneABrowserReadsExactlyAndAScriptAccepts() {
        FakeClock clock = new FakeClock();
        InMemorySessionStore sessions = new InMemorySessionStore();
        try (RoomSupervisor sup = onFakeClock(clock, sessions, 10)) {
            Room room = sup.create(sessions.claim("tok-a", "A")).orElseThrow();
            FakeMember host = new FakeMember();
            room.hello(host, RoomFixture.hello("tok-a"));
            room.receive(host, new StartMsg());
            // The supervisor's own ticker runs this room too; the member's list is read under the
            // room's lock, which every send happens under.
            for (int i = 0; i < 20 * 16 && roundsOf(room, host).isEmpty(); i++) {
                clock.advanceSeconds(0.05);
                room.tick();
            }
            long seed = roundsOf(room, host).getLast().seed();
            assertTrue(seed >= 0 && seed < (1L << 53), "seed " + seed + " is a u64 below 2^53");
        }
    }

    @Test
    void theScrapesTallyCountsWhatTheRoomListShowsByStateSeatAndWatcher() {
        FakeClock clock = new FakeClock();
        InMemorySessionStore sessions = new InMemorySessionStore();
        try (RoomSupervisor sup = onFakeClock(clock, sessions, 10)) {
            RoomTally none = sup.tally();
            for (RoomState s : RoomState.values()) {
                assertEquals(0, none.rooms(s), "no room is " + s);
            }
            Room quiet = sup.create(sessions.claim("tok-a", "A")).orElseThrow();
            quiet.hello(new FakeMember(), RoomFixture.hello("tok-a"));
            Room busy = sup.create(sessions.claim("tok-b", "B")).orElseThrow();
            FakeMember host = new FakeMember();
            busy.hello(host, RoomFixture.hello("tok-b"));
            FakeMember guest = new FakeMember();
            busy.hello(guest, RoomFixture.hello("tok-c"));
            busy.hello(new FakeMember(), undercooked.protocol.HelloMsg.watcher(java.util.Optional.of("tok-w"),
                    java.util.Optional.of("Coach")));
            busy.receive(guest, new undercooked.protocol.ReadyMsg());
            busy.receive(host, new StartMsg());

            RoomTally tally = sup.tally();
            List<RoomInfo> rows = sup.list();
            for (RoomState s : RoomState.values()) {
                assertEquals(rows.stream().filter(r -> r.state() == s).count(), tally.rooms(s), "rooms " + s);
            }
            assertEquals(rows.stream().mapToLong(RoomInfo::seats).sum(), tally.seats());
            assertEquals(rows.stream().mapToLong(RoomInfo::spectators).sum(), tally.spectators());
            assertEquals(1, tally.rooms(RoomState.LOBBY));
            assertEquals(1, tally.rooms(RoomState.COUNTDOWN));
            assertEquals(3, tally.seats(), "one in the quiet room, two in the busy one");
            assertEquals(1, tally.spectators());
        }
    }

    @Test
    void theCpuRulesCensusCountsRoomsToComeUntilTheyHavePlayedAWholeWindow() {
        FakeClock clock = new FakeClock();
        InMemorySessionStore sessions = new InMemorySessionStore();
        try (RoomSupervisor sup = onFakeClock(clock, sessions, 60)) {
            assertEquals(TickBudget.Rooms.NONE, sup.roomLoad());
            Room quiet = sup.create(sessions.claim("tok-a", "A")).orElseThrow();
            FakeMember quietHost = new FakeMember();
            quiet.hello(quietHost, RoomFixture.hello("tok-a"));
            Room busy = sup.create(sessions.claim("tok-b", "B")).orElseThrow();
            FakeMember host = new FakeMember();
            busy.hello(host, RoomFixture.hello("tok-b"));
            assertEquals(new TickBudget.Rooms(0, 2), sup.roomLoad(), "two rooms made, neither played: both to come");
            busy.receive(host, new StartMsg());
            tickFor(clock, 3.1, busy);
            assertEquals(RoomState.PLAYING, busy.state());
            assertEquals(new TickBudget.Rooms(0, 2), sup.roomLoad(), "playing for less than the CPU window: still to come");
            tickFor(clock, 2.0, busy);
            assertEquals(new TickBudget.Rooms(1, 1), sup.roomLoad(), "a whole window played: settled");
            tickFor(clock, 25.0, busy);
            assertEquals(RoomState.PLAYING, busy.state());
            assertEquals(new TickBudget.Rooms(1, 0), sup.roomLoad(), "a lobby waiting 30 s is not about to start");
            quiet.receive(quietHost, new StartMsg());
            assertEquals(RoomState.COUNTDOWN, quiet.state());
            assertEquals(new TickBudget.Rooms(1, 1), sup.roomLoad(), "counting down: to come again");
            busy.close();
            assertEquals(new TickBudget.Rooms(0, 1), sup.roomLoad(), "a closed room is no load");
        }
    }

    /** A supervisor of up to 10 rooms on {@code clock}, one ticker thread, rounds of {@code roundSeconds} (0: the level's). */
    private static RoomSupervisor onFakeClock(FakeClock clock, InMemorySessionStore sessions, int roundSeconds) {
        return new RoomSupervisor(new RoomSettings(4, 4, 20, 20, 45, roundSeconds), 10, 30, 1, RoomFixture.CAMPAIGN,
                sessions, clock, new WireCodec(), Stepper.kernel());
    }

    /** Ticks {@code rooms} for {@code seconds} of the fake clock. */
    private static void tickFor(FakeClock clock, double seconds, Room... rooms) {
        for (int i = 0; i < Math.round(seconds * 20); i++) {
            for (Room r : rooms) {
                r.tick();
            }
            clock.advanceSeconds(0.05);
        }
    }

    private static List<undercooked.protocol.RoundMsg> roundsOf(Room room, FakeMember m) {
        synchronized (room) {
            return m.all(undercooked.protocol.RoundMsg.class);
        }
    }

    private static void tickBoth(Room a, Room b) {
        a.tick();
        b.tick();
    }
}
