package undercooked.protocol;

import java.util.Objects;

/**
 * Builds the delta a stream sends instead of a full frame. Both arguments are full states:
 * the server keeps the last state it encoded per audience (whether it went out as a full or a
 * delta) and diffs the next one against it.
 */
public final class SnapDelta {

    private SnapDelta() {
    }

    public static DeltaFrame between(FullFrame prev, FullFrame next) {
        Objects.requireNonNull(prev, "prev");
        Objects.requireNonNull(next, "next");
        return new DeltaFrame(next.tick(), next.score(), next.target(), next.timeLeft(),
                Section.PLAYERS.diff(prev, next),
                Section.STATIONS.diff(prev, next),
                Section.ORDERS.diff(prev, next),
                Section.HAZARDS.diff(prev, next),
                next.events());
    }

    /** The state a delta leads to from its base: what a client holds after applying it. */
    public static FullFrame apply(FullFrame base, DeltaFrame delta) {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(delta, "delta");
        return new FullFrame(delta.tick(), delta.score(), delta.target(), delta.timeLeft(),
                Section.PLAYERS.merge(base, delta),
                Section.STATIONS.merge(base, delta),
                Section.ORDERS.merge(base, delta),
                Section.HAZARDS.merge(base, delta),
                delta.events());
    }
}
