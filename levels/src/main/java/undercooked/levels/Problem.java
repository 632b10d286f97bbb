package undercooked.levels;

import java.util.Objects;

/**
 * One mistake in one level file. {@code file} is the name the user gave (a path as typed, or a
 * resource name); {@code message} says what is wrong and what to do about it.
 */
public record Problem(ProblemCode code, String file, Location location, String message) {
    public Problem {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(message, "message");
    }

    /** One line, compiler style: {@code file:row:col: code: message}. */
    public String render() {
        String where = location.render();
        return file + (where.isEmpty() ? "" : ":" + where) + ": " + code.code() + ": " + message;
    }

    @Override
    public String toString() {
        return render();
    }
}
