package undercooked.studio.services;

import java.util.Optional;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;
import undercooked.studio.ErrorReport;

/**
 * Start's slow part, off the FX thread: the folder and port checks, the embedded server's start
 * and its first {@code /healthz}; a failure comes back named, never thrown.
 */
final class ServerLaunch {
    private ServerLaunch() {
    }

    record Launched(Optional<EmbeddedServer> server, Optional<ErrorReport> error, long ms) {
    }

    static Launched launch(ServerConfig config, HostLog logHandler) {
        Optional<ErrorReport> folder = HostChecks.writable(config.dataDir());
        if (folder.isPresent()) {
            return new Launched(Optional.empty(), folder, -1);
        }
        if (!HostChecks.portFree(config.host(), config.port())) {
            return new Launched(Optional.empty(), Optional.of(HostChecks.portInUse(config.host(), config.port())), -1);
        }
        long t0 = System.nanoTime();
        try {
            EmbeddedServer s = EmbeddedServer.start(config);
            // After the start: Helidon reads its logging configuration then, which drops handlers added before.
            logHandler.attach();
            logHandler.note("started on " + config.host() + ":" + s.port() + ", data in " + config.dataDir());
            ServerClient probe = new ServerClient("http://127.0.0.1:" + s.port());
            Optional<ErrorReport> health = probe.get("/healthz").error();
            if (health.isPresent()) {
                s.stop();
                return new Launched(Optional.empty(), health, -1);
            }
            return new Launched(Optional.of(s), Optional.empty(), (System.nanoTime() - t0) / 1_000_000);
        } catch (RuntimeException e) {
            if (HostChecks.isBindFailure(e)) {
                return new Launched(Optional.empty(), Optional.of(HostChecks.portInUse(config.host(), config.port())), -1);
            }
            return new Launched(Optional.empty(), Optional.of(new ErrorReport("start_failed", "The server did not start: "
                    + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()) + ".",
                    "Check the data folder (its database may be held by another server) and press Start again.")), -1);
        }
    }

}
