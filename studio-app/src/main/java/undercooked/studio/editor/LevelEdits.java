package undercooked.studio.editor;

import java.util.List;
import undercooked.levels.HazardSettings;
import undercooked.levels.Level;
import undercooked.levels.OrderSettings;

/** One-field copies of a {@link Level} for the properties panel (the record has no withers). */
final class LevelEdits {
    private LevelEdits() {
    }

    static Level id(Level l, String id) {
        return new Level(id, l.name(), l.order(), l.timeLimitS(), l.targetScore(), l.recipes(), l.orders(),
                l.hazards(), l.legend(), l.grid());
    }

    /**
     * Change Id: the new id, and the campaign order with it when the id starts with a number
     * ({@code 10_bistro_two} is 10), as New Level sets it, so a copy of a campaign level saved
     * under the next number does not keep the order of the level it was copied from.
     */
    static Level renamed(Level l, String id) {
        Level named = id(l, id);
        return GridEdits.numbered(id) ? order(named, GridEdits.orderOf(id)) : named;
    }

    static Level name(Level l, String name) {
        return new Level(l.id(), name, l.order(), l.timeLimitS(), l.targetScore(), l.recipes(), l.orders(),
                l.hazards(), l.legend(), l.grid());
    }

    static Level order(Level l, int order) {
        return new Level(l.id(), l.name(), order, l.timeLimitS(), l.targetScore(), l.recipes(), l.orders(),
                l.hazards(), l.legend(), l.grid());
    }

    static Level timeLimit(Level l, int seconds) {
        return new Level(l.id(), l.name(), l.order(), seconds, l.targetScore(), l.recipes(), l.orders(),
                l.hazards(), l.legend(), l.grid());
    }

    static Level target(Level l, int score) {
        return new Level(l.id(), l.name(), l.order(), l.timeLimitS(), score, l.recipes(), l.orders(),
                l.hazards(), l.legend(), l.grid());
    }

    static Level recipes(Level l, List<String> recipes) {
        return new Level(l.id(), l.name(), l.order(), l.timeLimitS(), l.targetScore(), recipes, l.orders(),
                l.hazards(), l.legend(), l.grid());
    }

    static Level orders(Level l, OrderSettings orders) {
        return new Level(l.id(), l.name(), l.order(), l.timeLimitS(), l.targetScore(), l.recipes(), orders,
                l.hazards(), l.legend(), l.grid());
    }

    static Level hazards(Level l, HazardSettings hazards) {
        return new Level(l.id(), l.name(), l.order(), l.timeLimitS(), l.targetScore(), l.recipes(), l.orders(),
                hazards, l.legend(), l.grid());
    }
}
