package undercooked.server.http;

import java.util.concurrent.TimeUnit;
import java.util.logging.Filter;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import io.helidon.common.buffers.DataReader;

/**
 * Helidon 4.5 logs a request whose connection ended before the request did (a client that sends
 * {@code GET / HTTP/1.1\r\nHost: x\r\n} and hangs up) as an "Internal server error" with a 1.2 KB
 * stack trace of {@code InsufficientDataAvailableException}: 2,000 such connections wrote 2.3 MB
 * of log in a second. It is the client's doing, not a server error, so those records are dropped
 * here and counted into one line a minute at most; every other record of that logger passes.
 */
public final class TruncatedRequestLog implements Filter {

    /** The logger Helidon's HTTP/1 connection writes through; held so the filter stays on it. */
    private static final Logger HTTP1 = Logger.getLogger("io.helidon.webserver.http1.Http1Connection");
    private static final Logger LOG = Logger.getLogger(TruncatedRequestLog.class.getName());
    static final long PERIOD_NANOS = TimeUnit.MINUTES.toNanos(1);

    private long lastLine = Long.MIN_VALUE;
    private long unlogged;

    private TruncatedRequestLog() {
    }

    /** Puts the filter on Helidon's HTTP/1 logger (once per process is enough; again changes nothing). */
    public static void install() {
        if (!(HTTP1.getFilter() instanceof TruncatedRequestLog)) {
            HTTP1.setFilter(new TruncatedRequestLog());
        }
    }

    @Override
    public boolean isLoggable(LogRecord record) {
        for (Throwable t = record.getThrown(); t != null; t = t.getCause()) {
            if (t instanceof DataReader.InsufficientDataAvailableException) {
                counted();
                return false;
            }
        }
        return true;
    }

    private synchronized void counted() {
        unlogged++;
        long now = System.nanoTime();
        if (lastLine != Long.MIN_VALUE && now - lastLine < PERIOD_NANOS) {
            return;
        }
        LOG.info(unlogged + " HTTP request(s) ended by the client before they were whole (not logged one by one)");
        lastLine = now;
        unlogged = 0;
    }
}
