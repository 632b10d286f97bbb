package undercooked.server.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;

import org.junit.jupiter.api.Test;

/** The store contract on a real SQLite file in a temporary folder. */
class SqliteArchiveStoreTest extends ArchiveStoreContract {

    @Override
    String url() {
        return Database.sqliteUrl(files.resolve("data"));
    }

    @Test
    void theDefaultStoreIsAnSqliteFileInTheDataFolderAtTheNewestSchema() throws Exception {
        try (Database db = open()) {
            assertEquals("SQLite", db.run(c -> c.getMetaData().getDatabaseProductName()));
            assertEquals(Database.SCHEMA_VERSION, db.version());
        }
        assertTrue(Files.isRegularFile(files.resolve("data").resolve("undercooked.db")), "the database is a real file");
    }
}
