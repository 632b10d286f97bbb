package undercooked.server.archive;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FrameSpoolTest {

    @TempDir
    Path dir;

    @Test
    void chunksComeBackAsWrittenAndTheFileGoesWithTheRound() throws IOException {
        FrameSpool spool = FrameSpool.in(dir);
        FrameSpool.File file = spool.open("ABCD-1").orElseThrow();
        byte[] a = filled(8192, 1);
        byte[] b = filled(8192, 2);
        assertTrue(file.append(a));
        assertTrue(file.append(b));
        assertEquals(2, file.chunks());
        assertEquals(1, files().size(), "one file for the round");
        assertTrue(files().getFirst().getFileName().toString().startsWith(ProcessHandle.current().pid() + "-ABCD_1-"));

        byte[] into = new byte[8192];
        file.read(1, into);
        assertArrayEquals(b, into);
        file.read(0, into);
        assertArrayEquals(a, into);

        file.close();
        assertEquals(List.of(), files(), "deleted once the round is handed over");
        assertEquals(0, spool.failures());
    }

    @Test
    void aFullDiskKeepsTheChunkWithTheCallerAndSaysSoOnce() throws IOException {
        // /dev/full answers every write with ENOSPC: the disk-full error itself.
        FrameSpool spool = FrameSpool.in(dir, f -> FileChannel.open(Path.of("/dev/full"), StandardOpenOption.READ,
                StandardOpenOption.WRITE));
        FrameSpool.File file = spool.open("FULL-1").orElseThrow();
        assertFalse(file.append(filled(8192, 3)), "refused, so the caller keeps it");
        assertFalse(file.append(filled(8192, 4)), "and every later one: the spooled chunks stay a prefix");
        assertEquals(0, file.chunks());
        assertEquals(1, spool.failures());
        file.close();
    }

    @Test
    void aFileThatCannotBeMadeMeansMemory() throws IOException {
        FrameSpool spool = FrameSpool.in(dir, f -> {
            throw new IOException("Read-only file system");
        });
        assertEquals(Optional.empty(), spool.open("RO-1"));
        assertEquals(1, spool.failures());
        assertEquals(List.of(), files(), "no empty file left behind");
        assertEquals(Optional.empty(), FrameSpool.none().open("X-1"), "no spool: memory");
    }

    @Test
    void aStartRemovesWhatStoppedServersLeftAndNotWhatARunningOneWrites() throws IOException {
        long dead = deadPid();
        Path stale = Files.writeString(dir.resolve(dead + "-ABCD_1-77.frames"), "x");
        Path unnamed = Files.writeString(dir.resolve("junk.frames"), "x");
        Path live = Files.writeString(dir.resolve(ProcessHandle.current().pid() + "-EFGH_2-78.frames"), "x");
        Path other = Files.writeString(dir.resolve("notes.txt"), "x");

        FrameSpool.in(dir);

        assertFalse(Files.exists(stale), "a stopped server's file");
        assertFalse(Files.exists(unnamed));
        assertTrue(Files.exists(live), "a running server's round is not touched");
        assertTrue(Files.exists(other), "only spool files are the spool's");
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.toList();
        }
    }

    private static byte[] filled(int n, int seed) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (i * 31 + seed);
        }
        return b;
    }

    /** The pid of a process that ran and stopped (as a server killed mid-round). */
    private static long deadPid() throws IOException {
        Process p = new ProcessBuilder("true").start();
        try {
            p.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
        return p.pid();
    }
}
