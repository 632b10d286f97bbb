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
    /** Every close the server sent, by code and reason: why sockets were closed, not only how many. */
    private final java.util.concurrent.ConcurrentHashMap<String, LongAdder> closeReasons =
            new java.util.concurrent.ConcurrentHashMap<>();
    /** The spectators' side: frames and bytes they read, and how many the server closed. */
    final LongAdder watcherSnaps = new LongAdder();
    final LongAdder watcherBytes = new LongAdder();
    final LongAdder watcherCloses = new LongAdder();
    /** Frames the bots actually sent in the window: the load is reported, not assumed. */
    final LongAdder inputs = new LongAdder();
    final LongAdder pings = new LongAdder();
    private final Samples echoes;
    /** A ping's send to its pong: the round trip the Colyseus peer reports as its echo. */
    private final Samples pingTrips;

    /** Latency samples (nanoseconds) in a preallocated array, the rest past its size left out. */
    private static final class Samples {
        private final long[] values;
        private final AtomicLong count = new AtomicLong();

        Samples(int max) {
            values = new long[max];
        }

        void add(long nanos) {
            long at = count.getAndIncrement();
            if (at < values.length) {
                values[(int) at] = nanos;
            }
        }

        long[] sorted() {
            long[] copy = java.util.Arrays.copyOf(values, (int) Math.min(count.get(), values.length));
            java.util.Arrays.sort(copy);
            return copy;
        }

        long heapBytes() {
            return 16L + 8L * values.length;
        }
    }

    /** {@code maxEchoes}: the inputs the window can hold (20 a client-second); pings are a quarter of them. */
    BenchStats(int maxEchoes) {
        echoes = new Samples(maxEchoes);
        pingTrips = new Samples(maxEchoes / 4 + 16);
    }

    /** The server's err frames to the bots, by code: what the server refused before any close. */
    private final java.util.concurrent.ConcurrentHashMap<String, LongAdder> errCodes =
            new java.util.concurrent.ConcurrentHashMap<>();
    private static final java.util.regex.Pattern ERR_CODE = java.util.regex.Pattern.compile("\"code\":\"([a-z_]+)\"");

    void refusedWith(String errFrame) {
        java.util.regex.Matcher m = ERR_CODE.matcher(errFrame);
        errCodes.computeIfAbsent(m.find() ? m.group(1) : "unreadable", k -> new LongAdder()).increment();
    }

    /** The err frames by code, most first, as {@code rate_limited:12,not_playing:3}, or {@code none}. */
    String errCodes() {
        return counts(errCodes);
    }

    void closedWith(int code, String reason) {
        String key = code + "/" + (reason.isBlank() ? "-" : reason.strip().replaceAll("[\\s,=:]+", "_"));
        closeReasons.computeIfAbsent(key, k -> new LongAdder()).increment();
    }

    /**
     * The closes by code and reason, most first, as {@code 1000/slow_consumer:12,4401/room_gone:3}
     * (no spaces: it travels in the figures line), or {@code none}.
     */
    String closeReasons() {
        return counts(closeReasons);
    }

    private static String counts(java.util.Map<String, LongAdder> counts) {
        if (counts.isEmpty()) {
            return "none";
        }
        return counts.entrySet().stream()
                .sorted((a, b) -> Long.compare(b.getValue().sum(), a.getValue().sum()))
                .map(e -> e.getKey() + ":" + e.getValue().sum())
                .collect(java.util.stream.Collectors.joining(","));
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
            echoes.add(nanos);
        }
    }

    void pingTrip(long nanos) {
        if (measuring) {
            pingTrips.add(nanos);
        }
    }

    /** What these figures hold on the heap: the preallocated samples. */
    long heapBytes() {
        return echoes.heapBytes() + pingTrips.heapBytes();
    }

    /** The echo samples, sorted; call after the window closed. */
    long[] sortedEchoes() {
        return echoes.sorted();
    }

    /** The ping round trips, sorted; call after the window closed. */
    long[] sortedPingTrips() {
        return pingTrips.sorted();
    }
}
