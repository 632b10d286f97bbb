package undercooked.server.logs;

import java.time.Instant;
import java.util.Optional;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Logger;
import java.util.logging.LogRecord;

/**
 * {@code --log-format json}: one JSON object a line, for a log shipper (Fluent Bit, Vector,
 * Promtail) to read without a parsing rule: {@code time} (ISO-8601 UTC), {@code level},
 * {@code logger}, {@code message}, {@code node} when the node has an id, {@code room} and any other
 * {@link LogField} the line carries, and {@code error} (the exception's class and message, never
 * its stack) when it has one. Written by hand: a log line must not depend on the JSON library a
 * failing request might have broken.
 */
public final class JsonLogFormatter extends Formatter {

    private final Optional<String> node;

    public JsonLogFormatter(Optional<String> node) {
        this.node = node;
    }

    /** Every handler of the root logger (the console's) writes JSON from now on. */
    public static void useOnRootHandlers(Optional<String> node) {
        JsonLogFormatter f = new JsonLogFormatter(node);
        for (Handler h : Logger.getLogger("").getHandlers()) {
            h.setFormatter(f);
        }
    }

    @Override
    public String format(LogRecord r) {
        StringBuilder sb = new StringBuilder(160);
        sb.append('{');
        field(sb, "time", Instant.ofEpochMilli(r.getMillis()).toString());
        sb.append(',');
        field(sb, "level", r.getLevel().getName());
        sb.append(',');
        field(sb, "logger", r.getLoggerName() == null ? "" : r.getLoggerName());
        sb.append(',');
        field(sb, "message", formatMessage(r));
        if (node.isPresent()) {
            sb.append(',');
            field(sb, "node", node.get());
        }
        Object[] params = r.getParameters();
        if (params != null) {
            for (Object p : params) {
                if (p instanceof LogField f && !f.key().equals("node")) {
                    sb.append(',');
                    field(sb, f.key(), f.value());
                }
            }
        }
        Throwable t = r.getThrown();
        if (t != null) {
            sb.append(',');
            field(sb, "error", t.getClass().getName() + (t.getMessage() == null ? "" : ": " + t.getMessage()));
            StackTraceElement[] stack = t.getStackTrace();
            if (stack.length > 0) {
                sb.append(',');
                field(sb, "at", stack[0].toString());
            }
        }
        sb.append('}').append('\n');
        return sb.toString();
    }

    private static void field(StringBuilder sb, String key, String value) {
        quote(sb, key);
        sb.append(':');
        quote(sb, value);
    }

    /** JSON string escaping (RFC 8259): quotes, backslashes and every control character. */
    static void quote(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }
}
