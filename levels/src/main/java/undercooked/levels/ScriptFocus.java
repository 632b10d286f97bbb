package undercooked.levels;

/**
 * The tick range a clipped script was cut for ({@code "focus": {"from": 1200, "to": 1400}}): the
 * script still starts at tick 0 (a round is a function of its inputs from the start), and the
 * range says where the moment that matters is, so a tool opens the clip there.
 */
public record ScriptFocus(long from, long to) {
    public ScriptFocus {
        if (from < 0 || to < from) {
            throw new IllegalArgumentException("a focus is 0 <= from <= to, got " + from + ".." + to);
        }
    }
}
