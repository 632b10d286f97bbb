package undercooked.protocol;

import java.util.Objects;

/** Every refusal of the HTTP API: a stable {@code code} (e.g. {@code room_full}) and a sentence for people. */
public record ApiError(String code, String message) {
    public ApiError {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
    }
}
