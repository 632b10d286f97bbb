package undercooked.protocol;

import java.util.List;
import java.util.Objects;

/**
 * {@code GET /api/levels}: the campaign's levels in campaign order (docs/ROOMS.md, HTTP API). A
 * play-test room's own level is never listed.
 */
public record LevelCatalog(List<Entry> levels) {
    public LevelCatalog {
        levels = List.copyOf(levels);
    }

    /** One campaign level as a picker shows it; the level itself is {@code GET /api/levels/{id}}. */
    public record Entry(String id, String name, int order, int timeLimitS, int targetScore) {
        public Entry {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(name, "name");
        }
    }
}
