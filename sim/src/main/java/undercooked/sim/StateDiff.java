package undercooked.sim;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What differs between two values of the state, field by field: {@code players[0].pos.y: 3.41 ->
 * 3.46}. The walk is by reflection over record components, so a field added to any state record
 * is diffed without touching this class ({@code StateDiffCoverageTest} changes every leaf of a
 * rich state and requires its path here). Order is stable: components in declaration order,
 * lists by index or, for entries with an identity, in the first list's order.
 *
 * <p>Rendering: an item whose wire name changed by its wire name ({@code tomato_raw ->
 * tomato_chopped}), otherwise field by field ({@code held.id: 3 -> 4}); absent values as {@code (none)}, enums in lower case, doubles with just
 * enough decimals to tell the two apart, counters by name ({@code counters.trashed}). A list
 * entry that appears or disappears is shown by its first field: a slot by its item, a cook by id.
 * The kitchen is static, so it is compared whole and shown by id. Orders, slots, returning plates
 * and hazards are matched by identity, not index ({@link EntityKeys}): {@code orders.active[id=1]}.
 */
public final class StateDiff {
    /** Shown for a value that is not there: an empty optional, a list entry one side lacks. */
    public static final String NONE = "(none)";

    /** One changed leaf. */
    public record Change(String path, String before, String after) {
        public Change {
            Objects.requireNonNull(path, "path");
            Objects.requireNonNull(before, "before");
            Objects.requireNonNull(after, "after");
        }

        /** {@code players[0].pos.y: 3.41 -> 3.46} */
        public String render() {
            return path + ": " + before + " -> " + after;
        }
    }

    private StateDiff() {
    }

    /** Every leaf that differs between two states, in a stable order; empty when they are equal. */
    public static List<Change> between(KitchenState before, KitchenState after) {
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(after, "after");
        List<Change> out = new ArrayList<>();
        walk("", before, after, out);
        return List.copyOf(out);
    }

    /**
     * Every leaf that differs between two values of one record type, by the same walk: what a
     * tool uses to diff a wire frame ({@code players[0].x: 3.4 -> 3.5}) the way it diffs a state.
     */
    public static List<Change> betweenRecords(Record before, Record after) {
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(after, "after");
        if (before.getClass() != after.getClass()) {
            throw new IllegalArgumentException("a diff compares two values of one type, got "
                    + before.getClass().getSimpleName() + " and " + after.getClass().getSimpleName());
        }
        List<Change> out = new ArrayList<>();
        walk("", before, after, out);
        return List.copyOf(out);
    }

    private static void walk(String path, Object a, Object b, List<Change> out) {
        if (a == b) {
            return; // states share unchanged sub-records; identity is the common, cheap case
        }
        switch (a) {
            case Item x when b instanceof Item y && !x.wireName().equals(y.wireName()) ->
                    out.add(new Change(path, x.wireName(), y.wireName()));
            case Counters x when b instanceof Counters y -> counters(path, x, y, out);
            case Optional<?> x when b instanceof Optional<?> y -> optional(path, x, y, out);
            case List<?> x when b instanceof List<?> y -> list(path, x, y, out);
            case Map<?, ?> x when b instanceof Map<?, ?> y -> map(path, x, y, out);
            case Record x when b instanceof Record y && x.getClass() == y.getClass() -> record(path, x, y, out);
            default -> {
                if (!leafEquals(a, b)) {
                    if (a instanceof Double x && b instanceof Double y) {
                        out.add(new Change(path, doubles(x, y, true), doubles(x, y, false)));
                    } else {
                        out.add(new Change(path, show(a), show(b)));
                    }
                }
            }
        }
    }

    private static void record(String path, Record a, Record b, List<Change> out) {
        for (RecordComponent c : a.getClass().getRecordComponents()) {
            walk(join(path, c.getName()), get(c, a), get(c, b), out);
        }
    }

    /**
     * Entries with an identity ({@link EntityKeys}) are matched by it: one that left is
     * {@code orders.active[id=1]: tomato_soup -> (none)}, one that stayed is walked field by
     * field under its key, whatever its index. Other lists (cooks, stations) go by index.
     */
    private static void list(String path, List<?> a, List<?> b, List<Change> out) {
        Optional<List<String>> ka = EntityKeys.keys(a);
        Optional<List<String>> kb = EntityKeys.keys(b);
        if (ka.isPresent() && kb.isPresent() && !(a.isEmpty() && b.isEmpty())) {
            keyed(path, a, ka.get(), b, kb.get(), out);
            return;
        }
        int n = Math.max(a.size(), b.size());
        for (int i = 0; i < n; i++) {
            String at = path + "[" + i + "]";
            if (i >= a.size()) {
                out.add(new Change(at, NONE, show(b.get(i))));
            } else if (i >= b.size()) {
                out.add(new Change(at, show(a.get(i)), NONE));
            } else {
                walk(at, a.get(i), b.get(i), out);
            }
        }
    }

    /** The first list's entries in its order (changed or gone), then the entries only the second has. */
    private static void keyed(String path, List<?> a, List<String> ka, List<?> b, List<String> kb, List<Change> out) {
        for (int i = 0; i < a.size(); i++) {
            String at = path + "[" + ka.get(i) + "]";
            int j = kb.indexOf(ka.get(i));
            if (j < 0) {
                out.add(new Change(at, show(a.get(i)), NONE));
            } else {
                walk(at, a.get(i), b.get(j), out);
            }
        }
        for (int j = 0; j < b.size(); j++) {
            if (!ka.contains(kb.get(j))) {
                out.add(new Change(path + "[" + kb.get(j) + "]", NONE, show(b.get(j))));
            }
        }
    }

