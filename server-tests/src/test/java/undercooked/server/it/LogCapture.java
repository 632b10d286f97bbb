package undercooked.server.it;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * What the server would print at its default level (INFO and above) while a test runs, formatted
 * as the console handler formats it, so a test can bound the log's bytes and search its text.
 */
final class LogCapture extends Handler implements AutoCloseable {

    private final SimpleFormatter format = new SimpleFormatter();
    private final List<String> lines = new ArrayList<>();
    private final Logger root = Logger.getLogger("");

    LogCapture() {
        setLevel(Level.INFO);
        root.addHandler(this);
    }

    @Override
    public synchronized void publish(LogRecord record) {
        if (record.getLevel().intValue() >= Level.INFO.intValue()) {
            lines.add(format.format(record));
        }
    }

    synchronized int bytes() {
        return lines.stream().mapToInt(String::length).sum();
    }

    synchronized String text() {
        return String.join("", lines);
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
        root.removeHandler(this);
    }
}
