package undercooked.server.rooms;

import java.util.EnumMap;
import java.util.Map;

import undercooked.protocol.RoomState;

/**
 * The live rooms counted by state, with their occupied seats and watchers summed: what a scrape
 * exports about rooms, read without building each room's public row, looking up the level of a
 * room between rounds, or sorting the list by code as the room browser's list does.
 */
public record RoomTally(Map<RoomState, Long> byState, long seats, long spectators) {
    public RoomTally {
        byState = Map.copyOf(byState);
    }

    /** Every state with its count, zero for none. */
    public long rooms(RoomState state) {
        return byState.getOrDefault(state, 0L);
    }

    /** Adds one room at a time; the tally of none is every state at zero. */
    static final class Counter {
        private final long[] byState = new long[RoomState.values().length];
        private long seats;
        private long spectators;

        void add(RoomState state, int occupied, int watchers) {
            byState[state.ordinal()]++;
            seats += occupied;
            spectators += watchers;
        }

        RoomTally done() {
            Map<RoomState, Long> m = new EnumMap<>(RoomState.class);
            for (RoomState s : RoomState.values()) {
                m.put(s, byState[s.ordinal()]);
            }
            return new RoomTally(m, seats, spectators);
        }
    }
}
