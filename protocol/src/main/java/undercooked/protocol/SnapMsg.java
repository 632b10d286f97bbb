package undercooked.protocol;

import java.util.Objects;

/**
 * A snapshot. Its body is {@code raw} on the wire; note that the message's {@code p} is the
 * protocol version while the body's {@code p} is the player list.
 */
public record SnapMsg(SnapFrame raw) implements ServerMessage {

    public SnapMsg {
        Objects.requireNonNull(raw, "raw");
    }

    @Override
    public ServerType type() {
        return ServerType.SNAP;
    }
}
