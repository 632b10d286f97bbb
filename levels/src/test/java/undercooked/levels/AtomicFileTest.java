package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {

    @TempDir
    Path dir;

    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void theNewTextReplacesTheOldWholeAndNoTemporaryFileStays() throws IOException {
        Path level = dir.resolve("01_first_shift.json");
        Files.writeString(level, "old");
        AtomicFile.write(level, "{\n  \"id\": \"01_first_shift\"\n}\n");
        assertEquals("{\n  \"id\": \"01_first_shift\"\n}\n", Files.readString(level));
        assertEquals(List.of("01_first_shift.json"), names());
    }

    @Test
    void aNewFileIsReadableByAllAsTheCampaignsAreAndAReplacedOneKeepsItsPermissions() throws IOException {
        Path level = dir.resolve("08_new.json");
        AtomicFile.write(level, "new");
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(level)));
        Files.setPosixFilePermissions(level, PosixFilePermissions.fromString("rw-rw----"));
        AtomicFile.write(level, "again");
        assertEquals("rw-rw----", PosixFilePermissions.toString(Files.getPosixFilePermissions(level)));
    }

    @Test
    void aWriteThatCannotFinishLeavesTheTargetAsItWasAndCleansUp() throws IOException {
        Path target = dir.resolve("busy.json");
        Files.createDirectories(target);
        Files.writeString(target.resolve("keep.txt"), "inside");
        assertThrows(IOException.class, () -> AtomicFile.write(target, "new text"));
        assertEquals("inside", Files.readString(target.resolve("keep.txt")));
        assertEquals(List.of("busy.json"), names(), "the temporary file is gone");
    }
}
