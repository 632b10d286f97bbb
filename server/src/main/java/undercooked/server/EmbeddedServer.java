package undercooked.server;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import io.helidon.webserver.WebServer;
import io.helidon.webserver.WebServerConfig;

import undercooked.protocol.AddBotMsg;
import undercooked.protocol.RemoveBotMsg;
import undercooked.protocol.SeatWire;

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

    /**
     * The operator's bot seats (the studio's Host panel): seats a bot cook in room {@code code}'s
     * lobby as its host's add_bot does. The refusal in words: no such room, not in the lobby, full.
     */
    public Optional<String> addBot(String code, AddBotMsg add) {
        return services.supervisor().find(code).map(r -> r.seatBot(add)).orElse(Optional.of(noRoom(code)));
    }

    /** Takes the bot off a seat of room {@code code}'s lobby, as its host's remove_bot does. */
    public Optional<String> removeBot(String code, RemoveBotMsg remove) {
        return services.supervisor().find(code).map(r -> r.unseatBot(remove)).orElse(Optional.of(noRoom(code)));
    }

    /** Room {@code code}'s seats as its lobby shows them; empty when there is no such room. */
    public List<SeatWire> seats(String code) {
        return services.supervisor().find(code).map(r -> r.seats()).orElse(List.of());
    }

    private static String noRoom(String code) {
        return "room " + code + " is not open on this server";
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
