package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;

/** The outcome of decoding one frame: the message, or why it was refused. The codec never throws for bad input. */
public sealed interface DecodeResult<T> {

    /** The message, when the frame was accepted. */
    Optional<T> message();

    /** The refusal, when it was not. */
    Optional<Rejection> rejection();

    record Accepted<T>(T value) implements DecodeResult<T> {
        public Accepted {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public Optional<T> message() {
            return Optional.of(value);
        }

        @Override
        public Optional<Rejection> rejection() {
            return Optional.empty();
        }
    }

    record Rejected<T>(Rejection reason) implements DecodeResult<T> {
        public Rejected {
            Objects.requireNonNull(reason, "reason");
        }

        @Override
        public Optional<T> message() {
            return Optional.empty();
        }

        @Override
        public Optional<Rejection> rejection() {
            return Optional.of(reason);
        }
    }
}
