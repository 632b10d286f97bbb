package undercooked.server.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What stands where the node's data folder should be is named (an operator's trial found only the
 * path in the message): a file instead of a folder, or a folder that cannot be made.
 */
class DataFolderTest {

    @Test
    void aFileWhereTheDataFolderShouldBeIsNamedAsAFile(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("afile"), "not a folder");
        Database.Unavailable e = assertThrows(Database.Unavailable.class,
                () -> Database.open(Database.sqliteUrl(file)).close());
        assertTrue(e.getMessage().endsWith(file + " is a file, not a folder; give --data a folder (it is made when missing)"),
                e.getMessage());
        assertEquals("not a folder", Files.readString(file), "the file is left as it was");
    }

    @Test
    void aFolderThatCannotBeMadeSaysWhy(@TempDir Path dir) throws IOException {
        // under a file: no user, root included, can make it
        Path data = Files.writeString(dir.resolve("afile"), "x").resolve("data");
        Database.Unavailable e = assertThrows(Database.Unavailable.class,
                () -> Database.open(Database.sqliteUrl(data)).close());
        assertTrue(e.getMessage().contains("the folder " + data + " cannot be made (")
                && e.getMessage().endsWith("give --data a folder this user can write"), e.getMessage());
        assertTrue(!e.getMessage().contains("(null)") && !e.getMessage().contains("Exception"), e.getMessage());
    }
}
