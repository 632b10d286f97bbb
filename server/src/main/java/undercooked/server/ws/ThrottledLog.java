package undercooked.server.ws;

import java.util.function.LongSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * At most one log line per period for an event a hostile client can repeat at will (a socket
 * closed for a protocol error): the first is logged at once, the rest are counted into the next
 * line. So a flood of 200 sockets costs one line, not 200 stack traces.
 */
final class ThrottledLog {

    private final Logger log;
    private final long periodNanos;
    private final LongSupplier clock;
    private long lastLine;
    private boolean logged;
    private long unlogged;

    ThrottledLog(Logger log, long periodNanos, LongSupplier nanoClock) {
        this.log = log;
        this.periodNanos = periodNanos;
        this.clock = nanoClock;
    }

    /** One more event; {@code what} describes this one (never a body or a token). */
    synchronized void event(String what) {
        unlogged++;
        long now = clock.getAsLong();
        if (logged && now - lastLine < periodNanos) {
            return;
        }
        log.log(Level.INFO, unlogged == 1 ? what : what + " (and " + (unlogged - 1) + " more since the last line)");
        logged = true;
        lastLine = now;
        unlogged = 0;
    }
}
