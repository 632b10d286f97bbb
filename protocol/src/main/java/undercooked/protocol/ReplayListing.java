package undercooked.protocol;

import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * {@code GET /api/replays}: one page of the round archive, newest first (docs/ROOMS.md, "The
 * round archive"). {@code skipped} names the rows whose body is missing or corrupt;
 * {@code nextBefore} is the cursor for the next page, empty on the last.
 */
public record ReplayListing(List<Entry> replays, List<Skipped> skipped, OptionalLong nextBefore) {
    public ReplayListing {
        replays = List.copyOf(replays);
        skipped = List.copyOf(skipped);
        Objects.requireNonNull(nextBefore, "nextBefore");
    }

    /**
     * One archived round.
     *
     * @param seed the kernel's seed as an unsigned 64-bit number
     * @param startedAt epoch ms
     * @param endedAt epoch ms
     */
    public record Entry(long id, String room, int roundNo, String level, String levelSha256, BigInteger seed,
                        String result, long score, int stars, long ticks, long startedAt, long endedAt,
                        List<Cook> players) {
        public Entry {
            Objects.requireNonNull(room, "room");
            Objects.requireNonNull(level, "level");
            Objects.requireNonNull(levelSha256, "levelSha256");
            Objects.requireNonNull(seed, "seed");
            Objects.requireNonNull(result, "result");
            players = List.copyOf(players);
        }
    }

    /** A cook of an archived round: {@code p0}..{@code p3} by seat, never a token; {@code bot} is a bot's persona. */
    public record Cook(String playerId, int seat, String name, Optional<String> bot) {
        public Cook {
            Objects.requireNonNull(playerId, "playerId");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(bot, "bot");
        }
    }

    /** A row the page looked at and could not show, and why. */
    public record Skipped(long id, String reason) {
        public Skipped {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
