package undercooked.sim;

import java.util.List;
import java.util.Optional;

/**
 * Which list entries of the state have an identity, and what it is: an order by its id, a slot
 * by its item's id, a plate on its way back by the plate's id, a hazard by the tick it began.
 * Lists of such entries are diffed and addressed by identity ({@code orders.active[id=1]}), so
 * serving order 1 reads "order 1 gone", not every later order shifted by one. Cooks and stations
 * keep their index: they are seats and fixtures, never added or removed during a round.
 */
final class EntityKeys {
    private EntityKeys() {
    }

    /** The entry's key as a path selector's inside ({@code id=1}, {@code item.id=7}); empty for an entry without identity. */
    static Optional<String> key(Object entry) {
        return switch (entry) {
            case Order o -> Optional.of("id=" + o.id());
            case Slot s -> Optional.of("item.id=" + s.item().id());
            case PendingPlate p -> Optional.of("plate.id=" + p.plate().id());
            case Hazard h -> Optional.of("since=" + h.since());
            case null, default -> Optional.empty();
        };
    }

    /** Every entry's key when every entry has one and no two share it; empty otherwise (then the list goes by index). */
    static Optional<List<String>> keys(List<?> list) {
        List<String> out = new java.util.ArrayList<>(list.size());
        for (Object e : list) {
            Optional<String> k = key(e);
            if (k.isEmpty() || out.contains(k.get())) { // short lists: a few orders, slots, hazards
                return Optional.empty();
            }
            out.add(k.get());
        }
        return Optional.of(out);
    }
}
