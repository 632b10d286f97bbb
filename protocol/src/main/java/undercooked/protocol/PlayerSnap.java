package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;

/**
 * A cook on a frame (wire {@code i x y f h s pi sq}); identity is the sim player id. {@code inputSeq}
 * ({@code sq}) is the {@code seq} of the input frame that began the move the kernel is being fed
 * for this cook (0: none, or a bot): what lets the cook's own client tell which of its inputs the
 * position already reflects, and for how many ticks, and replay the rest on top (docs/decisions/0026).
 */
public record PlayerSnap(String id, double x, double y, Face facing, Optional<String> held, String state, int seat,
                         long inputSeq) {

    /** What an absent {@code s} means in a sparse frame (an absent {@code h} is empty hands). */
    public static final String DEFAULT_STATE = "idle";
    /** What an absent {@code sq} means: no input applied yet (and every bot's cook). */
    public static final long DEFAULT_INPUT_SEQ = 0;
    /** A browser's seq is a JavaScript number: it stays an exact integer up to 2^53 - 1. */
    public static final long MAX_INPUT_SEQ = (1L << 53) - 1;

    /** A cook with no input applied ({@code sq} 0). */
    public PlayerSnap(String id, double x, double y, Face facing, Optional<String> held, String state, int seat) {
        this(id, x, y, facing, held, state, seat, DEFAULT_INPUT_SEQ);
    }

    public PlayerSnap {
        Checks.text("i", id, 1, Protocol.TOKEN_MAX_CHARS);
        x = Quantize.q2(x);
        y = Quantize.q2(y);
        Objects.requireNonNull(facing, "f");
        Objects.requireNonNull(held, "h");
        held.ifPresent(h -> Checks.text("h", h, 1, Checks.WORD_MAX));
        Checks.text("s", state, 1, Checks.WORD_MAX);
        Checks.atLeast("pi", seat, 0);
        Checks.between("sq", inputSeq, 0, MAX_INPUT_SEQ);
    }

    /** This cook with no input seq: what a reader of protocol 3's shape can know. */
    public PlayerSnap withoutInputSeq() {
        return inputSeq == DEFAULT_INPUT_SEQ ? this : new PlayerSnap(id, x, y, facing, held, state, seat);
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
