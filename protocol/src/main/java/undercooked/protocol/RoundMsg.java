package undercooked.protocol;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The verdict. {@code counters} is a map, not a record, because the kitchen grows counters
 * (e.g. {@code lost_items}) that the result screen shows as they come; the three the
 * contract names are always present.
 */
public record RoundMsg(Optional<RoundResult> result, int score, int target, int stars, double timeLeft,
                       Map<String, Long> counters, int longestStreak, List<PlayerScoreWire> players,
                       String levelId, long seed, long ticks, Optional<String> unlocked) implements ServerMessage {

    public static final List<String> REQUIRED_COUNTERS = List.of("served", "missed", "wasted");

    public RoundMsg {
        Objects.requireNonNull(result, "result");
        Checks.atLeast("target", target, 0);
        Checks.between("stars", stars, 0, 3);
        Checks.finiteBetween("time_left", timeLeft, 0.0, Double.MAX_VALUE);
        counters = sortedCounters(counters);
        Checks.atLeast("longest_streak", longestStreak, 0);
        players = List.copyOf(players);
        Checks.text("level_id", levelId, 1, Protocol.LEVEL_ID_MAX_CHARS);
        Checks.atLeast("ticks", ticks, 0);
        Objects.requireNonNull(unlocked, "unlocked");
        unlocked.ifPresent(u -> Checks.text("unlocked", u, 1, Protocol.LEVEL_ID_MAX_CHARS));
    }

    /** Sorted keys, so two encodes of one verdict are byte-identical whatever map the caller built. */
    private static Map<String, Long> sortedCounters(Map<String, Long> counters) {
        TreeMap<String, Long> sorted = new TreeMap<>(counters);
        for (String required : REQUIRED_COUNTERS) {
            if (!sorted.containsKey(required)) {
                throw new IllegalArgumentException("counters." + required + " is required (0 when never written)");
            }
        }
        sorted.forEach((key, value) -> {
            Checks.text("counters key", key, 1, Protocol.LEVEL_ID_MAX_CHARS);
            Checks.atLeast("counters." + key, Objects.requireNonNull(value, key), 0);
        });
        return Collections.unmodifiableSortedMap(sorted);
    }

    @Override
    public ServerType type() {
        return ServerType.ROUND;
    }
}
