package undercooked.server.ws;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

import undercooked.server.rooms.TickBudget;

/**
 * How late the sockets' writes leave, over every socket: a write is late when the oldest frame it
 * carries waited {@link TickBudget.Writes#LATE_MS} or more in its send queue (the writer's virtual
 * thread not scheduled, or the write itself slow). The node's budget judges the late share
 * (decision 0048): a box saturated in its socket threads shows here before its ticks start late.
 */
public final class SendLag {

    private static final long LATE_NANOS = TimeUnit.MILLISECONDS.toNanos(TickBudget.Writes.LATE_MS);

    private final LongAdder writes = new LongAdder();
    private final LongAdder late = new LongAdder();

    /** One write left {@code waitedNanos} after its oldest frame was queued. */
    void record(long waitedNanos) {
        writes.increment();
        if (waitedNanos >= LATE_NANOS) {
            late.increment();
        }
    }

    /** The writes so far and the late ones; read late first, so late never exceeds writes. */
    public TickBudget.Writes counts() {
        long l = late.sum();
        return new TickBudget.Writes(Math.max(l, writes.sum()), l);
    }
}
