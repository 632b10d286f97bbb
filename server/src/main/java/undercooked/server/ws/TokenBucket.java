package undercooked.server.ws;

/**
 * The per-connection rate limit: {@code rate} frames a second with a burst of one second's
 * worth. Confined to the connection's reading thread, so it needs no locking.
 */
final class TokenBucket {

    private final double rate;
    private double tokens;
    private long last;

    TokenBucket(int ratePerSecond, long nowNanos) {
        if (ratePerSecond < 1) {
            throw new IllegalArgumentException("rate must be >= 1");
        }
        this.rate = ratePerSecond;
        this.tokens = ratePerSecond;
        this.last = nowNanos;
    }

    boolean take(long nowNanos) {
        long elapsed = Math.max(0, nowNanos - last);
        last = nowNanos;
        tokens = Math.min(rate, tokens + elapsed * rate / 1_000_000_000.0);
        if (tokens >= 1.0) {
            tokens -= 1.0;
            return true;
        }
        return false;
    }
}
