package undercooked.studio.services;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The embedded server's log lines (its own and Helidon's), caught while it runs: server threads
 * add, the view model drains on its own thread. Only the message and the level: no stack traces.
 */
final class HostLog extends Handler {
    private static final List<String> SOURCES = List.of("undercooked.server", "io.helidon.webserver");
    private final ConcurrentLinkedQueue<String> lines = new ConcurrentLinkedQueue<>();
    private final List<Logger> attached = new ArrayList<>();

    void attach() {
        setLevel(Level.INFO);
        for (String name : SOURCES) {
            Logger l = Logger.getLogger(name);
            l.addHandler(this);
            attached.add(l);
        }
    }

    void detach() {
        attached.forEach(l -> l.removeHandler(this));
        attached.clear();
    }

    @Override
    public void publish(LogRecord r) {
        if (r == null || !isLoggable(r)) {
            return;
        }
        String msg = r.getMessage() == null ? "" : r.getMessage();
        if (r.getParameters() != null && r.getParameters().length > 0) {
            try {
                msg = java.text.MessageFormat.format(msg, r.getParameters());
            } catch (IllegalArgumentException e) {
                // keep the pattern as it is
            }
        }
        String source = r.getLoggerName() == null ? "" : r.getLoggerName().substring(r.getLoggerName().lastIndexOf('.') + 1);
        lines.add(String.format(Locale.ROOT, "%-7s %s: %s", r.getLevel().getName(), source, msg.strip()));
    }

    /** A line of the studio's own about the server (its start). */
    void note(String line) {
        lines.add(String.format(Locale.ROOT, "%-7s %s: %s", "INFO", "host", line));
    }

    /** Lines since the last drain, oldest first. */
    List<String> drain() {
        List<String> out = new ArrayList<>();
        for (String s; (s = lines.poll()) != null; ) {
            out.add(s);
        }
        return out;
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
        detach();
    }
}
