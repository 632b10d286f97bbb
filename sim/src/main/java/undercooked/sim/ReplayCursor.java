package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A scrubbable replay: any tick of a recorded round on demand. Opening runs the round once and
 * keeps a keyframe (the state, and the events that led into it) every {@code interval} ticks; a
 * seek restarts from the keyframe at or before the tick, so it costs at most {@code interval - 1}
 * substeps however long the round is. The states of the segment being looked at are kept as they
 * are computed, so stepping back within a segment is free and stepping forward is one substep.
 *
 * <p>Not thread-safe: it is a cursor, one position at a time. Every state it returns is the same
 * value a straight run of the script gives at that tick ({@code ReplayCursorTest} holds this for
 * random ticks).
 */
public final class ReplayCursor {
    /** 2.5 s of a 20 Hz round: a seek is at most 49 substeps, 60 keyframes hold a 150 s round. */
    public static final int DEFAULT_INTERVAL = 50;

    private final StampedFrames frames;
    private final int interval;
    private final List<KitchenState> keyframes;
    private final List<List<Event>> keyEvents;
    private final long endTick;

    private long segmentStart = -1;
    private final List<KitchenState> segment = new ArrayList<>();
    private final List<List<Event>> segmentEvents = new ArrayList<>();
    private long tick;
    private int lastCost;

    private ReplayCursor(StampedFrames frames, int interval, List<KitchenState> keyframes,
                         List<List<Event>> keyEvents, long endTick) {
        this.frames = frames;
        this.interval = interval;
        this.keyframes = keyframes;
        this.keyEvents = keyEvents;
        this.endTick = endTick;
    }

    /**
     * Sees every tick of the opening run as it is computed, so one pass over the round can also
     * hash, index events or collect positions. Returning false cancels the opening.
     */
    @FunctionalInterface
    public interface Observer {
        /** {@code events}: those of the substep that led to {@code state} (none for tick 0). */
        boolean tick(KitchenState state, List<Event> events);
    }

