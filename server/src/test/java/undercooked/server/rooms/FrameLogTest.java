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
    void everyFrameComesBackExactlyAndInOrder() {
        Random rnd = new Random(29);
        FrameLog log = new FrameLog();
        List<InputScript.Frame> expected = new ArrayList<>();
        String[] ids = {"p0", "p1", "p2", "p3", "ghost"};
        for (int i = 0; i < 5000; i++) { // past the first chunk, so the log grows
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
    void heldIntentsAndFreshInputsAlikeComeBackBitForBitAcrossChunks() {
        Random rnd = new Random(31);
        FrameLog log = new FrameLog();
        List<InputScript.Frame> expected = new ArrayList<>();
        PlayerInput[] last = new PlayerInput[4];
        for (long tick = 0; tick < 6000; tick++) {
            for (int p = 0; p < 4; p++) {
                if (last[p] == null || rnd.nextInt(3) == 0) {
                    // A fresh input: any double at all, negative zero and a subnormal included.
                    double x = switch (rnd.nextInt(4)) {
                        case 0 -> -0.0;
                        case 1 -> Double.MIN_VALUE;
                        default -> rnd.nextDouble() * 2 - 1;
                    };
                    last[p] = new PlayerInput("p" + p, new Vec2(x, rnd.nextDouble() - 1), rnd.nextInt(9) == 0,
                            Optional.empty(), tick - rnd.nextInt(2), last[p] == null ? 1 : last[p].seq() + 1 + rnd.nextInt(2));
                }
                log.add(tick, last[p]);
                expected.add(new InputScript.Frame(tick, last[p].playerId(), last[p].move(), last[p].action(),
                        last[p].face(), OptionalLong.of(last[p].receivedAtTick()), OptionalLong.of(last[p].seq())));
            }
        }
        List<InputScript.Frame> back = log.frames();
        assertEquals(expected.size(), back.size());
        for (int i = 0; i < back.size(); i++) {
            InputScript.Frame a = expected.get(i);
            InputScript.Frame b = back.get(i);
            assertEquals(a, b, "frame " + i);
            assertEquals(Double.doubleToRawLongBits(a.move().x()), Double.doubleToRawLongBits(b.move().x()), "frame " + i);
        }
    }

    @Test
    void aRoundOfHeldIntentsTakesThreeBytesAFrame() {
        // Four silent cooks for a 180 s round at 20 Hz: the room repeats each one's held intent.
        FrameLog log = new FrameLog();
        PlayerInput[] held = new PlayerInput[4];
        for (int p = 0; p < 4; p++) {
            held[p] = new PlayerInput("p" + p, new Vec2(0.6, -0.8), false, Optional.empty(), 0, 7);
        }
        for (long tick = 0; tick < 3600; tick++) {
            for (PlayerInput in : held) {
                log.add(tick, in);
            }
        }
        assertEquals(14_400, log.size());
        // 14,400 frames x 3 bytes is 43 KB: three 16 KB chunks (the columns took 557 KB).
        assertEquals(3 * 16 * 1024, log.bytes());
    }

    @Test
    void aTickPastAnIntIsKeptWhole() {
        FrameLog log = new FrameLog();
        PlayerInput in = PlayerInput.of("p0", 0, 0, false, 1, 1);
        log.add(1L << 33, in);
        assertEquals(1L << 33, log.frames().getFirst().tick());
    }

    @Test
    void aTickGoingBackIsRefusedAndNothingIsWritten() {
        FrameLog log = new FrameLog();
        PlayerInput in = PlayerInput.of("p0", 0, 0, false, 1, 1);
        log.add(10, in);
        assertThrows(IllegalArgumentException.class, () -> log.add(9, in));
        assertEquals(1, log.size(), "nothing half-written");
        assertEquals(10, log.frames().getFirst().tick());
    }
}
