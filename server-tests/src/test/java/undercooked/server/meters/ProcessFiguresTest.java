package undercooked.server.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    /**
     * The one stat gives the count the folder lists, on a child process that holds 50 more
     * descriptors than its three pipes: its set stays put while this JVM's other test classes
     * open and close theirs (the server's tests run six at once), so the two readings agree exactly.
     */
    @Test
    void theSizeOfAProcesssDescriptorFolderIsTheCountItLists() throws Exception {
        assumeTrue(ProcessFigures.descriptorsBySize(ProcessFigures.FDS) > 0,
                "this kernel reports no count as /proc/self/fd's size (Linux before 6.2, or not Linux)");
        Process child = new ProcessBuilder("bash", "-c",
                "for i in $(seq 10 59); do eval \"exec $i</dev/null\"; done; echo ready; sleep 60").start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            assertEquals("ready", out.readLine(), "the child opened its descriptors");
            Path fds = Path.of("/proc", Long.toString(child.pid()), "fd");
            // Read while the child's set holds still: a listing on each side of the stat that agree (bash
            // may still hold a passing descriptor of its own as it starts the sleep, a CI run once saw 54
            // listed and 53 by the stat).
            long listed = -1;
            long bySize = -2;
            for (int attempt = 0; attempt < 20; attempt++) {
                long before = listing(fds);
                bySize = ProcessFigures.descriptorsBySize(fds);
                listed = listing(fds);
                if (before == listed) {
                    break;
                }
                Thread.sleep(50);
            }
            assertTrue(listed >= 53, "the child's 50 descriptors and its three pipes: " + listed);
            assertEquals(listed, bySize, "one stat counts what the listing counts");
        } finally {
            child.destroyForcibly().waitFor();
        }
        assertTrue(ProcessFigures.openDescriptors() >= 3, "this JVM has at least its standard streams open");
    }

    private static long listing(Path fds) throws java.io.IOException {
        try (Stream<Path> entries = Files.list(fds)) {
            return entries.count();
        }
    }
}
