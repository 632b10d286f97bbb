package undercooked.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WindowProfileTest {

    @TempDir
    Path dir;

    @Test
    void theSummarySharesSamplesByThreadKernelLocksAndTheServersFrames() {
        WindowProfile.Summary s = WindowProfile.summarize(List.of(
                "[room-ticker-1 tid=7];undercooked/server/rooms/Room.tick;sun/nio/ch/IOUtil.write;__GI_write;tcp_sendmsg_[k] 50",
                "[room-ticker-2 tid=8];undercooked/server/rooms/Room.tick;undercooked/sim/Sim.step 10",
                "[ws-loop-0 tid=9];undercooked/server/ws/LoopChannel.readable;java/util/concurrent/locks/ReentrantLock.lock 30",
                "[C2 CompilerThread0 tid=3];Compile::Compile 10",
                "not a line",
                "[main tid=1];undercooked/bench/ServerBench.main x"));
        assertEquals(100, s.samples());
        assertEquals(Map.of("room tickers", 60.0, "socket loops", 30.0, "JIT compilers", 10.0), s.byThread());
        assertEquals(50.0, s.kernel(), 1e-9);
        assertEquals(30.0, s.locks(), 1e-9);
        // The innermost of the project's frames takes the sample: the write's system call is Room.tick's.
        assertEquals(List.of(Map.entry("undercooked/server/rooms/Room.tick", 50.0),
                Map.entry("undercooked/server/ws/LoopChannel.readable", 30.0),
                Map.entry("undercooked/sim/Sim.step", 10.0)), s.hottest());
    }

    @Test
    void aThreadNameIsItsGroupsOrOther() {
        assertEquals("room tickers", WindowProfile.group("[room-ticker-0 tid=12]"));
        assertEquals("socket loops", WindowProfile.group("[ws-loop-1 tid=40]"));
        assertEquals("other", WindowProfile.group("[housekeeping tid=41]"));
    }

    @Test
    void aRealProfileOfThisJvmFindsTheMethodThatBurnedTheCpu() throws Exception {
        Path file = dir.resolve("window.collapsed");
        WindowProfile profile = WindowProfile.start(file);
        // 400 ms of this thread's CPU (not of the clock: the suite's other JVMs share the cores),
        // at most 30 s of waiting for it.
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long cpuUntil = cpu.getCurrentThreadCpuTime() + 400_000_000L;
        long giveUp = System.nanoTime() + 30_000_000_000L;
        double sink = 0;
        while (cpu.getCurrentThreadCpuTime() < cpuUntil && System.nanoTime() < giveUp) {
            sink += Burner.burn(sink);
        }
        WindowProfile.Summary s = profile.stop();
        assertTrue(sink != 1.5, "keeps the loop");
        assertTrue(s.samples() >= 100, s.samples() + " samples in 400 ms of one busy thread's CPU (one a ms)");
        String text = Files.readString(file);
        assertTrue(text.contains("Burner.burn"), "the burning method is in the written stacks");
        assertTrue(s.lines(profile.event(), file).getFirst().startsWith("profile: "), "the report's first line");
        assertTrue(Files.list(dir).noneMatch(p -> p.toString().endsWith(".tmp")), "no temporary file left");
    }

    /** Named, so the test can look for it in the stacks. */
    static final class Burner {
        static double burn(double x) {
            double y = x;
            for (int i = 0; i < 10_000; i++) {
                y = Math.sin(y) + 1.0001;
            }
            return y;
        }
    }
}
