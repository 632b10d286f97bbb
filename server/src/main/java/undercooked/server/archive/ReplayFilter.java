package undercooked.server.archive;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A listing's filters, all optional: a level id, a result ({@code won}, {@code lost},
 * {@code aborted}), at most {@code limit} rows, and ids below {@code before} (the paging cursor).
 */
public record ReplayFilter(Optional<String> level, Optional<String> result, int limit, OptionalLong before) {

    public static final int MAX_LIMIT = 100;

    public ReplayFilter {
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(before, "before");
        if (limit < 1 || limit > MAX_LIMIT) {
            throw new IllegalArgumentException("limit must be 1.." + MAX_LIMIT + ", was " + limit);
        }
    }

    public static ReplayFilter newest(int limit) {
        return new ReplayFilter(Optional.empty(), Optional.empty(), limit, OptionalLong.empty());
    }
}
