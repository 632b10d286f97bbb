package undercooked.server.archive;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Which archived rounds of a level a query adds up: ended in [{@code fromMs}, {@code toMs}), with
 * this many cooks, played by people, bots or both, with this result; the newest {@code limit}.
 */
public record SummaryFilter(String levelId, OptionalLong fromMs, OptionalLong toMs, OptionalInt cooks, Who who,
                            Optional<String> result, int limit) {

    /** Who cooked: people only (no bot seat), bots only (every seat a bot), or any round. */
    public enum Who {
        HUMANS, BOTS, ALL;

        private final String wire = name().toLowerCase(java.util.Locale.ROOT);

        public String wireName() {
            return wire;
        }
    }

    /** The most rounds one query adds up; the newest are taken and the answer says so. */
    public static final int MAX_ROUNDS = 20_000;

    public SummaryFilter {
        Objects.requireNonNull(levelId, "levelId");
        Objects.requireNonNull(fromMs, "fromMs");
        Objects.requireNonNull(toMs, "toMs");
        Objects.requireNonNull(cooks, "cooks");
        Objects.requireNonNull(who, "who");
        Objects.requireNonNull(result, "result");
        if (limit < 1 || limit > MAX_ROUNDS) {
            throw new IllegalArgumentException("limit is 1.." + MAX_ROUNDS + ", was " + limit);
        }
    }

    /** Every round of the level, up to {@link #MAX_ROUNDS}. */
    public static SummaryFilter all(String levelId) {
        return new SummaryFilter(levelId, OptionalLong.empty(), OptionalLong.empty(), OptionalInt.empty(), Who.ALL,
                Optional.empty(), MAX_ROUNDS);
    }
}
