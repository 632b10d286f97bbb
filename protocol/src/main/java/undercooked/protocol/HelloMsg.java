package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;

/**
 * The handshake. {@code p} is kept even when unsupported: refusing it with
 * {@code protocol_mismatch} and close 4400 is the room's decision, not a shape error.
 */
public record HelloMsg(int p, Optional<String> token, Optional<String> name) implements ClientMessage {

    public HelloMsg {
        Objects.requireNonNull(token, "token");
        Objects.requireNonNull(name, "name");
        token.ifPresent(t -> Checks.text("token", t, 1, Protocol.TOKEN_MAX_CHARS));
        name.ifPresent(n -> Checks.text("name", n, 0, Protocol.RAW_NAME_MAX_CHARS));
    }

    /** An anonymous hello at this code's version: the server mints the token. */
    public static HelloMsg anonymous() {
        return new HelloMsg(Protocol.PROTOCOL_VERSION, Optional.empty(), Optional.empty());
    }

    @Override
    public ClientType type() {
        return ClientType.HELLO;
    }
}
