package undercooked.protocol;

import java.util.Objects;
import java.util.OptionalLong;

/** A rejection. {@code seq} names the offending input frame, which is what a client resyncs off. */
public record ErrMsg(ErrorCode code, String msg, OptionalLong seq) implements ServerMessage {

    public ErrMsg {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(msg, "msg");
        Objects.requireNonNull(seq, "seq");
        seq.ifPresent(s -> Checks.atLeast("seq", s, 0));
    }

    @Override
    public ServerType type() {
        return ServerType.ERR;
    }
}
