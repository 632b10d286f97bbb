package undercooked.server.rooms;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The input discipline's census (what each layer did with the frames) plus dropped events.
 * Atomic because /api/stats reads it from another thread while the room writes it.
 */
public final class RoomCounters {

    public static final String[] NAMES =
            {"inputs_received", "inputs_dropped", "stale_seqs", "clamped_moves", "input_gaps", "events_dropped"};

    final AtomicLong inputsReceived = new AtomicLong();
    final AtomicLong inputsDropped = new AtomicLong();
    final AtomicLong staleSeqs = new AtomicLong();
    final AtomicLong clampedMoves = new AtomicLong();
    final AtomicLong inputGaps = new AtomicLong();
    final AtomicLong eventsDropped = new AtomicLong();

    /** The counters by their /api/stats names, in {@link #NAMES} order. */
    public Map<String, Long> snapshot() {
        Map<String, Long> m = new LinkedHashMap<>();
        m.put(NAMES[0], inputsReceived.get());
        m.put(NAMES[1], inputsDropped.get());
        m.put(NAMES[2], staleSeqs.get());
        m.put(NAMES[3], clampedMoves.get());
        m.put(NAMES[4], inputGaps.get());
        m.put(NAMES[5], eventsDropped.get());
        return m;
    }
}
