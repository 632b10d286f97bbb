package undercooked.server;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import undercooked.levels.Campaign;
import undercooked.protocol.WireCodec;
import undercooked.server.archive.BodyStore;
import undercooked.server.archive.Database;
import undercooked.server.http.NodeChecks;
import undercooked.server.meters.Census;
import undercooked.server.observe.ServerMetrics;
import io.helidon.health.HealthCheckType;
import undercooked.server.meters.SystemTimes;
import undercooked.server.rooms.TickStats;
import undercooked.server.archive.DatabaseBodyStore;
import undercooked.server.archive.FrameSpool;
import undercooked.server.archive.ReplayStore;
import undercooked.server.cluster.AgonesLink;
import undercooked.server.cluster.ClusterNode;
import undercooked.server.cluster.Directory;
import undercooked.server.cluster.RedisDirectory;
import undercooked.server.http.ApiRoutes;
import undercooked.server.http.HealthRoutes;
import undercooked.server.archive.ReplayArchive;
import undercooked.server.archive.RoundArchive;
import undercooked.server.rooms.Clock;
import undercooked.server.rooms.MachineCpu;
import undercooked.server.rooms.RoomSettings;
import undercooked.server.rooms.RoomSupervisor;
import undercooked.server.session.CreateLimit;
import undercooked.server.session.SessionStore;
import undercooked.server.session.SqlSessionStore;
import undercooked.server.ws.ConnectionRegistry;
import undercooked.server.ws.WireGuard;
import undercooked.server.ws.SeatBuckets;
import undercooked.server.ws.SocketServices;

/**
 * Everything one game server owns besides Helidon: the rooms, the socket census, the sessions,
 * and the housekeeping task (handshake window, heartbeat, empty-room GC). Closing it ends
 * every room and socket; {@link GameServer} closes it when the web server stops.
 */
public final class ServerServices implements AutoCloseable {
    private static final java.util.logging.Logger LOG = java.util.logging.Logger.getLogger(ServerServices.class.getName());

    /** How often housekeeping runs: well inside the 5 s handshake window and the 12 s heartbeat. */
    static final long HOUSEKEEPING_MS = 500;
    /** Housekeeping that has not run for this long means the process is wedged: {@code /livez} fails. */
    static final long LIVE_WITHIN_S = 10;
    /**
     * Writes failing this long (the database gone) make {@code /livez} fail, so an orchestrator
     * restarts the node (new connections, a new address lookup); what waits is in the outbox and
     * is written first by the next start.
     */
    static final long DATABASE_GIVE_UP_S = 600;

    private final ServerConfig config;
    private final Campaign campaign;
    private final SessionStore sessions;
    private final WireCodec codec;
    private final Clock clock;
    private final RoomSupervisor supervisor;
    private final ConnectionRegistry registry;
    private final MachineCpu cpu;
    /** Time in each kernel system over every room (the rooms' stepper writes it). */
    private final SystemTimes systemTimes = new SystemTimes();
    private final SeatBuckets buckets;
    private final CreateLimit creates;
    private final ScheduledExecutorService housekeeping;
    private final Optional<Storage> storage;
    /** The session store this object made over the storage's database, so it is ours to close. */
    private final Optional<SqlSessionStore> durableSessions;
    /** This server among many (or alone): draining, the directory, its heartbeat. */
    private final ClusterNode node;
    private ServerMetrics metrics;
    private final NodeChecks checks = checks();
    private volatile Optional<AgonesLink> agones = Optional.empty();
    private volatile long lastHousekeep = System.nanoTime();
    /** Asks whether the listener still accepts; set once the web server is up. */
    private volatile Optional<BooleanSupplier> listener = Optional.empty();
    private volatile boolean listenerGone;
    private volatile long lastListenerProbe;
    private volatile Runnable onListenerGone = () -> { };
    /** How often housekeeping probes the listener. */
    static final long LISTENER_PROBE_MS = 2000;

    /**
     * The durable side: the database (sessions, replay index) and the round archive over it.
     * Closed after the rooms (and the session writer), so a round aborted by the shutdown is
     * still archived.
     */
    public record Storage(Database db, ReplayArchive archive) {
        public Storage {
            Objects.requireNonNull(db, "db");
            Objects.requireNonNull(archive, "archive");
        }

