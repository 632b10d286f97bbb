package undercooked.server.ws;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

import undercooked.server.meters.LatencyHistogram;

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
        int n = (int) Math.min(written.get(), RING);
        if (n == 0) {
            return Double.NaN;
        }
        long[] copy = new long[n];
        for (int i = 0; i < n; i++) {
            copy[i] = echoes.get(i);
        }
        Arrays.sort(copy);
        int at = (int) Math.min(n - 1, Math.max(0, Math.ceil(p / 100.0 * n) - 1));
        return copy[at] / 1_000_000.0;
    }
}
