package undercooked.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A client's merged picture of a snap stream: a full frame replaces it (with the level's stations
 * at rest put back, see {@link RestStations}), a delta patches it. The stations at rest may be
 * learnt after the first frames (the level comes over HTTP while the socket already streams):
 * the view keeps the last full frame and the deltas since, and rebuilds from them when they
 * arrive, so the picture is the same whichever came first. Mutable by nature (it follows a
 * stream), so it is not shared between threads; the frames it hands out are immutable.
 */
public final class SnapshotView {

    /** Past this many deltas without a full frame the view stops keeping them (a full one comes every 20). */
    private static final int KEPT_DELTAS = 4 * Protocol.FULL_SNAPSHOT_EVERY;

    private RestStations rest = RestStations.NONE;
    private FullFrame lastFull;
    private final List<DeltaFrame> since = new ArrayList<>();
    private FullFrame current;

    public SnapshotView() {
    }

    public SnapshotView(RestStations rest) {
        this.rest = Objects.requireNonNull(rest, "rest");
    }

    /** The level's stations at rest, from the level file; the current picture is rebuilt with them. */
    public void rest(RestStations stations) {
        rest = Objects.requireNonNull(stations, "stations");
        if (lastFull == null) {
            return;
        }
        if (since.size() > KEPT_DELTAS) {
            return; // too long without a full frame to rebuild; the next full one will have them
        }
        FullFrame rebuilt = rest.fill(lastFull);
        for (DeltaFrame d : since) {
            rebuilt = SnapDelta.apply(rebuilt, d);
        }
        current = rebuilt;
    }

    /**
     * Applies the next frame of the stream.
     *
     * @return false, leaving the view unchanged, for a delta that arrives before any full frame:
     *         the client has nothing to patch and must wait for the next full one
     */
    public boolean apply(SnapFrame frame) {
        Objects.requireNonNull(frame, "frame");
        switch (frame) {
            case FullFrame full -> {
                lastFull = full;
                since.clear();
                current = rest.fill(full);
            }
            case DeltaFrame delta -> {
                if (current == null) {
                    return false;
                }
                if (since.size() <= KEPT_DELTAS) {
                    since.add(delta);
                }
                current = SnapDelta.apply(current, delta);
            }
        }
        return true;
    }

    /** The merged state; its events are those of the last frame applied. */
    public Optional<FullFrame> current() {
        return Optional.ofNullable(current);
    }
}
