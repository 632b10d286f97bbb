package undercooked.studio.replay;

import java.util.List;
import java.util.Objects;
import undercooked.sim.ReplayCursor;

/**
 * A replay after its one opening pass: the cursor (keyframes), every tick's events, each cook's
 * position at every tick (trails, hover, the bench's plots need them without re-running) and the
 * golden check. Built off the FX thread by {@link ReplayOpener}, then used on it.
 *
 * @param events the arrival tick of each event batch (the tick whose state shows it) and the batch
 * @param xs {@code xs[seat][tick]}, positions in tile units (floats: 8 bytes a cook a tick)
 */
public record OpenedReplay(LoadedReplay loaded, ReplayCursor cursor, EventIndex events, float[][] xs, float[][] ys,
                           GoldenCheck golden, long openMillis) {
    public OpenedReplay {
        Objects.requireNonNull(loaded, "loaded");
        Objects.requireNonNull(cursor, "cursor");
        Objects.requireNonNull(events, "events");
        Objects.requireNonNull(golden, "golden");
    }

    public long endTick() {
        return cursor.endTick();
    }

    public List<String> seats() {
        return cursor.fork().state().players().stream().map(p -> p.id()).toList();
    }
}
