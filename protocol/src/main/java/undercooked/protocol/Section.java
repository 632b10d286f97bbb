package undercooked.protocol;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The four entity sections of a frame, described once so that canonical ordering, diffing and
 * merging are one generic algorithm instead of four copies. Immutable; the four instances are
 * constants.
 */
final class Section<E, K extends Comparable<K>> {

    // Each section's order compares the entities' identity fields directly, exactly as their
    // keys compare, so checking that a section is already sorted allocates no key objects.
    static final Section<PlayerSnap, PlayerSnap.Key> PLAYERS =
            new Section<>("p", PlayerSnap::key, FullFrame::players, DeltaFrame::players,
                    Comparator.comparing(PlayerSnap::id));
    static final Section<StationSnap, PlaceKey> STATIONS =
            new Section<>("st", StationSnap::key, FullFrame::stations, DeltaFrame::stations,
                    Comparator.comparingDouble(StationSnap::y).thenComparingDouble(StationSnap::x)
                            .thenComparing(StationSnap::kind));
    static final Section<OrderSnap, OrderSnap.Key> ORDERS =
            new Section<>("o", OrderSnap::key, FullFrame::orders, DeltaFrame::orders,
                    Comparator.comparingInt(OrderSnap::id));
    static final Section<HazardSnap, PlaceKey> HAZARDS =
            new Section<>("hz", HazardSnap::key, FullFrame::hazards, DeltaFrame::hazards,
                    Comparator.comparingDouble(HazardSnap::y).thenComparingDouble(HazardSnap::x)
                            .thenComparing(HazardSnap::kind));

    private final String wireKey;
    private final Function<E, K> key;
    private final Function<FullFrame, List<E>> ofFull;
    private final Function<DeltaFrame, SectionDelta<E, K>> ofDelta;
    private final Comparator<E> order;

    private Section(String wireKey, Function<E, K> key, Function<FullFrame, List<E>> ofFull,
                    Function<DeltaFrame, SectionDelta<E, K>> ofDelta, Comparator<E> order) {
        this.wireKey = wireKey;
        this.key = key;
        this.ofFull = ofFull;
        this.ofDelta = ofDelta;
        this.order = order;
    }

    /** The identity order without keys (the test holds it to the keys' own order). */
    Comparator<E> order() {
        return order;
    }

    Function<E, K> key() {
        return key;
    }

    String wireKey() {
        return wireKey;
    }

    /** Sorted by identity, duplicates refused. */
    List<E> canonical(List<E> entities) {
        if (strictlyAscending(entities)) {
            return List.copyOf(entities); // the encoder's usual order: no map needed
        }
        TreeMap<K, E> byKey = new TreeMap<>();
        for (E entity : entities) {
            K k = key.apply(entity);
            if (byKey.put(k, entity) != null) {
                throw new IllegalArgumentException(wireKey + " has two entries with identity " + k);
            }
        }
        return List.copyOf(byKey.values());
    }

    private boolean strictlyAscending(List<E> entities) {
        for (int i = 1; i < entities.size(); i++) {
            if (order.compare(entities.get(i - 1), entities.get(i)) >= 0) {
                return false;
            }
        }
        return true;
    }

    /** A key may be changed or gone, not both, and not twice. */
    SectionDelta<E, K> checked(SectionDelta<E, K> delta) {
        Set<K> keys = new HashSet<>();
        for (E entity : delta.changed()) {
            if (!keys.add(key.apply(entity))) {
                throw new IllegalArgumentException("d." + wireKey + " names " + key.apply(entity) + " twice");
            }
        }
        for (K gone : delta.gone()) {
            if (!keys.add(gone)) {
                throw new IllegalArgumentException("d." + wireKey + " names " + gone + " twice");
            }
        }
        return delta;
    }

    /**
     * What changed from {@code prev} to {@code next}: an entry equal to its previous self is left
     * out. Both frames are canonical (sorted by identity, no duplicates), so one merge pass over
     * the two lists finds every change without building an index or a key per entry; only a
     * vanished entry's key is made. Same result, in the same order, as matching by key.
     */
    SectionDelta<E, K> diff(FullFrame prev, FullFrame next) {
        List<E> before = ofFull.apply(prev);
        List<E> after = ofFull.apply(next);
        List<E> changed = new ArrayList<>();
        List<K> gone = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < before.size() || j < after.size()) {
            int c = i == before.size() ? 1 : j == after.size() ? -1 : order.compare(before.get(i), after.get(j));
            if (c < 0) {
                gone.add(key.apply(before.get(i++)));
            } else if (c > 0) {
                changed.add(after.get(j++));
            } else {
                E entity = after.get(j++);
                E old = before.get(i++);
                if (entity != old && !entity.equals(old)) { // the encoder reuses unchanged entries
                    changed.add(entity);
                }
            }
        }
        return new SectionDelta<>(changed, gone);
    }

    /** Upserts by identity and drops tombstones; a tombstone for an unknown key is harmless. */
    List<E> merge(FullFrame base, DeltaFrame delta) {
        Map<K, E> merged = index(ofFull.apply(base));
        SectionDelta<E, K> section = ofDelta.apply(delta);
        for (K gone : section.gone()) {
            merged.remove(gone);
        }
        for (E entity : section.changed()) {
            merged.put(key.apply(entity), entity);
        }
        return new ArrayList<>(merged.values());
    }

    private Map<K, E> index(List<E> entities) {
        Map<K, E> map = new LinkedHashMap<>();
        for (E entity : entities) {
            map.put(key.apply(entity), entity);
        }
        return map;
    }
}
