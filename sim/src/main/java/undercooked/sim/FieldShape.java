package undercooked.sim;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Whether a {@link FieldPath} names a field the state has, checked against the state's own shape
 * (its record types) rather than a value at one tick: {@code players[9].hled} is refused for
 * {@code hled} whatever tick it is read at, with the nearest real names ({@code held}), while an
 * entry that is only absent at some ticks ({@code orders.active[id=7]}) is fine. Counter names are
 * checked against a sample state's tallies when one is given. Also completes a half-typed path
 * from a state's values.
 */
public final class FieldShape {
    /** Names offered as the nearest ones at most. */
    static final int NEAREST = 4;

    /** A name the shape does not have: where, what, and the nearest names there. */
    public record Unknown(String path, String at, String name, List<String> nearest) {
        public Unknown {
            Objects.requireNonNull(path, "path");
            Objects.requireNonNull(at, "at");
            Objects.requireNonNull(name, "name");
            nearest = List.copyOf(nearest);
        }

        /** {@code unknown field 'hled' in players[9]; nearest: held, heldSince} */
        public String message() {
            return "unknown field '" + name + "'" + (at.isEmpty() ? "" : " in " + at)
                    + (nearest.isEmpty() ? "" : "; nearest: " + String.join(", ", nearest));
        }
    }

    private FieldShape() {
    }

    /**
     * The first step of {@code path} that is not a field of {@code root}'s type; empty when every
     * step is. {@code sample} (a state of the round) names the counters there are.
     */
    public static Optional<Unknown> unknown(FieldPath path, Class<?> root, Optional<Object> sample) {
        Type t = root;
        String at = "";
        for (FieldPath.Step step : path.steps()) {
            t = unwrap(t);
            Class<?> raw = raw(t);
            switch (step) {
                case FieldPath.Index ix -> {
                    if (!List.class.isAssignableFrom(raw)) {
                        return Optional.of(new Unknown(path.toString(), at, "[" + ix.index() + "]", List.of(named(at, raw))));
                    }
                    t = arg(t, 0);
                    at = at + "[" + ix.index() + "]";
                }
                case FieldPath.Key k -> {
                    if (!List.class.isAssignableFrom(raw)) {
                        return Optional.of(new Unknown(path.toString(), at, "[" + k.path() + "=" + k.value() + "]",
                                List.of(named(at, raw))));
                    }
                    t = arg(t, 0);
                    Optional<Unknown> inKey = unknown(k.path(), raw(unwrap(t)), Optional.empty());
                    if (inKey.isPresent()) {
                        return Optional.of(new Unknown(path.toString(), at + "[]", inKey.get().name(), inKey.get().nearest()));
                    }
                    at = at + "[" + k.path() + "=" + k.value() + "]";
                }
                case FieldPath.Name nm -> {
                    Optional<Type> next = child(t, raw, nm.name(), at, sample);
                    if (next.isEmpty()) {
                        return Optional.of(new Unknown(path.toString(), at, nm.name(), nearest(nm.name(), names(raw, at, sample))));
                    }
                    t = next.get();
                    at = FieldPath.join(at, nm.name());
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Paths that complete {@code typed} from the values of {@code state}: the children of the
     * last whole step whose name starts with what follows it ({@code players[0].h} offers
     * {@code players[0].held}, {@code players[0].heading}, ...). Empty when the start is no path.
     */
    public static List<String> complete(String typed, Object state) {
        String t = typed.strip();
        int cut = Math.max(t.lastIndexOf('.'), t.lastIndexOf('['));
        String base = cut < 0 ? "" : t.substring(0, cut);
        String partial = (cut < 0 ? t : t.substring(t.charAt(cut) == '.' ? cut + 1 : cut)).toLowerCase(Locale.ROOT);
        Object value;
        if (base.isEmpty()) {
            value = state;
        } else {
            try {
                value = FieldPath.parse(base).read(state).orElse(null);
            } catch (IllegalArgumentException e) {
                return List.of();
            }
        }
        if (value == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (FieldPath.Child c : FieldPath.children(value)) {
            if (c.segment().toLowerCase(Locale.ROOT).startsWith(partial)) {
                out.add(FieldPath.join(base, c.segment()));
            }
        }
        return out;
    }

    private static Optional<Type> child(Type t, Class<?> raw, String name, String at, Optional<Object> sample) {
        if (raw == Counters.class) {
            return sample.isEmpty() || names(raw, at, sample).contains(name) ? Optional.of(Long.class) : Optional.empty();
        }
        if (Map.class.isAssignableFrom(raw)) {
            return Optional.of(arg(t, 1));
        }
        if (raw.isRecord() && raw != Kitchen.class) {
            for (RecordComponent c : raw.getRecordComponents()) {
                if (c.getName().equals(name)) {
                    return Optional.of(c.getGenericType());
                }
            }
        }
        return Optional.empty();
    }

    /** The names there are at a step: a record's fields, the sample's counters. */
    private static List<String> names(Class<?> raw, String at, Optional<Object> sample) {
        if (raw == Counters.class) {
            return sample.flatMap(s -> FieldPath.parse(at).read(s)).filter(Counters.class::isInstance)
                    .map(c -> ((Counters) c).entries().stream().map(Counters.Entry::name).toList()).orElse(List.of());
        }
        if (raw.isRecord() && raw != Kitchen.class) {
            List<String> out = new ArrayList<>();
            for (RecordComponent c : raw.getRecordComponents()) {
                out.add(c.getName());
            }
            return out;
        }
        return List.of();
    }

    private static String named(String at, Class<?> raw) {
        return at.isEmpty() ? raw.getSimpleName() : at + " is " + (List.class.isAssignableFrom(raw) ? "a list" : "not a list");
    }

    /** The names closest to {@code name}: same start or within two edits, closest first. */
    static List<String> nearest(String name, List<String> names) {
        String n = name.toLowerCase(Locale.ROOT);
        List<String> close = names.stream()
                .filter(x -> distance(n, x.toLowerCase(Locale.ROOT)) <= Math.max(2, n.length() / 3)
                        || x.toLowerCase(Locale.ROOT).startsWith(n) || n.startsWith(x.toLowerCase(Locale.ROOT)))
                .sorted(Comparator.comparingInt((String x) -> distance(n, x.toLowerCase(Locale.ROOT))).thenComparing(x -> x))
                .limit(NEAREST).toList();
        return close.isEmpty() ? names.stream().limit(8).toList() : close;
    }

    /** Levenshtein distance. */
    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] x = prev;
            prev = cur;
            cur = x;
        }
        return prev[b.length()];
    }

    private static Type unwrap(Type t) {
        return raw(t) == Optional.class ? arg(t, 0) : t;
    }

    private static Class<?> raw(Type t) {
        return switch (t) {
            case Class<?> c -> c;
            case ParameterizedType p -> (Class<?>) p.getRawType();
            default -> Object.class;
        };
    }

    private static Type arg(Type t, int i) {
        return t instanceof ParameterizedType p && p.getActualTypeArguments().length > i ? p.getActualTypeArguments()[i] : Object.class;
    }
}
