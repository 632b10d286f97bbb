package undercooked.protocol;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A hazard on a frame (wire {@code t x y l}); {@code l} is seconds of life left, 0 meaning it
 * stays until removed. Its identity is {@link HazardKey}: kind and tile, except for the moving
 * obstacle, which is known by its kind alone (a kitchen has at most one) so that a delta can
 * patch its position instead of removing it and adding it again every tick.
 */
public record HazardSnap(String kind, double x, double y, double life) {

    /** The one hazard kind that moves, and so the one whose identity is its kind alone. */
    public static final String MOVING_OBSTACLE = "moving_obstacle";

    /**
     * Reading order (row, then column, then kind), the obstacle included: the order of hazards in
     * protocol 3's frames, which know every hazard by its kind and tile (docs/decisions/0009).
     */
    static final Comparator<HazardSnap> BY_TILE = Comparator.comparingDouble(HazardSnap::y)
            .thenComparingDouble(HazardSnap::x).thenComparing(HazardSnap::kind);

    /** What an absent {@code l} means in a sparse frame: until removed. */
    public static final double DEFAULT_LIFE = 0.0;

    public HazardSnap {
        Checks.text("t", kind, 1, Checks.WORD_MAX);
        x = Quantize.q2(x);
        y = Quantize.q2(y);
        life = Quantize.q2(Checks.finiteBetween("l", life, 0.0, Double.MAX_VALUE));
    }

    /** True for a hazard of the kind that moves. */
    public static boolean moves(String kind) {
        return MOVING_OBSTACLE.equals(kind);
    }

    public boolean moves() {
        return moves(kind);
    }

    public HazardKey key() {
        return HazardKey.of(kind, x, y);
    }

    /**
     * What this hazard's tombstone carries: its kind and the tile it was on. That is its identity
     * for a fire, a spill or a rush; for the obstacle the tile is where it was, which protocols 1
     * to 3 (they know every hazard by kind and tile) need and protocol 4 ignores.
     */
    public PlaceKey place() {
        return new PlaceKey(kind, x, y);
    }

    /** A frame's hazards (the obstacle first) in {@link #BY_TILE} order; the same list when they already are. */
    static List<HazardSnap> byTile(List<HazardSnap> hazards) {
        for (int i = 1; i < hazards.size(); i++) {
            if (BY_TILE.compare(hazards.get(i - 1), hazards.get(i)) > 0) {
                List<HazardSnap> sorted = new ArrayList<>(hazards);
                sorted.sort(BY_TILE);
                return sorted;
            }
        }
        return hazards;
    }
}
