package undercooked.studio.replay;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import undercooked.sim.Event;
import undercooked.sim.Golden;
import undercooked.sim.InvalidScriptException;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.Player;
import undercooked.sim.ReplayCursor;
import undercooked.sim.ReplayRun;
import undercooked.sim.TickHash;
import undercooked.studio.ErrorReport;

/**
 * The opening pass: runs the round once through {@link ReplayCursor} (keyframes), and on the way
 * indexes the events, records each cook's position and compares every golden tick's hash. Pure
 * work with no FX in it, so a {@code Task} runs it and the bench times it.
 */
public final class ReplayOpener {
    /** Progress of an opening; returning false cancels it. */
    @FunctionalInterface
    public interface Progress {
        boolean at(long tick, long total);
    }

    /** An opened replay, or why not. */
    public sealed interface Result permits Opened, Failed, Cancelled {
    }

    public record Opened(OpenedReplay replay) implements Result {
    }

    public record Failed(ErrorReport error) implements Result {
    }

    public record Cancelled() implements Result {
    }

    private ReplayOpener() {
    }

    public static Result open(LoadedReplay loaded, Progress progress) {
        long start = System.nanoTime();
        Kitchen kitchen;
        try {
            kitchen = loaded.level().kitchen();
        } catch (IllegalStateException e) {
            return new Failed(new ErrorReport("level_invalid", "Level " + loaded.level().id() + " cannot be built: "
                    + e.getMessage(), "Fix the level in the editor and open the replay again."));
        }
        long total = loaded.ticks();
        int seats = loaded.script().seats().size();
        float[][] xs = new float[seats][(int) total + 1];
        float[][] ys = new float[seats][(int) total + 1];
        EventIndex events = new EventIndex();
        List<TickHash> golden = loaded.golden().map(Golden::hashes).orElse(List.of());
        int[] gi = {0};
        int[] counts = new int[3]; // checked, mismatched, missing
        long[] div = {-1, 0, 0, -1}; // tick, expected, actual, lastMatch
        ReplayCursor.Observer observer = (KitchenState s, List<Event> ev) -> {
            long t = s.tick();
            if (!ev.isEmpty()) {
                events.add(t, ev);
            }
            for (Player p : s.players()) {
                if (p.seat() < seats) {
                    xs[p.seat()][(int) t] = (float) p.pos().x();
                    ys[p.seat()][(int) t] = (float) p.pos().y();
                }
            }
            while (gi[0] < golden.size() && golden.get(gi[0]).tick() < t) {
                gi[0]++; // a golden tick this run skipped cannot happen (every tick is seen); kept for safety
            }
            if (gi[0] < golden.size() && golden.get(gi[0]).tick() == t) {
                long h = s.stateHash();
                counts[0]++;
                if (h == golden.get(gi[0]).hash()) {
                    if (div[0] < 0) {
                        div[3] = t;
                    }
                } else {
                    counts[1]++;
                    if (div[0] < 0) {
                        div[0] = t;
                        div[1] = golden.get(gi[0]).hash();
                        div[2] = h;
                    }
                }
                gi[0]++;
            }
            return (t & 63) != 0 || progress.at(t, total);
        };
        ReplayCursor cursor;
        try {
            cursor = ReplayCursor.open(kitchen, loaded.script(), total, ReplayCursor.DEFAULT_INTERVAL, observer);
        } catch (ReplayCursor.Cancelled e) {
            return new Cancelled();
        } catch (InvalidScriptException e) {
            return new Failed(new ErrorReport("script_does_not_fit", loaded.source().title() + " does not fit level "
                    + loaded.level().id() + ": " + e.getMessage(), "Open it with the level it was recorded on (put that"
                    + " level's file beside the script)."));
        }
        counts[2] = golden.size() - gi[0];
        GoldenCheck check = loaded.golden().isEmpty() ? GoldenCheck.NONE
                : new GoldenCheck(counts[0], counts[1], div[0] < 0 ? OptionalLong.empty() : OptionalLong.of(div[0]),
                        div[1], div[2], div[3] < 0 ? OptionalLong.empty() : OptionalLong.of(div[3]), counts[2],
                        system(loaded.golden().get(), cursor, div[0], div[3]),
                        div[0] < 0 ? OptionalLong.empty()
                                : undercooked.levels.ReplayFiles.contradictsItselfAt(loaded.golden().get(), div[0]));
        if (cursor.endTick() < total) {
            trim(xs, ys, cursor.endTick());
        }
        return new Opened(new OpenedReplay(loaded, cursor, events, xs, ys, check, (System.nanoTime() - start) / 1_000_000));
    }

    /**
     * The system after which the divergent tick first differs: only when the golden keeps system
     * hashes and the tick just before the divergence matched, so one substep is to blame. The
     * substep is re-run on a fork, so the cursor handed to the view stays where it is.
     */
    private static Optional<String> system(Golden golden, ReplayCursor cursor, long divergence, long lastMatch) {
        if (!golden.hasSystemHashes() || divergence < 1 || lastMatch != divergence - 1) {
            return Optional.empty();
        }
        return ReplayRun.divergentSystem(cursor.fork(), golden, divergence);
    }

    /** A round that ended before its length (won early) leaves its last position standing. */
    private static void trim(float[][] xs, float[][] ys, long end) {
        for (int s = 0; s < xs.length; s++) {
            for (int t = (int) end + 1; t < xs[s].length; t++) {
                xs[s][t] = xs[s][(int) end];
                ys[s][t] = ys[s][(int) end];
            }
        }
    }
}
