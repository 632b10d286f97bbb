package undercooked.studio.replay;

import undercooked.sim.StateDiff;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import undercooked.sim.FieldPath;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;
import undercooked.sim.ReplayCursor;
import undercooked.sim.SystemTrace;

/**
 * Questions about one field over a whole round, answered by sweeping a fork of the cursor (its
 * keyframes and one substep a tick) and reading the field at every tick, never from a stored state
 * per tick: every change of a field, its value as a series for a plot, the ticks where a condition
 * holds, and which system of a tick made a field change.
 */
public final class FieldQueries {
    /** One change of a field: at {@code tick} it became {@code after}. */
    public record FieldChange(long tick, String before, String after) {
        public FieldChange {
            Objects.requireNonNull(before, "before");
            Objects.requireNonNull(after, "after");
        }
    }

    /** Why a field changed at a tick: the system after which it had its new value, and what was fed in. */
    public record Cause(long tick, String system, List<PlayerInput> inputs, List<String> parks) {
        public Cause {
            Objects.requireNonNull(system, "system");
            inputs = List.copyOf(inputs);
            parks = List.copyOf(parks);
        }
    }

    private FieldQueries() {
    }

    /** Every tick where the field's value differs from the tick before, in order. Empty when cancelled. */
    public static Optional<List<FieldChange>> history(ReplayCursor round, FieldPath path, BooleanSupplier cancelled) {
        ReplayCursor c = round.fork();
        List<FieldChange> out = new ArrayList<>();
        Object prev = path.read(c.seek(0)).orElse(null);
        for (long t = 1; t <= c.endTick(); t++) {
            if ((t & 1023) == 0 && cancelled.getAsBoolean()) {
                return Optional.empty();
            }
            KitchenState s = c.seek(t);
            Object cur = path.read(s).orElse(null);
            if (!same(prev, cur)) {
                out.add(new FieldChange(t, show(prev), show(cur)));
            }
            prev = cur;
        }
        return Optional.of(out);
    }

    /** The field as a number at every tick 0..end (see {@link FieldPath#number}). Empty when cancelled. */
    public static Optional<double[]> series(ReplayCursor round, FieldPath path, BooleanSupplier cancelled) {
        ReplayCursor c = round.fork();
        double[] out = new double[(int) c.endTick() + 1];
        for (long t = 0; t <= c.endTick(); t++) {
            if ((t & 1023) == 0 && cancelled.getAsBoolean()) {
                return Optional.empty();
            }
            out[(int) t] = path.number(c.seek(t)).orElse(0);
        }
        return Optional.of(out);
    }

    /** Whether the condition holds at each tick 0..end. Empty when cancelled. */
    public static Optional<boolean[]> holds(ReplayCursor round, Condition condition, BooleanSupplier cancelled) {
        ReplayCursor c = round.fork();
        boolean[] out = new boolean[(int) c.endTick() + 1];
        for (long t = 0; t <= c.endTick(); t++) {
            if ((t & 1023) == 0 && cancelled.getAsBoolean()) {
                return Optional.empty();
            }
            out[(int) t] = condition.test(c.seek(t));
        }
        return Optional.of(out);
    }

    /**
     * Which system made the field change between {@code tick - 1} and {@code tick}: the tick is
     * traced system by system and the first stage whose value differs from the tick before is named.
     * {@code cursor} is moved (pass a fork).
     */
    public static Optional<Cause> cause(ReplayCursor cursor, FieldPath path, long tick) {
        if (tick <= 0 || tick > cursor.endTick()) {
            return Optional.empty();
        }
        SystemTrace trace = cursor.trace(tick - 1);
        Object before = path.read(cursor.seek(tick - 1)).orElse(null);
        for (SystemTrace.Stage st : trace.stages()) {
            if (!same(before, path.read(st.after()).orElse(null))) {
                return Optional.of(new Cause(tick, st.system(), cursor.inputsAt(tick - 1), cursor.parksAt(tick - 1)));
            }
        }
        return Optional.empty();
    }

    /** Bit-exact for doubles, as the state hash sees them. */
    static boolean same(Object a, Object b) {
        if (a instanceof Double x && b instanceof Double y) {
            return Double.doubleToRawLongBits(x) == Double.doubleToRawLongBits(y);
        }
        return Objects.equals(a, b);
    }

    private static String show(Object v) {
        return v == null ? StateDiff.NONE : StateDiff.show(v);
    }
}
