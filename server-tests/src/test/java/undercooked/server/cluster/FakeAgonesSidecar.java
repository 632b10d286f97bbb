package undercooked.server.cluster;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.WebServer;

/**
 * A small stand-in for the Agones SDK sidecar's REST gateway (no Kubernetes runs here): it accepts
 * the documented calls ({@code POST /ready}, {@code /health}, {@code /allocate}, {@code /shutdown},
 * {@code PUT /metadata/label}, {@code GET /gameserver}) with a JSON body, answers {@code {}} (or a
 * GameServer), and records each as
 * {@code "METHOD /path body"}. Anything else is 404, as the gateway would.
 */
public final class FakeAgonesSidecar implements AutoCloseable {

    private static final Set<String> POSTS = Set.of("/ready", "/health", "/allocate", "/shutdown");

    private final WebServer server;
    private final List<String> calls = new ArrayList<>();

    /**
     * Starts on a free loopback port. Helidon, not the JDK's {@code HttpServer}: the admin listener
     * is the process's one user of that server, and sets its limits before its first use.
     */
    public FakeAgonesSidecar() throws IOException {
        server = WebServer.builder().host("127.0.0.1").port(0).routing(r -> r.any((req, res) -> {
            String method = req.prologue().method().text();
            String path = req.path().path();
            String body = req.content().hasEntity()
                    ? new String(req.content().inputStream().readAllBytes(), StandardCharsets.UTF_8) : "";
            boolean known = (method.equals("POST") && POSTS.contains(path))
                    || (method.equals("PUT") && path.equals("/metadata/label"))
                    || (method.equals("GET") && path.equals("/gameserver"));
            synchronized (calls) {
                calls.add(method + " " + path + (path.equals("/metadata/label") ? " " + body : ""));
            }
            // GET /gameserver: the GameServer as the gateway renders it, with the address Agones gave.
            byte[] answer = (path.equals("/gameserver")
                    ? "{\"object_meta\":{\"name\":\"undercooked-x1\"},\"status\":{\"state\":\"Ready\","
                            + "\"address\":\"203.0.113.7\",\"ports\":[{\"name\":\"http\",\"port\":7061}]}}"
                    : "{}").getBytes(StandardCharsets.UTF_8);
            res.header(HeaderNames.CONTENT_TYPE, "application/json");
            res.status(known ? Status.OK_200 : Status.NOT_FOUND_404).send(answer);
        })).build().start();
    }

    public int port() {
        return server.port();
    }

    public List<String> calls() {
        synchronized (calls) {
            return List.copyOf(calls);
        }
    }

    @Override
    public void close() {
        server.stop();
    }
}
