package undercooked.levels;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Writes a level, script or golden so that the file is either the old text or the whole new
 * one, never a truncated half: the text goes to a temporary file beside it, is flushed to disk,
 * and is then renamed over the target. A full disk or an interrupted write leaves the original
 * as it was (and no temporary file behind).
 */
public final class AtomicFile {

    private AtomicFile() {
    }

    public static void write(Path target, String text) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        Path temp = Files.createTempFile(dir, "." + absolute.getFileName(), ".tmp");
        try {
            keepPermissions(absolute, temp);
            try (FileChannel ch = FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buf = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                ch.force(true);
            }
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
    }

    /** A new file is rw-r--r--, as checked-in content is (not the temp file's private 0600). */
    static final Set<PosixFilePermission> NEW_FILE = PosixFilePermissions.fromString("rw-r--r--");

    /**
     * The temporary file starts private to its owner; the file it replaces keeps the permissions
     * it had, and a new one gets {@link #NEW_FILE}. On a file system without POSIX permissions
     * there is nothing to carry over.
     */
    private static void keepPermissions(Path target, Path temp) throws IOException {
        if (!Files.getFileStore(temp).supportsFileAttributeView(PosixFileAttributeView.class)) {
            return;
        }
        Files.setPosixFilePermissions(temp, Files.exists(target) ? Files.getPosixFilePermissions(target) : NEW_FILE);
    }
}
