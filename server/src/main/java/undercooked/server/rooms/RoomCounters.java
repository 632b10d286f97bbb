package undercooked.server.rooms;

import java.util.concurrent.atomic.AtomicLong;

import undercooked.protocol.Stats;

/**
 * The input discipline's census (what each layer did with the frames) plus dropped events.
 * Atomic because /api/stats reads it from another thread while the room writes it.
 */
public final class RoomCounters {

    final AtomicLong inputsReceived = new AtomicLong();
    final AtomicLong inputsDropped = new AtomicLong();
    final AtomicLong staleSeqs = new AtomicLong();
    final AtomicLong clampedMoves = new AtomicLong();
    final AtomicLong inputGaps = new AtomicLong();
    final AtomicLong eventsDropped = new AtomicLong();

    /** The counters now, as /api/stats shows them. */
    public Stats.InputCensus census() {
        return new Stats.InputCensus(inputsReceived.get(), inputsDropped.get(), staleSeqs.get(), clampedMoves.get(),
                inputGaps.get(), eventsDropped.get());
    }

    /** Adds a closed room's counters (the supervisor keeps its retired rooms' sum in one of these). */
    void add(Stats.InputCensus c) {
        inputsReceived.addAndGet(c.inputsReceived());
        inputsDropped.addAndGet(c.inputsDropped());
        staleSeqs.addAndGet(c.staleSeqs());
        clampedMoves.addAndGet(c.clampedMoves());
        inputGaps.addAndGet(c.inputGaps());
        eventsDropped.addAndGet(c.eventsDropped());
    }
}
