package undercooked.server.cluster;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import com.sun.net.httpserver.HttpServer;

/**
 * A small stand-in for the Agones SDK sidecar's REST gateway (no Kubernetes runs here): it accepts
 * the documented calls ({@code POST /ready}, {@code /health}, {@code /allocate}, {@code /shutdown},
 * {@code PUT /metadata/label}, {@code GET /gameserver}) with a JSON body, answers {@code {}} (or a
 * GameServer), and records each as
 * {@code "METHOD /path body"}. Anything else is 404, as the gateway would.
 */
public final class FakeAgonesSidecar implements AutoCloseable {

    private static final Set<String> POSTS = Set.of("/ready", "/health", "/allocate", "/shutdown");

    private final HttpServer server;
    private final List<String> calls = new ArrayList<>();

    public FakeAgonesSidecar() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            String method = exchange.getRequestMethod();
            String path = exchange.getRequestURI().getPath();
            String body;
            try (InputStream in = exchange.getRequestBody()) {
                body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
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
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(known ? 200 : 404, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        server.start();
    }

    public int port() {
        return server.getAddress().getPort();
    }

    public List<String> calls() {
        synchronized (calls) {
            return List.copyOf(calls);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
