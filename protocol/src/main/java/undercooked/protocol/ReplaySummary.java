package undercooked.protocol;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * {@code GET /api/replays/{id}/summary}: an archived round's verdict (docs/ROOMS.md, "The round
 * archive"), as the archive stored it when the round ended.
 *
 * @param ticks the round's last tick
 * @param events how many of each event kind the round raised, by wire name, in name order
 * @param endedAt when the round ended (epoch ms); absent in a summary archived before it was kept
 * @param kernel the kernel's rules version the round was played under (docs/SIMULATION.md); absent
 *     in a summary archived before it was kept
 */
public record ReplaySummary(long id, String result, long score, long target, int stars, long ticks, long served,
                            long missed, long wasted, List<Seat> seats, SortedMap<String, Long> events,
                            OptionalLong endedAt, Optional<Kernel> kernel) {
    public ReplaySummary {
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(endedAt, "endedAt");
        Objects.requireNonNull(kernel, "kernel");
        seats = List.copyOf(seats);
        events = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(events));
    }

    /**
     * A seat of the round: its cook as the listing shows it, and what the cook did when the
     * verdict names it (a seat nobody sat at has no share).
     */
    public record Seat(ReplayListing.Cook cook, Optional<Share> share) {
        public Seat {
            Objects.requireNonNull(cook, "cook");
            Objects.requireNonNull(share, "share");
        }
    }

    /** A rules version: its derived id and its readable build name. */
    public record Kernel(String id, String name) {
        public Kernel {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(name, "name");
        }
    }

    /** A cook's share of the round (display only). */
    public record Share(long score, int dishesServed, int missed) {
    }
}
