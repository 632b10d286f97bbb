package undercooked.server;

import java.util.LinkedHashSet;
import java.util.Optional;

import io.helidon.common.socket.SocketOptions;
import io.helidon.http.DirectHandler;
import io.helidon.webserver.WebServerConfig;
import io.helidon.webserver.http.DirectHandlers;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.staticcontent.ClasspathHandlerConfig;
import io.helidon.webserver.staticcontent.FileSystemHandlerConfig;
import io.helidon.webserver.staticcontent.StaticContentFeature;
import io.helidon.webserver.websocket.WsConfig;
import io.helidon.webserver.websocket.WsRouting;
import undercooked.server.archive.ReplayArchive;
import undercooked.server.http.ApiRoutes;
import undercooked.server.http.ApiEdgeHandler;
import undercooked.server.http.InsightRoutes;
import undercooked.server.http.ReplayRoutes;
import undercooked.server.insights.Insights;
import undercooked.server.http.ClientPage;
import io.helidon.webserver.observe.ObserveFeature;
import undercooked.server.http.HealthRoutes;
import undercooked.server.http.MetricsRoutes;
import undercooked.server.http.TruncatedRequestLog;
import undercooked.server.observe.ServerMetrics;
import undercooked.server.http.PlacementRoutes;
import undercooked.server.ws.GameSocket;
import undercooked.server.ws.SocketServices;

/** How a Helidon web server becomes the game server; shared by {@link ServerMain}, the tests and the studio. */
public final class GameServer {

    /**
     * Helidon's own cap on a WebSocket frame. Well above {@code max_message_bytes} so that an
     * oversized frame reaches the endpoint and is answered {@code too_big} instead of the
     * transport cutting the connection.
     */
    static final int TRANSPORT_FRAME_LIMIT = 256 * 1024;

    /** The listener's cap on a request body: a takeover's ({@code POST /api/rooms/takeover}). */
    static final long MAX_PAYLOAD_BYTES = 8L * 1024 * 1024;

    private GameServer() {
    }

    /**
     * Configures the listener, the HTTP API, the static client and the {@code /ws/{code}}
     * endpoint on {@code server}, backed by {@code services}. The caller owns {@code services}
     * and closes it after stopping the web server.
     */
    public static Admin setup(WebServerConfig.Builder server, ServerServices services) {
        ServerConfig config = services.config();
        // Helidon's own answers (a body over maxPayloadSize, a broken escape, a 414) are JSON under /api.
        ApiEdgeHandler edge = new ApiEdgeHandler();
        DirectHandlers.Builder direct = DirectHandlers.builder();
        for (DirectHandler.EventType type : DirectHandler.EventType.values()) {
            direct.addHandler(type, edge);
        }
        server.host(config.host())
                .port(config.port())
                .shutdownHook(false)
                // Snapshots are small frames every tick: Nagle would hold one back until the
                // previous one is acknowledged, adding up to a delayed-ACK wait to the echo.
                .connectionOptions(SocketOptions.builder().tcpNoDelay(true).build())
                // A body declared larger is refused before it is read; under /api the refusal is
                // the API's JSON too_big. Each endpoint's own limit (4096 bytes; 48 KiB for a room
                // with a level) applies below this one, which is a replay takeover's (8 MiB).
                .maxPayloadSize(MAX_PAYLOAD_BYTES)
                .directHandlers(direct.build());
        ListenerGuard.apply(server);
        TruncatedRequestLog.install();
        // The allowlist, empty for any Origin: OriginUpgradeProvider applies it (403 before the
        // upgrade), in place of Helidon's upgrader, which treats an empty list as same-origin only.
        server.addProtocol(WsConfig.builder().name("websocket")
                .maxFrameLength(Math.max(TRANSPORT_FRAME_LIMIT, 2 * config.maxMessageBytes()))
                .origins(new LinkedHashSet<>(config.allowedOrigins()))
                .build());
        // Helidon's health observer at /observe/health over the node's own checks (/readyz and
        // /livez answer from the same ones, in the documented shape).
        server.addFeature(ObserveFeature.just(services.checks().observer()));
        SocketServices sockets = services.sockets();
        HttpRouting.Builder http = HttpRouting.builder();
        http.addFilter(new undercooked.server.http.HonourConnectionClose());
        ClientPage page = new ClientPage(config);
        // Before ApiRoutes: its catch-all answers any other /api path with 404.
        services.archive().ifPresent(a -> http.register(new ReplayRoutes(a)));
        services.archive().ifPresent(a -> http.register(new InsightRoutes(new Insights(a.summaries()))));
        // Before ApiRoutes: among many nodes a new room may belong on another node.
        ApiRoutes api = new ApiRoutes(config, services.supervisor(), services.registry(), services.sessions(),
                services.campaign(), () -> services.archive().map(ReplayArchive::counters), services.creates());
        PlacementRoutes placement = new PlacementRoutes(services.node(), services.supervisor(), services.creates(),
                config.perAddress().proxies());
        api.placement(placement);
        services.archive().ifPresent(a -> api.rounds(a::recentRound));
        HealthRoutes health = new HealthRoutes(services::notReady, services::notLive,
                () -> java.util.Map.of("node", services.node().id(), "rooms", services.supervisor().size(),
                        "max_rooms", config.maxRooms()));
        http.register(health);
        // metrics=0 is the bench's "off" side of its A/B: no scrape, no per-system timing (ServerServices).
        Optional<ServerMetrics> metrics = config.metrics() ? Optional.of(services.metrics(api::census)) : Optional.empty();
        if (config.adminPort().isEmpty()) {
            metrics.ifPresent(m -> http.register(new MetricsRoutes(m)));
        }
        // With an admin port the scrape moves to the admin listener (EmbeddedServer starts it); the
        // probes stay on the main port too (an orchestrator's checks there keep working).
        http.register(placement)
                .register(api)
                // Before the static files: /r/CODE (a room's deep link) answers with the client page.
                .register(page)
                .register("/", staticFiles(config))
                // Last: what no route and no file answered gets the client's own 404 page.
                .any((req, res) -> {
                    // Helidon's observe feature adds its routes after these: let them answer.
                    if (req.path().path().startsWith("/observe/")) {
                        res.next();
                    } else {
                        page.notFound(req, res);
                    }
                });
        server.routing(http);
        server.addRouting(WsRouting.builder().endpoint("/ws/{code}", () -> new GameSocket(sockets)));
        return new Admin(health, metrics);
    }

    /** What the {@code admin_port} listener answers from: the same probes and meters as the main port's. */
    public record Admin(HealthRoutes health, Optional<ServerMetrics> metrics) {
    }

    /** The services for {@code config} plus the setup above: what both main and the tests call. */
    public static ServerServices setup(WebServerConfig.Builder server, ServerConfig config) {
        ServerServices services = ServerServices.create(config);
        setup(server, services);
        return services;
    }

    private static HttpService staticFiles(ServerConfig config) {
        if (config.staticDir().isPresent()) {
            return StaticContentFeature.createService(FileSystemHandlerConfig.builder()
                    .location(config.staticDir().get()).welcome("index.html").build());
        }
        return StaticContentFeature.createService(ClasspathHandlerConfig.builder()
                .location("static").welcome("index.html").build());
    }
}
