package undercooked.protocol;

import java.util.Comparator;
import java.util.Objects;

/**
 * The identity of a station or a hazard: its kind and its tile. Ordered in reading order (row,
 * then column, then kind), which is what a person scanning a frame expects.
 */
public record PlaceKey(String kind, double x, double y) implements Comparable<PlaceKey> {

    private static final Comparator<PlaceKey> ORDER = Comparator.comparingDouble(PlaceKey::y)
            .thenComparingDouble(PlaceKey::x).thenComparing(PlaceKey::kind);

    public PlaceKey {
        Objects.requireNonNull(kind, "kind");
    }

    @Override
    public int compareTo(PlaceKey other) {
        return ORDER.compare(this, other);
    }
}
