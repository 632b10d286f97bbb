package undercooked.server.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A database asked after it closed (a request in a stopping server's last moments) says it is stopping. */
class DatabaseClosedTest {

    @Test
    void workAfterTheCloseIsTheStopNotAFailure(@TempDir Path dir) throws Exception {
        Database db = Database.open(Database.sqliteUrl(dir));
        assertEquals(1, (int) db.run(c -> 1), "open, it works");
        db.close();
        Database.Closed e = assertThrows(Database.Closed.class, () -> db.run(c -> 1));
        assertTrue(e.getMessage().endsWith("is closed: this server is stopping"), e.getMessage());
    }
}
