package undercooked.protocol;

import java.util.List;
import java.util.Objects;

/** A snapshot encoded against the previous one of its stream (wire {@code full:false}, entities under {@code d}). */
public record DeltaFrame(long tick, int score, int target, double timeLeft,
                         SectionDelta<PlayerSnap, PlayerSnap.Key> players,
                         SectionDelta<StationSnap, PlaceKey> stations,
                         SectionDelta<OrderSnap, OrderSnap.Key> orders,
                         SectionDelta<HazardSnap, PlaceKey> hazards,
                         List<EventWire> events) implements SnapFrame {

    public DeltaFrame {
        Checks.atLeast("t", tick, 0);
        Checks.atLeast("tgt", target, 0);
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
