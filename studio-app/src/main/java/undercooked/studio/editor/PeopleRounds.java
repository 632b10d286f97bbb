package undercooked.studio.editor;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.BooleanSupplier;
import undercooked.studio.ErrorReport;
import undercooked.studio.services.ArchiveClient;

/**
 * The rounds people played of one level, as a server's archive lists them (read with
 * {@link ArchiveClient}, the Replays browser's reader). A round whose cooks were all bots the host
 * seated is left out, and so is an aborted one (the host left; nobody won or lost it).
 */
final class PeopleRounds {
    /** At most this many pages of 100: enough rounds for a distribution, a few seconds at most. */
    static final int MAX_PAGES = 20;
    private static final int PAGE = 100;

    /**
     * What the archive held.
     *
     * @param stars people's rounds with 0, 1, 2 and 3 stars
     * @param botRounds rounds of bots alone, left out
     */
    record Found(List<Integer> stars, int botRounds, Optional<ErrorReport> error) {
        Found {
            stars = List.copyOf(stars);
            Objects.requireNonNull(error, "error");
        }

        int rounds() {
            return stars.stream().mapToInt(Integer::intValue).sum();
        }
    }

    private PeopleRounds() {
    }

    /** Pages through the archive's rounds of {@code levelId}; stops early when {@code cancelled}. */
    static Found fetch(ArchiveClient client, String levelId, BooleanSupplier cancelled) {
        int[] stars = new int[4];
        int bots = 0;
        OptionalLong before = OptionalLong.empty();
        for (int page = 0; page < MAX_PAGES && !cancelled.getAsBoolean(); page++) {
            ArchiveClient.Listed listed = client.list(new ArchiveClient.Filter(levelId, "", 0), before, PAGE);
            if (listed.error().isPresent()) {
                return new Found(List.of(0, 0, 0, 0), 0, listed.error());
            }
            ArchiveClient.Page p = listed.page().orElseThrow();
            for (ArchiveClient.Entry e : p.entries()) {
                if (!e.level().equals(levelId) || e.result().equals("aborted")) {
                    continue;
                }
                if (e.byPeople()) {
                    stars[Math.clamp(e.stars(), 0, 3)]++;
                } else {
                    bots++;
                }
            }
            if (p.nextBefore().isEmpty()) {
                break;
            }
            before = p.nextBefore();
        }
        return new Found(List.of(stars[0], stars[1], stars[2], stars[3]), bots, Optional.empty());
    }
}
