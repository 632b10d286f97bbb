package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Runs input scripts and holds them against goldens. Pure: the kitchen and the script go in, the
 * hashes, states and events come out, and nothing else is read. One {@link Sim#step} of
 * {@link SimConstants#STEP_DT} per tick, so every call advances exactly one substep.
 */
public final class ReplayRun {
    private ReplayRun() {
    }

    /** Runs the script for its own length ({@link InputScript#length()}). */
    public static ReplayResult run(Kitchen kitchen, InputScript script) {
        return run(kitchen, script, script.length());
    }

    /**
     * Runs the script for {@code ticks} ticks, or until the round ends if that is sooner. A check
     * pins {@code ticks} to the golden's final tick, so a script edited longer or shorter is still
     * compared on the golden's terms; frames past the end are not fed.
     *
     * @throws InvalidScriptException when the script does not fit the kitchen
     *     ({@link InputScript#problemsOn(Kitchen)})
     */
    public static ReplayResult run(Kitchen kitchen, InputScript script, long ticks) {
        return run(kitchen, script, ticks, false);
    }

    /**
     * As {@link #run(Kitchen, InputScript, long)}; with {@code withSystems} every substep is run
     * through {@link SystemTrace} (the same arithmetic, the same states) and the hashes after each
     * of its stages are kept ({@link ReplayResult#systems()}), for a golden to carry. Only at
     * cadence 1: elsewhere the tick before a divergence is never compared, so no single substep
     * can be blamed for it.
     *
     * @throws IllegalArgumentException for {@code withSystems} on a script whose cadence is not 1
     */
    public static ReplayResult run(Kitchen kitchen, InputScript script, long ticks, boolean withSystems) {
        return run(Kernel.STANDARD, kitchen, script, ticks, withSystems);
    }

    /** As {@link #run(Kitchen, InputScript, long, boolean)}, stepped by {@code kernel}. */
    public static ReplayResult run(Kernel kernel, Kitchen kitchen, InputScript script, long ticks, boolean withSystems) {
        Objects.requireNonNull(kernel, "kernel");
        if (ticks < 0) {
            throw new IllegalArgumentException("ticks must be >= 0, got " + ticks);
        }
        int cadence = script.recordEvery();
        if (withSystems && cadence != 1) {
            throw new IllegalArgumentException("system hashes are recorded at cadence 1 only; script " + script.name()
                    + " records every " + cadence + " ticks");
        }
        StampedFrames frames = StampedFrames.of(script, kernel);
        KitchenState s = initialState(kitchen, script);
        List<TickHash> hashes = new ArrayList<>();
        List<KitchenState> states = new ArrayList<>();
        List<TickEvents> events = new ArrayList<>();
        List<SystemHashes> systems = new ArrayList<>();
        hashes.add(new TickHash(0, s.stateHash()));
        states.add(s);
        while (s.tick() < ticks && s.verdict() == Verdict.PLAYING) {
            long from = s.tick();
            StepResult r;
            if (withSystems) {
                SystemTrace trace = frames.trace(s);
                systems.add(SystemHashes.of(trace));
                r = trace.result();
            } else {
                r = frames.step(s);
            }
            s = r.state();
            if (!r.events().isEmpty()) {
                events.add(new TickEvents(from, r.events()));
            }
            if (cadence > 0 && s.tick() % cadence == 0) {
                hashes.add(new TickHash(s.tick(), s.stateHash()));
                states.add(s);
            }
        }
        if (hashes.getLast().tick() != s.tick()) {
            hashes.add(new TickHash(s.tick(), s.stateHash()));
            states.add(s);
        }
        return new ReplayResult(hashes, states, s, events, systems);
    }

    /**
     * The system after which a run first departs from its golden at {@code tick}: the substep from
     * {@code tick - 1} is re-run system by system ({@link ReplayCursor#trace}) and each stage's hash
     * held against the golden's ({@link SystemHashes#firstDifference}). Empty when the golden keeps
     * no system hashes for the tick, when the run's state at {@code tick - 1} does not match the
     * golden's there (the departure is older than this substep), or when every stage agrees. The
     * cursor is left at {@code tick - 1}: pass a fork of one a user is looking at.
     */
    public static Optional<String> divergentSystem(ReplayCursor cursor, Golden golden, long tick) {
        Objects.requireNonNull(cursor, "cursor");
        Objects.requireNonNull(golden, "golden");
        if (tick < 1 || tick > cursor.endTick()) {
            return Optional.empty();
        }
        Optional<SystemHashes> expected = golden.systemsAt(tick);
        OptionalLong before = golden.hashAt(tick - 1);
        if (expected.isEmpty() || before.isEmpty() || cursor.seek(tick - 1).stateHash() != before.getAsLong()) {
            return Optional.empty();
        }
        return expected.get().firstDifference(cursor.trace(tick - 1));
    }

    /**
     * As {@link #divergentSystem(ReplayCursor, Golden, long)}, for a script run from the start.
     *
     * @throws InvalidScriptException when the script does not fit the kitchen
     */
    public static Optional<String> divergentSystem(Kitchen kitchen, InputScript script, Golden golden, long tick) {
        if (tick < 1 || golden.systemsAt(tick).isEmpty()) {
            return Optional.empty();
        }
        return divergentSystem(ReplayCursor.open(kitchen, script, tick, ReplayCursor.DEFAULT_INTERVAL), golden, tick);
    }

    /**
     * The round at tick 0: the script's cooks seated in order of first appearance, the seed, and
     * the pre-placed items on their fixtures (unmarked, ids from 0 in script order).
     *
     * @throws InvalidScriptException when the script does not fit the kitchen
     */
    public static KitchenState initialState(Kitchen kitchen, InputScript script) {
        List<ScriptProblem> problems = script.problemsOn(kitchen);
        if (!problems.isEmpty()) {
            throw new InvalidScriptException(problems);
        }
        KitchenState s = Sim.newRound(kitchen, script.seats(), script.seed());
        if (script.items().isEmpty()) {
            return s;
        }
        List<Station> stations = new ArrayList<>(s.stations());
        int nextId = s.nextItemId();
        for (InputScript.PlacedItem p : script.items()) {
            int at = kitchen.stationIndexAt(p.x(), p.y()).orElseThrow();
            Station st = stations.get(at);
            List<Slot> contents = new ArrayList<>(st.contents());
            contents.add(Slot.unmarked(new Item(nextId++, p.kind(), p.form())));
            stations.set(at, st.withContents(contents));
        }
        return s.withItems(s.players(), stations, nextId, s.counters());
    }

    /**
     * Holds a run against a golden: every golden tick in order. The first differing tick is
     * diffed against the last tick that matched, from the states the run kept.
     */
    public static Comparison compare(ReplayResult result, Golden golden) {
        List<TickHash> ours = result.hashes();
        List<TickHash> theirs = golden.hashes();
        List<Long> missing = new ArrayList<>();
        List<Long> extra = new ArrayList<>();
        int checked = 0;
        int mismatched = 0;
        Optional<Comparison.Divergence> divergence = Optional.empty();
        OptionalLong lastMatch = OptionalLong.empty();
        int i = 0;
        int j = 0;
        while (i < ours.size() || j < theirs.size()) {
            long a = i < ours.size() ? ours.get(i).tick() : Long.MAX_VALUE;
            long b = j < theirs.size() ? theirs.get(j).tick() : Long.MAX_VALUE;
            if (a < b) {
                extra.add(a);
                i++;
            } else if (b < a) {
                missing.add(b);
                j++;
            } else {
                checked++;
                if (ours.get(i).hash() == theirs.get(j).hash()) {
                    if (divergence.isEmpty()) {
                        lastMatch = OptionalLong.of(a);
                    }
                } else {
                    mismatched++;
                    if (divergence.isEmpty()) {
                        divergence = Optional.of(new Comparison.Divergence(a, theirs.get(j).hash(), ours.get(i).hash(),
                                lastMatch, changes(result, lastMatch, i)));
                    }
                }
                i++;
                j++;
            }
        }
        return new Comparison(checked, mismatched, divergence, missing, extra);
    }

    private static List<StateDiff.Change> changes(ReplayResult result, OptionalLong lastMatch, int index) {
        if (lastMatch.isEmpty()) {
            return List.of();
        }
        KitchenState before = result.stateAt(lastMatch.getAsLong()).orElseThrow();
        return StateDiff.between(before, result.states().get(index));
    }
}
