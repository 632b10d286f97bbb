package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import undercooked.server.archive.FrameSpool;

import undercooked.sim.Facing;
import undercooked.sim.InputScript;
import undercooked.sim.PlayerInput;
import undercooked.sim.Vec2;

class FrameLogTest {

    @TempDir
    Path tmp;

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
        // 14,400 frames x 3 bytes is 43 KB: six 8 KB chunks in memory (the columns took 557 KB).
        assertEquals(6 * FrameLog.CHUNK, log.bytes());
    }

    @Test
    void aSpooledLogHoldsOneChunkAndGivesEveryFrameBackBitForBit() throws IOException {
        FrameSpool spool = FrameSpool.in(tmp);
        List<InputScript.Frame> expected = new ArrayList<>();
        try (FrameLog log = new FrameLog(spool.open("ROOM-1"))) {
            busyRound(log, expected, 3600);
            assertEquals(FrameLog.CHUNK, log.bytes(), "one chunk on the heap, the rest in the spool");
            assertEquals(1, spoolFiles().size());
            assertTrue(Files.size(spoolFiles().getFirst()) >= 20L * FrameLog.CHUNK, "a busy round's frames on disk");
            assertBitForBit(expected, log.frames());
            assertBitForBit(expected, log.frames()); // read back again: the spool is not consumed
        }
        assertEquals(List.of(), spoolFiles(), "the file goes with the round");
        assertEquals(0, spool.failures());
    }

    @Test
    void aSpoolOnAFullDiskKeepsEveryFrameInMemory() throws IOException {
        FrameSpool spool = FrameSpool.in(tmp, f -> FileChannel.open(Path.of("/dev/full"), StandardOpenOption.READ,
                StandardOpenOption.WRITE));
        List<InputScript.Frame> expected = new ArrayList<>();
        try (FrameLog log = new FrameLog(spool.open("ROOM-2"))) {
            busyRound(log, expected, 600);
            assertTrue(log.bytes() > 5L * FrameLog.CHUNK, "kept in memory");
            assertBitForBit(expected, log.frames());
        }
        assertEquals(1, spool.failures(), "said once for the round");
    }

    /** Four cooks sending a fresh random move on most ticks, as the capacity bench's bots do. */
    private static void busyRound(FrameLog log, List<InputScript.Frame> expected, int ticks) {
        Random rnd = new Random(37);
        long seq = 0;
        for (long tick = 0; tick < ticks; tick++) {
            for (int p = 0; p < 4; p++) {
                double a = rnd.nextDouble() * 2 * Math.PI;
                Vec2 move = rnd.nextInt(10) < 7 ? new Vec2(Math.cos(a) * 0.999, Math.sin(a) * 0.999) : new Vec2(0, 0);
                PlayerInput in = new PlayerInput("p" + p, move, rnd.nextInt(17) == 0, Optional.empty(), tick, ++seq);
                log.add(tick, in);
                expected.add(new InputScript.Frame(tick, in.playerId(), in.move(), in.action(), in.face(),
                        OptionalLong.of(in.receivedAtTick()), OptionalLong.of(in.seq())));
            }
        }
    }

    private static void assertBitForBit(List<InputScript.Frame> expected, List<InputScript.Frame> back) {
        assertEquals(expected.size(), back.size());
        for (int i = 0; i < back.size(); i++) {
            assertEquals(expected.get(i), back.get(i), "frame " + i);
            assertEquals(Double.doubleToRawLongBits(expected.get(i).move().y()),
                    Double.doubleToRawLongBits(back.get(i).move().y()), "frame " + i);
        }
    }

    private List<Path> spoolFiles() throws IOException {
        try (Stream<Path> s = Files.list(tmp)) {
            return s.toList();
        }
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
