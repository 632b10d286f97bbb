package undercooked.protocol;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * What differs between two merged frames of one kitchen, field by field, as a watcher would see
 * it: the frames a round kept as played against the same round drawn by another kernel, or two
 * stages of one tick. Entities are matched by their identity (a cook by id, a station by kind and
 * tile, an order by id, a hazard by {@link HazardKey}), so a path names the thing, not its place in
 * a list: {@code players[p2].x}, {@code stations[board@3,4].progress}, {@code orders[7].left},
 * {@code score}. Sections come in the frame's order, players first; the frame's totals and events
 * after them, since a difference there follows from one in the kitchen.
 */
public final class FrameDiff {
    /**
     * One field that differs.
     *
     * @param before as the first frame has it, {@code (absent)} when the entity is not in it
     * @param after as the second frame has it
     */
    public record Change(String path, String before, String after) {
        public Change {
            Objects.requireNonNull(path, "path");
            Objects.requireNonNull(before, "before");
            Objects.requireNonNull(after, "after");
        }

        /** The path with its keys taken out ({@code stations[].progress}), so like changes group together. */
        public String kind() {
            return path.replaceAll("\\[[^\\]]*\\]", "[]");
        }
    }

    static final String ABSENT = "(absent)";

    private FrameDiff() {
    }

    /** Every field that differs, in the order described above; empty when the frames draw the same kitchen. */
    public static List<Change> between(FullFrame a, FullFrame b) {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        List<Change> out = new ArrayList<>();
        section(out, "players", a.players(), b.players(), p -> p.id(), FrameDiff::player);
        section(out, "stations", a.stations(), b.stations(), s -> s.kind() + "@" + tile(s.x(), s.y()),
                FrameDiff::station);
        section(out, "orders", a.orders(), b.orders(), o -> Integer.toString(o.id()), FrameDiff::order);
        section(out, "hazards", a.hazards(), b.hazards(), h -> h.moves() ? h.kind() : h.kind() + "@" + tile(h.x(), h.y()),
                FrameDiff::hazard);
        field(out, "score", a.score(), b.score());
        field(out, "target", a.target(), b.target());
        field(out, "time_left", a.timeLeft(), b.timeLeft());
        List<String> ea = a.events().stream().map(EventWire::kind).toList();
        List<String> eb = b.events().stream().map(EventWire::kind).toList();
        field(out, "events", ea, eb);
        return out;
    }

    private static Map<String, Object> player(PlayerSnap p) {
        return fields("x", p.x(), "y", p.y(), "facing", p.facing().wire(), "held", p.held().orElse("-"),
                "state", p.state(), "seat", p.seat());
    }

    private static Map<String, Object> station(StationSnap s) {
        return fields("content", s.content().orElse("-"), "count", s.count(), "quality", s.quality(),
                "progress", s.progress(), "state", s.state());
    }

    private static Map<String, Object> order(OrderSnap o) {
        return fields("recipe", o.recipe(), "left", o.left(), "points", o.points());
    }

    private static Map<String, Object> hazard(HazardSnap h) {
        return fields("x", h.x(), "y", h.y(), "life", h.life());
    }

    private static <E> void section(List<Change> out, String name, List<E> a, List<E> b, Function<E, String> key,
                                    Function<E, Map<String, Object>> fields) {
        Map<String, E> byKeyA = byKey(a, key);
        Map<String, E> byKeyB = byKey(b, key);
        TreeSet<String> keys = new TreeSet<>(byKeyA.keySet());
        keys.addAll(byKeyB.keySet());
        for (String k : keys) {
            E x = byKeyA.get(k);
            E y = byKeyB.get(k);
            String at = name + "[" + k + "]";
            if (x == null || y == null) {
                out.add(new Change(at, x == null ? ABSENT : "present", y == null ? ABSENT : "present"));
                continue;
            }
            Map<String, Object> fx = fields.apply(x);
            Map<String, Object> fy = fields.apply(y);
            for (Map.Entry<String, Object> e : fx.entrySet()) {
                field(out, at + "." + e.getKey(), e.getValue(), fy.get(e.getKey()));
            }
        }
    }

    private static <E> Map<String, E> byKey(List<E> list, Function<E, String> key) {
        Map<String, E> out = new TreeMap<>();
        for (E e : list) {
            out.put(key.apply(e), e);
        }
        return out;
    }

    private static void field(List<Change> out, String path, Object a, Object b) {
        if (!Objects.equals(a, b)) {
            out.add(new Change(path, String.valueOf(a), String.valueOf(b)));
        }
    }

    /** Insertion-ordered name/value pairs. */
    private static Map<String, Object> fields(Object... pairs) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            out.put((String) pairs[i], pairs[i + 1]);
        }
        return out;
    }

    private static String tile(double x, double y) {
        return shown(x) + "," + shown(y);
    }

    private static String shown(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
