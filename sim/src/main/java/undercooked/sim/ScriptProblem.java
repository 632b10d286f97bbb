package undercooked.sim;

import java.util.Objects;

/**
 * One reason a replay script cannot run, at the JSON path of the script file it sits at
 * ({@code $.frames[12].move}), so the file reader, the CLI and the studio all point at the same place.
 */
public record ScriptProblem(String path, String message) {
    public ScriptProblem {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(message, "message");
    }

    /** {@code $.frames[12].move: move is (NaN, 0.0); ...} */
    public String render() {
        return path + ": " + message;
    }
}
