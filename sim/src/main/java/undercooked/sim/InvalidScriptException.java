package undercooked.sim;

import java.util.List;

/**
 * A replay script the kernel cannot run. Carries every problem found, not just the first, so a
 * script written by hand is fixed in one pass.
 */
public final class InvalidScriptException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final transient List<ScriptProblem> problems;

    public InvalidScriptException(List<ScriptProblem> problems) {
        super(summary(problems));
        this.problems = List.copyOf(problems);
    }

    /** Every problem, in file order. */
    public List<ScriptProblem> problems() {
        return problems;
    }

    private static String summary(List<ScriptProblem> problems) {
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("an invalid script has at least one problem");
        }
        StringBuilder b = new StringBuilder(problems.size() + " problem" + (problems.size() == 1 ? "" : "s")
                + " in the replay script:");
        for (ScriptProblem p : problems) {
            b.append("\n  ").append(p.render());
        }
        return b.toString();
    }
}
