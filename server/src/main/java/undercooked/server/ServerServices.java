package undercooked.server;

import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import undercooked.levels.Campaign;
import undercooked.protocol.WireCodec;
import undercooked.server.rooms.Clock;
import undercooked.server.rooms.RoomSettings;
import undercooked.server.rooms.RoomSupervisor;
import undercooked.server.session.InMemorySessionStore;
import undercooked.server.session.SessionStore;
import undercooked.server.ws.ConnectionRegistry;
import undercooked.server.ws.SocketServices;

/**
 * Everything one game server owns besides Helidon: the rooms, the socket census, the sessions,
 * and the housekeeping task (handshake window, heartbeat, empty-room GC). Closing it ends
 * every room and socket; {@link GameServer} closes it when the web server stops.
 */
public final class ServerServices implements AutoCloseable {

    /** How often housekeeping runs: well inside the 5 s handshake window and the 12 s heartbeat. */
    static final long HOUSEKEEPING_MS = 500;

    private final ServerConfig config;
    private final Campaign campaign;
    private final SessionStore sessions;
    private final WireCodec codec;
    private final Clock clock;
    private final RoomSupervisor supervisor;
    private final ConnectionRegistry registry = new ConnectionRegistry();
    private final ScheduledExecutorService housekeeping;

    public ServerServices(ServerConfig config, Campaign campaign, SessionStore sessions) {
        this.config = Objects.requireNonNull(config, "config");
        this.campaign = Objects.requireNonNull(campaign, "campaign");
        this.sessions = Objects.requireNonNull(sessions, "sessions");
        this.codec = new WireCodec(config.maxMessageBytes());
        this.clock = Clock.system();
        this.supervisor = new RoomSupervisor(RoomSettings.of(config), config.maxRooms(), config.emptyRoomGraceS(),
                config.effectiveTickThreads(), campaign, sessions, clock, codec,
                undercooked.server.rooms.Stepper.kernel());
        this.housekeeping = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "housekeeping");
            t.setDaemon(true);
            return t;
        });
        housekeeping.scheduleWithFixedDelay(this::housekeep, HOUSEKEEPING_MS, HOUSEKEEPING_MS, TimeUnit.MILLISECONDS);
    }

    /** The built-in campaign and in-memory sessions. */
    public static ServerServices create(ServerConfig config) {
        return new ServerServices(config, Campaign.builtIn(), new InMemorySessionStore());
    }

    public ServerConfig config() {
        return config;
    }

    public Campaign campaign() {
        return campaign;
    }

    public SessionStore sessions() {
        return sessions;
    }

    public RoomSupervisor supervisor() {
        return supervisor;
    }

    public ConnectionRegistry registry() {
        return registry;
    }

    public SocketServices sockets() {
        return new SocketServices(config, supervisor, registry, codec, clock);
    }

    private void housekeep() {
        try {
            registry.sweep(clock.nanos());
            supervisor.collectEmpty();
        } catch (RuntimeException e) {
            // A failed sweep must not cancel the schedule; the next one retries.
            java.util.logging.Logger.getLogger(ServerServices.class.getName())
                    .log(java.util.logging.Level.WARNING, "housekeeping failed", e);
        }
    }

    @Override
    public void close() {
        housekeeping.shutdownNow();
        registry.closeAll();
        supervisor.close();
    }
}
