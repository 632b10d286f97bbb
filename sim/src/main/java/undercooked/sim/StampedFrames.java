package undercooked.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A script's frames as the kernel takes them: grouped by tick, stamped the way a live room stamps
 * what it receives ({@code receivedAtTick} = the frame's tick, {@code seq} = the frame's place among
 * its cook's frames, from 0) unless the frame carries the stamps it was recorded with. Built once
 * per script so seeking a replay never re-groups frames. The parks ride along, by tick.
 */
final class StampedFrames {
    private final long[] ticks;
    private final List<List<PlayerInput>> groups;
    private final List<InputScript.Park> parks;
    private final Kernel kernel;

    private StampedFrames(long[] ticks, List<List<PlayerInput>> groups, List<InputScript.Park> parks, Kernel kernel) {
        this.kernel = kernel;
        this.ticks = ticks;
        this.groups = groups;
        this.parks = parks;
    }

    static StampedFrames of(InputScript script) {
        return of(script, Kernel.STANDARD);
    }

    /** The script's frames, stepped by {@code kernel}. */
    static StampedFrames of(InputScript script, Kernel kernel) {
        // Seqs counted per cook in arrays, ticks in a long[]: no boxing on the 14,400 frames of a
        // four-cook round (a tenth of an archive survey's time was this method with a HashMap).
        List<InputScript.Frame> frames = script.frames();
        String[] ids = new String[4];
        long[] counts = new long[4];
        int cooks = 0;
        long[] ticks = new long[16];
        int n = 0;
        List<List<PlayerInput>> groups = new ArrayList<>();
        List<PlayerInput> group = null;
        for (InputScript.Frame f : frames) {
            int c = 0;
            while (c < cooks && !ids[c].equals(f.playerId())) {
                c++;
            }
            if (c == cooks) {
                if (cooks == ids.length) {
                    ids = Arrays.copyOf(ids, cooks * 2);
                    counts = Arrays.copyOf(counts, cooks * 2);
                }
                ids[cooks++] = f.playerId();
            }
            long seq = counts[c]++;
            PlayerInput in = new PlayerInput(f.playerId(), f.move(), f.action(), f.face(),
                    f.receivedAtTick().orElse(f.tick()), f.seq().orElse(seq));
            if (n == 0 || ticks[n - 1] != f.tick()) {
                if (n == ticks.length) {
                    ticks = Arrays.copyOf(ticks, n * 2);
                }
                ticks[n++] = f.tick();
                group = new ArrayList<>(cooks);
                groups.add(group);
            }
            group.add(in);
        }
        List<List<PlayerInput>> fixed = new ArrayList<>(groups.size());
        for (List<PlayerInput> g : groups) {
            fixed.add(List.copyOf(g));
        }
        return new StampedFrames(Arrays.copyOf(ticks, n), List.copyOf(fixed), script.parks(), kernel);
    }

    /**
     * One replayed tick: the parks of {@code state}'s tick, then its substep with its frames. The
     * parks' events come first, as the room raised them between the two steps.
     */
    StepResult step(KitchenState state) {
        if (parks.isEmpty()) {
            return Sim.step(state, SimConstants.STEP_DT, at(state.tick()), null, kernel);
        }
        List<Event> events = new ArrayList<>();
        KitchenState parked = park(state, events);
        StepResult r = Sim.step(parked, SimConstants.STEP_DT, at(state.tick()), null, kernel);
        events.addAll(r.events());
        return new StepResult(r.state(), events);
    }

    private KitchenState park(KitchenState state, List<Event> events) {
        KitchenState s = state;
        for (InputScript.Park p : parks) {
            if (p.tick() == state.tick()) {
                StepResult r = Sim.park(s, p.playerId());
                s = r.state();
                events.addAll(r.events());
            } else if (p.tick() > state.tick()) {
                break;
            }
        }
        return s;
    }

    /** The tick as {@link SystemTrace} takes it apart: the same parks and frames {@link #step} feeds. */
    SystemTrace trace(KitchenState state) {
        return SystemTrace.of(state, at(state.tick()), parkedAt(state.tick()), kernel);
    }

    /** The cooks whose items are parked before the substep from {@code tick}, in order. */
    List<String> parkedAt(long tick) {
        List<String> out = new ArrayList<>();
        for (InputScript.Park p : parks) {
            if (p.tick() == tick) {
                out.add(p.playerId());
            } else if (p.tick() > tick) {
                break;
            }
        }
        return out;
    }

    /** The inputs fed to the substep that advances the round from {@code tick}; empty when none. */
    List<PlayerInput> at(long tick) {
        int i = Arrays.binarySearch(ticks, tick);
        return i < 0 ? List.of() : groups.get(i);
    }
}
