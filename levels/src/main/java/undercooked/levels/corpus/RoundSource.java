package undercooked.levels.corpus;

import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The one way to walk an archive of played rounds, wherever it lives: a folder (or several) of
 * replay files, or a server's round archive over HTTP. A source hands out its rounds one at a
 * time and never holds them all: {@link #next()} gives a cheap {@link Pending} (a name and how to
 * read it), and {@link Pending#read()} does the slow part (the file or the HTTP requests, the
 * parse, finding the level), so several threads may call {@code next()} (it is thread-safe) and
 * read what they got in parallel.
 *
 * <p>Every entry ends as a {@link Read}: an {@link ArchivedRound} ready to re-simulate, or an
 * {@link Unreadable} naming what is wrong with it in words (a truncated body, a script that does
 * not parse, a level that is gone or changed since the round, a file that is no replay, a server
 * that stopped answering). A bad entry never stops the walk. Reading never writes anything, to a
 * folder or to a server.
 *
 * <pre>{@code
 * try (RoundSource source = RoundSource.folders(List.of(Path.of("replays")), Filter.ALL)) {
 *     for (Optional<RoundSource.Pending> p = source.next(); p.isPresent(); p = source.next()) {
 *         switch (p.get().read()) {
 *             case ArchivedRound r -> ...;   // r.script(), r.golden(), r.level(), r.recorded()
 *             case Unreadable u -> ...;      // u.name(), u.reason()
 *         }
 *     }
 * }
 * }</pre>
 *
 * <p>What a folder holds: archive bodies as the server's replay folder keeps them ({@code
 * <id>.json.gz}: script, golden, level as played and summary in one gzip JSON), and replay scripts
 * with their golden beside them ({@code name.json} + {@code name.golden.json}, the level found as
 * {@code ./undercooked replay check} finds it, an optional {@code name.summary.json} beside). Folders
 * are walked in full, files in name order; level files and goldens are not entries of their own.
 */
public interface RoundSource extends AutoCloseable {
    /** What one entry of the archive turned out to be. */
    sealed interface Read permits ArchivedRound, Unreadable {
        String name();

        String link();
    }

    /** An entry not yet read: its name, and the read (slow: run it off any lock, in parallel if you like). */
    interface Pending {
        String name();

        Read read();
    }

    /** The next entry, or empty when the walk is over. Thread-safe. */
    Optional<Pending> next();

    /** How many entries the walk will give, when the source knows up front (a folder does, a server does not). */
    OptionalLong expected();

    /** Ends the walk; a source holds no file or connection open between calls, so this only stops it. */
    @Override
    void close();

    /** The rounds in these folders and files, in the order given (folders in name order, recursively). */
    static RoundSource folders(List<Path> paths, Filter filter) {
        return new FolderSource(paths, filter);
    }

    /** A server's round archive at {@code base} ({@code http://host:8080}), newest round first. */
    static RoundSource server(URI base, Filter filter) {
        return server(base, filter, HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build());
    }

    /** As {@link #server(URI, Filter)} with a client of the caller's. */
    static RoundSource server(URI base, Filter filter, HttpClient client) {
        return new ServerSource(base, filter, client);
    }
}
