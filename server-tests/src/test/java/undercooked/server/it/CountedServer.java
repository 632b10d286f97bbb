package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;

import undercooked.levels.Campaign;
import undercooked.protocol.Eventually;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;
import undercooked.server.ServerServices;
import undercooked.server.archive.BodyStore;

/** A real server over a real SQLite database whose sessions table the test can count. */
final class CountedServer implements AutoCloseable {
    final ServerServices.Storage storage;
    final ServerHarness h;

    CountedServer(ServerConfig config) {
        storage = ServerServices.Storage.open(config, BodyStore::forced);
        h = new ServerHarness(EmbeddedServer.start(new ServerServices(config, Campaign.builtIn(), storage)));
    }

    /**
     * Rows in {@code sessions} once every earlier write is in: the writer keeps order, so a
     * marker session written last is the proof. The marker row is not counted.
     */
    int rows(String marker) throws Exception {
        assertEquals(200, h.post("/api/session", "{\"token\":\"" + marker + "\"}").status());
        Eventually.within(Duration.ofSeconds(5), "the marker session is written",
                () -> {
                    try {
                        return count("SELECT COUNT(*) FROM sessions WHERE token = '" + marker + "'") > 0;
                    } catch (Exception e) {
                        throw new IllegalStateException("counting the marker session failed", e);
                    }
                });
        return count("SELECT COUNT(*) FROM sessions WHERE token NOT LIKE 'marker-%'");
    }

    int count(String sql) throws Exception {
        return storage.db().run(c -> {
            try (PreparedStatement p = c.prepareStatement(sql); ResultSet rs = p.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        });
    }

    @Override
    public void close() {
        h.close();
    }
}
