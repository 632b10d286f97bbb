package undercooked.protocol;

import java.util.Comparator;
import java.util.Objects;

/**
 * A hazard's identity in a frame (docs/PROTOCOL.md, "Identity keys"). A fire, a spill or a rush
 * stays where it starts, and is its kind and tile. The moving obstacle is its kind alone: a
 * kitchen has at most one and it moves every tick, so its place is a field, not its name; its
 * key's {@code x} and {@code y} are 0 and mean nothing ({@link #of} sees to that). Ordered the
 * obstacle first, then in reading order (row, then column, then kind).
 */
public record HazardKey(String kind, double x, double y) implements Comparable<HazardKey> {

    private static final Comparator<HazardKey> ORDER = Comparator.comparing((HazardKey k) -> !k.moves())
            .thenComparingDouble(HazardKey::y).thenComparingDouble(HazardKey::x).thenComparing(HazardKey::kind);

    public HazardKey {
        Objects.requireNonNull(kind, "t");
        if (HazardSnap.moves(kind) && (x != 0.0 || y != 0.0)) {
            throw new IllegalArgumentException("t: the " + kind + " is known by its kind alone, not by a tile");
        }
    }

    /** The identity of the hazard of {@code kind} at {@code x}, {@code y}: the tile is dropped for the obstacle. */
    public static HazardKey of(String kind, double x, double y) {
        return HazardSnap.moves(kind) ? new HazardKey(kind, 0.0, 0.0) : new HazardKey(kind, x, y);
    }

    /** The identity a tombstone names. */
    public static HazardKey of(PlaceKey tombstone) {
        return of(tombstone.kind(), tombstone.x(), tombstone.y());
    }

    /** True for the moving obstacle, whose identity is its kind. */
    public boolean moves() {
        return HazardSnap.moves(kind);
    }

    @Override
    public int compareTo(HazardKey other) {
        return ORDER.compare(this, other);
    }

    /** As a refusal names it: {@code moving_obstacle}, {@code fire at 2.0,1.0}. */
    @Override
    public String toString() {
        return moves() ? kind : kind + " at " + x + "," + y;
    }
}