    private static void optional(String path, Optional<?> a, Optional<?> b, List<Change> out) {
        if (a.isPresent() && b.isPresent()) {
            walk(path, a.get(), b.get(), out);
        } else if (a.isPresent() != b.isPresent()) {
            out.add(new Change(path, show(a), show(b)));
        }
    }

    /**
     * Keys in the first map's order, then the keys only the second has: a sorted map stays sorted,
     * and the kernel keeps no hash-ordered map in its state.
     */
    private static void map(String path, Map<?, ?> a, Map<?, ?> b, List<Change> out) {
        for (Map.Entry<?, ?> e : a.entrySet()) {
            String at = join(path, String.valueOf(e.getKey()));
            if (b.containsKey(e.getKey())) {
                walk(at, e.getValue(), b.get(e.getKey()), out);
            } else {
                out.add(new Change(at, show(e.getValue()), NONE));
            }
        }
        for (Map.Entry<?, ?> e : b.entrySet()) {
            if (!a.containsKey(e.getKey())) {
                out.add(new Change(join(path, String.valueOf(e.getKey())), NONE, show(e.getValue())));
            }
        }
    }

    /** Counters are a sorted list of tallies; a tally nobody wrote yet is {@code (none)}, not 0. */
    private static void counters(String path, Counters a, Counters b, List<Change> out) {
        List<Counters.Entry> x = a.entries();
        List<Counters.Entry> y = b.entries();
        int i = 0;
        int j = 0;
        while (i < x.size() || j < y.size()) {
            int c = i >= x.size() ? 1 : j >= y.size() ? -1 : x.get(i).name().compareTo(y.get(j).name());
            if (c < 0) {
                out.add(new Change(join(path, x.get(i).name()), Long.toString(x.get(i++).value()), NONE));
            } else if (c > 0) {
                out.add(new Change(join(path, y.get(j).name()), NONE, Long.toString(y.get(j++).value())));
            } else {
                if (x.get(i).value() != y.get(j).value()) {
                    out.add(new Change(join(path, x.get(i).name()), Long.toString(x.get(i).value()),
                            Long.toString(y.get(j).value())));
                }
                i++;
                j++;
            }
        }
    }

    private static boolean leafEquals(Object a, Object b) {
        if (a instanceof Double x && b instanceof Double y) {
            // Bit for bit, as the hash sees them: 0.0 and -0.0 differ there, so they differ here.
            return Double.doubleToRawLongBits(x) == Double.doubleToRawLongBits(y);
        }
        if (a instanceof Kitchen x && b instanceof Kitchen y) {
            return x.layoutHash() == y.layoutHash() && x.equals(y);
        }
        return a.equals(b);
    }

    /** A value on its own: the short form a reader recognises. */
    public static String show(Object v) {
        return switch (v) {
            case Optional<?> o -> o.isPresent() ? show(o.get()) : NONE;
            case Item i -> i.wireName();
            case Kitchen k -> k.id();
            case Order o -> "order " + o.id() + " " + o.recipe();
            case Enum<?> e -> e.name().toLowerCase(Locale.ROOT);
            case String s -> s.isEmpty() ? "\"\"" : s;
            case Double d -> Double.toString(d);
            case Counters c -> c.entries().isEmpty() ? NONE : c.entries().toString();
            case List<?> l -> l.isEmpty() ? "[]" : "[" + l.size() + " entries]";
            case Map<?, ?> m -> m.isEmpty() ? "{}" : "{" + m.size() + " entries}";
            case Record r -> {
                RecordComponent[] cs = r.getClass().getRecordComponents();
                yield cs.length == 0 ? r.getClass().getSimpleName() : show(get(cs[0], r));
            }
            default -> String.valueOf(v);
        };
    }

    /**
     * Two doubles with the fewest decimals (two at least) that tell them apart: {@code 3.41 -> 3.46},
     * {@code 3.4100001 -> 3.4100002}. Equal-looking values (0.0 and -0.0) fall back to the full form.
     */
    static String doubles(double a, double b, boolean first) {
        for (int d = 2; d <= 17; d++) {
            String x = fixed(a, d);
            String y = fixed(b, d);
            if (!x.equals(y)) {
                return trim(first ? x : y);
            }
        }
        return Double.toString(first ? a : b);
    }

    private static String fixed(double v, int decimals) {
        if (!Double.isFinite(v)) {
            return Double.toString(v);
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", v);
    }

    /** 3.40 -> 3.4, 2.00 -> 2.0: trailing zeros say nothing about the difference. */
    private static String trim(String s) {
        if (s.indexOf('.') < 0) {
            return s;
        }
        int end = s.length();
        while (s.charAt(end - 1) == '0' && s.charAt(end - 2) != '.') {
            end--;
        }
        return s.substring(0, end);
    }

    private static Object get(RecordComponent c, Record r) {
        try {
            return c.getAccessor().invoke(r);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + c.getName() + " of " + r.getClass().getSimpleName(), e);
        }
    }

    private static String join(String path, String name) {
        return path.isEmpty() ? name : path + "." + name;
    }
}
