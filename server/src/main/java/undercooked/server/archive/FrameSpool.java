package undercooked.server.archive;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Logger;

/**
 * Where a playing round's frame log puts the chunks it has filled, so that a room's heap holds
 * one chunk of frames however long its round runs and however busy its cooks are: the folder
 * {@code <data>/spool}, one file per round, appended a chunk at a time (no force: the file only
 * has to outlive the round, not a crash) and deleted once the round is handed to the archive.
 * A file a crashed server left is removed at the next start; the file names carry the process
 * id, so a server never removes the spool of another one running on the same data folder.
 *
 * <p>Nothing is lost when the disk refuses: a chunk that cannot be written stays in memory, the
 * log says so once for the round, and {@link #failures()} counts it.
 */
public final class FrameSpool {

    private static final Logger LOG = Logger.getLogger(FrameSpool.class.getName());
    static final String SUFFIX = ".frames";

    /** Opens a spool file for reading and writing: the production one is {@link FileChannel#open}; fault tests pass another. */
    @FunctionalInterface
    public interface Opener {
        FileChannel open(Path file) throws IOException;
    }

    private static final FrameSpool NONE = new FrameSpool(Optional.empty(), f -> {
        throw new IOException("no spool");
    });

    private final Optional<Path> dir;
    private final Opener opener;
    private final AtomicLong failures = new AtomicLong();

    private FrameSpool(Optional<Path> dir, Opener opener) {
        this.dir = dir;
        this.opener = opener;
    }

    /** Keeps every chunk in memory: unit tests of rooms, and servers without a data folder. */
    public static FrameSpool none() {
        return NONE;
    }

    /**
     * The spool in {@code dir}, created when missing; the files of processes that are no longer
     * running are removed first (what a crash left).
     */
    public static FrameSpool in(Path dir) throws IOException {
        return in(dir, f -> FileChannel.open(f, StandardOpenOption.READ, StandardOpenOption.WRITE));
    }

    /** As above, opening each round's file with {@code opener}. */
    public static FrameSpool in(Path dir, Opener opener) throws IOException {
        Files.createDirectories(dir);
        List<Path> stale = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*" + SUFFIX)) {
            for (Path f : files) {
                if (owner(f).flatMap(ProcessHandle::of).filter(ProcessHandle::isAlive).isEmpty()) {
                    stale.add(f);
                }
            }
        }
        for (Path f : stale) {
            Files.deleteIfExists(f);
        }
        if (!stale.isEmpty()) {
            LOG.warning("frame spool: removed " + stale.size() + " files left by a server that stopped mid-round");
        }
        return new FrameSpool(Optional.of(dir), opener);
    }

    /** The process id a spool file's name starts with, when it has one. */
    private static Optional<Long> owner(Path f) {
        String name = f.getFileName().toString();
        int dash = name.indexOf('-');
        try {
            return dash > 0 ? Optional.of(Long.parseLong(name.substring(0, dash))) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** Chunks that could not be written and stayed in memory, since the server started. */
    public long failures() {
        return failures.get();
    }

    /**
     * A new file for one round's chunks, or nothing (chunks stay in memory) when this spool keeps
     * none or the file cannot be made. {@code label} names the round in the file name and the log.
     */
    public Optional<File> open(String label) {
        if (dir.isEmpty()) {
            return Optional.empty();
        }
        try {
            Path f = Files.createTempFile(dir.get(), ProcessHandle.current().pid() + "-" + safe(label) + "-", SUFFIX);
            try {
                return Optional.of(new File(f, label, opener.open(f)));
            } catch (IOException | RuntimeException e) {
                Files.deleteIfExists(f);
                throw e;
            }
        } catch (IOException | RuntimeException e) {
            failures.incrementAndGet();
            LOG.warning("frame spool: cannot make a file for " + label + " in " + dir.get() + " (" + e.getMessage()
                    + "); its frames stay in memory");
            return Optional.empty();
        }
    }

    private static String safe(String label) {
        return label.replaceAll("[^A-Za-z0-9_]", "_");
    }

    /** One round's spooled chunks; confined to the room's lock like the log that owns it. */
    public final class File implements AutoCloseable {
        private final Path path;
        private final String label;
        private final FileChannel channel;
        private int chunkSize = -1;
        private int chunks;
        private boolean refused;

        private File(Path path, String label, FileChannel channel) {
            this.path = path;
            this.label = label;
            this.channel = channel;
        }

        /**
         * Writes {@code chunk} as the next one; false when the disk refused it (the caller keeps
         * it) or after an earlier refusal, so a round's spooled chunks are always a prefix.
         */
        public boolean append(byte[] chunk) {
            if (refused || (chunkSize >= 0 && chunk.length != chunkSize)) {
                return false;
            }
            try {
                ByteBuffer b = ByteBuffer.wrap(chunk);
                long at = (long) chunks * chunk.length;
                while (b.hasRemaining()) {
                    at += channel.write(b, at);
                }
                chunkSize = chunk.length;
                chunks++;
                return true;
            } catch (IOException e) {
                refused = true;
                failures.incrementAndGet();
                LOG.warning("frame spool: cannot write " + label + "'s frames to " + path + " (" + e.getMessage()
                        + "); the rest of its round stays in memory");
                return false;
            }
        }

        /** How many chunks the file holds. */
        public int chunks() {
            return chunks;
        }

        /** Reads chunk {@code index} into {@code into} (its length the chunk size). */
        public void read(int index, byte[] into) {
            Objects.checkIndex(index, chunks);
            try {
                ByteBuffer b = ByteBuffer.wrap(into);
                long at = (long) index * chunkSize;
                while (b.hasRemaining()) {
                    int n = channel.read(b, at);
                    if (n < 0) {
                        throw new IOException("the file ends inside chunk " + index);
                    }
                    at += n;
                }
            } catch (IOException e) {
                throw new UncheckedIOException("frame spool: cannot read " + label + "'s frames back from " + path
                        + ": " + e.getMessage(), e);
            }
        }

        /** Closes and deletes the file. */
        @Override
        public void close() {
            try {
                channel.close();
                Files.deleteIfExists(path);
            } catch (IOException e) {
                LOG.warning("frame spool: cannot delete " + path + " (" + e.getMessage() + ")");
            }
        }
    }
}
