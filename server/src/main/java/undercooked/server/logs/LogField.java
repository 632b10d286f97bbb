package undercooked.server.logs;

import java.util.Objects;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * A named value a log line carries besides its text (the room it concerns), passed as one of the
 * record's parameters: {@code LOG.log(Level.WARNING, "room ABCDE failed", LogField.room("ABCDE"))}.
 * The JSON format writes it as its own key, so a log shipper can filter by room; the text format
 * ignores it (the message names the room already).
 */
public record LogField(String key, String value) {

    public LogField {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(value, "value");
        if (!key.matches("[a-z_]{1,24}")) {
            throw new IllegalArgumentException("a log field's key is lower-case letters and _, got '" + key + "'");
        }
    }

    public static LogField room(String code) {
        return new LogField("room", code);
    }

    /**
     * A line with both a failure and a field: {@link Logger} has no call that takes a throwable
     * and parameters together. The record names its logger as its source, as the text format
     * prints it, rather than this method (which the logger would otherwise infer).
     */
    public static void log(Logger logger, Level level, String message, Throwable thrown, LogField field) {
        if (!logger.isLoggable(level)) {
            return;
        }
        LogRecord r = new LogRecord(level, message);
        r.setLoggerName(logger.getName());
        r.setSourceClassName(logger.getName());
        r.setParameters(new Object[] {field});
        r.setThrown(thrown);
        logger.log(r);
    }
}
