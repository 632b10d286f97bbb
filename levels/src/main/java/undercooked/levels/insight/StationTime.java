package undercooked.levels.insight;

import java.util.Objects;

import undercooked.sim.Cell;
import undercooked.sim.StationKind;

/**
 * One fixture's round: ticks it was busy ({@link CookActivity#busy}) and cook-ticks spent waiting
 * at it while it was.
 */
public record StationTime(int index, StationKind kind, Cell cell, long busyTicks, long waitTicks) {
    public StationTime {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(cell, "cell");
    }
}
