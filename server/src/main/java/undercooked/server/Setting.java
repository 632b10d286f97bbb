package undercooked.server;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

import undercooked.protocol.Protocol;

/**
 * The server's settings, one row each: name, default, the check a value must pass, and the help
 * line. The flag ({@code --max-rooms}) and the environment variable ({@code UNDERCOOKED_MAX_ROOMS})
 * follow from the name. Parsing, {@code serve --help}, ROOMS.md's settings table
 * ({@code SettingsDocSyncTest}) and the studio's Host settings all read this table, so a setting
 * is added in one row (plus its {@link ServerConfig} component and the argument in
 * {@code ServerConfig.from} that reads it); the row's last part reads it back from a config.
 *
 * <p>Checks that involve two settings (snapshot_hz divides tick_hz, round_seconds is 0 or at
 * least 10) stay in {@link ServerConfig}'s constructor.
 */
public enum Setting {
    HOST("127.0.0.1", text(), "the listening address", c -> c.host()),
    PORT("8080", whole(0, 65535), "0 picks a free port", c -> c.port()),
    MAX_MESSAGE_BYTES(Integer.toString(Protocol.DEFAULT_MAX_MESSAGE_BYTES), whole(64, 1 << 20),
            "one inbound frame (too_big)", c -> c.maxMessageBytes()),
    MAX_INPUTS_PER_S(Integer.toString(Protocol.DEFAULT_MAX_INPUTS_PER_S), whole(1, 10_000),
            "frames per second per seat (rate_limited)", c -> c.maxInputsPerS()),
    TICK_HZ(Integer.toString(Protocol.DEFAULT_TICK_HZ), whole(5, 60), "room ticks per second", c -> c.tickHz()),
    SNAPSHOT_HZ(Integer.toString(Protocol.DEFAULT_SNAPSHOT_HZ), whole(1, 60),
            "snapshots to players a second (spectators get half); divides tick_hz", c -> c.snapshotHz()),
    SIM_LATENCY_MS(Integer.toString(Protocol.DEFAULT_SIM_LATENCY_MS), whole(0, 10_000),
            "a send delay per batch, for netcode tests", c -> c.simLatencyMs()),
    MAX_PLAYERS(Integer.toString(Protocol.DEFAULT_MAX_PLAYERS), whole(1, 4), "seats per room", c -> c.maxPlayers()),
    MAX_ROOMS("500", whole(1, 100_000), "live rooms", c -> c.maxRooms()),
    MAX_SPECTATORS("16", whole(0, 1_000), "watchers per room", c -> c.maxSpectators()),
    GUEST_IDLE_TIMEOUT_S(Long.toString(Math.round(Protocol.DEFAULT_SEAT_GRACE_S)), decimal(0, 86_400),
            "seconds a dropped seat is kept", c -> c.seatGraceS()),
    EMPTY_ROOM_GRACE_S("30", decimal(0, 86_400), "seconds an empty room lives before it is closed", c -> c.emptyRoomGraceS()),
    MAX_SEND_QUEUE("32", whole(1, 10_000), "snapshots waiting per socket before new ones are dropped", c -> c.maxSendQueue()),
    ALLOWED_ORIGINS("", origins(), "comma list of exact origins a WebSocket upgrade may come from; empty: any", c -> c.allowedOrigins()),
    TEST_MODE("0", yesNo(), "1 registers the kill-socket seam; never in production", c -> c.testMode()),
    ROUND_SECONDS("0", whole(0, 86_400), "caps a round's length: 0 = the level's own, else 10 or more", c -> c.roundSeconds()),
    TICK_THREADS("0", whole(0, 256), "platform threads ticking rooms; 0 = one per core", c -> c.tickThreads()),
    STATIC_DIR("", text(), "a folder served at / instead of the bundled page", c -> c.staticDir()),
    DATA("./data", text(), "the SQLite database and replays/", c -> c.dataDir()),
    DB("", text(), "a JDBC URL (jdbc:postgresql://... or jdbc:sqlite:FILE); empty: SQLite in data", c -> c.db()),
    REPLAY_KEEP("1000", whole(1, 10_000_000), "replays kept; the oldest beyond it are deleted", c -> c.replayKeep()),
    MAX_CREATES_PER_MIN("30", whole(1, 1_000_000), "rooms and sessions one address may create a minute", c -> c.maxCreatesPerMin()),
    REDIS("", startsWith("redis://HOST:PORT", "redis://"), "the room directory among many nodes; empty: one node", c -> c.cluster().redis()),
    PUBLIC_URL("", startsWith("http:// or https://", "http://", "https://"),
            "the URL players reach this node at; empty: the bound address", c -> c.cluster().publicUrl()),
    NODE_ID("", matches("[A-Za-z0-9._-]{1,64}", "1-64 letters, digits, '.', '_' or '-'"),
            "this node's name in the directory; empty: made up at start", c -> c.cluster().nodeId()),
    REPLAY_STORE("folder", oneOf("folder", "db"), "where replay bodies live: folder or db", c -> c.cluster().replayStore()),
    DRAIN_S("30", whole(0, 3600), "seconds a SIGTERM lets running rounds finish", c -> c.cluster().drainS()),
    TRUSTED_PROXIES("", text(), "comma list of proxy addresses and CIDR blocks whose Forwarded/X-Forwarded-For"
            + " names the client", c -> c.perAddress().trustedProxies()),
    MAX_ROOMS_PER_ADDRESS("16", whole(1, 100_000), "live rooms one address may have created (too_many_rooms)",
            c -> c.perAddress().maxRoomsPerAddress()),
    MAX_SOCKETS_PER_ADDRESS("64", whole(1, 1_000_000), "open game sockets from one address",
            c -> c.perAddress().maxSocketsPerAddress()),
    MAX_FRAMES_PER_S_PER_ADDRESS("1000", whole(1, 10_000_000),
            "frames a second all game sockets from one address may send together; beyond it their readers are paced",
            c -> c.perAddress().maxFramesPerSPerAddress()),
    LOBBY_IDLE_S("600", whole(1, 86_400), "seconds a lobby where no player acted lives before it is closed",
            c -> c.perAddress().lobbyIdleS()),
    MAX_TAKEOVER_TICKS_PER_MIN("360000", whole(1, 100_000_000),
            "replay-takeover prefix ticks one address may run a minute", c -> c.perAddress().maxTakeoverTicksPerMin()),
    ADMIN_PORT("", optionalWhole(0, 65535), "a second port for /metrics and the health probes only (0 picks one);"
            + " empty: /metrics on the main port", c -> c.adminPort()),
    METRICS("1", yesNo(), "0 turns off /metrics and the per-system tick timing (the bench's A/B); the census"
            + " in /api/stats stays", c -> c.metrics()),
    TICK_BUDGET_LATE_PCT("1", decimal(0, 100), "percent of room ticks late (or of socket writes 100 ms or more"
            + " behind their queue) over 10 s past which new rooms are refused (room_full) and /readyz is 503"
            + " tick_budget, until under a quarter of it; 0: off", c -> c.tickBudgetLatePct()),
    CPU_BUDGET_PCT("0", decimal(0, 100), "percent of the node's CPU busy over 2 s (its container's CPU quota"
            + " where a cgroup sets one, else the machine's, /proc/stat), with the rooms about to start counted at a"
            + " playing room's share, past which new rooms are refused (room_full) and /readyz is 503 tick_budget,"
            + " until 10 points under it; 0: off (for a node with a CPU limit or a machine to itself)",
            c -> c.cpuBudgetPct()),
    LOG_FORMAT("text", oneOf("text", "json"), "text: a readable line a record; json: one object a line for a log"
            + " shipper", c -> c.logFormat());

