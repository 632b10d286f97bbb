package undercooked.server.http;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

import io.helidon.http.HeaderName;
import io.helidon.http.HeaderNames;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import undercooked.protocol.HttpCodec;
import undercooked.protocol.RoomListing;
import undercooked.protocol.RoomRow;
import undercooked.server.cluster.ClusterNode;
import undercooked.server.cluster.Directory;
import undercooked.server.cluster.NodeInfo;
import undercooked.server.rooms.RoomInfo;
import undercooked.server.rooms.RoomSupervisor;
import undercooked.server.session.CreateLimit;
import undercooked.server.session.TrustedProxies;
import undercooked.server.ws.ClientAddress;

/**
 * Where rooms go among many nodes, registered before {@link ApiRoutes}. {@code POST /api/rooms}
 * picks the least loaded node; when that is this one the request passes on to {@link ApiRoutes}
 * unread, else its body is forwarded to the chosen node's own {@code /api/rooms} (marked with the
 * directory's secret, so the owner creates it without placing it again) and the owner's answer,
 * with its {@code ws_url}, is relayed. {@code GET /api/rooms} lists every live node's rooms, and
 * {@code GET /api/rooms/{code}} says where a code lives. Only the HTTP create is relayed; the
 * socket goes straight to the owner (docs/decisions/0011).
 *
 * <p>On one node (no directory) it only refuses rooms while the server drains, and answers the
 * lookup from its own rooms; everything else is {@link ApiRoutes}' as before.
 */
public final class PlacementRoutes implements HttpService, RoomPlacement {

    private static final Logger LOG = Logger.getLogger(PlacementRoutes.class.getName());
    static final HeaderName PLACED = HeaderNames.create("X-Undercooked-Placed");
    /** The client a placed create is for (believed only with {@link #PLACED}): its node counts the room against it. */
    static final HeaderName CLIENT = HeaderNames.create("X-Undercooked-Client");
    private static final ObjectMapper MAPPER = JsonMapper.builder().build();

