package undercooked.sim;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A fixture's live state. Static facts (kind, cell, stock) ride along so a station reads whole
 * in a diff or a snapshot. {@code worker} is the cook holding its single work slot
 * ({@link #NO_WORKER} for none).
 */
public record Station(int index, StationKind kind, Cell cell, Optional<ItemKind> stock, List<Slot> contents,
                      StationState state, double progress, String worker) {
    public static final String NO_WORKER = "";

    public Station {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(cell, "cell");
        Objects.requireNonNull(stock, "stock");
        contents = List.copyOf(contents);
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(worker, "worker");
    }

    public static Station fresh(int index, StationSpec spec) {
        return new Station(index, spec.kind(), spec.cell(), spec.stock(), List.of(), StationState.IDLE, 0.0, NO_WORKER);
    }

    public Station withContents(List<Slot> newContents) {
        return new Station(index, kind, cell, stock, newContents, state, progress, worker);
    }

    public boolean hasWorker() {
        return !worker.isEmpty();
    }
}