    private final String defaultValue;
    private final Check check;
    private final String help;
    private final Function<ServerConfig, Object> read;

    Setting(String defaultValue, Check check, String help, Function<ServerConfig, Object> read) {
        this.defaultValue = defaultValue;
        this.check = check;
        this.help = help;
        this.read = read;
    }

    /** The name in docs and messages: {@code max_rooms}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String flag() {
        return "--" + key().replace('_', '-');
    }

    public String envName() {
        return "UNDERCOOKED_" + name();
    }

    /** As typed on the command line; empty where the setting has none (the help says "(none)"). */
    public String defaultValue() {
        return defaultValue;
    }

    public String help() {
        return help;
    }

    /**
     * The value stripped, or an {@link IllegalArgumentException} whose message starts with the
     * setting's name and says what it must be.
     */
    public String check(String value) {
        String v = value.strip();
        check.check(key(), v);
        return v;
    }

    /** This setting's value in a config, as a flag would spell it (so that parsing it gives it back). */
    public String valueIn(ServerConfig config) {
        return switch (read.apply(config)) {
            case Optional<?> o -> o.map(Object::toString).orElse("");
            case List<?> l -> String.join(",", l.stream().map(Object::toString).toList());
            case Boolean b -> b ? "1" : "0";
            case Object o -> o.toString();
        };
    }

