package undercooked.server;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import undercooked.server.session.TrustedProxies;

/**
 * Every setting of the game server, read from flags over the environment over the defaults. The
 * table of settings (name, flag, variable, default, check, help) is {@link Setting}; this record
 * is its typed result, with the checks that involve two settings.
 *
 * @param roundSeconds caps a round's length (0 = the level's own); tests and demos use it
 * @param tickThreads platform threads that tick rooms (0 = one per core)
 * @param staticDir a folder of browser-client files served at / instead of the bundled page
 * @param dataDir where the SQLite database and the replay files live
 * @param db a JDBC URL ({@code jdbc:postgresql://...} or {@code jdbc:sqlite:FILE}); empty means
 *     {@code undercooked.db} in {@code dataDir}
 * @param replayKeep how many replays the archive keeps; the oldest beyond it are deleted
 * @param cluster the many-nodes settings (docs/DEPLOY.md); with no {@code redis} the server is one node
 * @param perAddress what one client address may hold and spend (docs/ROOMS.md, "Settings")
 * @param logFormat {@code text} (one readable line a record) or {@code json} (one object a line, for a shipper)
 * @param adminPort a second listener for {@code /metrics} and the health probes, so they need not face
 *     players (0 picks a free port); empty: {@code /metrics} is served on the main port
 * @param metrics {@code /metrics} and the per-system tick timing on (the default) or off
 * @param tickBudgetLatePct the share of late room ticks (percent, over 10 s) past which the node
 *     refuses new rooms and is not ready (docs/ROOMS.md, "Graceful overload"); 0 turns the check off
 * @param cpuBudgetPct the share of the machine's CPU (percent busy, over 2 s) past which the node
 *     refuses new rooms and is not ready, until 10 points under it; 0 turns the check off
 */
