package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;

/**
 * A client's merged picture of a snap stream: a full frame replaces it, a delta patches it.
 * Mutable by nature (it follows a stream), so it is not shared between threads; the frames it
 * hands out are immutable.
 */
public final class SnapshotView {

    private FullFrame current;

    /**
     * Applies the next frame of the stream.
     *
     * @return false, leaving the view unchanged, for a delta that arrives before any full frame:
     *         the client has nothing to patch and must wait for the next full one
     */
    public boolean apply(SnapFrame frame) {
        Objects.requireNonNull(frame, "frame");
        switch (frame) {
            case FullFrame full -> current = full;
            case DeltaFrame delta -> {
                if (current == null) {
                    return false;
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