    /** The setting named {@code max_rooms} (or flag-style {@code max-rooms}). */
    public static Optional<Setting> named(String name) {
        String key = name.replace('-', '_');
        return Arrays.stream(values()).filter(s -> s.key().equals(key)).findFirst();
    }

    /** Every flag, for a refusal that lists the known ones. */
    static String flags() {
        return String.join(" ", Arrays.stream(values()).map(Setting::flag).toList());
    }

    /** One line a setting: flag, variable, default and help, for {@code serve --help}. */
    public static List<String> helpLines() {
        return Arrays.stream(values()).map(s -> String.format("  %-26s %-36s %s (default %s)", s.flag() + " V",
                s.envName(), s.help(), s.defaultValue().isEmpty() ? "none" : s.defaultValue())).toList();
    }

    @FunctionalInterface
    private interface Check {
        void check(String key, String value);
    }

    private static Check text() {
        return (key, value) -> { };
    }

    private static Check whole(int min, int max) {
        return (key, value) -> {
            long n;
            try {
                n = Long.parseLong(value);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(key + " must be a whole number, was '" + value + "'");
            }
            if (n < min || n > max) {
                throw new IllegalArgumentException(key + " must be " + min + ".." + max + ", was " + value);
            }
        };
    }

    /** Empty, or a whole number in range. */
    private static Check optionalWhole(int min, int max) {
        Check whole = whole(min, max);
        return (key, value) -> {
            if (!value.isEmpty()) {
                whole.check(key, value);
            }
        };
    }

    private static Check decimal(double min, double max) {
        return (key, value) -> {
            double d;
            try {
                d = Double.parseDouble(value);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(key + " must be a number, was '" + value + "'");
            }
            if (!(d >= min && d <= max)) {
                throw new IllegalArgumentException(key + " must be " + (long) min + ".." + (long) max + ", was " + value);
            }
        };
    }

    private static Check yesNo() {
        return (key, value) -> {
            if (!List.of("1", "true", "yes", "0", "false", "no", "").contains(value.toLowerCase(Locale.ROOT))) {
                throw new IllegalArgumentException(key + " must be 0 or 1, was '" + value + "'");
            }
        };
    }

    private static Check oneOf(String... allowed) {
        return (key, value) -> {
            if (!List.of(allowed).contains(value)) {
                throw new IllegalArgumentException(key + " must be " + String.join(" or ", allowed) + ", was '"
                        + value + "'");
            }
        };
    }

    /** Empty, or a value starting with one of the prefixes. */
    private static Check startsWith(String shape, String... prefixes) {
        return (key, value) -> {
            if (!value.isEmpty() && Arrays.stream(prefixes).noneMatch(value::startsWith)) {
                throw new IllegalArgumentException(key + " must be " + shape + ", was '" + value + "'");
            }
        };
    }

    /**
     * Empty, or a comma list of origins as a browser sends them: scheme://host[:port], no path and
     * no trailing slash. Any other value matches no browser, and every game socket would be refused.
     */
    private static Check origins() {
        return (key, value) -> {
            for (String origin : value.split(",")) {
                String o = origin.strip();
                if (!o.isEmpty() && !o.matches("https?://(\\[[0-9a-fA-F:.]+\\]|[^/\\s:\\[\\]]+)(:[0-9]{1,5})?")) {
                    throw new IllegalArgumentException(key + " must be origins as a browser sends them, scheme://host[:port]"
                            + " with no path or trailing slash (such as https://play.example.com), was '" + o + "'");
                }
            }
        };
    }

    /** Empty, or a value matching the pattern. */
    private static Check matches(String regex, String shape) {
        return (key, value) -> {
            if (!value.isEmpty() && !value.matches(regex)) {
                throw new IllegalArgumentException(key + " must be " + shape + ", was '" + value + "'");
            }
        };
    }
}
