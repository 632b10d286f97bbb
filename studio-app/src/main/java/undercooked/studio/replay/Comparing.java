package undercooked.studio.replay;

import undercooked.sim.StateDiff;
import java.util.Optional;
import undercooked.sim.ReplayCursor;
import undercooked.sim.SystemTrace;

/**
 * Where two runs of one level first part: both are swept tick by tick and hashed, and at the first
 * tick whose hashes differ the tick before is traced system by system in both runs, naming the
 * system after which their states first differ ({@link SystemTrace#firstDifference}).
 */
final class Comparing {
    /** {@code tick} -1 when the runs agree at every tick both reach. */
    record Result(long tick, Optional<String> system, long sharedTicks) {
        String summary(String other) {
            if (tick < 0) {
                return "the runs match at every one of their " + (sharedTicks + 1) + " shared ticks (vs " + other + ")";
            }
            if (tick == 0) {
                return "the runs differ from tick 0 (another seed, seats or pre-placed items) (vs " + other + ")";
            }
            return "the runs part at tick " + tick + system.map(s -> ", first after system " + s).orElse("")
                    + " (vs " + other + ")";
        }
    }

    private Comparing() {
    }

    /**
     * What each kernel system changed in the substep into {@code tick}, as diff lines (six at
     * most per system): the tick taken apart by {@link SystemTrace}. {@code cursor} is moved.
     */
    static java.util.List<String> systemsInto(ReplayCursor cursor, long tick) {
        SystemTrace trace = cursor.trace(tick - 1);
        java.util.List<String> out = new java.util.ArrayList<>();
        undercooked.sim.KitchenState before = cursor.seek(tick - 1);
        for (SystemTrace.Stage st : trace.stages()) {
            java.util.List<StateDiff.Change> ch = StateDiff.between(before, st.after())
                    .stream().filter(x -> !x.path().equals("tick")).toList();
            if (!ch.isEmpty()) {
                out.add(st.system() + ": " + String.join(", ", ch.stream().limit(6)
                        .map(StateDiff.Change::render).toList())
                        + (ch.size() > 6 ? " (+" + (ch.size() - 6) + " more)" : ""));
            }
            before = st.after();
        }
        return out;
    }

    static Result firstDifference(ReplayCursor a, ReplayCursor b) {
        long shared = Math.min(a.endTick(), b.endTick());
        for (long t = 0; t <= shared; t++) {
            if (a.seek(t).stateHash() != b.seek(t).stateHash()) {
                if (t == 0) {
                    return new Result(0, Optional.empty(), shared);
                }
                return new Result(t, SystemTrace.firstDifference(a.trace(t - 1), b.trace(t - 1)), shared);
            }
        }
        return new Result(-1, Optional.empty(), shared);
    }
}
