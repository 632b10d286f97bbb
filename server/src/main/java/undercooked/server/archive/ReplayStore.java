package undercooked.server.archive;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.sql.SQLException;
import java.util.Set;

/**
 * Where replay bodies (gzipped JSON, {@link ReplayBody}) live, by replay id: files in one folder
 * ({@link BodyStore}, one node) or rows in the database every node reaches
 * ({@link DatabaseBodyStore}, many nodes). An S3-compatible store would be a third implementation
 * (docs/DEPLOY.md, Many nodes); the archive sees only this interface.
 */
public interface ReplayStore {

    /** Stores the whole body or nothing: after a crash at any point there is never half of one. */
    void put(long id, byte[] body) throws IOException, SQLException;

    /** The body's bytes; {@link NoSuchFileException} when there is none. */
    byte[] get(long id) throws IOException;

    void delete(long id) throws IOException, SQLException;

    /**
     * Removes what a crash left that the index does not name. A store shared by many nodes leaves
     * bodies younger than a few minutes alone: another node may be between its body and its row.
     */
    BodyStore.Recovery recover(Set<Long> indexed) throws IOException, SQLException;
}
