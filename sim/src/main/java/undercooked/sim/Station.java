package undercooked.sim;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A fixture's live state. Static facts (kind, cell, stock) ride along so a station reads whole
 * in a diff or a snapshot. {@code progress} (0..1) is the work done on what it holds: chopping,
 * cooking, washing, putting a fire out. {@code timer} counts the ticks spent in the current state
 * (the overcook window, a fire's spread). {@code worker} is the cook holding its single work slot
 * ({@link #NO_WORKER} for none).
 */
public record Station(int index, StationKind kind, Cell cell, Optional<ItemKind> stock, List<Slot> contents,
                      StationState state, double progress, int timer, String worker) {
    public static final String NO_WORKER = "";

    public Station {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(cell, "cell");
        Objects.requireNonNull(stock, "stock");
        contents = List.copyOf(contents);
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(worker, "worker");
        if (timer < 0) {
            throw new IllegalArgumentException("timer must be >= 0, got " + timer);
        }
    }

    public static Station fresh(int index, StationSpec spec) {
        return new Station(index, spec.kind(), spec.cell(), spec.stock(), List.of(), StationState.IDLE, 0.0, 0, NO_WORKER);
    }

    public Station withContents(List<Slot> newContents) {
        return new Station(index, kind, cell, stock, newContents, state, progress, timer, worker);
    }

    /** A new pipeline state: the timer restarts. */
    public Station withState(StationState newState, double newProgress) {
        return new Station(index, kind, cell, stock, contents, newState, newProgress, 0, worker);
    }

    public Station withProgress(double newProgress, int newTimer) {
        return new Station(index, kind, cell, stock, contents, state, newProgress, newTimer, worker);
    }

    public Station withWorker(String newWorker) {
        return new Station(index, kind, cell, stock, contents, state, progress, timer, newWorker);
    }

    public boolean hasWorker() {
        return !worker.isEmpty();
    }
}
