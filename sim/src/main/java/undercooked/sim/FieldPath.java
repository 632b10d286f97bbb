package undercooked.sim;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A field of the state by the path {@link StateDiff} names it with ({@code players[0].pos.y},
 * {@code counters.served}, {@code orders.active[id=1].deadline}: an entry with an identity is named
 * by it, see {@link StateDiff}), compiled once and read from any
 * state. This is what lets a tool ask about one field across a whole round (its history, a
 * watch, a condition) without keeping a state per tick: sweep the round and read the path.
 *
 * <p>Reading never throws for a path that is not there at some tick (an order not yet placed, a
 * cook's empty hands): it is empty then, which the tools show as {@link StateDiff#NONE}.
 */
public final class FieldPath {
    private static final ClassValue<Map<String, Method>> ACCESSORS = new ClassValue<>() {
        @Override
        protected Map<String, Method> computeValue(Class<?> type) {
            Map<String, Method> m = new LinkedHashMap<>();
            if (type.isRecord()) {
                for (RecordComponent c : type.getRecordComponents()) {
                    Method a = c.getAccessor();
                    a.setAccessible(true);
                    m.put(c.getName(), a);
                }
            }
            return Collections.unmodifiableMap(m); // declaration order, as the diff walks
        }
    };

    /** One step of a path: a named field, a map or counter key, a list index, or a list entry by identity. */
    sealed interface Step permits Name, Index, Key {
    }

    record Name(String name) implements Step {
    }

    record Index(int index) implements Step {
    }

    /** {@code [id=1]}: the entry of a list whose {@code path} shows as {@code value}. */
    record Key(FieldPath path, String value) implements Step {
    }

    /** A child of a value, as the inspector lists it: the path segment and the value there. */
    public record Child(String segment, Object value) {
        public Child {
            Objects.requireNonNull(segment, "segment");
            Objects.requireNonNull(value, "value");
        }
    }

    private final String text;
    private final List<Step> steps;

    private FieldPath(String text, List<Step> steps) {
        this.text = text;
        this.steps = steps;
    }

    /**
     * Compiles a path.
     *
     * @throws IllegalArgumentException for text that is not a path ({@code players[x]}, {@code a..b})
     */
    public static FieldPath parse(String path) {
        Objects.requireNonNull(path, "path");
        List<Step> steps = new ArrayList<>();
        int i = 0;
        int n = path.length();
        while (i < n) {
            char c = path.charAt(i);
            if (c == '[') {
                int close = path.indexOf(']', i);
                if (close < 0) {
                    throw new IllegalArgumentException("'" + path + "': '[' at " + i + " is not closed");
                }
                String inside = path.substring(i + 1, close);
                int eq = inside.indexOf('=');
                if (eq > 0 && eq < inside.length() - 1 && !inside.contains("[")) {
                    steps.add(new Key(parse(inside.substring(0, eq).strip()), inside.substring(eq + 1).strip()));
                } else {
                    try {
                        steps.add(new Index(Integer.parseInt(inside)));
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("'" + path + "': an index is a whole number or an identity"
                                + " such as [id=1], got '" + inside + "'");
                    }
                }
                i = close + 1;
            } else {
                if (c == '.') {
                    if (steps.isEmpty() || i + 1 >= n || path.charAt(i + 1) == '.' || path.charAt(i + 1) == '[') {
                        throw new IllegalArgumentException("'" + path + "': a '.' must sit between two names");
                    }
                    i++;
                }
                int end = i;
                while (end < n && path.charAt(end) != '.' && path.charAt(end) != '[') {
                    end++;
                }
                if (end == i) {
                    throw new IllegalArgumentException("'" + path + "': empty name at " + i);
                }
                steps.add(new Name(path.substring(i, end)));
                i = end;
            }
        }
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("the path is empty; name a field such as players[0].pos.x");
        }
        return new FieldPath(path, List.copyOf(steps));
    }

    /** The value at this path, unwrapped from optionals; empty where the path leads nowhere. */
    public Optional<Object> read(Object root) {
        Object v = Objects.requireNonNull(root, "root");
        for (Step step : steps) {
            v = unwrap(v);
            if (v == null) {
                return Optional.empty();
            }
            v = switch (step) {
                case Index ix -> v instanceof List<?> l && ix.index() >= 0 && ix.index() < l.size() ? l.get(ix.index()) : null;
                case Key k -> v instanceof List<?> l ? keyed(l, k) : null;
                case Name nm -> named(v, nm.name());
            };
            if (v == null) {
                return Optional.empty();
            }
        }
        return Optional.ofNullable(unwrap(v));
    }

    /** The value as the diff shows it ({@link StateDiff#NONE} when absent). */
    public String show(Object root) {
        return read(root).map(StateDiff::show).orElse(StateDiff.NONE);
    }

    /**
     * The value as a number for plots and comparisons: numbers as they are, booleans 1 and 0, an
     * absent value or an empty list 0 and anything else present 1 (so "held" plots as holding or not).
     */
    public OptionalDouble number(Object root) {
        Optional<Object> v = read(root);
        if (v.isEmpty()) {
            return OptionalDouble.of(0);
        }
        return switch (v.get()) {
            case Number x -> OptionalDouble.of(x.doubleValue());
            case Boolean b -> OptionalDouble.of(b ? 1 : 0);
            case List<?> l -> OptionalDouble.of(l.size());
            default -> OptionalDouble.of(1);
        };
    }

    /** True when the value is a number or a boolean, so a plot of it means something beyond "there". */
    public boolean isNumeric(Object root) {
        return read(root).map(v -> v instanceof Number || v instanceof Boolean).orElse(false);
    }

    /** The children of a value as the inspector shows them; none for a leaf. */
    public static List<Child> children(Object value) {
        Object v = unwrap(value);
        List<Child> out = new ArrayList<>();
        switch (v) {
            case null -> {
            }
            case Kitchen k -> {
                // the static kitchen is compared whole: shown by id, never expanded
            }
            case Counters c -> c.entries().forEach(e -> out.add(new Child(e.name(), e.value())));
            case List<?> l -> {
                // entries with an identity are named by it, so a path picked in the inspector follows the entity
                Optional<List<String>> keys = EntityKeys.keys(l);
                for (int i = 0; i < l.size(); i++) {
                    out.add(new Child("[" + (keys.isPresent() ? keys.get().get(i) : Integer.toString(i)) + "]", l.get(i)));
                }
            }
            case Map<?, ?> m -> m.forEach((k, x) -> out.add(new Child(String.valueOf(k), x)));
            case Record r -> ACCESSORS.get(r.getClass()).forEach((name, m) -> {
                Object x = invoke(m, r);
                out.add(new Child(name, x == null ? StateDiff.NONE : x));
            });
            default -> {
            }
        }
        return out;
    }

    /** {@code players} + {@code [0]} -> {@code players[0]}; {@code players[0]} + {@code pos} -> {@code players[0].pos}. */
    public static String join(String path, String segment) {
        if (path.isEmpty()) {
            return segment;
        }
        return segment.startsWith("[") ? path + segment : path + "." + segment;
    }

    /** The path's text, as it was parsed. */
    @Override
    public String toString() {
        return text;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FieldPath p && p.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    /** The steps, for {@link FieldShape}. */
    List<Step> steps() {
        return steps;
    }

    private static Object keyed(List<?> list, Key k) {
        for (Object e : list) {
            if (e != null && k.path().show(e).equals(k.value())) {
                return e;
            }
        }
        return null;
    }

    private static Object unwrap(Object v) {
        return v instanceof Optional<?> o ? o.orElse(null) : v;
    }

    private static Object named(Object v, String name) {
        switch (v) {
            case Counters c -> {
                for (Counters.Entry e : c.entries()) {
                    if (e.name().equals(name)) {
                        return e.value();
                    }
                }
                return null;
            }
            case Map<?, ?> m -> {
                for (Map.Entry<?, ?> e : m.entrySet()) {
                    if (String.valueOf(e.getKey()).equals(name)) {
                        return e.getValue();
                    }
                }
                return null;
            }
            case Record r -> {
                Method m = ACCESSORS.get(r.getClass()).get(name);
                return m == null ? null : invoke(m, r);
            }
            default -> {
                return null;
            }
        }
    }

    private static Object invoke(Method m, Record r) {
        try {
            return m.invoke(r);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + m.getName() + " of " + r.getClass().getSimpleName(), e);
        }
    }
}
