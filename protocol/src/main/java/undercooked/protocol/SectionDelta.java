package undercooked.protocol;

import java.util.List;

/**
 * One entity section of a delta: the entries that are new or differ from the previous frame
 * (patches of the changed fields, or whole entries for a new one and in the explicit shape), and
 * the tombstones of those that vanished (their identities; for a hazard, its kind and the tile it
 * was on, see {@link HazardSnap#place}).
 */
public record SectionDelta<E, K>(List<E> changed, List<K> gone) {

    public SectionDelta {
        changed = List.copyOf(changed);
        gone = List.copyOf(gone);
    }

    public static <E, K> SectionDelta<E, K> none() {
        return new SectionDelta<>(List.of(), List.of());
    }

    public boolean isEmpty() {
        return changed.isEmpty() && gone.isEmpty();
    }
}
