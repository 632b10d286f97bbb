package undercooked.protocol;

import java.util.List;

/**
 * A complete snapshot. Entity order carries no meaning on the wire, so every section is kept
 * sorted by identity key: that makes a merged {@link SnapshotView} and a fresh encode of the
 * same state byte-identical, which is the property the delta chain is tested against.
 * Identity keys are unique per section (a delta could not address a duplicate).
 */
public record FullFrame(long tick, int score, int target, double timeLeft, List<PlayerSnap> players,
                        List<StationSnap> stations, List<OrderSnap> orders, List<HazardSnap> hazards,
                        List<EventWire> events) implements SnapFrame {

    public FullFrame {
        Checks.atLeast("t", tick, 0);
        Checks.atLeast("tgt", target, 0);
        timeLeft = Quantize.q2(Checks.finiteBetween("tl", timeLeft, 0.0, Double.MAX_VALUE));
        players = Section.PLAYERS.canonical(players);
        stations = Section.STATIONS.canonical(stations);
        orders = Section.ORDERS.canonical(orders);
        hazards = Section.HAZARDS.canonical(hazards);
        events = List.copyOf(events);
        Checks.between("e", events.size(), 0, Protocol.MAX_EVENTS_PER_FRAME);
    }
}
