package undercooked.server.http;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

import com.fasterxml.jackson.databind.JsonNode;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelLoader;
import undercooked.levels.LevelValidator;
import undercooked.levels.Problem;
import undercooked.levels.RecipeBook;

/**
 * Levels sent with {@code POST /api/rooms} (the studio's Play-test): each is validated by the
 * server's own {@link LevelValidator}, played by that one room under a room-scoped id
 * ({@code <id>__room_<code>}), and served by {@code GET /api/levels/{scoped id}} exactly as it was
 * sent while the room lives. Nothing is written to the campaign or any level folder.
 */
final class RoomLevels {
    /** How many of the validator's problems a refusal quotes. */
    private static final int QUOTED = 5;

    private final LevelValidator validator = new LevelValidator(RecipeBook.builtIn());
    private final Map<String, Level> byScopedId = new ConcurrentHashMap<>();
    /** Takeover rooms' levels under their own ids (the kernel's hash includes the id), by room code. */
    private final Map<String, Level> byTakeoverRoom = new ConcurrentHashMap<>();

    /** The sent level, or a 422 {@code invalid_level} naming the validator's problems. */
    Level read(JsonNode node) {
        if (!node.isObject()) {
            throw new Json.Refusal(400, "bad_field", "level: must be a level object (docs/LEVELS.md)");
        }
        String text = node.toString();
        // No ".json" name: the id-matches-file-name rule is for files, and this level has none.
        List<Problem> problems = validator.validateText(text, "level");
        Optional<Level> level = LevelLoader.parse(text, "level").level();
        if (!problems.isEmpty() || level.isEmpty()) {
            StringBuilder m = new StringBuilder("the level has " + problems.size() + " problem"
                    + (problems.size() == 1 ? "" : "s") + ": ");
            for (int i = 0; i < Math.min(QUOTED, problems.size()); i++) {
                Problem p = problems.get(i);
                m.append(i == 0 ? "" : "; ").append(p.code().name().toLowerCase(Locale.ROOT)).append(" at ")
                        .append(p.location().render()).append(": ").append(p.message());
            }
            throw new Json.Refusal(422, "invalid_level", m.toString());
        }
        return level.get();
    }

    /** The id the room plays the level under: valid as a level id, and no campaign level's. */
    static String scopedId(String id, String code) {
        return id + "__room_" + code.toLowerCase(Locale.ROOT);
    }

    /** The one-level campaign of the room with this code; the level is remembered for serving. */
    Campaign campaignFor(Level sent, String code) {
        String scoped = scopedId(sent.id(), code);
        byScopedId.put(scoped, sent);
        return Campaign.of(List.of(new Level(scoped, sent.name(), sent.order(), sent.timeLimitS(), sent.targetScore(),
                sent.recipes(), sent.orders(), sent.hazards(), sent.legend(), sent.grid())));
    }

    /**
     * The one-level campaign of a takeover room: the recorded round's level under its own id, not
     * a scoped one, since the id is part of every state hash the prefix must reproduce. Served by
     * that id while the room lives when the campaign has no level of that id.
     */
    Campaign campaignForTakeover(Level played, String code) {
        byTakeoverRoom.put(code, played);
        return Campaign.of(List.of(played));
    }

    /** The level as sent for a scoped id (or a takeover room's own) whose room still exists. */
    Optional<Level> find(String id, Predicate<String> roomLives) {
        forget(roomLives);
        Optional<Level> scoped = Optional.ofNullable(byScopedId.get(id));
        return scoped.isPresent() ? scoped
                : byTakeoverRoom.values().stream().filter(l -> l.id().equals(id)).findFirst();
    }

    /** Drops the levels of rooms that are gone. */
    void forget(Predicate<String> roomLives) {
        byScopedId.keySet().removeIf(k -> !roomLives.test(k.substring(k.lastIndexOf("__room_") + 7).toUpperCase(Locale.ROOT)));
        byTakeoverRoom.keySet().removeIf(code -> !roomLives.test(code));
    }
}
