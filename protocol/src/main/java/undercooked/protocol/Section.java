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
import java.util.function.Predicate;

/**
 * The four entity sections of a frame, described once so that canonical ordering, diffing and
 * merging are one generic algorithm instead of four copies. {@code E} is an entry of a full
 * frame, {@code K} its identity, {@code C} its entry in a delta (a patch of the changed fields),
 * {@code G} what a tombstone carries (the identity, except for hazards: see {@link Tombstones}).
 * Immutable; the four instances are constants.
 */
final class Section<E, K extends Comparable<K>, C, G> {

    // Each section's order compares the entities' identity fields directly, exactly as their
    // keys compare, so checking that a section is already sorted allocates no key objects.
    static final Section<PlayerSnap, PlayerSnap.Key, PlayerPatch, PlayerSnap.Key> PLAYERS =
            new Section<>("p", PlayerSnap::key, FullFrame::players, DeltaFrame::players,
                    Comparator.comparing(PlayerSnap::id), PlayerPatch::key, PlayerPatch::whole,
                    PlayerPatch::between, (base, c) -> c.applyTo(base), PlayerPatch::create,
                    Tombstones.byIdentity(PlayerSnap::key));
    static final Section<StationSnap, PlaceKey, StationPatch, PlaceKey> STATIONS =
            new Section<>("st", StationSnap::key, FullFrame::stations, DeltaFrame::stations,
                    Comparator.comparingDouble(StationSnap::y).thenComparingDouble(StationSnap::x)
                            .thenComparing(StationSnap::kind), StationPatch::key, StationPatch::whole,
                    StationPatch::between, (base, c) -> c.applyTo(base), StationPatch::create,
                    Tombstones.byIdentity(StationSnap::key));
    static final Section<OrderSnap, OrderSnap.Key, OrderPatch, OrderSnap.Key> ORDERS =
            new Section<>("o", OrderSnap::key, FullFrame::orders, DeltaFrame::orders,
                    Comparator.comparingInt(OrderSnap::id), OrderPatch::key, OrderPatch::whole,
                    OrderPatch::between, (base, c) -> c.applyTo(base), OrderPatch::create,
                    Tombstones.byIdentity(OrderSnap::key));
    // The obstacle first (its key has no tile), then reading order, as HazardKey compares.
    static final Section<HazardSnap, HazardKey, HazardPatch, PlaceKey> HAZARDS =
            new Section<>("hz", HazardSnap::key, FullFrame::hazards, DeltaFrame::hazards,
                    Comparator.comparing((HazardSnap h) -> !h.moves())
                            .thenComparingDouble(h -> h.moves() ? 0.0 : h.y())
                            .thenComparingDouble(h -> h.moves() ? 0.0 : h.x())
                            .thenComparing(HazardSnap::kind), HazardPatch::key, HazardPatch::whole,
                    HazardPatch::between, (base, c) -> c.applyTo(base), HazardPatch::create,
                    new Tombstones<>(HazardSnap::place, HazardKey::of, HazardKey::moves));
    /**
     * Hazards as protocol 3 knows them (docs/decisions/0009): by kind and tile, in reading order,
     * each change sent whole. Used to build that shape's deltas only; any delta merges through
     * {@link #HAZARDS}, whose tombstones-first rule turns this section's tombstone plus whole entry
     * for a moved obstacle into a replacement.
     */
    static final Section<HazardSnap, PlaceKey, HazardPatch, PlaceKey> HAZARDS_BY_TILE =
            new Section<>("hz", HazardSnap::place, f -> HazardSnap.byTile(f.hazards()), DeltaFrame::hazards,
                    HazardSnap.BY_TILE, c -> new PlaceKey(c.kind(), c.x().orElse(0.0), c.y().orElse(0.0)),
                    HazardPatch::whole, (before, after) -> HazardPatch.whole(after), (base, c) -> c.applyTo(base),
                    HazardPatch::create, Tombstones.byIdentity(HazardSnap::place));

    /**
     * What a section's tombstones carry and name. Usually the identity itself. A hazard's
     * tombstone carries its kind and the tile it was on ({@code of}), which names the obstacle by
     * its kind alone ({@code names}); and the obstacle may be tombstoned and given again in one
     * delta ({@code replaced}): the tombstone applies first, so the entry is made anew. That is
     * how the shapes of protocols 1 to 3, which know every hazard by kind and tile, send it moving
     * (the explicit shape through {@link #diff}'s whole entries, protocol 3 through
     * {@link #HAZARDS_BY_TILE}).
     */
    record Tombstones<E, K, G>(Function<E, G> of, Function<G, K> names, Predicate<K> replaced) {
        static <E, K> Tombstones<E, K, K> byIdentity(Function<E, K> key) {
            return new Tombstones<>(key, k -> k, k -> false);
        }
    }

