package undercooked.server.session;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * How many rooms and sessions one address may create: {@code perMinute} with a burst of as
 * many. Without it a script could fill {@code max_rooms} in a second and lock every player out
 * for the rooms' graces, or mint sessions (database rows) without end. Addresses whose bucket
 * has refilled are forgotten, so the table stays as small as the set of recent creators. One
 * limit serves the HTTP API and the game sockets (a hello that mints a session), so neither is
 * a way around the other.
 */
public final class CreateLimit {

    private static final int PRUNE_ABOVE = 4096;

    private final double perNano;
    private final double burst;
    private final LongSupplier clock;
    private final Map<String, double[]> buckets = new ConcurrentHashMap<>();

    public CreateLimit(int perMinute, LongSupplier nanoClock) {
        if (perMinute < 1) {
            throw new IllegalArgumentException("perMinute must be >= 1, was " + perMinute);
        }
        this.perNano = perMinute / 60e9;
        this.burst = perMinute;
        this.clock = nanoClock;
    }

    /** Takes one create for {@code address}; false when it has none left this minute. */
    public boolean take(String address) {
        return take(address, 1.0);
    }

    /** Takes {@code cost} of {@code address}'s budget (a takeover's ticks); false when it has not that much left. */
    public boolean take(String address, double cost) {
        long now = clock.getAsLong();
        if (buckets.size() > PRUNE_ABOVE) {
            buckets.values().removeIf(b -> refill(b, now) >= burst);
        }
        double[] b = buckets.computeIfAbsent(address, a -> new double[] {burst, now});
        synchronized (b) {
            double tokens = refill(b, now);
            if (tokens < cost) {
                return false;
            }
            b[0] = tokens - cost;
            b[1] = now;
            return true;
        }
    }

    /** Seconds until {@code address} may create again (0 when it may now). */
    public long waitSeconds(String address) {
        return waitSeconds(address, 1.0);
    }

    /** Seconds until {@code address} has {@code cost} again (0 when it has now). */
    public long waitSeconds(String address, double cost) {
        double[] b = buckets.get(address);
        if (b == null) {
            return 0;
        }
        synchronized (b) {
            double missing = cost - refill(b, clock.getAsLong());
            return missing <= 0 ? 0 : (long) Math.ceil(missing / perNano / 1e9);
        }
    }

    /** Addresses remembered now (for the pruning test). */
    int size() {
        return buckets.size();
    }

    private double refill(double[] b, long now) {
        return Math.min(burst, b[0] + Math.max(0, now - (long) b[1]) * perNano);
    }
}
