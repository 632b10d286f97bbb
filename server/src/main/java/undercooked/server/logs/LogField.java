package undercooked.server.logs;

import java.util.Objects;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * A named value a log line carries besides its text (the room it concerns), passed as one of the
 * record's parameters: {@code LogField.log(LOG, Level.WARNING, "room ABCDE failed", LogField.room("ABCDE"))}.
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

    /** A line with a field; see {@link #log(Logger, Level, String, Throwable, LogField)}. */
    public static void log(Logger logger, Level level, String message, LogField field) {
        log(logger, level, message, null, field);
    }

    /**
     * A line with a field and, when not null, a failure ({@link Logger} has no call that takes a
     * throwable and parameters together). The record names its logger as its source, as the text
     * format prints it, rather than this method (which the logger would otherwise infer). The
     * message is printed as written (see {@link #literal}): a line logged with {@code Logger.log}
     * and a field as its parameter would not be.
     */
    public static void log(Logger logger, Level level, String message, Throwable thrown, LogField field) {
        if (!logger.isLoggable(level)) {
            return;
        }
        LogRecord r = new LogRecord(level, literal(message));
        r.setLoggerName(logger.getName());
        r.setSourceClassName(logger.getName());
        r.setParameters(new Object[] {field});
        r.setThrown(thrown);
        logger.log(r);
    }

    /**
     * {@code message} as the record's message, so that it prints as written. With parameters on
     * the record, {@code java.util.logging.Formatter.formatMessage} (the text format's and the
     * JSON format's) runs {@link java.text.MessageFormat} over a message holding "{0" to "{3":
     * an exception's text or a client's name logged that way would get the field put in and lose
     * its apostrophes. Such a message is quoted for MessageFormat, which gives it back unchanged.
     */
    static String literal(String message) {
        for (int i = 0; i < 4; i++) {
            if (message.contains("{" + i)) {
                return "'" + message.replace("'", "''") + "'";
            }
        }
        return message;
    }
}
