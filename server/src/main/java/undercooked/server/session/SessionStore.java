package undercooked.server.session;

import java.util.Optional;

/**
 * Where sessions live: {@link SqlSessionStore} in the server's database (durable across restarts),
 * {@link InMemorySessionStore} in unit tests. Nothing above it may assume sessions vanish on restart.
 * Implementations are thread-safe: rooms on different threads share one store.
 */
public interface SessionStore {

    /** The session for a token, if one was ever minted or seen. */
    Optional<Session> find(String token);

    /** Mints a fresh, unguessable token with a session at the first level. */
    Session mint(String name);

    /**
     * The session for a client-chosen token, created at the first level when unknown; a
     * non-empty name replaces the stored one.
     */
    Session claim(String token, String name);

    /** Raises the session's unlocked level to at least {@code order}; never lowers it. */
    Session unlock(String token, int order);

    /** Writes that failed since start and were kept in memory only (0 for a store that cannot fail). */
    default long writeFailures() {
        return 0;
    }
}
