package undercooked.server.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.sun.management.UnixOperatingSystemMXBean;

/** The process figures: the kernel's memory lines read right, and descriptors counted with one stat. */
class ProcessFiguresTest {

    @TempDir
    Path dir;

    @Test
    void residentAndVirtualMemoryAreReadFromTheStatusLinesInBytes() throws IOException {
        Path status = Files.writeString(dir.resolve("status"), """
                Name:	java
                VmPeak:	 9300000 kB
                VmSize:	 9242600 kB
                VmHWM:	  250000 kB
                VmRSS:	  203496 kB
                Threads:	52
                """);
        assertEquals(Optional.of(new ProcessFigures.Memory(203_496L * 1024, 9_242_600L * 1024)),
                ProcessFigures.memory(status));
    }

    @Test
    void aStatusWithoutTheLinesOrNoFileAtAllSaysNothing() throws IOException {
        assertEquals(Optional.empty(), ProcessFigures.memory(Files.writeString(dir.resolve("status"), "Name:\tjava\n")));
        assertEquals(Optional.empty(), ProcessFigures.memory(dir.resolve("missing")));
    }

    @Test
    void aFolderWithoutACountIsZeroSoTheJdksCountAnswers() {
        assertEquals(0, ProcessFigures.descriptorsBySize(dir.resolve("missing")));
    }

    /** The one stat agrees with the JDK's listing, and follows descriptors as they open. */
    @Test
    void theDescriptorCountFollowsOpenFilesAsTheJdksListingDoes() throws IOException {
        assumeTrue(ProcessFigures.descriptorsBySize(ProcessFigures.FDS) > 0,
                "this kernel reports no count as /proc/self/fd's size (Linux before 6.2, or not Linux)");
        UnixOperatingSystemMXBean os = (UnixOperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        List<java.io.InputStream> held = new ArrayList<>();
        try {
            long before = ProcessFigures.openDescriptors();
            for (int i = 0; i < 50; i++) {
                held.add(Files.newInputStream(Files.writeString(dir.resolve("f" + i), "x")));
            }
            long after = ProcessFigures.openDescriptors();
            long listed = os.getOpenFileDescriptorCount();
            // Other threads of the test JVM may open or close a descriptor in between: a small slack.
            assertTrue(Math.abs(after - before - 50) <= 3, "50 more open: " + before + " then " + after);
            assertTrue(Math.abs(after - listed) <= 3, "the stat's count " + after + " and the JDK's listing " + listed);
        } finally {
            for (java.io.InputStream in : held) {
                in.close();
            }
        }
    }
}
