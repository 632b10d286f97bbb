package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;

/**
 * One frame of intent. There is deliberately no position: the sim integrates velocity from
 * intents, and the strict codec makes a {@code pos} field a rejection.
 */
public record InputMsg(long seq, Vec2Msg move, boolean act, Optional<Face> face) implements ClientMessage {

    public InputMsg {
        Checks.atLeast("seq", seq, 0);
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(face, "face");
    }

    @Override
    public ClientType type() {
        return ClientType.INPUT;
    }
}