    /** Thrown when an {@link Observer} cancels an opening. */
    public static final class Cancelled extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Cancelled(long tick) {
            super("opening cancelled at tick " + tick, null, false, false);
        }
    }

    /** Opens the script for its own length with {@link #DEFAULT_INTERVAL}. */
    public static ReplayCursor open(Kitchen kitchen, InputScript script) {
        return open(kitchen, script, script.length(), DEFAULT_INTERVAL);
    }

    /**
     * Runs the round once ({@code ticks} ticks, or until it ends) and keeps its keyframes. The
     * cursor starts at tick 0.
     *
     * @throws InvalidScriptException when the script does not fit the kitchen
     */
    public static ReplayCursor open(Kitchen kitchen, InputScript script, long ticks, int interval) {
        return open(kitchen, script, ticks, interval, (state, events) -> true);
    }

    /**
     * As {@link #open(Kitchen, InputScript, long, int)}, showing every tick to {@code observer}.
     *
     * @throws Cancelled when the observer returns false
     */
    public static ReplayCursor open(Kitchen kitchen, InputScript script, long ticks, int interval, Observer observer) {
        return open(Kernel.STANDARD, kitchen, script, ticks, interval, observer);
    }

    /** As {@link #open(Kitchen, InputScript, long, int)}, stepped by {@code kernel}. */
    public static ReplayCursor open(Kernel kernel, Kitchen kitchen, InputScript script, long ticks, int interval) {
        return open(kernel, kitchen, script, ticks, interval, (state, events) -> true);
    }

    /** As {@link #open(Kitchen, InputScript, long, int, Observer)}, stepped by {@code kernel}. */
    public static ReplayCursor open(Kernel kernel, Kitchen kitchen, InputScript script, long ticks, int interval,
                                    Observer observer) {
        Objects.requireNonNull(kernel, "kernel");
        Objects.requireNonNull(observer, "observer");
        Objects.requireNonNull(kitchen, "kitchen");
        Objects.requireNonNull(script, "script");
        if (interval < 1) {
            throw new IllegalArgumentException("keyframe interval must be >= 1, got " + interval);
        }
        if (ticks < 0) {
            throw new IllegalArgumentException("ticks must be >= 0, got " + ticks);
        }
        StampedFrames frames = StampedFrames.of(script, kernel);
        KitchenState s = ReplayRun.initialState(kitchen, script);
        List<KitchenState> keys = new ArrayList<>();
        List<List<Event>> keyEvents = new ArrayList<>();
        keys.add(s);
        keyEvents.add(List.of());
        if (!observer.tick(s, List.of())) {
            throw new Cancelled(0);
        }
        while (s.tick() < ticks && s.verdict() == Verdict.PLAYING) {
            StepResult r = frames.step(s);
            s = r.state();
            if (!observer.tick(s, r.events())) {
                throw new Cancelled(s.tick());
            }
            if (s.tick() % interval == 0) {
                keys.add(s);
                keyEvents.add(r.events());
            }
        }
        ReplayCursor c = new ReplayCursor(frames, interval, List.copyOf(keys), List.copyOf(keyEvents), s.tick());
        c.seek(0);
        return c;
    }

    /**
     * A second cursor over the same round, at tick 0: it shares the keyframes (immutable) and
     * keeps its own segment, so a background sweep never moves the cursor a user is looking at.
     */
    public ReplayCursor fork() {
        ReplayCursor c = new ReplayCursor(frames, interval, keyframes, keyEvents, endTick);
        c.seek(0);
        return c;
    }

    /**
     * The substep from {@code tick} to {@code tick + 1}, system by system (the cursor moves to
     * {@code tick}).
     *
     * @throws IllegalArgumentException for a tick outside 0..{@link #endTick()} - 1
     */
    public SystemTrace trace(long tick) {
        if (tick >= endTick) {
            throw new IllegalArgumentException("tick " + tick + " is the last of this replay (0.." + endTick
                    + "); nothing runs after it");
        }
        return frames.trace(seek(tick));
    }

    /** The frames fed to the substep from {@code tick}, as the kernel takes them (stamped). */
    public List<PlayerInput> inputsAt(long tick) {
        return frames.at(tick);
    }

    /** The cooks parked before the substep from {@code tick}. */
    public List<String> parksAt(long tick) {
        return frames.parkedAt(tick);
    }

    /** The tick the cursor is on. */
    public long tick() {
        return tick;
    }

    /** The last tick of the round: its length, or where the round clock ended it. */
    public long endTick() {
        return endTick;
    }

    public int interval() {
        return interval;
    }

    /** The state at the cursor. */
    public KitchenState state() {
        return segment.get(offset(tick));
    }

    /** The events of the substep that led to the cursor's tick (they carry {@code tick - 1}); none at 0. */
    public List<Event> events() {
        return segmentEvents.get(offset(tick));
    }

    /**
     * Moves to a tick and returns its state. Costs at most {@code interval - 1} substeps, none when
     * the tick's segment is already computed that far.
     *
     * @throws IllegalArgumentException for a tick outside 0..{@link #endTick()}
     */
    public KitchenState seek(long target) {
        if (target < 0 || target > endTick) {
            throw new IllegalArgumentException("tick " + target + " is outside this replay (0.." + endTick + ")");
        }
        lastCost = 0;
        long start = target / interval * interval;
        if (start != segmentStart) {
            segmentStart = start;
            segment.clear();
            segmentEvents.clear();
            int k = (int) (start / interval);
            segment.add(keyframes.get(k));
            segmentEvents.add(keyEvents.get(k));
        }
        int need = offset(target);
        while (segment.size() <= need) {
            KitchenState s = segment.getLast();
            StepResult r = frames.step(s);
            segment.add(r.state());
            segmentEvents.add(r.events());
            lastCost++;
        }
        tick = target;
        return segment.get(need);
    }

    /** One tick forward (stays on the last tick). */
    public KitchenState forward() {
        return seek(Math.min(endTick, tick + 1));
    }

    /** One tick back (stays on tick 0). */
    public KitchenState back() {
        return seek(Math.max(0, tick - 1));
    }

    /** Substeps the last move ran: the proof that seeking is bounded, for tests and the bench. */
    public int lastSeekCost() {
        return lastCost;
    }

    /** How many keyframes opening kept. */
    public int keyframeCount() {
        return keyframes.size();
    }

    private int offset(long t) {
        return (int) (t - segmentStart);
    }
}
