package undercooked.protocol;

import java.util.Objects;

/**
 * The viewer's own place; the only place a token is ever sent back. A watcher's {@code seat}
 * is one past the room's last seat index (no seat), and its {@code role} is {@link Role#WATCH}.
 */
public record YouWire(String token, int seat, boolean host, Role role) {

    public YouWire {
        Checks.text("token", token, 1, Protocol.TOKEN_MAX_CHARS);
        Checks.atLeast("seat", seat, 0);
        Objects.requireNonNull(role, "role");
    }

    /** A seated player's place. */
    public YouWire(String token, int seat, boolean host) {
        this(token, seat, host, Role.PLAY);
    }
}
