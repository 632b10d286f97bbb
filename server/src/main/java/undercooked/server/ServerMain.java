package undercooked.server;

import io.helidon.logging.common.LogConfig;
import java.util.Arrays;
import java.util.List;

import undercooked.server.cluster.AgonesLink;
import undercooked.server.logs.JsonLogFormatter;
import undercooked.server.cluster.AgonesSdk;
import undercooked.server.cluster.Directory;

/**
 * {@code ./undercooked serve [--port 8080] [--host 127.0.0.1] [--<setting> value ...]}: runs the
 * game server until the process is stopped. Every setting also reads {@code UNDERCOOKED_*}.
 */
public final class ServerMain {

    private ServerMain() {
    }

    public static void main(String[] args) {
        if (Arrays.asList(args).contains("--help") || Arrays.asList(args).contains("-h")) {
            System.out.println(usage());
            return;
        }
        if (Arrays.asList(args).contains("--version")) {
            System.out.println(versionLine());
            return;
        }
        ServerConfig config;
        try {
            config = ServerConfig.parse(Arrays.asList(args), System.getenv());
        } catch (IllegalArgumentException e) {
            // The reason alone, so it stays in view in a journal; the whole list is one flag away.
            System.err.println("serve: " + e.getMessage());
            System.err.println("serve: ./undercooked serve --help lists every setting, its variable and its default");
            System.exit(2);
            return;
        }
        // Before anything logs (the database pool starts before the web server would load it), so
        // every line has the one-line format of logging.properties, or is one JSON object.
        if (config.logFormat().equals("json")) {
            // Helidon configures JUL from logging.properties again when the web server starts, which
            // would put back the text formatter: it is told not to, and the file is read here once.
            System.setProperty("io.helidon.logging.config.disabled", "true");
            try (java.io.InputStream props = ServerMain.class.getResourceAsStream("/logging.properties")) {
                java.util.logging.LogManager.getLogManager().readConfiguration(props);
            } catch (java.io.IOException e) {
                System.err.println("serve: logging.properties could not be read: " + e.getMessage());
            }
            JsonLogFormatter.useOnRootHandlers(config.cluster().nodeId());
        } else {
            LogConfig.configureRuntime();
        }
        EmbeddedServer server;
        try {
            server = EmbeddedServer.start(config);
        } catch (EmbeddedServer.PortTaken e) {
            System.err.println("serve: " + e.getMessage());
            System.exit(1);
            return;
        } catch (EmbeddedServer.HostUnusable e) {
            System.err.println("serve: " + e.getMessage());
            System.exit(2);
            return;
        } catch (undercooked.server.archive.Database.Unavailable | Directory.Unavailable e) {
            // A server that cannot keep sessions and replays must not pretend to: stop with the reason.
            System.err.println("serve: " + e.getMessage());
            System.err.println("serve: check --data (" + config.dataDir() + "), --db and --redis, or their UNDERCOOKED_"
                    + " variables");
            System.exit(1);
            return;
        }
        try {
            AgonesSdk.fromEnvironment(System.getenv()).ifPresent(sdk -> server.services().attach(new AgonesLink(sdk)));
        } catch (IllegalArgumentException e) {
            System.err.println("serve: " + e.getMessage());
            server.stop();
            System.exit(2);
            return;
        }
        // A listener that is gone cannot answer /livez: exit, so a supervisor (Restart=on-failure,
        // a container runtime) starts the node again; the shutdown hook still archives the rounds.
        server.services().onListenerGone(() -> {
            System.err.println("serve: the listener no longer accepts connections; exiting so the node is restarted");
            Thread.ofPlatform().start(() -> System.exit(1));
        });
        // SIGTERM (an orchestrator's stop) drains: no new rooms, rounds under way may finish
        // within drain_s, then every room closes, its round archived, and the node deregisters.
        int drainS = config.cluster().drainS();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.drain(drainS);
            server.stop();
        }, "shutdown"));
        boolean json = config.logFormat().equals("json");
        announce(json, versionLine());
        announce(json, "undercooked server on http://" + config.host() + ":" + server.port()
                + "/ (rooms at /api/rooms, sockets at /ws/{code}, replays at /api/replays in "
                + server.services().archive().map(a -> a.database()).orElse("memory")
                + (server.services().node().clustered() ? "; node " + server.services().node().id() + " at "
                + server.services().node().url() : "") + ")");
        shareLine(config.host(), server.port(), undercooked.server.start.LanAddresses::list).ifPresent(l -> announce(json, l));
        server.adminPort().ifPresent(p -> announce(json, "metrics and probes on http://" + config.host() + ":" + p
                + "/metrics (admin_port; /metrics is not served on the main port)"));
        if (config.cpuBudgetPct() > 0) {
            announce(json, "cpu_budget_pct " + java.math.BigDecimal.valueOf(config.cpuBudgetPct()).stripTrailingZeros()
                    .toPlainString() + ": new rooms are refused while "
                    + server.services().cpu().name() + " is that busy");
        }
    }

    /**
     * A line for the person who started the node: on standard output, or with {@code --log-format
     * json} a log record like every other line, so a shipper reads every line as one JSON object.
     */
    private static void announce(boolean json, String line) {
        if (json) {
            java.util.logging.Logger.getLogger(ServerMain.class.getName()).info(line);
        } else {
            System.out.println(line);
        }
    }

    /**
     * What the node runs, for the person who started it and for a bug report: the build's
     * version, the wire protocol it speaks, the kernel's rules version and the Java under it.
     */
    static String versionLine() {
        return "Undercooked server " + undercooked.protocol.BuildVersion.current() + " (protocol "
                + undercooked.protocol.Protocol.PROTOCOL_VERSION + ", kernel "
                + undercooked.levels.RulesVersion.current().shown() + ", Java " + System.getProperty("java.version", "?") + ")";
    }

    /**
     * For a node on every interface ({@code 0.0.0.0}, no address to share), the addresses players on
     * this network open; nothing for a node on one address, which its first line names already.
     */
    static java.util.Optional<String> shareLine(String host, int port, java.util.function.Supplier<List<String>> lan) {
        if (!List.of("0.0.0.0", "::", "[::]").contains(host)) {
            return java.util.Optional.empty();
        }
        List<String> addresses = lan.get();
        return java.util.Optional.of(addresses.isEmpty() ? "listening on every interface; this machine has no network"
                + " address to share" : "players on this network open " + String.join(", ", addresses.stream()
                .map(a -> "http://" + a + ":" + port + "/").toList()));
    }

    static String usage() {
        StringBuilder sb = new StringBuilder("usage: ./undercooked serve [flags]\n"
                + "       ./undercooked serve --version   the build, protocol and kernel this server runs\n"
                + "flags (and environment variables):\n");
        Setting.helpLines().forEach(line -> sb.append(line).append('\n'));
        return sb.toString();
    }
}
