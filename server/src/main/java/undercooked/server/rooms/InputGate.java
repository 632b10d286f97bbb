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
     * state; the newest frame of the first run is fed (the newest intent wins, as the kernel's
     * own resolution would leave nothing else to choose), and the later runs stay queued for the
     * ticks after, one run a tick. So every press and release reaches the kernel even when jitter
     * lands a tap and the next press in one tick: feeding only the earliest frame would make the
     * kernel see the button held through the release and swallow the second press. Seats that
     * sent nothing get their held intent again.
     */
    List<PlayerInput> drain(long tick, boolean[] connected) {
        List<PlayerInput> out = new ArrayList<>(sticky.length);
        boolean[] sent = new boolean[sticky.length];
        List<Queued> carried = new ArrayList<>();
        for (int i = 0; i < queue.size(); i++) {
            Queued q = queue.get(i);
            if (sent[q.seat()]) {
                continue; // this seat's first run is already decided
            }
            Queued fed = q;
            int j = i + 1;
            for (; j < queue.size(); j++) {
                Queued later = queue.get(j);
                if (later.seat() != q.seat()) {
                    continue;
                }
                if (later.input().action() != q.input().action()) {
                    break;
                }
                fed = later;
            }
            out.add(fed.input());
            sent[q.seat()] = true;
            sticky[q.seat()] = fed.input();
            for (; j < queue.size(); j++) {
                if (queue.get(j).seat() == q.seat()) {
                    carried.add(queue.get(j));
                }
            }
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
