package undercooked.protocol;

import java.util.List;
import java.util.Objects;

/**
 * {@code GET /api/replays/{id}/frames}: a recorded round as the snap bodies a watcher would have
 * got, for the browser's replay page. {@code frames} is protocol 4's sparse stream (a full frame
 * first and every {@link Protocol#FULL_SNAPSHOT_EVERY} frames, deltas between), one frame every
 * {@code every} ticks of the round's {@code ticks}; the level is the replay's {@code /level}.
 */
public record ReplayFrames(long id, String level, int tickHz, int every, long ticks, List<SnapFrame> frames) {

    public ReplayFrames {
        Checks.atLeast("id", id, 1);
        Checks.text("level", level, 1, 128);
        Checks.between("tick_hz", tickHz, 1, 1000);
        Checks.between("every", every, 1, Integer.MAX_VALUE);
        Checks.atLeast("ticks", ticks, 0);
        frames = List.copyOf(Objects.requireNonNull(frames, "frames"));
        if (!frames.isEmpty() && !(frames.getFirst() instanceof FullFrame)) {
            throw new IllegalArgumentException("frames: the first frame is a full one");
        }
    }
}
