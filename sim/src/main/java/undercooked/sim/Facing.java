package undercooked.sim;

import java.util.Locale;
import java.util.Optional;

/** The four directions a cook can face, in wire order (0-3: up, right, down, left). */
public enum Facing {
    UP(0, -1),
    RIGHT(1, 0),
    DOWN(0, 1),
    LEFT(-1, 0);

    private final int dx;
    private final int dy;

    Facing(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    public int dx() {
        return dx;
    }

    public int dy() {
        return dy;
    }

    private final String wire = name().toLowerCase(Locale.ROOT);

    public String wireName() {
        return wire;
    }

    public static Optional<Facing> fromWireName(String name) {
        for (Facing f : values()) {
            if (f.wireName().equals(name)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
