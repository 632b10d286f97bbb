package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;

import org.junit.jupiter.api.Test;

import undercooked.sim.Facing;
import undercooked.sim.InputScript;
import undercooked.sim.PlayerInput;
import undercooked.sim.Vec2;

class FrameLogTest {

    @Test
    void theColumnsGiveBackEveryFrameExactlyAndInOrder() {
        Random rnd = new Random(29);
        FrameLog log = new FrameLog();
        List<InputScript.Frame> expected = new ArrayList<>();
        String[] ids = {"p0", "p1", "p2", "p3", "ghost"};
        for (int i = 0; i < 5000; i++) { // past the first capacity, so the columns grow
            long tick = i / 4;
            Optional<Facing> face = rnd.nextInt(5) == 0 ? Optional.empty()
                    : Optional.of(Facing.values()[rnd.nextInt(Facing.values().length)]);
            PlayerInput in = new PlayerInput(ids[rnd.nextInt(ids.length)],
                    new Vec2(rnd.nextInt(2001) / 1000.0 - 1, -rnd.nextInt(1001) / 1000.0), rnd.nextBoolean(), face,
                    tick - rnd.nextInt(3), rnd.nextLong() >>> 1);
            log.add(tick, in);
            expected.add(new InputScript.Frame(tick, in.playerId(), in.move(), in.action(), in.face(),
                    OptionalLong.of(in.receivedAtTick()), OptionalLong.of(in.seq())));
        }
        assertEquals(5000, log.size());
        assertEquals(expected, log.frames());
    }

    @Test
    void aTickPastAnIntIsRefusedNotWrapped() {
        FrameLog log = new FrameLog();
        PlayerInput in = PlayerInput.of("p0", 0, 0, false, 1, 1);
        assertThrows(ArithmeticException.class, () -> log.add(1L << 31, in));
        assertEquals(0, log.size(), "nothing half-written");
    }
}
