package undercooked.server;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import io.helidon.webserver.WebServer;
import io.helidon.webserver.WebServerConfig;

import undercooked.protocol.AddBotMsg;
import undercooked.protocol.RemoveBotMsg;
import undercooked.protocol.SeatWire;
import undercooked.server.http.AdminListener;

/**
 * The bundled server in-process: what the studio's "host locally" and the tests start. One
 * call starts it (port 0 picks a free port), {@link #stop()} ends the web server, every room
 * and every socket.
 */
public final class EmbeddedServer implements AutoCloseable {

    private final WebServer web;
    private final ServerServices services;
    private final Optional<AdminListener> admin;

    private EmbeddedServer(WebServer web, ServerServices services, Optional<AdminListener> admin) {
        this.web = web;
        this.services = services;
        this.admin = admin;
    }

    /**
     * This machine's addresses that players on its network can open (the server's own list, which
     * a node on every interface prints): for a host that embeds the server to show and share.
     */
    public static java.util.List<String> lanAddresses() {
        return undercooked.server.start.LanAddresses.list();
    }

    /**
     * Starts a server for {@code config}; the returned handle knows the bound port.
     *
     * @throws undercooked.server.archive.Database.Unavailable when its database cannot be opened
     */
    public static EmbeddedServer start(ServerConfig config) {
        Objects.requireNonNull(config, "config");
        // Before the database is made: a host the node cannot listen on is a setting to fix.
        hostProblem(config.host()).ifPresent(p -> {
            throw new HostUnusable(p);
        });
        return start(ServerServices.create(config));
    }

    /** The {@code host} setting is no address this machine can listen on: named, with what to give. */
    public static final class HostUnusable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        HostUnusable(String message) {
            super(message);
        }
    }

    /**
     * Why {@code host} cannot be listened on, if it cannot: a name that does not resolve, or an
     * address of another machine. (A bind to it failed as "port in use" before, which it was not.)
     */
    static Optional<String> hostProblem(String host) {
        String fix = ": give one of this machine's addresses (127.0.0.1 for this machine only, 0.0.0.0 for all)";
        java.net.InetAddress address;
        try {
            address = java.net.InetAddress.getByName(host);
        } catch (java.net.UnknownHostException e) {
            return Optional.of("host " + host + " (host) does not resolve to an address" + fix);
        }
        try (java.net.ServerSocket s = new java.net.ServerSocket()) {
            s.bind(new java.net.InetSocketAddress(address, 0));
            return Optional.empty();
        } catch (java.io.IOException e) {
            return Optional.of("host " + host + " (host) is not an address of this machine (" + e.getMessage() + ")" + fix);
        }
    }

    /** Starts a web server over services the caller built (a fault test's injected writer). */
    public static EmbeddedServer start(ServerServices services) {
        // Before Helidon tries: its own failure to bind is a SEVERE record with a stack trace.
        List<String> busy = taken(services.config());
        if (!busy.isEmpty()) {
            services.close();
            throw new PortTaken(describe(services.config(), busy, "Address already in use"), null);
        }
        WebServerConfig.Builder builder = WebServer.builder();
        GameServer.Admin routes = GameServer.setup(builder, services);
        Optional<AdminListener> admin = Optional.empty();
        try {
            // The admin listener first: a taken admin port stops the start before players can connect.
            admin = services.config().adminPort().map(p -> AdminListener.start(services.config().host(), p,
                    routes.health(), routes.metrics()));
            WebServer web = builder.build().start();
            // Among many nodes the heartbeat starts once the port is known (the default public URL).
            services.node().start("http://" + services.config().host() + ":" + web.port());
            services.watchListener(() -> ListenerGuard.probe(services.config().host(), web.port()));
            return new EmbeddedServer(web, services, admin);
        } catch (RuntimeException e) {
            admin.ifPresent(AdminListener::close);
            services.close();
            throw portTaken(services.config(), e).map(RuntimeException.class::cast).orElse(e);
        }
    }

    /** A listener could not bind its port: named, with the setting to change. */
    public static final class PortTaken extends RuntimeException {
        private static final long serialVersionUID = 1L;

        PortTaken(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private static Optional<PortTaken> portTaken(ServerConfig config, RuntimeException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof java.net.BindException) {
                return Optional.of(new PortTaken(describe(config, taken(config), t.getMessage()), e));
            }
        }
        return Optional.empty();
    }

    /** The configured ports something else holds now, each with its setting's name. */
    private static List<String> taken(ServerConfig config) {
        List<String> taken = new java.util.ArrayList<>();
        if (!free(config.host(), config.port())) {
            taken.add("port " + config.port() + " (port)");
        }
        config.adminPort().filter(p -> !free(config.host(), p)).ifPresent(p -> taken.add("port " + p + " (admin_port)"));
        return taken;
    }

    private static String describe(ServerConfig config, List<String> taken, String why) {
        String which = taken.isEmpty() ? "a port" : String.join(" and ", taken);
        return which + " on " + config.host() + " is in use (" + why + "): stop what holds it or choose another";
    }

    private static boolean free(String host, int port) {
        if (port == 0) {
            return true;
        }
        try (java.net.ServerSocket s = new java.net.ServerSocket()) {
            s.bind(new java.net.InetSocketAddress(host, port));
            return true;
        } catch (java.io.IOException e) {
            return false;
        }
    }

    /** The admin listener's port ({@code admin_port}), or empty when there is none. */
    public OptionalInt adminPort() {
        return admin.map(a -> OptionalInt.of(a.port())).orElse(OptionalInt.empty());
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
        admin.ifPresent(AdminListener::close);
    }

    @Override
    public void close() {
        stop();
    }
}
