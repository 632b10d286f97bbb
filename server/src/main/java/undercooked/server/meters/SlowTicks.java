package undercooked.server.meters;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * The slowest room ticks of the last few minutes, each with the room, round and kernel tick it
 * was, so an operator can open the very tick in the studio (docs/DEPLOY.md, Metrics). A tick
 * under the current threshold (the fastest one kept, once the list is full) costs two volatile
 * reads; only a slower one takes the lock, and asks the room where it was. The threshold is
 * worked out again once the oldest kept tick leaves the window, read or not: else a burst of
 * very slow ticks would hide every slower-than-usual tick after it until the next scrape.
 */
public final class SlowTicks {

    /** One kept tick. {@code round} and {@code tick} are the room's round number and kernel tick. */
    public record Slow(long costNanos, String room, int round, long tick, long atMillis) {
        public Slow {
            Objects.requireNonNull(room, "room");
        }
    }

    /** Where a room was when its slow tick ended: asked only for a tick that is kept. */
    public record Where(int round, long tick) {
    }

    private final int keep;
    private final long windowMillis;
    private final List<Slow> kept = new ArrayList<>();
    private volatile long threshold;
    /** When the oldest kept tick leaves the window, and the threshold with it. */
    private volatile long staleAfter = Long.MAX_VALUE;

    public SlowTicks(int keep, long windowMillis) {
        if (keep < 1 || windowMillis < 1) {
            throw new IllegalArgumentException("keep and windowMillis must be positive");
        }
        this.keep = keep;
        this.windowMillis = windowMillis;
    }

    public void offer(long costNanos, String room, Supplier<Where> where, long nowMillis) {
        if (costNanos <= threshold) {
            if (nowMillis <= staleAfter) {
                return;
            }
            synchronized (this) {
                prune(nowMillis);
                rethreshold();
            }
            if (costNanos <= threshold) {
                return;
            }
        }
        Where w = where.get();
        synchronized (this) {
            prune(nowMillis);
            kept.add(new Slow(costNanos, room, w.round(), w.tick(), nowMillis));
            kept.sort(Comparator.comparingLong(Slow::costNanos).reversed());
            if (kept.size() > keep) {
                kept.subList(keep, kept.size()).clear();
            }
            rethreshold();
        }
    }

    /** The kept ticks, slowest first, none older than the window. */
    public synchronized List<Slow> slowest(long nowMillis) {
        prune(nowMillis);
        rethreshold();
        return List.copyOf(kept);
    }

    private void prune(long nowMillis) {
        kept.removeIf(s -> nowMillis - s.atMillis() > windowMillis);
    }

    private void rethreshold() {
        threshold = kept.size() < keep ? 0 : kept.getLast().costNanos();
        long oldest = Long.MAX_VALUE;
        for (Slow k : kept) {
            oldest = Math.min(oldest, k.atMillis());
        }
        staleAfter = oldest == Long.MAX_VALUE ? Long.MAX_VALUE : oldest + windowMillis;
    }
}