        /**
         * Opens the configured database (creating and migrating it), the replay folder
         * {@code <data>/replays} and the frame spool {@code <data>/spool}, and recovers what a crash left.
         *
         * @throws Database.Unavailable when either cannot be opened: the server must not start
         */
        public static Storage open(ServerConfig config, BodyStore.TempWriter writer) {
            Database db = Database.open(config.dbUrl());
            try {
                // Many nodes keep bodies in the one database they share; one node in its data folder.
                ReplayStore bodies = config.cluster().replayStore().equals("db") ? new DatabaseBodyStore(db)
                        : new BodyStore(config.dataDir().resolve("replays"), writer);
                ReplayArchive archive = new ReplayArchive(db, bodies, config.replayKeep(),
                        Math.max(ReplayArchive.QUEUE, config.maxRooms()),
                        FrameSpool.in(config.dataDir().resolve("spool")),
                        Optional.of(config.dataDir().resolve("outbox").resolve("rounds")));
                archive.recover();
                archive.startFramesBackfill();
                return new Storage(db, archive);
            } catch (java.io.IOException | java.sql.SQLException | RuntimeException e) {
                db.close();
                throw new Database.Unavailable("cannot open the replay archive in " + config.dataDir() + ": "
                        + e.getMessage(), e);
            }
        }
    }

    /** In-memory sessions and no archive: unit tests that need neither. */
    public ServerServices(ServerConfig config, Campaign campaign, SessionStore sessions) {
        this(config, campaign, sessions, Optional.empty(), Optional.empty());
    }

    /** Sessions in the storage's database and rounds into its archive. */
    public ServerServices(ServerConfig config, Campaign campaign, Storage storage) {
        this(config, campaign, storage, Optional.empty());
    }

    /** As above, as one node of many when {@code directory} is given. */
    public ServerServices(ServerConfig config, Campaign campaign, Storage storage, Optional<Directory> directory) {
        // Among many nodes another node may change a session: cached ones are read again after a while.
        SqlSessionStore durable = new SqlSessionStore(storage.db(),
                directory.isPresent() ? SqlSessionStore.SHARED_MAX_AGE_MS : Long.MAX_VALUE,
                Optional.of(config.dataDir().resolve("outbox").resolve("sessions")));
        this(config, campaign, durable, Optional.of(storage), Optional.of(durable), directory);
    }

    private ServerServices(ServerConfig config, Campaign campaign, SessionStore sessions, Optional<Storage> storage,
            Optional<SqlSessionStore> durableSessions) {
        this(config, campaign, sessions, storage, durableSessions, Optional.empty());
    }

