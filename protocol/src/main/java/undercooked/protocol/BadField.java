package undercooked.protocol;

import java.util.OptionalLong;

/**
 * Internal control flow of the decoders: thrown deep in a reader, caught at the codec's edge and
 * turned into a {@link Rejection}. It never reaches a caller. No stack trace: an abusive client
 * can make thousands of these a second and the trace would be the whole cost.
 */
final class BadField extends RuntimeException {

    private final ErrorCode code;
    private final String field;
    private final OptionalLong seq;

    BadField(ErrorCode code, String field, String message) {
        this(code, field, message, OptionalLong.empty());
    }

    private BadField(ErrorCode code, String field, String message, OptionalLong seq) {
        super(message, null, false, false);
        this.code = code;
        this.field = field;
        this.seq = seq;
    }

    /** The same refusal, naming the input frame it refers to. */
    BadField withSeq(long frameSeq) {
        return new BadField(code, field, getMessage(), OptionalLong.of(frameSeq));
    }

    OptionalLong seq() {
        return seq;
    }

    BadField(String field, String message) {
        this(ErrorCode.BAD_FIELD, field, message);
    }

    ErrorCode code() {
        return code;
    }

    String field() {
        return field;
    }
}
