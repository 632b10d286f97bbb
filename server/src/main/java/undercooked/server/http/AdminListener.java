package undercooked.server.http;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import undercooked.protocol.ApiError;
import undercooked.protocol.HttpCodec;
import undercooked.server.observe.ServerMetrics;

/**
 * The {@code admin_port} listener: {@code /metrics} and the probes ({@code /healthz},
 * {@code /readyz}, {@code /livez}), answered on platform threads of its own (the JDK's
 * {@code jdk.httpserver}), not on Helidon's virtual threads (decision 0054).
 *
 * <p>Why: Helidon runs every connection on a virtual thread, and a virtual thread waits for a
 * carrier behind every game socket's. On a node whose carriers are busy (the load the scrape is
 * there to show) a scrape waited 40-120 ms for its turn though its own work takes 5-8 ms, and a
 * liveness probe that waits like that can get a busy pod restarted. A platform thread is scheduled
 * by the kernel beside the carriers and answers within its own work. The answers are the same
 * objects' as on the main port ({@link HealthRoutes#answer}, {@link ServerMetrics#scrape}), so the
 * two never disagree.
 *
 * <p>Slow clients: the JDK's server reads a request's headers with a blocking read on the thread
 * that answers it, so one socket that sends half a request used to hold the listener's one thread
 * for ever, and every probe after it went unanswered (a liveness probe that fails like that gets
 * the pod restarted). Each exchange now has a platform thread of the listener's (a cached pool), and
 * the JDK server's own settings are made, each only when the operator has not made it: a request's
 * headers must arrive within {@value #REQUEST_SECONDS} s, an answer must be taken within
 * {@value #ANSWER_SECONDS} s, and at most {@value #MAX_CONNECTIONS} connections are open at once (the
 * rest are closed as they are accepted, so a flood cannot take the node's file descriptors); and
 * answers are sent without Nagle's delay (below). They
 * are the JDK's system properties, read once when its server is first used in the process; this
 * class sets them before that, and it is the only user of that server (ArchitectureTest).
 */
public final class AdminListener implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(AdminListener.class.getName());
    private static final String NOT_HERE = "not on the admin port: /metrics, /healthz, /readyz, /livez";
    /** Seconds a connection may take to send a request's headers ({@code sun.net.httpserver.maxReqTime}). */
    static final int REQUEST_SECONDS = 5;
    /** Seconds an answer may take to be read by its client ({@code sun.net.httpserver.maxRspTime}). */
    static final int ANSWER_SECONDS = 30;
    /** Connections open at once ({@code jdk.httpserver.maxConnections}); scrapers and probes need a few. */
    static final int MAX_CONNECTIONS = 32;

    static {
        // The JDK server writes an answer's headers and then its body, and without TCP_NODELAY the
        // body's last segment waits for the client's ACK of the headers, which a keep-alive client
        // (Prometheus) delays 40 ms: every scrape after a connection's first took 44-46 ms on an
        // idle node, 2.5-4 ms with it set.
        setUnlessSet("sun.net.httpserver.nodelay", "true");
        setUnlessSet("sun.net.httpserver.maxReqTime", REQUEST_SECONDS);
        setUnlessSet("sun.net.httpserver.maxRspTime", ANSWER_SECONDS);
        setUnlessSet("jdk.httpserver.maxConnections", MAX_CONNECTIONS);
    }

    private static void setUnlessSet(String property, Object value) {
        if (System.getProperty(property) == null) {
            System.setProperty(property, value.toString());
        }
    }

    private final HttpServer server;
    private final ExecutorService threads;
    private final HealthRoutes health;
    private final Optional<ServerMetrics> metrics;
    private final Json json = new Json();

    private AdminListener(HttpServer server, ExecutorService threads, HealthRoutes health,
            Optional<ServerMetrics> metrics) {
        this.server = server;
        this.threads = threads;
        this.health = health;
        this.metrics = metrics;
    }

    /**
     * Binds {@code host:port} (0 picks a port) and starts answering.
     *
     * @throws java.net.BindException (in an {@link java.io.UncheckedIOException}) when the port is taken
     */
    public static AdminListener start(String host, int port, HealthRoutes health, Optional<ServerMetrics> metrics) {
        Objects.requireNonNull(health, "health");
        Objects.requireNonNull(metrics, "metrics");
        HttpServer server;
        try {
            server = HttpServer.create(new InetSocketAddress(host, port), 64);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        // A thread an exchange (kept for a minute for the next one), so a client that is slow to
        // send or to read holds only its own; the connection cap bounds how many there are.
        ExecutorService threads = Executors.newCachedThreadPool(
                Thread.ofPlatform().name("admin-listener-", 0).daemon().factory());
        AdminListener admin = new AdminListener(server, threads, health, metrics);
        server.setExecutor(threads);
        server.createContext("/", admin::handle);
        server.start();
        return admin;
    }

    /** The bound port. */
    public int port() {
        return server.getAddress().getPort();
    }

    private void handle(HttpExchange ex) {
        try (ex) {
            String method = ex.getRequestMethod();
            String path = ex.getRequestURI().getPath();
            boolean head = "HEAD".equals(method);
            if (!head && !"GET".equals(method)) {
                ex.getResponseHeaders().set("Allow", "GET, HEAD");
                refuse(ex, 405, "method_not_allowed", method + " is not answered here: GET " + path);
                return;
            }
            if ("/metrics".equals(path) && metrics.isPresent()) {
                String accept = Optional.ofNullable(ex.getRequestHeaders().getFirst("Accept")).orElse("");
                ServerMetrics.Scrape scrape = metrics.get().scrape(accept);
                send(ex, 200, scrape.contentType(), scrape.body(), head);
                return;
            }
            Optional<HealthRoutes.Answer> probe = health.answer(path);
            if (probe.isPresent()) {
                send(ex, probe.get().status(), "application/json", json.bytes(probe.get().body()), head);
                return;
            }
            send(ex, 404, "text/plain; charset=utf-8", NOT_HERE.getBytes(StandardCharsets.UTF_8), head);
        } catch (IOException e) {
            // The scraper went away mid-answer: nothing to tell it.
            LOG.log(Level.FINE, "an admin answer was not delivered", e);
        } catch (RuntimeException e) {
            LOG.log(Level.SEVERE, "admin listener failure on " + ex.getRequestURI().getPath(), e);
            try {
                refuse(ex, 500, "internal", "the server failed; see its log");
            } catch (IOException | RuntimeException ignored) {
                // headers already sent: the connection closes with the exchange
            }
        }
    }

    private void refuse(HttpExchange ex, int status, String code, String message) throws IOException {
        byte[] body = json.bytes(HttpCodec.write(new ApiError(code, message)));
        send(ex, status, "application/json", body, "HEAD".equals(ex.getRequestMethod()));
    }

    private static void send(HttpExchange ex, int status, String type, byte[] body, boolean head) throws IOException {
        ex.getResponseHeaders().set("Content-Type", type);
        ex.getResponseHeaders().set("Cache-Control", "no-store");
        if (head) {
            ex.sendResponseHeaders(status, -1);
            return;
        }
        ex.sendResponseHeaders(status, body.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(body);
        }
    }

    /** Stops answering: open exchanges get a moment to finish, then the threads end. */
    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
        try {
            threads.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
