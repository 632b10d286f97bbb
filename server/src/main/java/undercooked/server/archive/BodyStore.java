package undercooked.server.archive;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Replay bodies as files, {@code <id>.json.gz} in one folder. A body is written to
 * {@code <id>.json.gz.tmp}, forced to disk, then renamed over its final name (an atomic rename on
 * one file system) and the folder forced: after a crash at any point there is either no body or
 * the whole body, never half of one. Leftover temp files are removed at startup. The folder is one
 * node's: its startup recovery would remove another node's body caught between its rename and its
 * index row, so many nodes keep bodies in the database instead ({@link DatabaseBodyStore}).
 */
public final class BodyStore implements ReplayStore {

    static final String SUFFIX = ".json.gz";
    static final String TEMP_SUFFIX = ".tmp";

    /**
     * Writes and forces the temp file. The production writer is {@link #forced}; the fault tests
     * inject one that fails like a full disk, or one that dies after writing but before the rename.
     */
    @FunctionalInterface
    public interface TempWriter {
        void write(Path temp, byte[] bytes) throws IOException;
    }

    /** What startup recovery removed. */
    public record Recovery(List<Path> temps, List<Path> orphans) {
        public Recovery {
            temps = List.copyOf(temps);
            orphans = List.copyOf(orphans);
        }
    }

    private final Path dir;
    private final TempWriter writer;

    public BodyStore(Path dir, TempWriter writer) throws IOException {
        this.dir = Objects.requireNonNull(dir, "dir");
        this.writer = Objects.requireNonNull(writer, "writer");
        Files.createDirectories(dir);
    }

    public static BodyStore in(Path dir) throws IOException {
        return new BodyStore(dir, BodyStore::forced);
    }

    /** Writes the bytes and forces them to the device before returning. */
    public static void forced(Path temp, byte[] bytes) throws IOException {
        try (FileChannel ch = FileChannel.open(temp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            java.nio.ByteBuffer buf = java.nio.ByteBuffer.wrap(bytes);
            while (buf.hasRemaining()) {
                ch.write(buf);
            }
            ch.force(true);
        }
    }

    Path path(long id) {
        return dir.resolve(id + SUFFIX);
    }

    @Override
    public void put(long id, byte[] body) throws IOException {
        Path temp = dir.resolve(id + SUFFIX + TEMP_SUFFIX);
        try {
            writer.write(temp, body);
            Files.move(temp, path(id), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
        forceDir();
    }

    /** The body's bytes; {@link NoSuchFileException} when it is gone. */
    @Override
    public byte[] get(long id) throws IOException {
        return Files.readAllBytes(path(id));
    }

    @Override
    public void delete(long id) throws IOException {
        Files.deleteIfExists(path(id));
    }

    /**
     * Makes the folder agree with the index: temp files (a write that never reached its rename)
     * and bodies with no index row (a crash between the rename and the insert) are removed.
     */
    @Override
    public Recovery recover(Set<Long> indexed) throws IOException {
        List<Path> temps = new ArrayList<>();
        List<Path> orphans = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                if (name.endsWith(TEMP_SUFFIX)) {
                    temps.add(f);
                } else if (name.endsWith(SUFFIX) && !indexed.contains(idOf(name))) {
                    orphans.add(f);
                }
            }
        }
        for (Path p : temps) {
            Files.deleteIfExists(p);
        }
        for (Path p : orphans) {
            Files.deleteIfExists(p);
        }
        return new Recovery(temps, orphans);
    }

    private static long idOf(String name) {
        try {
            return Long.parseLong(name.substring(0, name.length() - SUFFIX.length()));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** A rename is durable only once the folder's entry is on disk too. */
    private void forceDir() {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException e) {
            // Some file systems cannot open a folder for reading; the rename itself is still atomic.
        }
    }
}