    private final String wireKey;
    private final Function<E, K> key;
    private final Function<FullFrame, List<E>> ofFull;
    private final Function<DeltaFrame, SectionDelta<C, G>> ofDelta;
    private final Comparator<E> order;
    private final Function<C, K> changeKey;
    private final Function<E, C> whole;
    private final BiFunction<E, E, C> patch;
    private final BiFunction<E, C, E> apply;
    private final Function<C, Optional<E>> create;
    private final Tombstones<E, K, G> tombstones;

    private Section(String wireKey, Function<E, K> key, Function<FullFrame, List<E>> ofFull,
                    Function<DeltaFrame, SectionDelta<C, G>> ofDelta, Comparator<E> order, Function<C, K> changeKey,
                    Function<E, C> whole, BiFunction<E, E, C> patch, BiFunction<E, C, E> apply,
                    Function<C, Optional<E>> create, Tombstones<E, K, G> tombstones) {
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
        this.tombstones = tombstones;
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

    /**
     * An identity may be changed or gone, not twice, and not both, except one a tombstone may
     * replace (the obstacle in the explicit shape).
     */
    SectionDelta<C, G> checked(SectionDelta<C, G> delta) {
        Set<K> changed = new HashSet<>();
        for (C change : delta.changed()) {
            K k = changeKey.apply(change);
            if (!changed.add(k)) {
                throw new IllegalArgumentException("d." + wireKey + " names " + k + " twice");
            }
        }
        Set<K> gone = new HashSet<>();
        for (G tombstone : delta.gone()) {
            K k = tombstones.names().apply(tombstone);
            if (!gone.add(k) || (changed.contains(k) && !tombstones.replaced().test(k))) {
                throw new IllegalArgumentException("d." + wireKey + " names " + k + " twice");
            }
        }
        return delta;
    }

    /**
     * What changed from {@code prev} to {@code next}: an entry equal to its previous self is left
     * out, a changed one is its patch (or, {@code wholeEntries}, the whole entry), a new one is
     * whole; in the whole shape an entry whose tombstone would carry another place (the obstacle
     * moved) is also tombstoned where it was, for clients that know it by its place. Both lists
     * are in this section's order with no duplicate, so one merge pass over
     * the two lists finds every change without building an index or a key per entry; only a
     * vanished entry's key is made. Same result, in the same order, as matching by key.
     */
    SectionDelta<C, G> diff(FullFrame prev, FullFrame next, boolean wholeEntries) {
        List<E> before = ofFull.apply(prev);
        List<E> after = ofFull.apply(next);
        List<C> changed = new ArrayList<>();
        List<G> gone = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < before.size() || j < after.size()) {
            int c = i == before.size() ? 1 : j == after.size() ? -1 : order.compare(before.get(i), after.get(j));
            if (c < 0) {
                gone.add(tombstones.of().apply(before.get(i++)));
            } else if (c > 0) {
                changed.add(whole.apply(after.get(j++)));
            } else {
                E entity = after.get(j++);
                E old = before.get(i++);
                if (entity != old && !entity.equals(old)) { // the encoder reuses unchanged entries
                    if (wholeEntries) {
                        G was = tombstones.of().apply(old);
                        if (!was.equals(tombstones.of().apply(entity))) {
                            gone.add(was);
                        }
                    }
                    changed.add(wholeEntries ? whole.apply(entity) : patch.apply(old, entity));
                }
            }
        }
        return new SectionDelta<>(changed, gone);
    }

    /**
     * Drops tombstones, then patches by identity; a tombstone for an unknown key is harmless. A
     * patch for an identity the base lacks makes a new entry from the defaults, or is skipped when
     * it lacks a field that has none (the view waits for the next full frame to learn it).
     */
    List<E> merge(FullFrame base, DeltaFrame delta) {
        SectionDelta<C, G> section = ofDelta.apply(delta);
        List<E> entries = ofFull.apply(base);
        if (section.isEmpty()) {
            return entries;
        }
        Map<K, E> merged = index(entries);
        for (G gone : section.gone()) {
            merged.remove(tombstones.names().apply(gone));
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
