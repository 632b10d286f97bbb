package undercooked.server.archive;

/** The store contract on a real SQLite file in a temporary folder. */
class SqliteArchiveStoreTest extends ArchiveStoreContract {

    @Override
    Database open() {
        return Database.open(Database.sqliteUrl(files.resolve("data")));
    }
}