public record ServerConfig(String host, int port, int maxMessageBytes, int maxInputsPerS, int tickHz,
                           int snapshotHz, int simLatencyMs, int maxPlayers, int maxRooms, int maxSpectators,
                           double seatGraceS, double emptyRoomGraceS, int maxSendQueue,
                           List<String> allowedOrigins, boolean testMode, int roundSeconds, int tickThreads,
                           Optional<Path> staticDir, Path dataDir, Optional<String> db, int replayKeep,
                           int maxCreatesPerMin, Cluster cluster, PerAddress perAddress, String logFormat,
                           Optional<Integer> adminPort, boolean metrics, double tickBudgetLatePct,
                           double cpuBudgetPct) {

    /**
     * What one client address may hold and spend, and whose forwarding headers name the address.
     *
     * @param trustedProxies addresses and CIDR blocks whose {@code Forwarded}/{@code X-Forwarded-For} is believed
     * @param maxRoomsPerAddress live rooms created from one address at once
     * @param maxSocketsPerAddress open game sockets from one address at once
     * @param maxFramesPerSPerAddress frames a second the game sockets of one address may send together
     * @param lobbyIdleS seconds a lobby where no player acted lives before it is closed
     * @param maxTakeoverTicksPerMin replay-takeover prefix ticks one address may run a minute
     */
    public record PerAddress(List<String> trustedProxies, int maxRoomsPerAddress, int maxSocketsPerAddress,
                             int maxFramesPerSPerAddress, int lobbyIdleS, int maxTakeoverTicksPerMin) {
        public PerAddress {
            trustedProxies = List.copyOf(trustedProxies);
            TrustedProxies.parse(trustedProxies);
        }

        /** The parsed {@code trusted_proxies}. */
        public TrustedProxies proxies() {
            return TrustedProxies.parse(trustedProxies);
        }
    }

    /**
     * Settings of a node among many.
     *
     * @param redis the room directory ({@code redis://HOST:PORT}); empty: one node, as without scale-out
     * @param publicUrl the base URL browsers and other nodes reach this node at ({@code http://10.0.0.5:8080});
     *     empty: {@code http://host:port} as bound
     * @param nodeId this node's name in the directory; empty: one is made up at start
     * @param replayStore {@code folder} (replay bodies as files under {@code data}) or {@code db} (in the
     *     database, which every node reaches)
     * @param drainS how long a stopping node lets running rounds finish before it aborts them
     */
    public record Cluster(Optional<String> redis, Optional<String> publicUrl, Optional<String> nodeId,
                          String replayStore, int drainS) {
        public Cluster {
            Objects.requireNonNull(redis, "redis");
            Objects.requireNonNull(publicUrl, "publicUrl");
            Objects.requireNonNull(nodeId, "nodeId");
            Objects.requireNonNull(replayStore, "replayStore");
        }
    }

    public ServerConfig {
        Objects.requireNonNull(host, "host");
        if (tickHz % snapshotHz != 0 || snapshotHz > tickHz) {
            // Snapshots go out every tick_hz / snapshot_hz ticks: 15 of 20 would really be 20.
            StringBuilder divisors = new StringBuilder();
            for (int d = tickHz; d >= 1; d--) {
                if (tickHz % d == 0) {
                    divisors.append(divisors.isEmpty() ? "" : ", ").append(d);
                }
            }
            throw new IllegalArgumentException("snapshot_hz must divide tick_hz (" + tickHz + "), was " + snapshotHz
                    + "; use one of " + divisors);
        }
        allowedOrigins = List.copyOf(allowedOrigins);
        if (roundSeconds > 0 && roundSeconds < 10) {
            // A level is at least 10 s long (docs/LEVELS.md); a shorter cap would archive rounds
            // whose level no longer validates, so their replays could never be checked.
            throw new IllegalArgumentException("round_seconds must be 0 (the level's own) or from 10 to 86400, got "
                    + roundSeconds);
        }
        Objects.requireNonNull(staticDir, "staticDir");
        Objects.requireNonNull(dataDir, "dataDir");
        Objects.requireNonNull(db, "db");
        Objects.requireNonNull(cluster, "cluster");
        Objects.requireNonNull(perAddress, "perAddress");
        Objects.requireNonNull(logFormat, "logFormat");
        Objects.requireNonNull(adminPort, "adminPort");
        if (adminPort.isPresent() && adminPort.get() != 0 && adminPort.get() == port) {
            throw new IllegalArgumentException("admin_port must differ from port (both " + port + "): it is a second"
                    + " listener; leave it empty to serve /metrics on the main port");
        }
    }

    /** The database the server opens: the {@code db} setting, else SQLite in the data folder. */
    public String dbUrl() {
        return db.orElseGet(() -> undercooked.server.archive.Database.sqliteUrl(dataDir));
    }

    /** The defaults: loopback on 8080, the protocol's limits. */
    public static ServerConfig defaults() {
        return parse(List.of(), Map.of());
    }

    /**
     * A test or studio server: loopback, an ephemeral port, and a fresh data folder under the
     * system's temp folder, so throwaway servers never share sessions or replays.
     */
    public static ServerConfig ephemeral() {
        try {
            Path data = java.nio.file.Files.createTempDirectory("undercooked-data-");
            // Throwaway servers share a busy machine with others (a test suite, the studio): their
            // ticks run late for reasons not their own, so they do not refuse rooms for it.
            return defaults().withPort(0).with("data", data.toString()).with("tick_budget_late_pct", "0")
                    .with("cpu_budget_pct", "0");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot create a temporary data folder", e);
        }
    }

    /**
     * Reads flags over the environment over the defaults.
     *
     * @throws IllegalArgumentException naming the flag or variable for anything unknown or out of range
     */
    public static ServerConfig parse(List<String> args, Map<String, String> env) {
        Map<Setting, String> values = new EnumMap<>(Setting.class);
        java.util.Set<Setting> fromEnvironment = java.util.EnumSet.noneOf(Setting.class);
        for (Setting s : Setting.values()) {
            String fromEnv = env.get(s.envName());
            boolean set = fromEnv != null && !fromEnv.isBlank();
            values.put(s, set ? fromEnv : s.defaultValue());
            if (set) {
                fromEnvironment.add(s);
            }
        }
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("--")) {
                throw new IllegalArgumentException("unexpected argument '" + arg + "'; flags are --name VALUE");
            }
            String flag = arg.substring(2);
            String value = null;
            int eq = flag.indexOf('=');
            if (eq >= 0) {
                value = flag.substring(eq + 1);
                flag = flag.substring(0, eq);
            }
            String unknown = flag;
            Setting s = Setting.named(flag).orElseThrow(() -> new IllegalArgumentException("unknown flag --"
                    + unknown + "; known: " + Setting.flags()));
            if (value == null) {
                if (i + 1 >= args.size()) {
                    throw new IllegalArgumentException("--" + flag + " needs a value");
                }
                value = args.get(++i);
            }
            values.put(s, value);
            fromEnvironment.remove(s);
        }
        // A value from the environment is named by its variable too: that is where the operator fixes it.
        for (Setting s : fromEnvironment) {
            try {
                s.check(values.get(s));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(e.getMessage() + " (from " + s.envName() + ")", e);
            }
        }
        return from(values);
    }

    public ServerConfig withPort(int newPort) {
        return with(Setting.PORT, Integer.toString(newPort));
    }

    /** A copy with one setting replaced, as a flag would; the tests' and the studio's way to vary one. */
    public ServerConfig with(Setting setting, String value) {
        Map<Setting, String> values = values();
        values.put(setting, value);
        return from(values);
    }

    /** {@link #with(Setting, String)} by the setting's name ({@code max_rooms}). */
    public ServerConfig with(String setting, String value) {
        return with(Setting.named(setting).orElseThrow(() -> new IllegalArgumentException("unknown setting "
                + setting)), value);
    }

    /** Threads that tick rooms, after resolving 0 to the core count. */
    public int effectiveTickThreads() {
        return tickThreads > 0 ? tickThreads : Math.max(1, Runtime.getRuntime().availableProcessors());
    }

    /** Every setting's value as a flag would spell it, in the table's order. */
    public Map<Setting, String> values() {
        Map<Setting, String> m = new EnumMap<>(Setting.class);
        for (Setting s : Setting.values()) {
            m.put(s, s.valueIn(this));
        }
        return m;
    }

    /** Checks every value against its row of the table, then builds the config. */
    private static ServerConfig from(Map<Setting, String> raw) {
        Values v = new Values(raw);
        return new ServerConfig(v.text(Setting.HOST), v.whole(Setting.PORT), v.whole(Setting.MAX_MESSAGE_BYTES),
                v.whole(Setting.MAX_INPUTS_PER_S), v.whole(Setting.TICK_HZ), v.whole(Setting.SNAPSHOT_HZ),
                v.whole(Setting.SIM_LATENCY_MS), v.whole(Setting.MAX_PLAYERS), v.whole(Setting.MAX_ROOMS),
                v.whole(Setting.MAX_SPECTATORS), v.decimal(Setting.GUEST_IDLE_TIMEOUT_S),
                v.decimal(Setting.EMPTY_ROOM_GRACE_S), v.whole(Setting.MAX_SEND_QUEUE), v.list(Setting.ALLOWED_ORIGINS),
                v.yes(Setting.TEST_MODE), v.whole(Setting.ROUND_SECONDS), v.whole(Setting.TICK_THREADS),
                v.optional(Setting.STATIC_DIR).map(Path::of),
                Path.of(v.text(Setting.DATA).isEmpty() ? "data" : v.text(Setting.DATA)), v.optional(Setting.DB),
                v.whole(Setting.REPLAY_KEEP), v.whole(Setting.MAX_CREATES_PER_MIN),
                new Cluster(v.optional(Setting.REDIS), v.optional(Setting.PUBLIC_URL), v.optional(Setting.NODE_ID),
                        v.text(Setting.REPLAY_STORE), v.whole(Setting.DRAIN_S)),
                new PerAddress(v.list(Setting.TRUSTED_PROXIES), v.whole(Setting.MAX_ROOMS_PER_ADDRESS),
                        v.whole(Setting.MAX_SOCKETS_PER_ADDRESS), v.whole(Setting.MAX_FRAMES_PER_S_PER_ADDRESS),
                        v.whole(Setting.LOBBY_IDLE_S),
                        v.whole(Setting.MAX_TAKEOVER_TICKS_PER_MIN)),
                v.text(Setting.LOG_FORMAT), v.optional(Setting.ADMIN_PORT).map(Integer::valueOf),
                v.yes(Setting.METRICS), v.decimal(Setting.TICK_BUDGET_LATE_PCT), v.decimal(Setting.CPU_BUDGET_PCT));
    }

    /** The raw values, each checked by its row when read. */
    private record Values(Map<Setting, String> raw) {
        String text(Setting s) {
            return s.check(raw.getOrDefault(s, s.defaultValue()));
        }

        int whole(Setting s) {
            return Integer.parseInt(text(s));
        }

        double decimal(Setting s) {
            return Double.parseDouble(text(s));
        }

        boolean yes(Setting s) {
            return List.of("1", "true", "yes").contains(text(s).toLowerCase(Locale.ROOT));
        }

        Optional<String> optional(Setting s) {
            return text(s).isEmpty() ? Optional.empty() : Optional.of(text(s));
        }

        List<String> list(Setting s) {
            return Arrays.stream(text(s).split(",")).map(String::strip).filter(x -> !x.isEmpty()).toList();
        }
    }
}
