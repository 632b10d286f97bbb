package undercooked.levels;

import java.util.List;

/** The file format's key names and JSON path spelling, shared by the loader and the writer. */
final class Keys {
    static final String ID = "id";
    static final String NAME = "name";
    static final String ORDER = "order";
    static final String TIME_LIMIT_S = "time_limit_s";
    static final String TARGET_SCORE = "target_score";
    static final String RECIPES = "recipes";
    static final String ORDERS = "orders";
    static final String HAZARDS = "hazards";
    static final String LEGEND = "legend";
    static final String GRID = "grid";

    static final String INTERVAL_S = "interval_s";
    static final String DEADLINE_S = "deadline_s";
    static final String MAX_ACTIVE = "max_active";

    static final String BURN_S = "burn_s";
    static final String SPILL_INTERVAL_S = "spill_interval_s";
    static final String DIRTY_PLATES = "dirty_plates";
    static final String FIRE = "fire";
    static final String OBSTACLE = "obstacle";
    static final String RUSH = "rush";
    static final String AT_S = "at_s";
    static final String DURATION_S = "duration_s";

    /** Top-level keys in the order the writer emits them. */
    static final List<String> TOP = List.of(ID, NAME, ORDER, TIME_LIMIT_S, TARGET_SCORE, RECIPES, ORDERS,
            HAZARDS, LEGEND, GRID);
    static final List<String> OPTIONAL_TOP = List.of(HAZARDS, LEGEND);
    static final List<String> ORDER_KEYS = List.of(INTERVAL_S, DEADLINE_S, MAX_ACTIVE);
    static final List<String> HAZARD_KEYS = List.of(BURN_S, SPILL_INTERVAL_S, DIRTY_PLATES);
    /** Hazard keys that may be left out (off when absent), in the order the writer emits them. */
    static final List<String> OPTIONAL_HAZARD_KEYS = List.of(FIRE, OBSTACLE, RUSH);
    static final List<String> RUSH_KEYS = List.of(AT_S, DURATION_S, INTERVAL_S, DEADLINE_S);

    private Keys() {
    }

    /** {@code $.a.b} for plain keys, {@code $.a["x y"]} for anything else. */
    static String child(String path, String key) {
        if (plain(key)) {
            return path + "." + key;
        }
        return path + "[\"" + key.replace("\\", "\\\\").replace("\"", "\\\"") + "\"]";
    }

    /** {@code [A-Za-z_][A-Za-z0-9_]*}, checked without a regex: every frame of a long script asks this several times. */
    private static boolean plain(String key) {
        if (key.isEmpty()) {
            return false;
        }
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            boolean letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
            if (!letter && (i == 0 || c < '0' || c > '9')) {
                return false;
            }
        }
        return true;
    }

    static String index(String path, int i) {
        return path + "[" + i + "]";
    }
}
