package undercooked.server;

import java.util.Objects;

import io.helidon.webserver.WebServer;
import io.helidon.webserver.WebServerConfig;

/**
 * The bundled server in-process: what the studio's "host locally" and the tests start. One
 * call starts it (port 0 picks a free port), {@link #stop()} ends the web server, every room
 * and every socket.
 */
public final class EmbeddedServer implements AutoCloseable {

    private final WebServer web;
    private final ServerServices services;

    private EmbeddedServer(WebServer web, ServerServices services) {
        this.web = web;
        this.services = services;
    }

    /**
     * Starts a server for {@code config}; the returned handle knows the bound port.
     *
     * @throws undercooked.server.archive.Database.Unavailable when its database cannot be opened
     */
    public static EmbeddedServer start(ServerConfig config) {
        Objects.requireNonNull(config, "config");
        return start(ServerServices.create(config));
    }

    /** Starts a web server over services the caller built (a fault test's injected writer). */
    public static EmbeddedServer start(ServerServices services) {
        WebServerConfig.Builder builder = WebServer.builder();
        GameServer.setup(builder, services);
        try {
            WebServer web = builder.build().start();
            // Among many nodes the heartbeat starts once the port is known (the default public URL).
            services.node().start("http://" + services.config().host() + ":" + web.port());
            services.watchListener(() -> ListenerGuard.probe(services.config().host(), web.port()));
            return new EmbeddedServer(web, services);
        } catch (RuntimeException e) {
            services.close();
            throw e;
        }
    }

    public int port() {
        return web.port();
    }

    /** The rooms, sockets and sessions behind the server, for tests and the studio's status view. */
    public ServerServices services() {
        return services;
    }

    public boolean isRunning() {
        return web.isRunning();
    }

    /**
     * Stops taking rooms and waits up to {@code maxSeconds} for rounds under way to end (see
     * {@link ServerServices#drain}); {@link #stop()} then closes the rest.
     */
    public boolean drain(int maxSeconds) {
        return services.drain(maxSeconds);
    }

    public void stop() {
        services.close();
        web.stop();
    }

    @Override
    public void close() {
        stop();
    }
}
