package undercooked.server.meters;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Durations counted into fixed buckets since the start, lock-free (every tick and socket thread
 * writes it): what a Prometheus histogram is, kept where the duration is measured so that
 * {@code /metrics} and {@code /api/stats} read one source. A record costs a scan of the bounds and
 * two atomic adds.
 */
public final class LatencyHistogram {

    /** Upper bounds in seconds: 50 us to 5 s, a 1-2.5-5 ladder (Prometheus' own default shape). */
    public static final List<Double> BOUNDS_S = List.of(0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005,
            0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0);

    private static final long[] BOUNDS_NS = BOUNDS_S.stream().mapToLong(s -> Math.round(s * 1e9)).toArray();

    /** Counts per bucket, not cumulative; the last slot is above the last bound (+Inf). */
    private final AtomicLongArray counts = new AtomicLongArray(BOUNDS_NS.length + 1);
    private final AtomicLong sumNanos = new AtomicLong();

    public void record(long nanos) {
        long n = Math.max(0, nanos);
        int i = 0;
        while (i < BOUNDS_NS.length && n > BOUNDS_NS[i]) {
            i++;
        }
        counts.incrementAndGet(i);
        sumNanos.addAndGet(n);
    }

    /** A consistent-enough copy for one scrape: cumulative counts per bound, then +Inf. */
    public Snapshot snapshot() {
        long[] cumulative = new long[BOUNDS_NS.length + 1];
        long running = 0;
        for (int i = 0; i < cumulative.length; i++) {
            running += counts.get(i);
            cumulative[i] = running;
        }
        return new Snapshot(cumulative, sumNanos.get() / 1e9);
    }

    /**
     * @param cumulative observations at or under each of {@link #BOUNDS_S}, then all of them
     * @param sumSeconds their sum
     */
    public record Snapshot(long[] cumulative, double sumSeconds) {
        public Snapshot {
            cumulative = cumulative.clone();
        }

        public long count() {
            return cumulative[cumulative.length - 1];
        }

        /** Observations in bucket {@code i} alone (not cumulative); the last is above the last bound. */
        public long bucket(int i) {
            return cumulative[i] - (i == 0 ? 0 : cumulative[i - 1]);
        }
    }
}
