package undercooked.protocol;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A snapshot encoded against the previous one of its stream (wire: no {@code full}, or
 * {@code full:false}; entities under {@code d}). It says what changed: {@code score} and
 * {@code target} are empty when they did not, and each section holds patches (the changed fields
 * of an entry) and the tombstones of the entries that vanished (their identities; a hazard's
 * kind and the tile it was on).
 */
public record DeltaFrame(long tick, OptionalInt score, OptionalInt target, double timeLeft,
                         SectionDelta<PlayerPatch, PlayerSnap.Key> players,
                         SectionDelta<StationPatch, PlaceKey> stations,
                         SectionDelta<OrderPatch, OrderSnap.Key> orders,
                         SectionDelta<HazardPatch, PlaceKey> hazards,
                         List<EventWire> events) implements SnapFrame {

    public DeltaFrame {
        Checks.atLeast("t", tick, 0);
        Objects.requireNonNull(score, "s");
        Objects.requireNonNull(target, "tgt");
        target.ifPresent(t -> Checks.atLeast("tgt", t, 0));
        timeLeft = Quantize.q2(Checks.finiteBetween("tl", timeLeft, 0.0, Double.MAX_VALUE));
        players = Section.PLAYERS.checked(Objects.requireNonNull(players, "d.p"));
        stations = Section.STATIONS.checked(Objects.requireNonNull(stations, "d.st"));
        orders = Section.ORDERS.checked(Objects.requireNonNull(orders, "d.o"));
        hazards = Section.HAZARDS.checked(Objects.requireNonNull(hazards, "d.hz"));
        events = List.copyOf(events);
        Checks.between("e", events.size(), 0, Protocol.MAX_EVENTS_PER_FRAME);
    }

    /** True when no entity changed: only the clock and the tick's events moved. */
    public boolean isQuiet() {
        return players.isEmpty() && stations.isEmpty() && orders.isEmpty() && hazards.isEmpty();
    }
}
