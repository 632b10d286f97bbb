package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import undercooked.protocol.Face;
import undercooked.protocol.InputMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.sim.Facing;
import undercooked.sim.PlayerInput;

class InputGateTest {

    private final RoomCounters counters = new RoomCounters();
    private final InputGate gate = new InputGate(4, counters);

    private static Binding seat(int seat) {
        return new Binding(new FakeMember(), "tok-" + seat, "n", seat);
    }

    private static InputMsg input(long seq, double x) {
        return new InputMsg(seq, new Vec2Msg(x, 0), false, Optional.empty());
    }

    private static InputMsg button(long seq, boolean act) {
        return new InputMsg(seq, new Vec2Msg(0, 0), act, Optional.empty());
    }

    private static final boolean[] ONLY_SEAT_0 = {true, false, false, false};

    /** The seqs fed on each of the next {@code ticks} ticks, from tick {@code from}. */
    private List<List<Long>> feed(long from, int ticks) {
        List<List<Long>> fed = new java.util.ArrayList<>();
        for (long t = from; t < from + ticks; t++) {
            fed.add(gate.drain(t, ONLY_SEAT_0).stream().map(PlayerInput::seq).toList());
        }
        return fed;
    }

    @Test
    void atCapacityANewFrameReplacesTheSamePlayersOldest() {
        Binding a = seat(0);
        for (int seq = 1; seq <= 5; seq++) {
            gate.offer(a, "p0", button(seq, seq % 2 == 1), 0, 1);
        }
        assertEquals(4, gate.queued(), "capacity is 4 x one occupied seat");
        assertEquals(1, counters.census().inputsDropped(), "seq 1 was evicted for seq 5");
        assertEquals(List.of(List.of(2L), List.of(4L), List.of(5L), List.of(5L)), feed(0, 4),
                "seq 2 now; of the three button changes after it, the last two wait a tick each");
        assertEquals(2, counters.census().inputsDropped(), "seq 3 could not wait");
    }

    @Test
    void aSeatTogglingFasterThanTheTickNeitherLagsNorCrowdsOutTheOthers() {
        Binding spammer = seat(0);
        Binding other = seat(1);
        long s0 = 0;
        for (long t = 0; t < 40; t++) {
            for (int k = 0; k < 3; k++) {
                s0++;
                gate.offer(spammer, "p0", button(s0, s0 % 2 == 0), t, 2);
            }
            gate.offer(other, "p1", input(t + 1, 0.5), t, 2);
            List<PlayerInput> fed = gate.drain(t, new boolean[] {true, true, false, false});
            assertEquals(List.of("p0", "p1"), fed.stream().map(PlayerInput::playerId).toList(), "tick " + t);
            assertEquals(t + 1, fed.get(1).seq(), "the other seat's frame of this tick, never refused");
            assertEquals(true, gate.queued() <= InputGate.CARRIED_RUNS, "at most two runs wait, tick " + t);
            assertEquals(true, s0 - fed.get(0).seq() <= 1 + 2 * InputGate.CARRIED_RUNS,
                    "the spammer's fed frame stays within a few frames of its newest, tick " + t);
        }
    }

    @Test
    void aTapAndTheNextPressInOneTickAreThreeButtonChangesNotOne() {
        // Jitter lands the press, its release and the next press in one tick. Fed together the
        // kernel would take the earliest (the press), never see the release, and read the next
        // press as the same button still held: the second press would be lost.
        Binding a = seat(0);
        gate.offer(a, "p0", button(1, true), 10, 1);
        gate.offer(a, "p0", button(2, false), 10, 1);
        gate.offer(a, "p0", button(3, true), 10, 1);
        List<PlayerInput> first = gate.drain(10, ONLY_SEAT_0);
        assertEquals(1, first.size(), "one frame per seat and tick");
        assertEquals(List.of(List.of(2L), List.of(3L), List.of(3L)), feed(11, 3),
                "the release, then the press, then the press held");
        assertEquals(0, gate.queued());
    }

    @Test
    void framesOfOneButtonStateCollapseToTheNewestIntent() {
        Binding a = seat(0);
        gate.offer(a, "p0", input(1, 0.1), 0, 1);
        gate.offer(a, "p0", input(2, 0.2), 0, 1);
        gate.offer(a, "p0", input(3, 0.3), 0, 1);
        List<PlayerInput> d = gate.drain(0, ONLY_SEAT_0);
        assertEquals(List.of(3L), d.stream().map(PlayerInput::seq).toList());
        assertEquals(0.3, d.getFirst().move().x(), "no tick is spent walking an outdated direction");
        assertEquals(0, gate.queued());
    }

    @Test
    void aFullQueueHoldingNoneOfAPlayersFramesRefusesTheNewOne() {
        Binding spammer = seat(0);
        Binding other = seat(1);
        for (int seq = 1; seq <= 8; seq++) {
            gate.offer(spammer, "p0", input(seq, 0.1), 0, 2);
        }
        gate.offer(other, "p1", input(1, 0.1), 0, 2);
        assertEquals(8, gate.queued(), "capacity is 4 x two occupied seats, all the spammer's");
        List<PlayerInput> drained = gate.drain(0, new boolean[] {true, true, false, false});
        assertEquals(List.of("p0"), drained.stream().map(PlayerInput::playerId).toList(), "p1's frame was refused");
        assertEquals(1, counters.census().inputsDropped());
    }

    @Test
    void theHeldIntentIsFedOnTicksWithoutFramesAndForgottenOnADrop() {
        Binding a = seat(0);
        gate.offer(a, "p0", input(1, 0.5), 0, 1);
        gate.drain(0, ONLY_SEAT_0);
        List<PlayerInput> next = gate.drain(1, ONLY_SEAT_0);
        assertEquals(1, next.size());
        assertEquals(1L, next.getFirst().receivedAtTick());
        assertEquals(0.5, next.getFirst().move().x());
        gate.forget(0);
        assertEquals(0, gate.drain(2, ONLY_SEAT_0).size());
    }

    @Test
    void movesAreQuantisedToThreeDecimalsAndTheFacingDerivedFromTheDominantAxis() {
        Binding a = seat(0);
        gate.offer(a, "p0", new InputMsg(1, new Vec2Msg(0.70710678, 0.70710678), true, Optional.empty()), 3, 1);
        gate.offer(a, "p0", new InputMsg(2, new Vec2Msg(0.1, -0.9), false, Optional.of(Face.LEFT)), 3, 1);
        PlayerInput press = gate.drain(3, ONLY_SEAT_0).getFirst();
        PlayerInput release = gate.drain(4, ONLY_SEAT_0).getFirst();
        assertEquals(0.707, press.move().x());
        assertEquals(Optional.of(Facing.RIGHT), press.face(), "a perfect diagonal resolves to the horizontal");
        assertEquals(3L, press.receivedAtTick(), "the server's own tick, never the client's clock");
        assertEquals(Optional.of(Facing.LEFT), release.face(), "an explicit facing wins");
        assertEquals(3L, release.receivedAtTick(), "a frame fed a tick late keeps the tick it arrived on");
    }
}
