package undercooked.studio.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/** The Difficulty panel's rounds run niced: the thread that asks is lowered, and only that thread. */
@EnabledOnOs(OS.LINUX)
class LowPriorityTest {
    /** This thread's nice value, field 19 of /proc/thread-self/stat (after the command's closing parenthesis). */
    private static int nice() throws IOException {
        String stat = Files.readString(Path.of("/proc/thread-self/stat"));
        String[] after = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Integer.parseInt(after[16]);
    }

    @Test
    void theCallingThreadIsNicedToTenAndTheOthersAreLeftAlone() throws Exception {
        int mine = nice();
        int[] lowered = CompletableFuture.supplyAsync(() -> {
            try {
                int before = nice();
                boolean done = LowPriority.lowerThisThread();
                return new int[] {before, done ? 1 : 0, nice()};
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }, r -> new Thread(r, "low-priority-test").start()).get();
        assertEquals(1, lowered[1], "setpriority answered 0");
        assertEquals(LowPriority.NICE, lowered[2], "niced from " + lowered[0]);
        assertEquals(mine, nice(), "the test's own thread keeps its priority");
        assertTrue(lowered[0] < LowPriority.NICE);
    }
}
