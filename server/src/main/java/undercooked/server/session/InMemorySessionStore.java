package undercooked.server.session;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Sessions in a map, lost on restart: unit tests; the server uses {@link SqlSessionStore}. */
public final class InMemorySessionStore implements SessionStore {

    private final ConcurrentHashMap<String, Session> sessions = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    @Override
    public Optional<Session> find(String token) {
        Objects.requireNonNull(token, "token");
        return Optional.ofNullable(sessions.get(token));
    }

    @Override
    public Session mint(String name) {
        byte[] bytes = new byte[18];
        random.nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        return claim(token, name);
    }

    @Override
    public Session claim(String token, String name) {
        Objects.requireNonNull(name, "name");
        return sessions.compute(token, (t, old) -> old == null
                ? new Session(t, name, 1)
                : name.isEmpty() ? old : new Session(t, name, old.unlocked()));
    }

    @Override
    public Session unlock(String token, int order) {
        return sessions.compute(token, (t, old) -> {
            Session base = old == null ? new Session(t, "", 1) : old;
            return order > base.unlocked() ? new Session(t, base.name(), order) : base;
        });
    }

    public int size() {
        return sessions.size();
    }
}
