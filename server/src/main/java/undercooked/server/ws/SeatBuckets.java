package undercooked.server.ws;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The frame rate limit of a seat (a token in a room), kept across its connections: a client that
 * reconnects after every 4404 starts each socket with the bucket its last one left, not a full
 * one. A bucket that has refilled is as good as a new one, so those are forgotten once the table
 * grows, keeping it as small as the set of recently busy seats.
 */
public final class SeatBuckets {

    private static final int PRUNE_ABOVE = 4096;

    private final int ratePerSecond;
    private final Map<String, TokenBucket> buckets = new ConcurrentHashMap<>();

    public SeatBuckets(int ratePerSecond) {
        this.ratePerSecond = ratePerSecond;
    }

    /** The bucket of {@code token} in room {@code roomCode}, shared by all its sockets. */
    TokenBucket of(String roomCode, String token, long nowNanos) {
        if (buckets.size() > PRUNE_ABOVE) {
            buckets.values().removeIf(b -> b.isFull(nowNanos));
        }
        return buckets.computeIfAbsent(roomCode + "/" + token, k -> new TokenBucket(ratePerSecond, nowNanos));
    }

    int size() {
        return buckets.size();
    }
}
