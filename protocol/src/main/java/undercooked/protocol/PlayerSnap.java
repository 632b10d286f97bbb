package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;

/** A cook on a frame (wire {@code i x y f h s pi}); identity is the sim player id. */
public record PlayerSnap(String id, double x, double y, Face facing, Optional<String> held, String state, int seat) {

    /** What an absent {@code s} means in a sparse frame (an absent {@code h} is empty hands). */
    public static final String DEFAULT_STATE = "idle";

    public PlayerSnap {
        Checks.text("i", id, 1, Protocol.TOKEN_MAX_CHARS);
        x = Quantize.q2(x);
        y = Quantize.q2(y);
        Objects.requireNonNull(facing, "f");
        Objects.requireNonNull(held, "h");
        held.ifPresent(h -> Checks.text("h", h, 1, Checks.WORD_MAX));
        Checks.text("s", state, 1, Checks.WORD_MAX);
        Checks.atLeast("pi", seat, 0);
    }

    public Key key() {
        return new Key(id);
    }

    /** The identity a delta upserts and tombstones by. */
    public record Key(String id) implements Comparable<Key> {
        public Key {
            Objects.requireNonNull(id, "i");
        }

        @Override
        public int compareTo(Key other) {
            return id.compareTo(other.id);
        }
    }
}
