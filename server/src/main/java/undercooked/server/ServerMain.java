package undercooked.server;

import java.util.Arrays;

/**
 * {@code ./undercooked serve [--port 8080] [--host 127.0.0.1] [--<setting> value ...]}: runs the
 * game server until the process is stopped. Every setting also reads {@code UNDERCOOKED_*}.
 */
public final class ServerMain {

    private ServerMain() {
    }

    public static void main(String[] args) {
        if (args.length > 0 && (args[0].equals("--help") || args[0].equals("-h"))) {
            System.out.println(usage());
            return;
        }
        ServerConfig config;
        try {
            config = ServerConfig.parse(Arrays.asList(args), System.getenv());
        } catch (IllegalArgumentException e) {
            System.err.println("serve: " + e.getMessage());
            System.err.println(usage());
            System.exit(2);
            return;
        }
        EmbeddedServer server;
        try {
            server = EmbeddedServer.start(config);
        } catch (undercooked.server.archive.Database.Unavailable e) {
            // A server that cannot keep sessions and replays must not pretend to: stop with the reason.
            System.err.println("serve: " + e.getMessage());
            System.err.println("serve: check --data (" + config.dataDir() + ") and --db, or their UNDERCOOKED_ variables");
            System.exit(1);
            return;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(server::stop, "shutdown"));
        System.out.println("undercooked server on http://" + config.host() + ":" + server.port()
                + "/ (rooms at /api/rooms, sockets at /ws/{code}, replays at /api/replays in "
                + server.services().archive().map(a -> a.database()).orElse("memory") + ")");
    }

    static String usage() {
        StringBuilder sb = new StringBuilder("usage: ./undercooked serve [flags]\nflags (and environment variables):\n");
        ServerConfig.SETTINGS.forEach((name, def) -> sb.append(String.format("  %-26s %-36s default %s%n",
                ServerConfig.flagName(name) + " V", ServerConfig.envName(name), def.isEmpty() ? "(none)" : def)));
        return sb.toString();
    }
}
