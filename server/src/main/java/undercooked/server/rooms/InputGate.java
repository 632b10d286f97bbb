package undercooked.server.rooms;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import undercooked.protocol.InputMsg;
import undercooked.server.wire.InputMapper;
import undercooked.sim.PlayerInput;

/**
 * The input discipline between a seated connection and the kernel: the seq rules, the clamp
 * (through {@link InputMapper}), and the per-tick queue with its bounded capacity. Clients
 * send on change plus a keep-alive, so a seat's last intent is held ("sticky") and fed again
 * on ticks where that seat sent nothing; without it a cook would stop between two frames.
 */
final class InputGate {

    /** A gap in seq up to this is ordinary loss, not worth counting. */
    static final int TOLERATED_GAP = 3;
    static final int QUEUE_PER_SEAT = 4;
    /** Button changes of one seat that may wait for later ticks (100 ms at 20 Hz). */
    static final int CARRIED_RUNS = 2;

    enum Verdict { QUEUED, RESEND, REPLAY }

    private record Queued(int seat, PlayerInput input) {
    }

    private final RoomCounters counters;
    private final List<Queued> queue = new ArrayList<>();
    private final PlayerInput[] sticky;

    InputGate(int maxSeats, RoomCounters counters) {
        this.sticky = new PlayerInput[maxSeats];
        this.counters = counters;
    }

    /**
     * Applies the seq discipline and queues an accepted frame. A replay never lowers
     * {@code lastSeq}: a late duplicate cannot un-accept what came after it.
     */
    Verdict offer(Binding b, String playerId, InputMsg msg, long tick, int occupiedSeats) {
        if (msg.seq() == b.lastSeq) {
            return Verdict.RESEND;
        }
        if (msg.seq() < b.lastSeq) {
            counters.staleSeqs.incrementAndGet();
            return Verdict.REPLAY;
        }
        if (msg.seq() - b.lastSeq > TOLERATED_GAP) {
            counters.inputGaps.incrementAndGet();
        }
        b.lastSeq = msg.seq();
        InputMapper.Mapped mapped = InputMapper.map(msg, playerId, tick);
        if (mapped.clamped()) {
            counters.clampedMoves.incrementAndGet();
        }
        enqueue(b.seat, mapped.input(), QUEUE_PER_SEAT * Math.max(1, occupiedSeats));
        return Verdict.QUEUED;
    }

    /**
     * A bot cook's frame for the next step. One a bot a step, so it needs no capacity check, and
     * a flood of players' frames cannot crowd it out.
     */
    void bot(int seat, PlayerInput input) {
        queue.add(new Queued(seat, input));
    }

    /**
     * At capacity the newest intent wins over the same player's oldest; a full queue holding
     * none of this player's frames refuses the new one, so one spammer cannot evict another.
     */
    private void enqueue(int seat, PlayerInput input, int capacity) {
        if (queue.size() >= capacity) {
            counters.inputsDropped.incrementAndGet();
            Iterator<Queued> it = queue.iterator();
            boolean evicted = false;
            while (it.hasNext()) {
                if (it.next().seat() == seat) {
                    it.remove();
                    evicted = true;
                    break;
                }
            }
            if (!evicted) {
                return;
            }
        }
        queue.add(new Queued(seat, input));
        counters.inputsReceived.incrementAndGet();
    }

    /**
     * This tick's frames: one per seat. A seat's queued frames are read as runs of one button
     * state, each run standing for its newest frame (the newest direction wins). The first run
     * is fed now; the later ones wait for the ticks after, one run a tick, at most
     * {@link #CARRIED_RUNS} of them (older ones are dropped and counted). So a tap and the next
     * press that jitter lands in one tick still reach the kernel as press, release, press:
     * feeding only the earliest frame would make it see the button held through the release and
     * swallow the second press. A client that toggles faster than the tick rate cannot build a
     * backlog, so it neither lags itself nor fills the room's queue against the others. Seats
     * that sent nothing get their held intent again.
     */
    List<PlayerInput> drain(long tick, boolean[] connected) {
        List<PlayerInput> out = new ArrayList<>(sticky.length);
        boolean[] sent = new boolean[sticky.length];
        List<Queued> carried = new ArrayList<>();
        List<Queued> runs = new ArrayList<>();
        for (int i = 0; i < queue.size(); i++) {
            int seat = queue.get(i).seat();
            if (sent[seat]) {
                continue; // this seat's frames were taken with its first one
            }
            runs.clear();
            for (int j = i; j < queue.size(); j++) {
                Queued q = queue.get(j);
                if (q.seat() != seat) {
                    continue;
                }
                if (!runs.isEmpty() && runs.getLast().input().action() == q.input().action()) {
                    runs.set(runs.size() - 1, q);
                } else {
                    runs.add(q);
                }
            }
            PlayerInput fed = runs.getFirst().input();
            out.add(fed);
            sent[seat] = true;
            sticky[seat] = fed;
            int later = runs.size() - 1;
            if (later > CARRIED_RUNS) {
                counters.inputsDropped.addAndGet(later - CARRIED_RUNS);
            }
            carried.addAll(runs.subList(Math.max(1, runs.size() - CARRIED_RUNS), runs.size()));
        }
        queue.clear();
        queue.addAll(carried);
        for (int seat = 0; seat < sticky.length; seat++) {
            PlayerInput held = sticky[seat];
            if (held != null && !sent[seat] && connected[seat]) {
                out.add(new PlayerInput(held.playerId(), held.move(), held.action(), held.face(), tick, held.seq()));
            }
        }
        return out;
    }

    /** A seat that dropped or left stops walking: its held intent is forgotten. */
    void forget(int seat) {
        sticky[seat] = null;
        queue.removeIf(q -> q.seat() == seat);
    }

    void reset() {
        queue.clear();
        java.util.Arrays.fill(sticky, null);
    }

    int queued() {
        return queue.size();
    }
}
