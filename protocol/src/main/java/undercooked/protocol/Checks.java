package undercooked.protocol;

import java.util.Objects;

/**
 * Argument checks shared by the records' compact constructors. Messages start with the wire
 * field name so that a constructor failure reads like the codec's own {@code bad_field}.
 */
final class Checks {

    /** Bound for the short vocabulary strings of a frame (kinds, states, item forms). */
    static final int WORD_MAX = 64;

    private Checks() {
    }

    /** Length in code points, the unit the contract's bounds count (a name of emoji is not 2x long). */
    static String text(String field, String value, int min, int max) {
        Objects.requireNonNull(value, field);
        int length = value.codePointCount(0, value.length());
        if (length < min || length > max) {
            throw new IllegalArgumentException(field + " must be " + min + "-" + max + " characters, was " + length);
        }
        return value;
    }

    static long atLeast(String field, long value, long min) {
        if (value < min) {
            throw new IllegalArgumentException(field + " must be >= " + min + ", was " + value);
        }
        return value;
    }

    static long between(String field, long value, long min, long max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(field + " must be " + min + "-" + max + ", was " + value);
        }
        return value;
    }

    static double finite(String field, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(field + " must be finite, was " + value);
        }
        return value;
    }

    static double finiteBetween(String field, double value, double min, double max) {
        finite(field, value);
        if (value < min || value > max) {
            throw new IllegalArgumentException(field + " must be " + min + "-" + max + ", was " + value);
        }
        return value;
    }
}
