package undercooked.server.ws;

/**
 * A frame rate limit: {@code rate} frames a second with a burst of one second's worth. A seat's
 * bucket is shared by its sockets ({@link SeatBuckets}), and an evicted socket may still be
 * reading while its successor starts, hence the lock.
 */
final class TokenBucket {

    private final double rate;
    private double tokens;
    private long last;
    /** The last server stall whose backlog this bucket forgave, and how much of it. */
    private long forgivenStall;
    private long forgivenNanos;

    TokenBucket(int ratePerSecond, long nowNanos) {
        if (ratePerSecond < 1) {
            throw new IllegalArgumentException("rate must be >= 1");
        }
        this.rate = ratePerSecond;
        this.tokens = ratePerSecond;
        this.last = nowNanos;
    }

    synchronized boolean take(long nowNanos) {
        refill(nowNanos);
        if (tokens >= 1.0) {
            tokens -= 1.0;
            return true;
        }
        return false;
    }

    /** Takes a token when one is there (0), else how long until one is, taking none: one lock where two calls took two. */
    synchronized long takeOrWait(long nowNanos) {
        refill(nowNanos);
        if (tokens >= 1.0) {
            tokens -= 1.0;
            return 0;
        }
        return Math.max(1, (long) ((1.0 - tokens) * 1_000_000_000.0 / rate));
    }

    /** 0 when a token is there, else how long until one is. */
    synchronized long nanosUntilToken(long nowNanos) {
        refill(nowNanos);
        return tokens >= 1.0 ? 0 : Math.max(1, (long) ((1.0 - tokens) * 1_000_000_000.0 / rate));
    }

    /**
     * Adds the tokens the client earned while the server stalled (once per stall, topped up as a
     * stall under way grows): frames sent evenly then and read in one burst now are not over
     * the rate. The extra tokens may exceed the burst; they are spent, never refilled.
     */
    synchronized void forgive(StallWatch.Stall stall) {
        if (stall.id() != forgivenStall) {
            forgivenStall = stall.id();
            forgivenNanos = 0;
        }
        long more = stall.nanos() - forgivenNanos;
        if (more > 0) {
            tokens += more * rate / 1_000_000_000.0;
            forgivenNanos = stall.nanos();
        }
    }

    /** True when the bucket has refilled: forgetting it then changes nothing. */
    synchronized boolean isFull(long nowNanos) {
        refill(nowNanos);
        return tokens >= rate;
    }

    private void refill(long nowNanos) {
        long elapsed = Math.max(0, nowNanos - last);
        last = Math.max(last, nowNanos);
        if (tokens < rate) {
            tokens = Math.min(rate, tokens + elapsed * rate / 1_000_000_000.0);
        }
    }
}
