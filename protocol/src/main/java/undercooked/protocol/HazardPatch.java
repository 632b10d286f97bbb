package undercooked.protocol;

import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A hazard's entry in a delta: its identity and the fields that changed; an absent component is
 * "unchanged". A fire, a spill or a rush is named by its kind and tile, so {@code x} and
 * {@code y} are always there and only {@code l} can change. The moving obstacle is named by its
 * kind alone: its {@code x}, {@code y} and {@code l} are fields like any other, present when
 * they changed (a step to the right is {@code {"t":"moving_obstacle","x":3.5}}).
 */
public record HazardPatch(String kind, OptionalDouble x, OptionalDouble y, OptionalDouble life) {

    public HazardPatch {
        Checks.text("t", kind, 1, Checks.WORD_MAX);
        x = Patches.q2(x);
        y = Patches.q2(y);
        life = Patches.q2(life);
        life.ifPresent(l -> Checks.finiteBetween("l", l, 0.0, Double.MAX_VALUE));
        if (!HazardSnap.moves(kind) && (x.isEmpty() || y.isEmpty())) {
            throw new IllegalArgumentException((x.isEmpty() ? "x" : "y") + " is required: a " + kind
                    + " is known by its kind and tile");
        }
    }

    public static HazardPatch whole(HazardSnap h) {
        return new HazardPatch(h.kind(), OptionalDouble.of(h.x()), OptionalDouble.of(h.y()),
                OptionalDouble.of(h.life()));
    }

    /** The obstacle's changed fields; for any other hazard its tile and, if it changed, its life. */
    public static HazardPatch between(HazardSnap before, HazardSnap after) {
        boolean moves = after.moves();
        return new HazardPatch(after.kind(),
                moves && before.x() == after.x() ? OptionalDouble.empty() : OptionalDouble.of(after.x()),
                moves && before.y() == after.y() ? OptionalDouble.empty() : OptionalDouble.of(after.y()),
                before.life() == after.life() ? OptionalDouble.empty() : OptionalDouble.of(after.life()));
    }

    public HazardKey key() {
        return HazardKey.of(kind, x.orElse(0.0), y.orElse(0.0));
    }

    public HazardSnap applyTo(HazardSnap base) {
        return new HazardSnap(kind, x.orElse(base.x()), y.orElse(base.y()), life.orElse(base.life()));
    }

    /** A hazard new to the view: {@code l} has a default, a place has none (an obstacle patch without one waits). */
    public Optional<HazardSnap> create() {
        if (x.isEmpty() || y.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new HazardSnap(kind, x.getAsDouble(), y.getAsDouble(),
                life.orElse(HazardSnap.DEFAULT_LIFE)));
    }
}
