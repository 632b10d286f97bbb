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

    /**
     * Upper bounds for what takes seconds to minutes (a round's end to its archive row): 10 ms to
     * 5 min, the same ladder.
     */
    public static final List<Double> SLOW_BOUNDS_S = List.of(0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
            10.0, 25.0, 60.0, 120.0, 300.0);

    private final List<Double> boundsS;
    private final long[] boundsNs;
    /** Counts per bucket, not cumulative; the last slot is above the last bound (+Inf). */
    private final AtomicLongArray counts;
    private final AtomicLong sumNanos = new AtomicLong();

    /** Over {@link #BOUNDS_S}: a tick's or an echo's time. */
    public LatencyHistogram() {
        this(BOUNDS_S);
    }

    /** Over {@code boundsS}, increasing upper bounds in seconds. */
    public LatencyHistogram(List<Double> boundsS) {
        this.boundsS = List.copyOf(boundsS);
        for (int i = 1; i < this.boundsS.size(); i++) {
            if (this.boundsS.get(i) <= this.boundsS.get(i - 1)) {
                throw new IllegalArgumentException("bounds must increase: " + boundsS);
            }
        }
        this.boundsNs = this.boundsS.stream().mapToLong(s -> Math.round(s * 1e9)).toArray();
        this.counts = new AtomicLongArray(boundsNs.length + 1);
    }

    /** The upper bounds, in seconds, without +Inf. */
    public List<Double> boundsS() {
        return boundsS;
    }

    public void record(long nanos) {
        long n = Math.max(0, nanos);
        int i = 0;
        while (i < boundsNs.length && n > boundsNs[i]) {
            i++;
        }
        counts.incrementAndGet(i);
        sumNanos.addAndGet(n);
    }

    /** A consistent-enough copy for one scrape: cumulative counts per bound, then +Inf. */
    public Snapshot snapshot() {
        long[] cumulative = new long[boundsNs.length + 1];
        long running = 0;
        for (int i = 0; i < cumulative.length; i++) {
            running += counts.get(i);
            cumulative[i] = running;
        }
        return new Snapshot(cumulative, sumNanos.get() / 1e9);
    }

    /**
     * @param cumulative observations at or under each of the bounds, then all of them
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
