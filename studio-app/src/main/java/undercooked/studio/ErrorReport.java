package undercooked.studio;

import java.util.Objects;

/**
 * A failure as the user should see it: a stable code to search for or quote in a bug report,
 * what went wrong in plain words, and what to do instead. Never a stack trace.
 */
public record ErrorReport(String code, String what, String todo) {
    public ErrorReport {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(what, "what");
        Objects.requireNonNull(todo, "todo");
        if (code.isBlank() || what.isBlank() || todo.isBlank()) {
            throw new IllegalArgumentException("an error report needs a code, what went wrong and what to do");
        }
    }

    /**
     * For a terminal: {@code code: what. todo}; a {@code what} of several lines (a file's problems,
     * one a line) has the {@code todo} on a line of its own, so it never runs on from the last problem.
     */
    public String render() {
        String between = what.contains("\n") ? "\n" : what.matches("(?s).*[.?!:]\\s*$") ? " " : ". ";
        return code + ": " + what + between + todo;
    }
}
