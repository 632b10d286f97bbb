package undercooked.studio.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import undercooked.protocol.FrameDiff;
import undercooked.sim.StateDiff;

/** One changed field as the diff panel lists it, with the entity it belongs to (its group). */
public record DiffRow(String group, String path, String before, String after) {
    public DiffRow {
        Objects.requireNonNull(group, "group");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(after, "after");
    }

    /** {@code players[0].pos.y: 3.41 -> 3.46} */
    public String render() {
        return path + ": " + before + " -> " + after;
    }

    /** The changes as rows, keeping those whose text contains {@code filter} (any case; blank keeps all). */
    static List<DiffRow> of(List<StateDiff.Change> changes, String filter) {
        return filtered(changes.stream().map(c -> new DiffRow(group(c.path()), c.path(), c.before(), c.after())).toList(),
                filter);
    }

    /** A frame diff's changes (as played -> now) as rows, filtered as {@link #of} does. */
    static List<DiffRow> ofFrames(List<FrameDiff.Change> changes, String filter) {
        return filtered(changes.stream().map(c -> new DiffRow(group(c.path()), c.path(), c.before(), c.after())).toList(),
                filter);
    }

    private static List<DiffRow> filtered(List<DiffRow> rows, String filter) {
        String f = filter.strip().toLowerCase(Locale.ROOT);
        List<DiffRow> out = new ArrayList<>();
        for (DiffRow r : rows) {
            if (f.isEmpty() || r.render().toLowerCase(Locale.ROOT).contains(f)) {
                out.add(r);
            }
        }
        return out;
    }

    private static final java.util.regex.Pattern PLAYER_GROUP = java.util.regex.Pattern.compile("^players\\[(\\d+)]$");

    /**
     * A group's heading: a cook's says how the kitchen and the script name it too
     * ({@code players[2] (P3, p2)}), since the state counts cooks from 0, the kitchen labels seats
     * from P1 and the script names its player ids.
     */
    static String heading(String group, undercooked.sim.KitchenState state) {
        java.util.regex.Matcher m = PLAYER_GROUP.matcher(group);
        if (state == null || !m.matches()) {
            return group;
        }
        int i = Integer.parseInt(m.group(1));
        if (i >= state.players().size()) {
            return group;
        }
        undercooked.sim.Player p = state.players().get(i);
        return group + " (P" + (p.seat() + 1) + ", " + p.id() + ")";
    }

    /** The entity a path belongs to: {@code players[0].pos.x} -> {@code players[0]}, {@code score} -> {@code score}. */
    static String group(String path) {
        int bracket = path.indexOf(']');
        if (bracket > 0) {
            return path.substring(0, bracket + 1);
        }
        int dot = path.indexOf('.');
        return dot > 0 ? path.substring(0, dot) : path;
    }
}
