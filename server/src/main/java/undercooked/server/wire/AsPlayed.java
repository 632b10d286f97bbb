package undercooked.server.wire;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import undercooked.protocol.FrameDiff;
import undercooked.protocol.FullFrame;
import undercooked.protocol.ReplayFrames;
import undercooked.protocol.RestStations;
import undercooked.protocol.SnapFrame;
import undercooked.protocol.SnapshotView;
import undercooked.sim.InputScript;
import undercooked.sim.Kernel;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.ReplayCursor;
import undercooked.sim.SystemTrace;

/**
 * A round as it was played (the frames it kept when it was archived, decision 0040) held against
 * the same inputs drawn by another kernel, frame by frame, as a watcher would see the two: where
 * they first differ, which wire fields, and which of the other kernel's systems writes them in the
 * substep into that tick. The survey pins server rounds with it, and the studio draws and lists
 * the difference; both streams are merged into whole frames first, so a difference is one of
 * kitchens, not of how the deltas happened to be cut.
 */
public final class AsPlayed {
    /**
     * The first frame drawn differently.
     *
     * @param tick its tick; with one frame every {@code every} ticks the departure lies in the
     *     {@code every} ticks up to it
     * @param changes what differs in it, players first ({@link FrameDiff})
     */
    public record Departure(long tick, int every, List<FrameDiff.Change> changes) {
        public Departure {
            changes = List.copyOf(changes);
        }
    }

    /** The kept frames merged into whole frames, one per frame the round kept, with their ticks. */
    public record Merged(int every, List<FullFrame> frames) {
        public Merged {
            frames = List.copyOf(frames);
        }

        /** The frame shown at {@code tick}: the last one at or before it (the first before any). */
        public Optional<FullFrame> at(long tick) {
            if (frames.isEmpty()) {
                return Optional.empty();
            }
            int lo = 0;
            int hi = frames.size() - 1;
            while (lo < hi) {
                int mid = (lo + hi + 1) >>> 1;
                if (frames.get(mid).tick() <= tick) {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            return Optional.of(frames.get(lo));
        }
    }

    private AsPlayed() {
    }

    /** The kept frames as whole frames, with the level's stations at rest put back. */
    public static Merged merge(ReplayFrames kept, RestStations rest) {
        return new Merged(kept.every(), merge(kept.frames(), rest));
    }

    private static List<FullFrame> merge(List<SnapFrame> frames, RestStations rest) {
        SnapshotView view = new SnapshotView(rest);
        List<FullFrame> out = new ArrayList<>(frames.size());
        for (SnapFrame f : frames) {
            if (view.apply(f)) {
                out.add(view.current().orElseThrow());
            }
        }
        return out;
    }

    /** {@code script} on {@code kitchen} drawn by {@code kernel}, merged as {@link #merge(ReplayFrames, RestStations)} does. */
    public static Merged drawn(Kernel kernel, Kitchen kitchen, InputScript script) {
        RoundFrames.Stream s = RoundFrames.of(kernel, kitchen, script);
        return new Merged(s.every(), merge(s.frames(), new SnapshotEncoder().atRest(kitchen)));
    }

    /** Where the two first differ; empty when they draw the same round at every frame. */
    public static Optional<Departure> between(Merged asPlayed, Merged now) {
        Objects.requireNonNull(asPlayed, "asPlayed");
        Objects.requireNonNull(now, "now");
        int shared = Math.min(asPlayed.frames().size(), now.frames().size());
        for (int i = 0; i < shared; i++) {
            FullFrame a = asPlayed.frames().get(i);
            FullFrame b = now.frames().get(i);
            List<FrameDiff.Change> d = a.tick() == b.tick() ? FrameDiff.between(a, b)
                    : List.of(new FrameDiff.Change("tick", Long.toString(a.tick()), Long.toString(b.tick())));
            if (!d.isEmpty()) {
                return Optional.of(new Departure(Math.min(a.tick(), b.tick()), asPlayed.every(), d));
            }
        }
        if (asPlayed.frames().size() == now.frames().size()) {
            return Optional.empty();
        }
        String before = ended(asPlayed);
        String after = ended(now);
        long tick = shared == 0 ? 0 : asPlayed.frames().get(shared - 1).tick() + 1;
        return Optional.of(new Departure(tick, asPlayed.every(), List.of(new FrameDiff.Change("last_frame", before, after))));
    }

    private static String ended(Merged m) {
        return m.frames().isEmpty() ? "none" : "tick " + m.frames().getLast().tick();
    }

    /**
     * The first of {@code changes} that one of {@code kernel}'s systems writes in the substep into
     * {@code tick}, with the last system that writes it there (the one whose value the frame
     * shows): the cause the survey groups by. Empty when none of them is
     * written there by this kernel (the kernel that played the round wrote it, this one does not),
     * or the tick is the round's first.
     */
    public static Optional<Writer> writer(Kernel kernel, Kitchen kitchen, InputScript script, long tick,
                                          List<FrameDiff.Change> changes) {
        if (tick < 1 || changes.isEmpty()) {
            return Optional.empty();
        }
        ReplayCursor cursor = ReplayCursor.open(kernel, kitchen, script, tick, ReplayCursor.DEFAULT_INTERVAL);
        if (cursor.endTick() < tick) {
            return Optional.empty();
        }
        SnapshotEncoder encoder = new SnapshotEncoder();
        SystemTrace trace = cursor.trace(tick - 1);
        FullFrame before = project(encoder, cursor.seek(tick - 1));
        List<List<String>> written = new ArrayList<>();
        for (SystemTrace.Stage stage : trace.stages()) {
            FullFrame after = project(encoder, stage.after());
            written.add(FrameDiff.between(before, after).stream().map(FrameDiff.Change::path).toList());
            before = after;
        }
        for (FrameDiff.Change c : changes) {
            // The last system to write the field gave it the value the frame shows.
            for (int i = written.size() - 1; i >= 0; i--) {
                if (written.get(i).contains(c.path())) {
                    return Optional.of(new Writer(trace.stages().get(i).system(), c));
                }
            }
        }
        return Optional.empty();
    }

    /** The system that writes {@code change}'s field now. */
    public record Writer(String system, FrameDiff.Change change) {
        public Writer {
            Objects.requireNonNull(system, "system");
            Objects.requireNonNull(change, "change");
        }
    }

    private static FullFrame project(SnapshotEncoder encoder, KitchenState state) {
        return encoder.frame(state, RoundFrames.cast(state), List.of());
    }
}