    private final ClusterNode node;
    private final RoomSupervisor supervisor;
    private final CreateLimit creates;
    private final TrustedProxies proxies;
    private final Json json = new Json();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2))
            .version(HttpClient.Version.HTTP_1_1).build();

    public PlacementRoutes(ClusterNode node, RoomSupervisor supervisor, CreateLimit creates) {
        this(node, supervisor, creates, TrustedProxies.none());
    }

    /** With the proxies whose forwarded client address the create limit counts. */
    public PlacementRoutes(ClusterNode node, RoomSupervisor supervisor, CreateLimit creates, TrustedProxies proxies) {
        this.proxies = Objects.requireNonNull(proxies, "proxies");
        this.node = Objects.requireNonNull(node, "node");
        this.supervisor = Objects.requireNonNull(supervisor, "supervisor");
        this.creates = Objects.requireNonNull(creates, "creates");
    }

    @Override
    public void routing(HttpRules rules) {
        rules.post("/api/rooms", ApiRoutes.guarded(json, this::create))
                .get("/api/rooms", ApiRoutes.guarded(json, this::list))
                .get("/api/rooms/{code}", ApiRoutes.guarded(json, this::lookup));
    }

    @Override
    public boolean placed(ServerRequest req) {
        if (!node.clustered()) {
            return false;
        }
        return req.headers().first(PLACED).map(v -> MessageDigest.isEqual(v.getBytes(StandardCharsets.UTF_8),
                node.directory().orElseThrow().secret().getBytes(StandardCharsets.UTF_8))).orElse(false);
    }

    @Override
    public Optional<Answer> answer(String code) {
        if (!node.clustered()) {
            return Optional.empty();
        }
        return Optional.of(new Answer(node.id(), node.self().wsUrl(code)));
    }

    private void create(ServerRequest req, ServerResponse res) {
        if (node.draining()) {
            if (!node.clustered() || placed(req)) {
                throw new Json.Refusal(503, "draining", "this server is stopping and takes no new rooms");
            }
        } else if (!node.clustered() || placed(req)) {
            res.next();
            return;
        }
        node.directoryProblem().ifPresent(p -> {
            throw new Json.Refusal(503, "directory_unavailable", "rooms cannot be placed now: " + p);
        });
        List<NodeInfo> candidates;
        try {
            candidates = node.candidates();
        } catch (Directory.Unavailable e) {
            throw new Json.Refusal(503, "directory_unavailable", "rooms cannot be placed now: " + e.getMessage());
        }
        if (candidates.isEmpty()) {
            throw new Json.Refusal(503, "room_full", "every node is at its room limit or stopping");
        }
        if (candidates.getFirst().id().equals(node.id())) {
            res.next();
            return;
        }
        String address = ClientAddress.of(proxies, req.remotePeer().host(), req.headers());
        if (!creates.take(address)) {
            throw new Json.Refusal(429, "rate_limited", "too many rooms or sessions created from this address;"
                    + " try again in " + Math.max(1, creates.waitSeconds(address)) + " s");
        }
        JsonNode body = json.body(req, Json.MAX_ROOM_BODY_BYTES);
        String text;
        try {
            text = MAPPER.writeValueAsString(body);
        } catch (IOException e) {
            throw new Json.Refusal(400, "bad_json", "the body could not be read as JSON");
        }
        for (NodeInfo target : candidates) {
            try {
                HttpResponse<byte[]> answer = http.send(HttpRequest.newBuilder(URI.create(target.url() + "/api/rooms"))
                        .timeout(Duration.ofSeconds(5))
                        .header("Content-Type", "application/json")
                        .header(PLACED.defaultCase(), node.directory().orElseThrow().secret())
                        .header(CLIENT.defaultCase(), address)
                        .POST(HttpRequest.BodyPublishers.ofString(text)).build(), HttpResponse.BodyHandlers.ofByteArray());
                if (answer.statusCode() == 503) {
                    // That node filled up or began draining since its last heartbeat: try the next.
                    continue;
                }
                res.status(answer.statusCode());
                res.header(HeaderNames.CONTENT_TYPE, "application/json");
                res.header(HeaderNames.CACHE_CONTROL, "no-store");
                res.send(answer.body());
                return;
            } catch (IOException e) {
                LOG.warning("placing a room on node " + target.id() + " (" + target.url() + ") failed: " + e
                        + "; trying the next");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        throw new Json.Refusal(503, "room_full", "no node could take the room now; try again");
    }

    private void list(ServerRequest req, ServerResponse res) {
        if (!node.clustered()) {
            res.next();
            return;
        }
        List<RoomRow> rooms = new ArrayList<>();
        for (RoomInfo info : supervisor.list()) {
            rooms.add(ApiRoutes.row(info).on(node.self().id(), node.self().wsUrl(info.code())));
        }
        try {
            for (Directory.NodeRooms other : node.directory().orElseThrow().rooms()) {
                if (other.node().id().equals(node.id())) {
                    continue;
                }
                for (JsonNode row : MAPPER.readTree(other.roomsJson())) {
                    RoomRow r = HttpCodec.readRoomRow(row);
                    rooms.add(r.on(other.node().id(), other.node().wsUrl(r.code())));
                }
            }
        } catch (Directory.Unavailable | IOException | IllegalArgumentException e) {
            // The list degrades to this node's own rooms; it says so.
            LOG.warning("the room list shows this node's rooms only: " + e.getMessage());
            json.send(res, 200, HttpCodec.write(new RoomListing(rooms, true)));
            return;
        }
        rooms.sort(Comparator.comparing(RoomRow::code));
        json.send(res, 200, HttpCodec.write(new RoomListing(rooms, false)));
    }

    private void lookup(ServerRequest req, ServerResponse res) {
        String raw = req.path().pathParameters().get("code");
        String code = raw.toUpperCase(Locale.ROOT);
        if (!code.matches("[" + RoomSupervisor.CODE_ALPHABET + "]{" + RoomSupervisor.CODE_LENGTH + "}")) {
            throw new Json.Refusal(404, "unknown_room", "no room " + (raw.length() > 16 ? raw.substring(0, 16) : raw));
        }
        if (supervisor.find(code).isPresent()) {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("code", code);
            answer(code).ifPresent(a -> {
                out.put("node", a.node());
                out.put("ws_url", a.wsUrl());
            });
            json.send(res, 200, out);
            return;
        }
        if (!node.clustered()) {
            throw new Json.Refusal(404, "unknown_room", "no room " + code);
        }
        Directory.Lookup found;
        try {
            found = node.directory().orElseThrow().lookup(code);
        } catch (Directory.Unavailable e) {
            throw new Json.Refusal(503, "directory_unavailable", "cannot say where room " + code + " is now: "
                    + e.getMessage());
        }
        switch (found) {
            case Directory.Lookup.Live live -> {
                Map<String, Object> out = new LinkedHashMap<>();
                out.put("code", code);
                out.put("node", live.node().id());
                out.put("ws_url", live.node().wsUrl(code));
                json.send(res, 200, out);
            }
            case Directory.Lookup.Gone gone -> throw new Json.Refusal(410, "room_gone", "room " + code
                    + " was on node " + gone.node() + ", which stopped; its rounds that ended are in /api/replays");
            case Directory.Lookup.Unknown unknown -> throw new Json.Refusal(404, "unknown_room", "no room " + code);
        }
    }
}
