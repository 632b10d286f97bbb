package undercooked.levels;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** Reads typed values out of a JSON tree and records a problem for each one that is wrong. */
final class ShapeReader {
    private final String file;
    private final List<Problem> problems = new ArrayList<>();

    ShapeReader(String file) {
        this.file = file;
    }

    List<Problem> problems() {
        return List.copyOf(problems);
    }

    void problem(ProblemCode code, String path, String message) {
        problems.add(new Problem(code, file, Location.path(path), message));
    }

    void badValue(String path, String message) {
        problem(ProblemCode.BAD_VALUE, path, message);
    }

    void wrongType(String path, String expected, JsonNode got) {
        problem(ProblemCode.WRONG_TYPE, path, "expected " + expected + ", got " + describe(got));
    }

    boolean isObject(JsonNode node, String path, String hint) {
        if (node.isObject()) {
            return true;
        }
        problem(ProblemCode.WRONG_TYPE, path, "expected an object, got " + describe(node) + "; " + hint);
        return false;
    }

    /** The allowed keys as sets, by list: a long script asks for the same few lists once per frame. */
    private final java.util.Map<List<String>, java.util.Set<String>> allowedSets = new java.util.IdentityHashMap<>();

    void unknownKeys(JsonNode obj, String path, List<String> allowed) {
        java.util.Set<String> set = allowedSets.computeIfAbsent(allowed, java.util.HashSet::new);
        for (java.util.Map.Entry<String, JsonNode> e : obj.properties()) {
            String key = e.getKey();
            if (!set.contains(key)) {
                problem(ProblemCode.UNKNOWN_KEY, Keys.child(path, key), "unknown key \"" + key + "\"; allowed here: "
                        + String.join(", ", allowed) + " (check the spelling)");
            }
        }
    }

    void required(JsonNode obj, String key, String path) {
        if (!obj.has(key)) {
            problem(ProblemCode.MISSING_KEY, Keys.child(path, key), "missing key \"" + key
                    + "\"; see docs/LEVELS.md for what it means and an example");
        }
    }

    Optional<String> string(JsonNode obj, String key, String path) {
        JsonNode n = obj.get(key);
        if (n == null) {
            return Optional.empty();
        }
        if (!n.isTextual()) {
            wrongType(Keys.child(path, key), "a string", n);
            return Optional.empty();
        }
        return Optional.of(n.asText());
    }

    OptionalInt integer(JsonNode obj, String key, String path) {
        JsonNode n = obj.get(key);
        if (n == null) {
            return OptionalInt.empty();
        }
        if (!n.isIntegralNumber() || !n.canConvertToInt()) {
            wrongType(Keys.child(path, key), "a whole number", n);
            return OptionalInt.empty();
        }
        return OptionalInt.of(n.intValue());
    }

    Optional<Boolean> bool(JsonNode obj, String key, String path) {
        JsonNode n = obj.get(key);
        if (n == null) {
            return Optional.empty();
        }
        if (!n.isBoolean()) {
            wrongType(Keys.child(path, key), "true or false", n);
            return Optional.empty();
        }
        return Optional.of(n.booleanValue());
    }

    /** A list of strings; any non-string element makes the whole list unusable. */
    Optional<List<String>> strings(JsonNode obj, String key, String path) {
        JsonNode n = obj.get(key);
        String at = Keys.child(path, key);
        if (n == null) {
            return Optional.empty();
        }
        if (!n.isArray()) {
            wrongType(at, "an array of strings", n);
            return Optional.empty();
        }
        List<String> out = new ArrayList<>();
        boolean ok = true;
        for (int i = 0; i < n.size(); i++) {
            if (n.get(i).isTextual()) {
                out.add(n.get(i).asText());
            } else {
                wrongType(Keys.index(at, i), "a string", n.get(i));
                ok = false;
            }
        }
        return ok ? Optional.of(out) : Optional.empty();
    }

    OptionalInt atLeast(OptionalInt value, int min, String path) {
        if (value.isPresent() && value.getAsInt() < min) {
            badValue(path, path.substring(path.lastIndexOf('.') + 1) + " is " + value.getAsInt()
                    + "; it must be at least " + min);
            return OptionalInt.empty();
        }
        return value;
    }

    private static String describe(JsonNode n) {
        if (n.isTextual()) {
            return "a string";
        }
        if (n.isIntegralNumber()) {
            return "a whole number (" + n.asText() + ")";
        }
        if (n.isNumber()) {
            return "a number with a fraction (" + n.asText() + ")";
        }
        if (n.isBoolean()) {
            return n.asText();
        }
        if (n.isNull()) {
            return "null";
        }
        return n.isArray() ? "an array" : "an object";
    }
}
