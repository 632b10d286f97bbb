package undercooked.studio.replay;

import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;
import undercooked.sim.FieldPath;
import undercooked.sim.StateDiff;

/**
 * A test on one field, typed as QA says it: {@code score >= 40}, {@code players[0].state == stunned},
 * {@code players[1].held == (none)}. Numbers compare as numbers ({@code true}/{@code false} as 1
 * and 0); anything else compares as the text the diff shows. A bare path holds where the field is
 * present and not zero or false.
 */
public record Condition(String text, FieldPath path, String op, String value) {
    private static final List<String> OPS = List.of(">=", "<=", "!=", "==", ">", "<");

    public Condition {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(op, "op");
        Objects.requireNonNull(value, "value");
    }

    /**
     * @throws IllegalArgumentException with a message for the user: what is wrong and an example
     */
    public static Condition parse(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            throw new IllegalArgumentException("type a condition such as score >= 40 or players[0].state == stunned");
        }
        for (String op : OPS) {
            int at = t.indexOf(op);
            if (at > 0) {
                String path = t.substring(0, at).strip();
                String value = t.substring(at + op.length()).strip();
                if (value.isEmpty()) {
                    throw new IllegalArgumentException("'" + t + "': nothing after " + op + "; e.g. score " + op + " 40");
                }
                if (!op.equals("==") && !op.equals("!=") && number(value).isEmpty()) {
                    throw new IllegalArgumentException("'" + t + "': " + op + " compares numbers, and '" + value + "' is not one");
                }
                return new Condition(t, FieldPath.parse(path), op, value);
            }
        }
        return new Condition(t, FieldPath.parse(t), "", "");
    }

    /** Whether the condition holds in {@code state}. */
    public boolean test(Object state) {
        if (op.isEmpty()) {
            return path.number(state).orElse(0) != 0;
        }
        OptionalDouble want = number(value);
        boolean numeric = want.isPresent() && path.isNumeric(state);
        if (numeric) {
            double have = path.number(state).orElse(0);
            double w = want.getAsDouble();
            return switch (op) {
                case ">=" -> have >= w;
                case "<=" -> have <= w;
                case ">" -> have > w;
                case "<" -> have < w;
                case "==" -> have == w;
                default -> have != w;
            };
        }
        String shown = path.show(state);
        boolean equal = shown.equals(value) || (value.equals("none") && shown.equals(StateDiff.NONE));
        return switch (op) {
            case "==" -> equal;
            case "!=" -> !equal;
            default -> false; // a number comparison on a field that is not a number here (absent): never holds
        };
    }

    private static OptionalDouble number(String v) {
        if (v.equals("true")) {
            return OptionalDouble.of(1);
        }
        if (v.equals("false")) {
            return OptionalDouble.of(0);
        }
        try {
            return OptionalDouble.of(Double.parseDouble(v));
        } catch (NumberFormatException e) {
            return OptionalDouble.empty();
        }
    }
}
