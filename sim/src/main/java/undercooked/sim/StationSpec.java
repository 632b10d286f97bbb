package undercooked.sim;

import java.util.Objects;
import java.util.Optional;

/**
 * A fixture as the level places it: kind, cell, and for a spawn shelf the item kind it hands out.
 * {@code stock} is empty for every other kind.
 */
public record StationSpec(StationKind kind, Cell cell, Optional<ItemKind> stock) {
    public StationSpec {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(cell, "cell");
        Objects.requireNonNull(stock, "stock");
        if (kind == StationKind.SPAWN_SHELF && stock.isEmpty()) {
            throw new IllegalArgumentException("a spawn shelf at " + cell + " needs the item kind it hands out");
        }
        if (kind != StationKind.SPAWN_SHELF && stock.isPresent()) {
            throw new IllegalArgumentException("only a spawn shelf has stock; " + kind.wireName() + " at " + cell + " does not");
        }
    }

    public static StationSpec of(StationKind kind, int x, int y) {
        return new StationSpec(kind, new Cell(x, y), Optional.empty());
    }

    public static StationSpec shelf(ItemKind stock, int x, int y) {
        return new StationSpec(StationKind.SPAWN_SHELF, new Cell(x, y), Optional.of(stock));
    }
}
