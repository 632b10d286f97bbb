package undercooked.server;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.logging.Logger;

import io.helidon.webserver.WebServerConfig;

import undercooked.server.meters.ProcessFigures;

/**
 * Keeps the listener alive when descriptors run out. Helidon 4.5's {@code ServerListener} ends
 * its accept loop for good on any error from {@code accept} ({@code "Got a throwable while
 * listening, this server socket is terminating now"}), and "Too many open files" is one: the
 * process lives on without a listener. Helidon offers no hook in that loop, so the listener is
 * kept from reaching it: its connection cap ({@code maxTcpConnections}, a semaphore taken before
 * each accept) is set below the process's descriptor limit, less what is already open and a
 * reserve for the database, the spool and the JVM. At the cap the listener waits, new
 * connections queue in the kernel's backlog, and it accepts again as soon as one closes, as nginx
 * does after a failed accept.
 *
 * <p>The cap is half of what is left, because Helidon gives a connection's permit back before it
 * closes the connection's socket ({@code ConnectionHandler.run}: the semaphore's release, then
 * the writer's close, then the channel's). When many connections end at once (a flood of idle
 * ones letting go), the listener accepts from its backlog with every permit given back while
 * the old sockets are still open: up to twice the cap for a moment. With a whole cap the
 * descriptors ran out in that moment in one run of three of
 * {@code DescriptorExhaustionIntegrationTest} with two CPU hogs beside it (decision 0064).
 *
 * <p>Idle connections and requests whose headers never finish are closed after {@link #IDLE} (Helidon's idle timer; its default of 5 minutes let 1,000 such connections
 * sit). And should the listener still end, {@link #probe} notices: {@code /livez} fails and
 * {@code ./undercooked serve} exits so its supervisor restarts it.
 */
final class ListenerGuard {

    private static final Logger LOG = Logger.getLogger(ListenerGuard.class.getName());
    /** A connection with no request (or an unfinished one) for this long is closed. */
    static final Duration IDLE = Duration.ofSeconds(30);
    /** How often Helidon looks for idle connections. */
    static final Duration IDLE_PERIOD = Duration.ofSeconds(5);
    /** The fewest descriptors kept free for what is not a client connection. */
    static final int MIN_RESERVE = 64;

    private ListenerGuard() {
    }

    /** The connection cap and idle timeout on the listener. */
    static void apply(WebServerConfig.Builder server) {
        int cap = connectionCap();
        server.maxTcpConnections(cap).idleConnectionTimeout(IDLE).idleConnectionPeriod(IDLE_PERIOD);
    }

    /** Descriptors the listener may spend on client connections. */
    static int connectionCap() {
        return connectionCap(ProcessFigures.maxDescriptors(), ProcessFigures.openDescriptors());
    }

    /** The cap for a process allowed {@code max} descriptors with {@code open} open; -1 when either is unknown. */
    static int connectionCap(long max, long open) {
        if (max < 0 || open < 0) {
            return -1; // no descriptor limit to keep under: Helidon's default (no cap)
        }
        long reserve = Math.max(MIN_RESERVE, max / 10);
        // Half: a connection whose permit is back but whose socket is not yet closed still holds
        // its descriptor (see the class comment), so the listener may hold twice its cap.
        long cap = Math.max(16, (max - open - reserve) / 2);
        return (int) Math.min(Integer.MAX_VALUE, cap);
    }

    /**
     * Whether something listens on {@code port}: false only when a connect is refused (the
     * listener is gone); a connect that fails otherwise (no descriptor for the probe) says nothing.
     */
    static boolean probe(String host, int port) {
        String target = host.equals("0.0.0.0") || host.equals("::") ? "127.0.0.1" : host;
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(target, port), 1000);
            return true;
        } catch (ConnectException e) {
            LOG.severe("the listener on port " + port + " refuses connections: " + e.getMessage());
            return false;
        } catch (IOException | RuntimeException e) {
            return true;
        }
    }
}
