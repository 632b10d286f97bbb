package undercooked.server.meters;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Optional;

import com.sun.management.UnixOperatingSystemMXBean;

/**
 * What the kernel says of this process, read the cheap way: its memory from
 * {@code /proc/self/status} in one pass, and its open descriptors from the size Linux (6.2 and
 * later) reports for {@code /proc/self/fd}, one {@code stat} whatever the count.
 *
 * <p>The JDK's {@code UnixOperatingSystemMXBean.getOpenFileDescriptorCount} lists that folder
 * entry by entry instead: with a 500-room node's 2,000 sockets open it was most of a scrape's CPU
 * (1.5 ms of 2.2 at 4,000 descriptors, docs/ROOMS.md), paid by a thread that competes with the rooms
 * for the cores. Where the size says nothing (an older kernel reports 0; no {@code /proc} off Linux)
 * the JDK's count is the answer.
 */
public final class ProcessFigures {

    /** This process's resident and virtual memory, in bytes. */
    public record Memory(long residentBytes, long virtualBytes) {
    }

    static final Path STATUS = Path.of("/proc/self/status");
    static final Path FDS = Path.of("/proc/self/fd");

    private ProcessFigures() {
    }

    /** VmRSS and VmSize from {@code /proc/self/status}; empty off Linux (or with /proc hidden). */
    public static Optional<Memory> memory() {
        return memory(STATUS);
    }

    static Optional<Memory> memory(Path status) {
        long rss = -1;
        long size = -1;
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("VmRSS:")) {
                    rss = kilobytes(line);
                } else if (line.startsWith("VmSize:")) {
                    size = kilobytes(line);
                }
            }
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // not Linux, or /proc is hidden
        }
        return rss < 0 || size < 0 ? Optional.empty() : Optional.of(new Memory(rss * 1024, size * 1024));
    }

    /** "VmRSS:	  123456 kB" to 123456. */
    private static long kilobytes(String line) {
        return Long.parseLong(line.substring(line.indexOf(':') + 1).strip().split("\\s+")[0]);
    }

    /** Descriptors open now, or -1 where neither the kernel nor the JDK says. */
    public static long openDescriptors() {
        long counted = descriptorsBySize(FDS);
        if (counted > 0) {
            return counted;
        }
        return ManagementFactory.getOperatingSystemMXBean() instanceof UnixOperatingSystemMXBean os
                ? os.getOpenFileDescriptorCount() : -1;
    }

    /** The size {@code fds} reports: the count of open descriptors on Linux 6.2 and later, else 0. */
    static long descriptorsBySize(Path fds) {
        try {
            return Files.readAttributes(fds, BasicFileAttributes.class).size();
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    /** The most descriptors this process may open, or -1 off Unix. */
    public static long maxDescriptors() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof UnixOperatingSystemMXBean os
                ? os.getMaxFileDescriptorCount() : -1;
    }
}