    private ServerServices(ServerConfig config, Campaign campaign, SessionStore sessions, Optional<Storage> storage,
            Optional<SqlSessionStore> durableSessions, Optional<Directory> directory) {
        this.storage = storage;
        this.durableSessions = durableSessions;
        this.config = Objects.requireNonNull(config, "config");
        this.campaign = Objects.requireNonNull(campaign, "campaign");
        this.sessions = Objects.requireNonNull(sessions, "sessions");
        this.codec = new WireCodec(config.maxMessageBytes());
        this.clock = Clock.system();
        this.registry = new ConnectionRegistry(WireGuard.ofAddressRate(config.perAddress().maxFramesPerSPerAddress()));
        this.creates = new CreateLimit(config.maxCreatesPerMin(), System::nanoTime);
        this.buckets = new SeatBuckets(config.maxInputsPerS());
        this.supervisor = new RoomSupervisor(RoomSettings.of(config), config.maxRooms(), config.emptyRoomGraceS(),
                config.effectiveTickThreads(), campaign, sessions, clock, codec,
                config.metrics() ? undercooked.server.rooms.Stepper.timed(systemTimes)
                        : undercooked.server.rooms.Stepper.kernel(),
                storage.<RoundArchive>map(Storage::archive).orElse(RoundArchive.none()));
        supervisor.closeIdleLobbiesAfter(config.perAddress().lobbyIdleS());
        // The CPU rule reads the container's quota where a cgroup sets one, else the machine's.
        this.cpu = config.cpuBudgetPct() > 0 ? MachineCpu.detect() : MachineCpu.machine();
        supervisor.judgeLoadBy(undercooked.server.rooms.TickBudget.ofSettings(supervisor.tickStats(),
                registry.sendLag()::counts, RoomSettings.of(config).tickNanos(), config.tickBudgetLatePct(),
                config.cpuBudgetPct(), cpu, supervisor::roomLoad, undercooked.server.rooms.Clock.system()));
        this.node = new ClusterNode(config.cluster().nodeId(), directory, config.cluster().publicUrl(), supervisor,
                registry::sockets, config.maxRooms(), ApiRoutes::row);
        this.housekeeping = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "housekeeping");
            t.setDaemon(true);
            return t;
        });
        housekeeping.scheduleWithFixedDelay(this::housekeep, HOUSEKEEPING_MS, HOUSEKEEPING_MS, TimeUnit.MILLISECONDS);
    }

    /**
     * The built-in campaign, with sessions and replays in the configured database and data folder.
     *
     * @throws Database.Unavailable when the database or the replay folder cannot be opened
     */
    public static ServerServices create(ServerConfig config) {
        return create(config, BodyStore::forced);
    }

    /** As {@link #create(ServerConfig)}, with the replay body writer replaced (the fault tests). */
    public static ServerServices create(ServerConfig config, BodyStore.TempWriter writer) {
        Optional<Directory> directory = config.cluster().redis()
                .map(url -> RedisDirectory.connect(url, ClusterNode.TTL_MS));
        Storage storage;
        try {
            storage = Storage.open(config, writer);
        } catch (RuntimeException e) {
            directory.ifPresent(Directory::close);
            throw e;
        }
        return new ServerServices(config, Campaign.builtIn(), storage, directory);
    }

    /** This server as a node: draining or not, and its place in the directory when there is one. */
    public ClusterNode node() {
        return node;
    }

    /** Speaks to the Agones sidecar from now on (the server runs as an Agones GameServer). */
    public void attach(AgonesLink link) {
        agones = Optional.of(link);
        link.start(() -> supervisor.size(), () -> node.self().accepting(), node::advertise);
    }

    /**
     * Stops taking rooms (the directory and {@code /readyz} say so at once), then waits up to
     * {@code maxSeconds} for rounds under way to end. Returns whether they all ended; the rooms
     * close (aborting what still plays, archiving it) when the server then stops.
     */
    public boolean drain(int maxSeconds) {
        node.beginDrain();
        agones.ifPresent(AgonesLink::draining);
        long start = System.nanoTime();
        long deadline = start + TimeUnit.SECONDS.toNanos(maxSeconds);
        int under = supervisor.roundsUnderWay();
        LOG.info("stopping: no new rooms; " + supervisor.size() + " rooms open, " + under + " rounds under way"
                + (under > 0 ? ", waited for up to " + maxSeconds + " s (drain_s)" : ""));
        while (under > 0) {
            if (System.nanoTime() > deadline) {
                LOG.info("stopping: " + under + " rounds still under way after " + maxSeconds
                        + " s (drain_s) are aborted and archived as such");
                return false;
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
            under = supervisor.roundsUnderWay();
        }
        if (TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) >= 100) {
            LOG.info(String.format(java.util.Locale.ROOT, "stopping: every round ended and was scored within %.1f s",
                    (System.nanoTime() - start) / 1e9));
        }
        return true;
    }

    /**
     * The node's health checks in the order /readyz and /livez report them; Helidon's health
     * observer serves the same at /observe/health.
     */
    public NodeChecks checks() {
        return new NodeChecks(List.of(
                new NodeChecks.Check("draining", HealthCheckType.READINESS, () -> node.draining()
                        ? Optional.of("this node is stopping and takes no new rooms") : Optional.empty()),
                new NodeChecks.Check("database", HealthCheckType.READINESS, this::storageProblem),
                new NodeChecks.Check("levels", HealthCheckType.READINESS, () -> campaign.levels().isEmpty()
                        ? Optional.of("no levels are loaded") : Optional.empty()),
                new NodeChecks.Check("room_limit", HealthCheckType.READINESS, () -> supervisor.size() >= config.maxRooms()
                        ? Optional.of("this node holds " + supervisor.size() + " rooms, its limit") : Optional.empty()),
                new NodeChecks.Check("tick_budget", HealthCheckType.READINESS, () -> supervisor.overBudget()),
                new NodeChecks.Check("directory", HealthCheckType.READINESS, () -> node.directoryProblem()),
                new NodeChecks.Check("listener", HealthCheckType.LIVENESS, () -> listenerGone
                        ? Optional.of("the listener no longer accepts connections") : Optional.empty()),
                new NodeChecks.Check("stalled", HealthCheckType.LIVENESS,
                        () -> System.nanoTime() - lastHousekeep >= TimeUnit.SECONDS.toNanos(LIVE_WITHIN_S)
                        ? Optional.of("the housekeeping loop has not run for seconds") : Optional.empty()),
                new NodeChecks.Check("database", HealthCheckType.LIVENESS, this::databaseGone)));
    }

    /** The first reason this node should not get new players, if any: {@code /readyz}. */
    public Optional<HealthRoutes.Problem> notReady() {
        return checks.firstProblem(HealthCheckType.READINESS);
    }

    /**
     * Why the node's storage cannot keep what it is given, if it cannot: writes that fail say their
     * own reason (a database that does not answer, or a replay folder that cannot be written, which
     * read as "the database does not answer" before), else a database that does not answer a probe.
     */
    private Optional<String> storageProblem() {
        if (storage.isEmpty()) {
            return Optional.empty();
        }
        Optional<String> failing = writeFailure();
        if (failing.isPresent()) {
            return Optional.of("writes to the archive fail (" + failing.get() + "); what waits is kept and tried again");
        }
        return storage.get().db().reachable() ? Optional.empty()
                : Optional.of("the database " + storage.get().db().shown() + " does not answer");
    }

    /** The archive's or the sessions' write failure, while their writes fail (items wait). */
    private Optional<String> writeFailure() {
        return storage.flatMap(st -> st.archive().writer().failure())
                .or(() -> durableSessions.flatMap(s -> s.writer().failure()));
    }

    /** Whether the housekeeping loop ran lately: {@code /livez}. */
    public boolean alive() {
        return notLive().isEmpty();
    }

    /** Probes the listener with {@code probe} from housekeeping from now on. */
    public void watchListener(BooleanSupplier probe) {
        listener = Optional.of(probe);
    }

    /** Runs once when the listener is found gone ({@code ./undercooked serve} exits for its supervisor). */
    public void onListenerGone(Runnable action) {
        onListenerGone = Objects.requireNonNull(action, "action");
    }

    /** Why this node should be restarted, if it should: {@code /livez}. */
    public Optional<HealthRoutes.Problem> notLive() {
        return checks.firstProblem(HealthCheckType.LIVENESS);
    }

    /** Writes that have failed for longer than a database restart could take: restart the node. */
    private Optional<String> databaseGone() {
        long failing = Math.max(
                storage.flatMap(st -> st.archive().writer().failingForNanos()).orElse(0L),
                durableSessions.flatMap(s -> s.writer().failingForNanos()).orElse(0L));
        return failing > TimeUnit.SECONDS.toNanos(DATABASE_GIVE_UP_S)
                ? Optional.of("writes to the archive have failed for " + TimeUnit.NANOSECONDS.toSeconds(failing)
                        + " s (" + writeFailure().orElse("") + "); what waits is kept in the outbox")
                : Optional.empty();
    }

    /** The node's Prometheus meters over {@code census}, the counters /api/stats answers with (made once). */
    public synchronized ServerMetrics metrics(Supplier<Census> census) {
        if (metrics == null) {
            TickStats ticks = supervisor.tickStats();
            metrics = new ServerMetrics(new ServerMetrics.Sources(census, supervisor::tally, ticks.histogram(),
                    ticks.slowTicks(), registry.echoes().histogram(),
                    () -> storage.map(s -> s.db().poolStats()).orElse(Map.of()),
                    new ServerMetrics.Traffic(systemTimes, supervisor.refusals(), registry.guard(), node,
                            registry::sendQueues, storage.map(s -> s.archive().latencyHistogram()),
                            () -> durableSessions.map(SqlSessionStore::writes).orElse(0L))));
        }
        return metrics;
    }

    /** The round archive, when this server keeps one. */
    public Optional<ReplayArchive> archive() {
        return storage.map(Storage::archive);
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

    /** The CPU the {@code cpu_budget_pct} rule reads: the container's quota, or the machine's. */
    public MachineCpu cpu() {
        return cpu;
    }

    public SocketServices sockets() {
        return new SocketServices(config, supervisor, registry, codec, clock, sessions(), creates, buckets);
    }

    /** Rooms and sessions created per address, over HTTP and over the sockets alike. */
    public CreateLimit creates() {
        return creates;
    }

    private void housekeep() {
        lastHousekeep = System.nanoTime();
        try {
            if (listener.isPresent() && !listenerGone
                    && lastHousekeep - lastListenerProbe > TimeUnit.MILLISECONDS.toNanos(LISTENER_PROBE_MS)) {
                lastListenerProbe = lastHousekeep;
                if (!listener.get().getAsBoolean()) {
                    listenerGone = true;
                    onListenerGone.run();
                }
            }
            registry.sweep(clock.nanos());
            supervisor.collectEmpty();
            // Read the tick counters each round, so the window slides even when nobody asks.
            supervisor.overBudget();
        } catch (RuntimeException e) {
            // A failed sweep must not cancel the schedule; the next one retries.
            LOG.log(java.util.logging.Level.WARNING, "housekeeping failed", e);
        }
    }

    @Override
    public void close() {
        housekeeping.shutdownNow();
        node.beginDrain();
        // The rooms first: each tells its sockets room_gone (an err, then close 4401); the
        // sockets left (no hello yet) are closed after, and their last frames written.
        int open = supervisor.size();
        if (open > 0) {
            LOG.info("stopping: closing " + open + " rooms (their players are told the server is stopping; a round"
                    + " still playing is archived as aborted)");
        }
        registry.closeAll(supervisor::close);
        registry.stalls().close();
        // The rooms are closed: the directory forgets this node and its codes.
        node.close();
        // Session writes drain before the database closes, so a clean stop keeps every change.
        durableSessions.ifPresent(SqlSessionStore::close);
        storage.ifPresent(st -> {
            st.archive().close();
            st.db().close();
        });
        agones.ifPresent(AgonesLink::shutdown);
    }
}
