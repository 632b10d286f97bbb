package undercooked.protocol;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The four entity sections of a frame, described once so that canonical ordering, diffing and
 * merging are one generic algorithm instead of four copies. {@code E} is an entry of a full
 * frame, {@code K} its identity, {@code C} its entry in a delta (a patch of the changed fields;
 * a hazard, whose one field is its life, travels whole). Immutable; the four instances are
 * constants.
 */
final class Section<E, K extends Comparable<K>, C> {

    // Each section's order compares the entities' identity fields directly, exactly as their
    // keys compare, so checking that a section is already sorted allocates no key objects.
    static final Section<PlayerSnap, PlayerSnap.Key, PlayerPatch> PLAYERS =
            new Section<>("p", PlayerSnap::key, FullFrame::players, DeltaFrame::players,
                    Comparator.comparing(PlayerSnap::id), PlayerPatch::key, PlayerPatch::whole,
                    PlayerPatch::between, (base, c) -> c.applyTo(base), PlayerPatch::create);
    static final Section<StationSnap, PlaceKey, StationPatch> STATIONS =
            new Section<>("st", StationSnap::key, FullFrame::stations, DeltaFrame::stations,
                    Comparator.comparingDouble(StationSnap::y).thenComparingDouble(StationSnap::x)
                            .thenComparing(StationSnap::kind), StationPatch::key, StationPatch::whole,
                    StationPatch::between, (base, c) -> c.applyTo(base), StationPatch::create);
    static final Section<OrderSnap, OrderSnap.Key, OrderPatch> ORDERS =
            new Section<>("o", OrderSnap::key, FullFrame::orders, DeltaFrame::orders,
                    Comparator.comparingInt(OrderSnap::id), OrderPatch::key, OrderPatch::whole,
                    OrderPatch::between, (base, c) -> c.applyTo(base), OrderPatch::create);
    static final Section<HazardSnap, PlaceKey, HazardSnap> HAZARDS =
            new Section<>("hz", HazardSnap::key, FullFrame::hazards, DeltaFrame::hazards,
                    Comparator.comparingDouble(HazardSnap::y).thenComparingDouble(HazardSnap::x)
                            .thenComparing(HazardSnap::kind), HazardSnap::key, h -> h,
                    (before, after) -> after, (base, c) -> c, Optional::of);

    private final String wireKey;
    private final Function<E, K> key;
    private final Function<FullFrame, List<E>> ofFull;
    private final Function<DeltaFrame, SectionDelta<C, K>> ofDelta;
    private final Comparator<E> order;
    private final Function<C, K> changeKey;
    private final Function<E, C> whole;
    private final BiFunction<E, E, C> patch;
    private final BiFunction<E, C, E> apply;
    private final Function<C, Optional<E>> create;

    private Section(String wireKey, Function<E, K> key, Function<FullFrame, List<E>> ofFull,
                    Function<DeltaFrame, SectionDelta<C, K>> ofDelta, Comparator<E> order, Function<C, K> changeKey,
                    Function<E, C> whole, BiFunction<E, E, C> patch, BiFunction<E, C, E> apply,
                    Function<C, Optional<E>> create) {
        this.wireKey = wireKey;
        this.key = key;
        this.ofFull = ofFull;
        this.ofDelta = ofDelta;
        this.order = order;
        this.changeKey = changeKey;
        this.whole = whole;
        this.patch = patch;
        this.apply = apply;
        this.create = create;
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
    SectionDelta<C, K> checked(SectionDelta<C, K> delta) {
        Set<K> keys = new HashSet<>();
        for (C change : delta.changed()) {
            if (!keys.add(changeKey.apply(change))) {
                throw new IllegalArgumentException("d." + wireKey + " names " + changeKey.apply(change) + " twice");
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
     * out, a changed one is its patch (or, {@code wholeEntries}, the whole entry), a new one is
     * whole. Both frames are canonical (sorted by identity, no duplicates), so one merge pass over
     * the two lists finds every change without building an index or a key per entry; only a
     * vanished entry's key is made. Same result, in the same order, as matching by key.
     */
    SectionDelta<C, K> diff(FullFrame prev, FullFrame next, boolean wholeEntries) {
        List<E> before = ofFull.apply(prev);
        List<E> after = ofFull.apply(next);
        List<C> changed = new ArrayList<>();
        List<K> gone = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < before.size() || j < after.size()) {
            int c = i == before.size() ? 1 : j == after.size() ? -1 : order.compare(before.get(i), after.get(j));
            if (c < 0) {
                gone.add(key.apply(before.get(i++)));
            } else if (c > 0) {
                changed.add(whole.apply(after.get(j++)));
            } else {
                E entity = after.get(j++);
                E old = before.get(i++);
                if (entity != old && !entity.equals(old)) { // the encoder reuses unchanged entries
                    changed.add(wholeEntries ? whole.apply(entity) : patch.apply(old, entity));
                }
            }
        }
        return new SectionDelta<>(changed, gone);
    }

    /**
     * Patches by identity and drops tombstones; a tombstone for an unknown key is harmless. A
     * patch for an identity the base lacks makes a new entry from the defaults, or is skipped when
     * it lacks a field that has none (the view waits for the next full frame to learn it).
     */
    List<E> merge(FullFrame base, DeltaFrame delta) {
        SectionDelta<C, K> section = ofDelta.apply(delta);
        List<E> entries = ofFull.apply(base);
        if (section.isEmpty()) {
            return entries;
        }
        Map<K, E> merged = index(entries);
        for (K gone : section.gone()) {
            merged.remove(gone);
        }
        for (C change : section.changed()) {
            K k = changeKey.apply(change);
            E old = merged.get(k);
            if (old != null) {
                merged.put(k, apply.apply(old, change));
            } else {
                create.apply(change).ifPresent(e -> merged.put(k, e));
            }
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
