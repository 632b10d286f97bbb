package undercooked.server.testing;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The messages one logger records while a test runs (their text as logged, unformatted). Unlike
 * the {@code it} package's {@code LogCapture}, which reads the whole JVM's root logger, it hears
 * only the named logger, so a test using it may run beside others.
 */
public final class LoggedMessages extends Handler implements AutoCloseable {

    private final Logger logger;
    private final List<String> messages = new CopyOnWriteArrayList<>();

    private LoggedMessages(Logger logger) {
        this.logger = logger;
        logger.addHandler(this);
    }

    /** Starts hearing the logger named after {@code source} (a class's loggers are named after it). */
    public static LoggedMessages of(Class<?> source) {
        return new LoggedMessages(Logger.getLogger(source.getName()));
    }

    /** What was logged so far, in order. */
    public List<String> messages() {
        return List.copyOf(messages);
    }

    @Override
    public void publish(LogRecord r) {
        messages.add(r.getMessage());
    }

    @Override
    public void flush() {
    }

    /** Stops hearing the logger. */
    @Override
    public void close() {
        logger.removeHandler(this);
    }
}
