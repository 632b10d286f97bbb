package undercooked.server.ws;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

import undercooked.server.meters.LatencyHistogram;
import undercooked.server.meters.RecentRing;

/**
 * The server's share of the echo latency, over every socket: from an input frame's arrival to the
 * write of the first snapshot to that socket after it (the bench's echo, less the network). Kept
 * in a ring of the most recent samples, lock-free, as the tick cost is, so the percentiles
 * describe the present load.
 */
public final class EchoStats {

    private static final int RING = 1 << 14;

    private final AtomicLongArray echoes = new AtomicLongArray(RING);
    private final AtomicLong written = new AtomicLong();
    private final LatencyHistogram histogram = new LatencyHistogram();

    void record(long nanos) {
        echoes.set((int) (written.getAndIncrement() & (RING - 1)), Math.max(0, nanos));
        histogram.record(nanos);
    }

    public LatencyHistogram histogram() {
        return histogram;
    }

    /** Echoes measured since the start. */
    public long samples() {
        return written.get();
    }

    /** The percentile in milliseconds over the recent ring; empty (NaN) before any echo. */
    public double percentileMs(double p) {
        return percentilesMs(p)[0];
    }

    /** The percentiles in milliseconds over the recent ring, from one sort; NaN each before any echo. */
    public double[] percentilesMs(double... ps) {
        return RecentRing.percentilesMs(echoes, written.get(), Double.NaN, ps);
    }
}
