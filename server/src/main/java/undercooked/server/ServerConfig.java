package undercooked.server;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import undercooked.protocol.Protocol;
import undercooked.server.session.TrustedProxies;

/**
 * Every setting of the game server. Each one has an environment variable
 * ({@code UNDERCOOKED_<NAME>}) and a flag ({@code --<name-with-dashes>}); a flag beats the
 * environment, which beats the default. {@link #SETTINGS} is the one table all three read, so
 * a setting cannot exist in one form and not the other.
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
 */
public record ServerConfig(String host, int port, int maxMessageBytes, int maxInputsPerS, int tickHz,
                           int snapshotHz, int simLatencyMs, int maxPlayers, int maxRooms, int maxSpectators,
                           double seatGraceS, double emptyRoomGraceS, int maxSendQueue,
                           List<String> allowedOrigins, boolean testMode, int roundSeconds, int tickThreads,
                           Optional<Path> staticDir, Path dataDir, Optional<String> db, int replayKeep,
                           int maxCreatesPerMin, Cluster cluster, PerAddress perAddress) {

    /**
     * What one client address may hold and spend, so that no single address can take every room
     * or the node's CPU; the address is the peer's, or a trusted proxy's client's.
     *
     * @param trustedProxies addresses and CIDR blocks whose {@code Forwarded} / {@code X-Forwarded-For}
     *     names the client (a load balancer's, an ingress'); empty: every peer is its own client
     * @param maxRoomsPerAddress live rooms created from one address at once
     * @param maxSocketsPerAddress open game sockets from one address at once
     * @param lobbyIdleS a room whose lobby sees no player act (join, ready, level, bot, start, emote)
     *     for this long, and no round, is closed
     * @param maxTakeoverTicksPerMin replay-takeover prefix ticks one address may have run a minute
     *     (72,000 ticks, a 60-minute round, cost about half a second of CPU)
     */
    public record PerAddress(List<String> trustedProxies, int maxRoomsPerAddress, int maxSocketsPerAddress,
                             int lobbyIdleS, int maxTakeoverTicksPerMin) {
        public PerAddress {
            trustedProxies = List.copyOf(trustedProxies);
            TrustedProxies.parse(trustedProxies);
            between("max_rooms_per_address", maxRoomsPerAddress, 1, 100_000);
            between("max_sockets_per_address", maxSocketsPerAddress, 1, 1_000_000);
            between("lobby_idle_s", lobbyIdleS, 1, 86_400);
            between("max_takeover_ticks_per_min", maxTakeoverTicksPerMin, 1, 100_000_000);
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
            if (!replayStore.equals("folder") && !replayStore.equals("db")) {
                throw new IllegalArgumentException("replay_store must be folder or db, was '" + replayStore + "'");
            }
            redis.ifPresent(r -> {
                if (!r.startsWith("redis://")) {
                    throw new IllegalArgumentException("redis must be redis://HOST:PORT, was '" + r + "'");
                }
            });
            publicUrl.ifPresent(u -> {
                if (!u.startsWith("http://") && !u.startsWith("https://")) {
                    throw new IllegalArgumentException("public_url must start with http:// or https://, was '" + u + "'");
                }
            });
            nodeId.ifPresent(n -> {
                if (!n.matches("[A-Za-z0-9._-]{1,64}")) {
                    throw new IllegalArgumentException("node_id must be 1-64 letters, digits, '.', '_' or '-', was '"
                            + n + "'");
                }
            });
            between("drain_s", drainS, 0, 3600);
        }
    }

    /** Setting name (the env suffix, lower case) to its default, in the order the help lists them. */
    public static final Map<String, String> SETTINGS = settings();

    public ServerConfig {
        Objects.requireNonNull(host, "host");
        between("port", port, 0, 65535);
        between("max_message_bytes", maxMessageBytes, 64, 1 << 20);
        between("max_inputs_per_s", maxInputsPerS, 1, 10_000);
        between("tick_hz", tickHz, 5, 60);
        between("snapshot_hz", snapshotHz, 1, tickHz);
        if (tickHz % snapshotHz != 0) {
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
        between("sim_latency_ms", simLatencyMs, 0, 10_000);
        between("max_creates_per_min", maxCreatesPerMin, 1, 1_000_000);
        between("max_players", maxPlayers, 1, 4);
        between("max_rooms", maxRooms, 1, 100_000);
        between("max_spectators", maxSpectators, 0, 1_000);
        if (!(seatGraceS >= 0 && seatGraceS <= 86_400)) {
            throw new IllegalArgumentException("guest_idle_timeout_s must be 0..86400, was " + seatGraceS);
        }
        if (!(emptyRoomGraceS >= 0 && emptyRoomGraceS <= 86_400)) {
            throw new IllegalArgumentException("empty_room_grace_s must be 0..86400, was " + emptyRoomGraceS);
        }
        between("max_send_queue", maxSendQueue, 1, 10_000);
        allowedOrigins = List.copyOf(allowedOrigins);
        between("round_seconds", roundSeconds, 0, 86_400);
        if (roundSeconds > 0 && roundSeconds < 10) {
            // A level is at least 10 s long (docs/LEVELS.md); a shorter cap would archive rounds
            // whose level no longer validates, so their replays could never be checked.
            throw new IllegalArgumentException("round_seconds must be 0 (the level's own) or from 10 to 86400, got "
                    + roundSeconds);
        }
        between("tick_threads", tickThreads, 0, 256);
        Objects.requireNonNull(staticDir, "staticDir");
        Objects.requireNonNull(dataDir, "dataDir");
        Objects.requireNonNull(db, "db");
        between("replay_keep", replayKeep, 1, 10_000_000);
        Objects.requireNonNull(cluster, "cluster");
        Objects.requireNonNull(perAddress, "perAddress");
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
            return defaults().withPort(0).with("data", data.toString());
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
        Map<String, String> values = new LinkedHashMap<>(SETTINGS);
        for (String name : SETTINGS.keySet()) {
            String fromEnv = env.get(envName(name));
            if (fromEnv != null && !fromEnv.isBlank()) {
                values.put(name, fromEnv.strip());
            }
        }
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("--")) {
                throw new IllegalArgumentException("unexpected argument '" + arg + "'");
            }
            String flag = arg.substring(2);
            String value;
            int eq = flag.indexOf('=');
            if (eq >= 0) {
                value = flag.substring(eq + 1);
                flag = flag.substring(0, eq);
            } else if (i + 1 < args.size()) {
                value = args.get(++i);
            } else {
                throw new IllegalArgumentException("--" + flag + " needs a value");
            }
            String name = flag.replace('-', '_');
            if (!SETTINGS.containsKey(name)) {
                throw new IllegalArgumentException("unknown flag --" + flag + "; known: " + flags());
            }
            values.put(name, value.strip());
        }
        return from(values);
    }

    public static String envName(String setting) {
        return "UNDERCOOKED_" + setting.toUpperCase(Locale.ROOT);
    }

    public static String flagName(String setting) {
        return "--" + setting.replace('_', '-');
    }

    public ServerConfig withPort(int newPort) {
        return new ServerConfig(host, newPort, maxMessageBytes, maxInputsPerS, tickHz, snapshotHz, simLatencyMs,
                maxPlayers, maxRooms, maxSpectators, seatGraceS, emptyRoomGraceS, maxSendQueue, allowedOrigins,
                testMode, roundSeconds, tickThreads, staticDir, dataDir, db, replayKeep, maxCreatesPerMin, cluster,
                perAddress);
    }

    /** A copy with one setting replaced by name, as a flag would; the tests' way to vary one limit. */
    public ServerConfig with(String setting, String value) {
        Map<String, String> values = new LinkedHashMap<>(asMap());
        if (!values.containsKey(setting)) {
            throw new IllegalArgumentException("unknown setting " + setting);
        }
        values.put(setting, value);
        return from(values);
    }

    /** Threads that tick rooms, after resolving 0 to the core count. */
    public int effectiveTickThreads() {
        return tickThreads > 0 ? tickThreads : Math.max(1, Runtime.getRuntime().availableProcessors());
    }

    Map<String, String> asMap() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("host", host);
        m.put("port", Integer.toString(port));
        m.put("max_message_bytes", Integer.toString(maxMessageBytes));
        m.put("max_inputs_per_s", Integer.toString(maxInputsPerS));
        m.put("tick_hz", Integer.toString(tickHz));
        m.put("snapshot_hz", Integer.toString(snapshotHz));
        m.put("sim_latency_ms", Integer.toString(simLatencyMs));
        m.put("max_players", Integer.toString(maxPlayers));
        m.put("max_rooms", Integer.toString(maxRooms));
        m.put("max_spectators", Integer.toString(maxSpectators));
        m.put("guest_idle_timeout_s", Double.toString(seatGraceS));
        m.put("empty_room_grace_s", Double.toString(emptyRoomGraceS));
        m.put("max_send_queue", Integer.toString(maxSendQueue));
        m.put("allowed_origins", String.join(",", allowedOrigins));
        m.put("test_mode", testMode ? "1" : "0");
        m.put("round_seconds", Integer.toString(roundSeconds));
        m.put("tick_threads", Integer.toString(tickThreads));
        m.put("static_dir", staticDir.map(Path::toString).orElse(""));
        m.put("data", dataDir.toString());
        m.put("db", db.orElse(""));
        m.put("replay_keep", Integer.toString(replayKeep));
        m.put("max_creates_per_min", Integer.toString(maxCreatesPerMin));
        m.put("redis", cluster.redis().orElse(""));
        m.put("public_url", cluster.publicUrl().orElse(""));
        m.put("node_id", cluster.nodeId().orElse(""));
        m.put("replay_store", cluster.replayStore());
        m.put("drain_s", Integer.toString(cluster.drainS()));
        m.put("trusted_proxies", String.join(",", perAddress.trustedProxies()));
        m.put("max_rooms_per_address", Integer.toString(perAddress.maxRoomsPerAddress()));
        m.put("max_sockets_per_address", Integer.toString(perAddress.maxSocketsPerAddress()));
        m.put("lobby_idle_s", Integer.toString(perAddress.lobbyIdleS()));
        m.put("max_takeover_ticks_per_min", Integer.toString(perAddress.maxTakeoverTicksPerMin()));
        return m;
    }

    private static ServerConfig from(Map<String, String> v) {
        return new ServerConfig(v.get("host"), integer(v, "port"), integer(v, "max_message_bytes"),
                integer(v, "max_inputs_per_s"), integer(v, "tick_hz"), integer(v, "snapshot_hz"),
                integer(v, "sim_latency_ms"), integer(v, "max_players"), integer(v, "max_rooms"),
                integer(v, "max_spectators"), decimal(v, "guest_idle_timeout_s"), decimal(v, "empty_room_grace_s"),
                integer(v, "max_send_queue"), origins(v.get("allowed_origins")), bool(v, "test_mode"),
                integer(v, "round_seconds"), integer(v, "tick_threads"),
                v.get("static_dir").isBlank() ? Optional.empty() : Optional.of(Path.of(v.get("static_dir"))),
                Path.of(v.get("data").isBlank() ? "data" : v.get("data")),
                v.get("db").isBlank() ? Optional.empty() : Optional.of(v.get("db")), integer(v, "replay_keep"),
                integer(v, "max_creates_per_min"),
                new Cluster(optional(v, "redis"), optional(v, "public_url"), optional(v, "node_id"),
                        v.get("replay_store"), integer(v, "drain_s")),
                new PerAddress(origins(v.get("trusted_proxies")), integer(v, "max_rooms_per_address"),
                        integer(v, "max_sockets_per_address"), integer(v, "lobby_idle_s"),
                        integer(v, "max_takeover_ticks_per_min")));
    }

    private static Optional<String> optional(Map<String, String> v, String name) {
        return v.get(name).isBlank() ? Optional.empty() : Optional.of(v.get(name).strip());
    }

    private static Map<String, String> settings() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("host", "127.0.0.1");
        m.put("port", "8080");
        m.put("max_message_bytes", Integer.toString(Protocol.DEFAULT_MAX_MESSAGE_BYTES));
        m.put("max_inputs_per_s", Integer.toString(Protocol.DEFAULT_MAX_INPUTS_PER_S));
        m.put("tick_hz", Integer.toString(Protocol.DEFAULT_TICK_HZ));
        m.put("snapshot_hz", Integer.toString(Protocol.DEFAULT_SNAPSHOT_HZ));
        m.put("sim_latency_ms", Integer.toString(Protocol.DEFAULT_SIM_LATENCY_MS));
        m.put("max_players", Integer.toString(Protocol.DEFAULT_MAX_PLAYERS));
        m.put("max_rooms", "500");
        m.put("max_spectators", "16");
        m.put("guest_idle_timeout_s", Double.toString(Protocol.DEFAULT_SEAT_GRACE_S));
        m.put("empty_room_grace_s", "30");
        m.put("max_send_queue", "32");
        m.put("allowed_origins", "");
        m.put("test_mode", "0");
        m.put("round_seconds", "0");
        m.put("tick_threads", "0");
        m.put("static_dir", "");
        m.put("data", "./data");
        m.put("db", "");
        m.put("replay_keep", "1000");
        m.put("max_creates_per_min", "30");
        m.put("redis", "");
        m.put("public_url", "");
        m.put("node_id", "");
        m.put("replay_store", "folder");
        m.put("drain_s", "30");
        m.put("trusted_proxies", "");
        m.put("max_rooms_per_address", "16");
        m.put("max_sockets_per_address", "64");
        m.put("lobby_idle_s", "600");
        m.put("max_takeover_ticks_per_min", "360000");
        return java.util.Collections.unmodifiableMap(m);
    }

    private static String flags() {
        return String.join(" ", SETTINGS.keySet().stream().map(ServerConfig::flagName).toList());
    }

    private static int integer(Map<String, String> v, String name) {
        try {
            return Integer.parseInt(v.get(name));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a whole number, was '" + v.get(name) + "'");
        }
    }

    private static double decimal(Map<String, String> v, String name) {
        try {
            return Double.parseDouble(v.get(name));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a number, was '" + v.get(name) + "'");
        }
    }

    private static boolean bool(Map<String, String> v, String name) {
        return switch (v.get(name).toLowerCase(Locale.ROOT)) {
            case "1", "true", "yes" -> true;
            case "0", "false", "no", "" -> false;
            default -> throw new IllegalArgumentException(name + " must be 0 or 1, was '" + v.get(name) + "'");
        };
    }

    private static List<String> origins(String text) {
        List<String> out = new ArrayList<>();
        Arrays.stream(text.split(",")).map(String::strip).filter(s -> !s.isEmpty()).forEach(out::add);
        return out;
    }

    private static void between(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be " + min + ".." + max + ", was " + value);
        }
    }
}
