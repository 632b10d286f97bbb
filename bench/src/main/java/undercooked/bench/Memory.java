package undercooked.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;

import undercooked.server.meters.ProcessFigures;

/** This process's resident memory, CPU time and live heap, as the server bench reports them. */
final class Memory {

    private Memory() {
    }

    /** Resident set size from {@code /proc/self/status}; off Linux, the heap in use. */
    static double rssMb() {
        Runtime rt = Runtime.getRuntime();
        return ProcessFigures.memory().map(ProcessFigures.Memory::residentBytes)
                .orElse(rt.totalMemory() - rt.freeMemory()) / (1024.0 * 1024.0);
    }

    /**
     * utime and stime (clock ticks) of process {@code pid} from {@code /proc/PID/stat}: how much of
     * its CPU is the kernel's (system calls, loopback TCP, wake-ups) rather than its own code's;
     * {0, 0} off Linux.
     */
    static long[] userSysTicks(long pid) {
        try {
            String stat = java.nio.file.Files.readString(java.nio.file.Path.of("/proc", Long.toString(pid), "stat"));
            // After the command's closing parenthesis: field 3 (state) first, so utime (14) and stime (15) are 11 and 12.
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return new long[] {Long.parseLong(f[11]), Long.parseLong(f[12])};
        } catch (java.io.IOException | RuntimeException e) {
            return new long[] {0, 0};
        }
    }

    /** The kernel's share (per cent) of the CPU between two {@link #userSysTicks} readings; -1 when none was counted. */
    static double kernelPct(long[] before, long[] after) {
        long user = after[0] - before[0];
        long sys = after[1] - before[1];
        return user + sys <= 0 ? -1 : 100.0 * sys / (user + sys);
    }

    /** CPU time of every thread of this process so far (user and system), in nanoseconds. */
    static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /**
     * The heap each pool held right after its last collection, without forcing one: a reading that
     * costs nothing while the rooms play, for watching the heap over a long window.
     */
    static long heapAfterLastGcBytes() {
        long used = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            MemoryUsage after = pool.getType() == MemoryType.HEAP ? pool.getCollectionUsage() : null;
            if (after != null) {
                used += after.getUsed();
            }
        }
        return used;
    }

    /**
     * The live heap: a full collection, then what each heap pool held right after it. Reading
     * the pools' collection usage rather than the heap's current use leaves out whatever the
     * running rooms allocated in the moment since.
     */
    static long liveHeapBytes() {
        System.gc();
        System.gc();
        return heapAfterLastGcBytes();
    }
}
