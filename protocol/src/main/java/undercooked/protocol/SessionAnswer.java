package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;

/**
 * {@code POST /api/session}: the session a token names (minted when none was sent).
 *
 * @param unlocked the campaign order reached
 * @param unlockedLevel the id of the last level unlocked; empty before the first
 */
public record SessionAnswer(String token, String name, int unlocked, Optional<String> unlockedLevel) {
    public SessionAnswer {
        Objects.requireNonNull(token, "token");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(unlockedLevel, "unlockedLevel");
    }
}
