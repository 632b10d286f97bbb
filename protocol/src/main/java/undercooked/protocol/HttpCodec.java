package undercooked.protocol;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * The HTTP API's answers (docs/ROOMS.md, HTTP API) between their records and JSON: the server
 * writes them with {@code write}, the studio and the tests read them with {@code read*}. Writing
 * gives the keys in the documented order, an empty optional as {@code null} where the API always
 * has the key and as no key where it is only sometimes there. Reading is strict about the keys it
 * needs (a missing or mistyped one is an {@link IllegalArgumentException} naming it) and ignores
 * keys it does not know, so a newer server's extra fields do not break an older studio.
 */
public final class HttpCodec {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private HttpCodec() {
    }

    public static ObjectNode write(RoomRow r) {
        ObjectNode o = NODES.objectNode();
        o.put("code", r.code());
        o.put("state", r.state().wire());
        o.put("level", r.level().orElse(null));
        o.put("seats", r.seats());
        o.put("max_seats", r.maxSeats());
        o.put("spectators", r.spectators());
        o.put("max_spectators", r.maxSpectators());
        o.put("round_no", r.roundNo());
        if (r.timeLimitS().isPresent()) {
            o.put("time_limit_s", r.timeLimitS().getAsInt());
        } else {
            o.putNull("time_limit_s");
        }
        if (r.timeLeftS().isPresent()) {
            o.put("time_left_s", r.timeLeftS().getAsDouble());
        } else {
            o.putNull("time_left_s");
        }
        r.node().ifPresent(n -> o.put("node", n));
        r.wsUrl().ifPresent(u -> o.put("ws_url", u));
        return o;
    }

    public static ObjectNode write(RoomListing l) {
        ObjectNode o = NODES.objectNode();
        ArrayNode rooms = o.putArray("rooms");
        l.rooms().forEach(r -> rooms.add(write(r)));
        if (l.partial()) {
            o.put("partial", true);
        }
        return o;
    }

    public static ObjectNode write(CreatedRoom c) {
        ObjectNode o = NODES.objectNode();
        o.put("room_code", c.roomCode());
        c.level().ifPresent(l -> o.put("level", l));
        c.takeover().ifPresent(t -> {
            ObjectNode to = o.putObject("takeover");
            to.put("tick", t.tick());
            ArrayNode seats = to.putArray("seats");
            t.seats().forEach(seats::add);
            to.put("prefix_ms", t.prefixMs());
        });
        ObjectNode you = o.putObject("you");
        you.put("token", c.you().token());
        you.put("seat", c.you().seat());
        you.put("host", c.you().host());
        c.node().ifPresent(n -> o.put("node", n));
        c.wsUrl().ifPresent(u -> o.put("ws_url", u));
        return o;
    }

    public static ObjectNode write(ApiError e) {
        ObjectNode o = NODES.objectNode();
        o.put("code", e.code());
        o.put("message", e.message());
        return o;
    }

    /** The JSON text of an answer tree, as the server sends it. */
    public static String text(JsonNode tree) {
        try {
            return MAPPER.writeValueAsString(tree);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always writes", e);
        }
    }

    public static RoomListing readRoomListing(String json) {
        JsonNode root = parse(json);
        JsonNode rooms = root.path("rooms");
        if (!rooms.isArray()) {
            throw new IllegalArgumentException("rooms: expected an array");
        }
        List<RoomRow> out = new ArrayList<>();
        for (JsonNode r : rooms) {
            out.add(readRoomRow(r));
        }
        return new RoomListing(out, root.path("partial").asBoolean(false));
    }

    public static RoomRow readRoomRow(JsonNode r) {
        String state = text(r, "state");
        return new RoomRow(text(r, "code"), RoomState.fromWire(state).orElseThrow(
                () -> new IllegalArgumentException("state: unknown room state '" + state + "'")), optionalText(r, "level"),
                integer(r, "seats"), integer(r, "max_seats"), integer(r, "spectators"), integer(r, "max_spectators"),
                integer(r, "round_no"), r.path("time_limit_s").isNumber() ? OptionalInt.of(r.get("time_limit_s").asInt())
                : OptionalInt.empty(), r.path("time_left_s").isNumber() ? OptionalDouble.of(r.get("time_left_s").asDouble())
                : OptionalDouble.empty(), optionalText(r, "node"), optionalText(r, "ws_url"));
    }

    public static CreatedRoom readCreatedRoom(String json) {
        JsonNode o = parse(json);
        JsonNode you = o.path("you");
        if (!you.isObject()) {
            throw new IllegalArgumentException("you: expected an object");
        }
        Optional<TakeoverAnswer> takeover = Optional.empty();
        JsonNode t = o.path("takeover");
        if (t.isObject()) {
            List<String> seats = new ArrayList<>();
            t.path("seats").forEach(s -> seats.add(s.asText()));
            takeover = Optional.of(new TakeoverAnswer(number(t, "tick").asLong(), seats, number(t, "prefix_ms").asDouble()));
        }
        return new CreatedRoom(text(o, "room_code"), optionalText(o, "level"), takeover,
                new CreatedRoom.Host(text(you, "token"), integer(you, "seat"), you.path("host").asBoolean(false)),
                optionalText(o, "node"), optionalText(o, "ws_url"));
    }

    /** An error answer's code and message; empty when the text is not the API's error shape. */
    public static Optional<ApiError> readApiError(String json) {
        try {
            JsonNode o = MAPPER.readTree(json);
            if (o == null || !o.path("code").isTextual()) {
                return Optional.empty();
            }
            return Optional.of(new ApiError(o.get("code").asText(), o.path("message").asText("")));
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
    }

    private static JsonNode parse(String json) {
        try {
            JsonNode n = MAPPER.readTree(json);
            if (n == null || !n.isObject()) {
                throw new IllegalArgumentException("expected a JSON object");
            }
            return n;
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage());
        }
    }

    private static String text(JsonNode o, String key) {
        JsonNode v = o.path(key);
        if (!v.isTextual()) {
            throw new IllegalArgumentException(key + ": expected a string");
        }
        return v.asText();
    }

    private static Optional<String> optionalText(JsonNode o, String key) {
        JsonNode v = o.path(key);
        return v.isTextual() ? Optional.of(v.asText()) : Optional.empty();
    }

    private static JsonNode number(JsonNode o, String key) {
        JsonNode v = o.path(key);
        if (!v.isNumber()) {
            throw new IllegalArgumentException(key + ": expected a number");
        }
        return v;
    }

    private static int integer(JsonNode o, String key) {
        JsonNode v = number(o, key);
        if (!v.canConvertToInt() || v.isFloatingPointNumber()) {
            throw new IllegalArgumentException(key + ": expected a whole number");
        }
        return v.asInt();
    }
}
