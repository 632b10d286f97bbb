package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Why a frame was refused: the contract's code, the offending field's dotted path when one is
 * to blame, a sentence for a human, and the input {@code seq} when the frame was an input whose
 * seq could be read (the client resyncs off it).
 */
public record Rejection(ErrorCode code, Optional<String> field, String message, OptionalLong seq) {

    public Rejection {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(seq, "seq");
    }

    /** The {@code err} frame that tells the client; the field leads the message so it is not lost. */
    public ErrMsg toErr() {
        return new ErrMsg(code, field.map(f -> f + ": " + message).orElse(message), seq);
    }
}
