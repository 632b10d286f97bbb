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

    @Test
    void atCapacityANewFrameReplacesTheSamePlayersOldest() {
        Binding a = seat(0);
        for (int seq = 1; seq <= 5; seq++) {
            gate.offer(a, "p0", input(seq, seq / 10.0), 0, 1);
        }
        assertEquals(4, gate.queued(), "capacity is 4 x one occupied seat");
        assertEquals(1, counters.snapshot().get("inputs_dropped"));
        List<PlayerInput> drained = gate.drain(0, new boolean[] {true, false, false, false});
        assertEquals(List.of(2L, 3L, 4L, 5L), drained.stream().map(PlayerInput::seq).toList());
    }

    @Test
    void aFullQueueHoldingNoneOfAPlayersFramesRefusesTheNewOne() {
        Binding spammer = seat(0);
        Binding other = seat(1);
        for (int seq = 1; seq <= 8; seq++) {
            gate.offer(spammer, "p0", input(seq, 0.1), 0, 2);
        }
        gate.offer(other, "p1", input(1, 0.1), 0, 2);
        List<PlayerInput> drained = gate.drain(0, new boolean[] {true, true, false, false});
        assertEquals(8, drained.stream().filter(i -> i.playerId().equals("p0")).count());
        assertEquals(0, drained.stream().filter(i -> i.playerId().equals("p1")).count());
        assertEquals(1, counters.snapshot().get("inputs_dropped"));
    }

    @Test
    void theHeldIntentIsFedOnTicksWithoutFramesAndForgottenOnADrop() {
        Binding a = seat(0);
        gate.offer(a, "p0", input(1, 0.5), 0, 1);
        gate.drain(0, new boolean[] {true, false, false, false});
        List<PlayerInput> next = gate.drain(1, new boolean[] {true, false, false, false});
        assertEquals(1, next.size());
        assertEquals(1L, next.getFirst().receivedAtTick());
        assertEquals(0.5, next.getFirst().move().x());
        gate.forget(0);
        assertEquals(0, gate.drain(2, new boolean[] {true, false, false, false}).size());
    }

    @Test
    void movesAreQuantisedToThreeDecimalsAndTheFacingDerivedFromTheDominantAxis() {
        Binding a = seat(0);
        gate.offer(a, "p0", new InputMsg(1, new Vec2Msg(0.70710678, 0.70710678), true, Optional.empty()), 3, 1);
        gate.offer(a, "p0", new InputMsg(2, new Vec2Msg(0.1, -0.9), false, Optional.of(Face.LEFT)), 3, 1);
        List<PlayerInput> d = gate.drain(3, new boolean[] {true, false, false, false});
        assertEquals(0.707, d.get(0).move().x());
        assertEquals(Optional.of(Facing.RIGHT), d.get(0).face(), "a perfect diagonal resolves to the horizontal");
        assertEquals(3L, d.get(0).receivedAtTick(), "the server's own tick, never the client's clock");
        assertEquals(Optional.of(Facing.LEFT), d.get(1).face(), "an explicit facing wins");
    }
}
