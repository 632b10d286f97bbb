package undercooked.studio.spectate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import undercooked.protocol.FullFrame;
import undercooked.protocol.PlayerSnap;
import undercooked.studio.timeline.Playback;

/**
 * Every merged frame of the round being watched, with the time it arrived, for rewinding a live
 * round and for drawing cooks between frames. Consecutive merged frames share every entity that
 * did not change (the delta merge keeps them), so a frame costs its changes, not a whole kitchen.
 * Bounded: at most {@link #MAX_FRAMES} (an hour of frames at 20 Hz); past it the oldest half goes.
 */
final class FrameStore {
    /** One hour of frames at 20 Hz: the longest round a level allows. */
    static final int MAX_FRAMES = 72_000;

    private final List<FullFrame> frames = new ArrayList<>();
    private long[] arrived = new long[1024];
    private int dropped;

    void clear() {
        frames.clear();
        dropped = 0;
    }

    /** Every kept frame through {@code change} (the stations at rest learnt after the first frames). */
    void replaceAll(UnaryOperator<FullFrame> change) {
        frames.replaceAll(change);
    }

    void add(FullFrame f, long arrivedNanos) {
        if (!frames.isEmpty() && f.tick() <= frames.getLast().tick()) {
            // a resync after a reconnect restarts the stream at a tick we have: keep the newer frames
            while (!frames.isEmpty() && frames.getLast().tick() >= f.tick()) {
                frames.removeLast();
            }
        }
        if (frames.size() >= MAX_FRAMES) {
            int half = MAX_FRAMES / 2;
            frames.subList(0, half).clear();
            System.arraycopy(arrived, half, arrived, 0, MAX_FRAMES - half);
            dropped += half;
        }
        if (frames.size() >= arrived.length) {
            arrived = java.util.Arrays.copyOf(arrived, arrived.length * 2);
        }
        arrived[frames.size()] = arrivedNanos;
        frames.add(f);
    }

    int size() {
        return frames.size();
    }

    boolean isEmpty() {
        return frames.isEmpty();
    }

    FullFrame get(int i) {
        return frames.get(i);
    }

    FullFrame last() {
        return frames.getLast();
    }

    long arrivedNanos(int i) {
        return arrived[i];
    }

    /** Frames let go because the bound was reached. */
    int dropped() {
        return dropped;
    }

    /**
     * The kept frames' ticks, for the {@link Playback}: it shows only these, and steps from one kept
     * frame to the next (frames may be sparser than ticks; their ticks only rise).
     */
    Playback.Ticks ticks() {
        return new Playback.Ticks() {
            @Override
            public boolean any() {
                return !frames.isEmpty();
            }

            @Override
            public long first() {
                return frames.getFirst().tick();
            }

            @Override
            public long last() {
                return frames.getLast().tick();
            }

            @Override
            public long at(long wanted) {
                return frames.get(indexAtTick(wanted)).tick();
            }

            @Override
            public long step(long from, long by) {
                long i = Math.clamp(indexAtTick(from) + by, 0, frames.size() - 1);
                return frames.get((int) i).tick();
            }
        };
    }

    /** The index of the last frame with a tick at or before {@code tick}, or 0. */
    int indexAtTick(long tick) {
        int lo = 0;
        int hi = frames.size() - 1;
        int best = 0;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (frames.get(mid).tick() <= tick) {
                best = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return best;
    }

    /**
     * The frame to show at {@code renderNanos} (an arrival-clock instant): the last frame that
     * arrived by then, with each cook moved part of the way to where the next frame has it, as a
     * browser client draws cooks between snapshots. Empty before the first frame.
     */
    Optional<FullFrame> at(long renderNanos) {
        if (frames.isEmpty()) {
            return Optional.empty();
        }
        int lo = 0;
        int hi = frames.size() - 1;
        int i = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (arrived[mid] <= renderNanos) {
                i = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        if (i < 0) {
            return Optional.of(frames.getFirst());
        }
        if (i + 1 >= frames.size()) {
            return Optional.of(frames.get(i));
        }
        double span = arrived[i + 1] - arrived[i];
        double share = span <= 0 ? 1 : Math.clamp((renderNanos - arrived[i]) / span, 0, 1);
        return Optional.of(lerp(frames.get(i), frames.get(i + 1), share));
    }

    /** {@code a} with each cook moved {@code share} of the way to its place in {@code b}. */
    static FullFrame lerp(FullFrame a, FullFrame b, double share) {
        if (share <= 0) {
            return a;
        }
        List<PlayerSnap> players = new ArrayList<>(a.players().size());
        for (PlayerSnap p : a.players()) {
            PlayerSnap q = null;
            for (PlayerSnap x : b.players()) {
                if (x.id().equals(p.id())) {
                    q = x;
                    break;
                }
            }
            if (q == null || Math.abs(q.x() - p.x()) > 2 || Math.abs(q.y() - p.y()) > 2) {
                players.add(p); // a cook that left or jumped (a respawn) is not slid across the kitchen
            } else {
                players.add(new PlayerSnap(p.id(), p.x() + (q.x() - p.x()) * share, p.y() + (q.y() - p.y()) * share,
                        p.facing(), p.held(), p.state(), p.seat()));
            }
        }
        return new FullFrame(a.tick(), a.score(), a.target(), a.timeLeft(), players, a.stations(), a.orders(), a.hazards(),
                a.events());
    }
}
