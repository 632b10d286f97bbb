package undercooked.server.rooms;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.Supplier;

import undercooked.server.meters.LatencyHistogram;
import undercooked.server.meters.RecentRing;
import undercooked.server.meters.SlowTicks;

/**
 * Tick cost and lateness over every room, lock-free because every ticking thread writes it.
 * Costs are kept in a ring of the most recent samples, so the percentiles describe the
 * present load rather than the whole uptime.
 */
public final class TickStats {

    private static final int RING = 1 << 14;

    private final AtomicLongArray costs = new AtomicLongArray(RING);
    private final AtomicLong written = new AtomicLong();
    private final AtomicLong late = new AtomicLong();
    private final LatencyHistogram histogram = new LatencyHistogram();
    /** The ten slowest ticks of the last five minutes, for /metrics' exemplars and /api/stats. */
    private final SlowTicks slow = new SlowTicks(10, 5 * 60_000L);

    /**
     * @param costNanos how long the room's tick took
     * @param lateNanos how far after its due time it started
     * @param periodNanos the tick period; a tick that starts a whole period late missed its slot
     */
    void record(long costNanos, long lateNanos, long periodNanos) {
        costs.set((int) (written.getAndIncrement() & (RING - 1)), costNanos);
        histogram.record(costNanos);
        if (lateNanos >= periodNanos) {
            late.incrementAndGet();
        }
    }

    /**
     * Keeps the tick if it is among the slowest lately; {@code where} is asked only then.
     */
    void offerSlow(long costNanos, String room, Supplier<SlowTicks.Where> where) {
        slow.offer(costNanos, room, where, System.currentTimeMillis());
    }

    public LatencyHistogram histogram() {
        return histogram;
    }

    public SlowTicks slowTicks() {
        return slow;
    }

    public long ticks() {
        return written.get();
    }

    public long lateTicks() {
        return late.get();
    }

    /** The counters {@link TickBudget} judges the node's load by, with the sockets' {@code writes}. */
    TickBudget.Sample sample(TickBudget.Writes writes) {
        long n = ticks();
        return new TickBudget.Sample(n, Math.min(lateTicks(), n), percentileMs(99), writes.writes(), writes.late());
    }

    /** The cost percentile in milliseconds over the recent ring (0 before any tick). */
    public double percentileMs(double p) {
        return percentilesMs(p)[0];
    }

    /** The cost percentiles in milliseconds over the recent ring, from one sort (0 each before any tick). */
    public double[] percentilesMs(double... ps) {
        return RecentRing.percentilesMs(costs, written.get(), 0.0, ps);
    }
}
