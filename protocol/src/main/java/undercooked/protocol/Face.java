package undercooked.protocol;

import java.util.Optional;

/**
 * A facing. The input message names it ({@code "up"}); a snapshot carries its index (0-3),
 * which is the declaration order here and must not change without a version bump.
 */
public enum Face {
    UP("up"),
    RIGHT("right"),
    DOWN("down"),
    LEFT("left");

    private final String wire;

    Face(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    public int index() {
        return ordinal();
    }

    public static Optional<Face> fromWire(String wire) {
        return WireNames.find(values(), Face::wire, wire);
    }

    public static Optional<Face> fromIndex(long index) {
        Face[] all = values();
        return index >= 0 && index < all.length ? Optional.of(all[(int) index]) : Optional.empty();
    }
}
