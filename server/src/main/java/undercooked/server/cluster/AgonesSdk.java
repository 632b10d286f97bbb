package undercooked.server.cluster;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The Agones SDK sidecar's REST API (its HTTP gateway on {@code localhost:$AGONES_SDK_HTTP_PORT}):
 * {@code POST /ready}, {@code /health}, {@code /allocate}, {@code /shutdown} with an empty JSON
 * object, and {@code PUT /metadata/label} with {@code {"key", "value"}} (Agones stores it as the
 * GameServer label {@code agones.dev/sdk-<key>}). Each call waits at most 2 s; a failure is an
 * {@link IOException} for the caller to log, never a reason to stop serving.
 */
public final class AgonesSdk {

    /** The variable Agones sets in the game server's container. */
    public static final String PORT_VARIABLE = "AGONES_SDK_HTTP_PORT";
    private static final ObjectMapper JSON = JsonMapper.builder().build();

    private final URI base;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2))
            .version(HttpClient.Version.HTTP_1_1).build();

    public AgonesSdk(int port) {
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException(PORT_VARIABLE + " must be a port 1..65535, was " + port);
        }
        this.base = URI.create("http://localhost:" + port);
    }

    /** The SDK when the environment names its port: the server runs as an Agones GameServer. */
    public static Optional<AgonesSdk> fromEnvironment(Map<String, String> env) {
        String port = env.get(PORT_VARIABLE);
        if (port == null || port.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new AgonesSdk(Integer.parseInt(port.strip())));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(PORT_VARIABLE + " must be a port number, was '" + port + "'");
        }
    }

    public void ready() throws IOException {
        post("/ready");
    }

    public void health() throws IOException {
        post("/health");
    }

    public void allocate() throws IOException {
        post("/allocate");
    }

    public void shutdown() throws IOException {
        post("/shutdown");
    }

    /**
     * Where players reach this GameServer: {@code http://<status.address>:<status.ports[0].port>}
     * from {@code GET /gameserver}, once Agones has given it an address and a port.
     */
    public Optional<String> publicUrl() throws IOException {
        HttpRequest req = HttpRequest.newBuilder(base.resolve("/gameserver")).timeout(Duration.ofSeconds(2)).GET().build();
        try {
            HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString());
            if (res.statusCode() / 100 != 2) {
                throw new IOException("the Agones SDK answered " + res.statusCode() + " to GET /gameserver");
            }
            JsonNode status = JSON.readTree(res.body()).path("status");
            String address = status.path("address").asText("");
            int port = status.path("ports").path(0).path("port").asInt(0);
            return address.isEmpty() || port <= 0 ? Optional.empty() : Optional.of("http://" + address + ":" + port);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted reading the GameServer", e);
        }
    }

    public void label(String key, String value) throws IOException {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(value, "value");
        Map<String, String> body = new LinkedHashMap<>();
        body.put("key", key);
        body.put("value", value);
        send("PUT", "/metadata/label", body);
    }

    private void post(String path) throws IOException {
        send("POST", path, Map.of());
    }

    private void send(String method, String path, Map<String, String> body) throws IOException {
        String text;
        try {
            text = JSON.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IOException(e);
        }
        HttpRequest req = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(2))
                .header("Content-Type", "application/json")
                .method(method, HttpRequest.BodyPublishers.ofString(text)).build();
        HttpResponse<String> res;
        try {
            res = http.send(req, HttpResponse.BodyHandlers.ofString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted calling the Agones SDK " + path, e);
        }
        if (res.statusCode() / 100 != 2) {
            throw new IOException("the Agones SDK answered " + res.statusCode() + " to " + method + " " + path);
        }
    }
}
