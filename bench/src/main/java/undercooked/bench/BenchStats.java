package undercooked.bench;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * What the bots measure; counted only while {@link #measuring} is set (the measured window).
 * Echo samples go into a preallocated array rather than a locked list of boxed longs: 1,000 bots
 * add about 20,000 a second, and the bench should not be what allocates and contends.
 */
final class BenchStats {
    volatile boolean measuring;
    final LongAdder downBytes = new LongAdder();
    final LongAdder snaps = new LongAdder();
    final LongAdder snapBytes = new LongAdder();
    final AtomicLong snapMax = new AtomicLong();
    final LongAdder failures = new LongAdder();
    final LongAdder closes = new LongAdder();
    /** The spectators' side: frames and bytes they read, and how many the server closed. */
    final LongAdder watcherSnaps = new LongAdder();
    final LongAdder watcherBytes = new LongAdder();
    final LongAdder watcherCloses = new LongAdder();
    /** Frames the bots actually sent in the window: the load is reported, not assumed. */
    final LongAdder inputs = new LongAdder();
    final LongAdder pings = new LongAdder();
    private final long[] echoes;
    private final AtomicLong echoCount = new AtomicLong();

    BenchStats(int maxEchoes) {
        echoes = new long[maxEchoes];
    }

    void bytes(int n) {
        if (measuring) {
            downBytes.add(n);
        }
    }

    void snap(int n) {
        if (measuring) {
            snaps.increment();
            snapBytes.add(n);
            if (n > snapMax.get()) {
                snapMax.accumulateAndGet(n, Math::max);
            }
        }
    }

    void watched(int n) {
        if (measuring) {
            watcherSnaps.increment();
            watcherBytes.add(n);
        }
    }

    void sent(boolean input) {
        if (measuring) {
            (input ? inputs : pings).increment();
        }
    }

    void echo(long nanos) {
        if (measuring) {
            long at = echoCount.getAndIncrement();
            if (at < echoes.length) {
                echoes[(int) at] = nanos;
            }
        }
    }

    /** What these figures hold on the heap: the preallocated echo samples. */
    long heapBytes() {
        return 16L + 8L * echoes.length;
    }

    /** The echo samples, sorted; call after the window closed. */
    long[] sortedEchoes() {
        int n = (int) Math.min(echoCount.get(), echoes.length);
        long[] copy = java.util.Arrays.copyOf(echoes, n);
        java.util.Arrays.sort(copy);
        return copy;
    }
}
