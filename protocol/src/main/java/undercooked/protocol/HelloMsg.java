package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;

/**
 * The handshake. {@code p} is kept even when unsupported: refusing it with
 * {@code protocol_mismatch} and close 4400 is the room's decision, not a shape error.
 * {@code role} (protocol 2) asks to watch; empty means {@link Role#PLAY}, as a v1 hello does.
 */
public record HelloMsg(int p, Optional<String> token, Optional<String> name, Optional<Role> role)
        implements ClientMessage {

    public HelloMsg {
        Objects.requireNonNull(token, "token");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(role, "role");
        token.ifPresent(t -> Checks.text("token", t, 1, Protocol.TOKEN_MAX_CHARS));
        name.ifPresent(n -> Checks.text("name", n, 0, Protocol.RAW_NAME_MAX_CHARS));
    }

    /** A player's hello, as every v1 client sends it. */
    public HelloMsg(int p, Optional<String> token, Optional<String> name) {
        this(p, token, name, Optional.empty());
    }

    /** An anonymous hello at this code's version: the server mints the token. */
    public static HelloMsg anonymous() {
        return new HelloMsg(Protocol.PROTOCOL_VERSION, Optional.empty(), Optional.empty());
    }

    /** A watcher's hello at this code's version. */
    public static HelloMsg watcher(Optional<String> token, Optional<String> name) {
        return new HelloMsg(Protocol.PROTOCOL_VERSION, token, name, Optional.of(Role.WATCH));
    }

    /** Whether this hello asks to watch (and so never to take a seat). */
    public boolean watching() {
        return role.equals(Optional.of(Role.WATCH));
    }

    @Override
    public ClientType type() {
        return ClientType.HELLO;
    }
}
