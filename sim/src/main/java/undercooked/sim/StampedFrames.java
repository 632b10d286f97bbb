package undercooked.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
        // Counting seqs per id only: the map is never iterated, so its order cannot leak into the round.
        Map<String, Long> seq = new HashMap<>();
        List<Long> tickList = new ArrayList<>();
        List<List<PlayerInput>> groups = new ArrayList<>();
        for (InputScript.Frame f : script.frames()) {
            long n = seq.merge(f.playerId(), 1L, Long::sum) - 1;
            PlayerInput in = new PlayerInput(f.playerId(), f.move(), f.action(), f.face(),
                    f.receivedAtTick().orElse(f.tick()), f.seq().orElse(n));
            if (tickList.isEmpty() || tickList.getLast() != f.tick()) {
                tickList.add(f.tick());
                groups.add(new ArrayList<>());
            }
            groups.getLast().add(in);
        }
        long[] ticks = new long[tickList.size()];
        for (int i = 0; i < ticks.length; i++) {
            ticks[i] = tickList.get(i);
        }
        return new StampedFrames(ticks, groups.stream().map(List::copyOf).toList(), script.parks(), kernel);
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
