package undercooked.levels;

import java.util.Locale;

/**
 * Every kind of mistake the validator names. The {@link #code()} strings are stable: editors,
 * CI logs and docs/LEVELS.md refer to them, so a constant is renamed only with a migration note.
 */
public enum ProblemCode {
    /** The path given on the command line does not exist. */
    NO_SUCH_PATH,
    /** A folder was given but holds no {@code *.json} level files. */
    NO_LEVELS,
    /** The file exists but cannot be read as UTF-8 text. */
    UNREADABLE,
    /** The text is not JSON (position is line/column of the syntax error). */
    BAD_JSON,
    WRONG_TYPE,
    MISSING_KEY,
    UNKNOWN_KEY,
    /** A value of the right type outside its allowed range (e.g. a zero interval). */
    BAD_VALUE,
    /** The id does not match {@code ^[0-9]{2}_[a-z0-9_]+$}. */
    BAD_ID,
    ID_MISMATCH,
    DUPLICATE_ORDER,
    /** A legend key that is not one character, or a value that names no tile. */
    BAD_LEGEND,
    RAGGED_ROW,
    UNKNOWN_TILE,
    GRID_TOO_SMALL,
    GRID_TOO_LARGE,
    NO_SPAWN,
    DUPLICATE_SPAWN,
    /**
     * A spawn boxed in on all four sides (the cook can never take a step), or cut off: its cook
     * neither reaches a serve window nor shares a station with a cook who does.
     */
    SPAWN_BLOCKED,
    UNREACHABLE_STATION,
    NO_SERVE,
    NO_RECIPES,
    UNKNOWN_RECIPE,
    DUPLICATE_RECIPE,
    RECIPE_MISSING_SHELF,
    RECIPE_MISSING_STATION,
    /** An order expires before its recipe can even finish cooking. */
    DEADLINE_TOO_SHORT,
    /** More points than the order stream can ever hand out in the time limit. */
    TARGET_UNREACHABLE,
    /** A hazard switched on that needs a station the level lacks (dirty plates need a sink). */
    HAZARD_MISSING_STATION;

    /** The lower_snake string printed and documented, e.g. {@code unreachable_station}. */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }
}
