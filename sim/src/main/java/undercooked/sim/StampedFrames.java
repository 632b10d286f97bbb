package undercooked.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A script's frames as the kernel takes them: grouped by tick, stamped the way a live room stamps
 * what it receives ({@code receivedAtTick} = the frame's tick, {@code seq} = the frame's place among
 * its cook's frames, from 0). Built once per script so seeking a replay never re-groups frames.
 */
final class StampedFrames {
    private final long[] ticks;
    private final List<List<PlayerInput>> groups;

    private StampedFrames(long[] ticks, List<List<PlayerInput>> groups) {
        this.ticks = ticks;
        this.groups = groups;
    }

    static StampedFrames of(InputScript script) {
        // Counting seqs per id only: the map is never iterated, so its order cannot leak into the round.
        Map<String, Long> seq = new HashMap<>();
        List<Long> tickList = new ArrayList<>();
        List<List<PlayerInput>> groups = new ArrayList<>();
        for (InputScript.Frame f : script.frames()) {
            long n = seq.merge(f.playerId(), 1L, Long::sum) - 1;
            PlayerInput in = new PlayerInput(f.playerId(), f.move(), f.action(), f.face(), f.tick(), n);
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
        return new StampedFrames(ticks, groups.stream().map(List::copyOf).toList());
    }

    /** The inputs fed to the substep that advances the round from {@code tick}; empty when none. */
    List<PlayerInput> at(long tick) {
        int i = Arrays.binarySearch(ticks, tick);
        return i < 0 ? List.of() : groups.get(i);
    }
}
