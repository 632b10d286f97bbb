package undercooked.levels;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import undercooked.sim.Facing;
import undercooked.sim.InputScript;
import undercooked.sim.Vec2;

/**
 * The fast way through a sound script: the {@code frames} array (14,400 frames in a four-cook
 * 3,600-tick round) read token by token straight into {@link InputScript.Frame}s, and only the
 * small rest of the file as a JSON tree for {@link ReplayReader}. It knows nothing about error
 * messages: at the first thing a sound frame would not have (an unknown or missing key, a wrong
 * type, a negative tick, a facing that is no facing, bad JSON), it gives up and the caller reads
 * the whole file the strict tree way, which names every problem at its path. So a sound file costs
 * no tree of its frames, and a broken one reads exactly as it always did.
 */
final class ScriptStream {
    /** The file's top-level keys as a tree, {@code frames} left as an empty array, and the frames read. */
    record Split(ObjectNode root, List<InputScript.Frame> frames) {
    }

    /**
     * The strict reader's settings but its duplicate detection: Jackson's keeps a hash set per
     * object, 28,800 of them in a four-cook round (an eighth of a survey's time). Frames and moves
     * find a repeated key with a bit mask here; the top level by its tree; anything nested read
     * as a tree fails on a repeated key. Each sends the file to the strict reader, which names it.
     */
    private static final JsonMapper FAST = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
            .build();

    private ScriptStream() {
    }

    /** The split of a sound script, or empty when anything in it needs the strict reader's words. */
    static Optional<Split> split(String text) {
        // From UTF-8 bytes: Jackson's byte parser is the faster, and an ASCII string's bytes are a copy.
        try (JsonParser p = parser(text.getBytes(StandardCharsets.UTF_8))) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return Optional.empty();
            }
            Optional<Split> split = split(p);
            return split.isPresent() && p.nextToken() == null ? split : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // the strict reader says what is wrong, at its line and column
        }
    }

    /** A parser over UTF-8 JSON with this reader's settings (a document that embeds scripts as values). */
    static JsonParser parser(byte[] utf8) throws IOException {
        return FAST.createParser(utf8);
    }

    /**
     * The split of a sound script embedded as a value: {@code p} stands on its START_OBJECT and is
     * left on its END_OBJECT. Empty (the parser then anywhere inside it) at anything irregular.
     */
    static Optional<Split> split(JsonParser p) throws IOException {
        if (p.currentToken() != JsonToken.START_OBJECT) {
            return Optional.empty();
        }
        ObjectNode root = FAST.createObjectNode();
        List<InputScript.Frame> frames = null;
        JsonToken t;
        while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
            String key = p.currentName();
            p.nextToken();
            if (root.has(key)) {
                return Optional.empty(); // a repeated key
            }
            if (key.equals(ReplayKeys.FRAMES)) {
                frames = frames(p);
                if (frames == null) {
                    return Optional.empty();
                }
                root.putArray(key);
            } else {
                JsonNode value = FAST.readTree(p);
                if (value == null) {
                    return Optional.empty();
                }
                root.set(key, value);
            }
        }
        if (t != JsonToken.END_OBJECT || frames == null) {
            return Optional.empty();
        }
        return Optional.of(new Split(root, frames));
    }

    /** A value read as a tree with this reader's settings (a repeated key fails); {@code p} stands on its first token. */
    static JsonNode tree(JsonParser p) throws IOException {
        return FAST.readTree(p);
    }

    private static List<InputScript.Frame> frames(JsonParser p) throws IOException {
        if (p.currentToken() != JsonToken.START_ARRAY) {
            return null;
        }
        List<InputScript.Frame> out = new ArrayList<>();
        // A round names its few cooks thousands of times: one string per cook, not per frame.
        Map<String, String> ids = new HashMap<>();
        JsonToken t;
        while ((t = p.nextToken()) == JsonToken.START_OBJECT) {
            InputScript.Frame f = frame(p, ids);
            if (f == null) {
                return null;
            }
            out.add(f);
        }
        return t == JsonToken.END_ARRAY ? out : null;
    }

    /** One frame from its START_OBJECT to its END_OBJECT, or null at anything a sound frame lacks. */
    private static InputScript.Frame frame(JsonParser p, Map<String, String> ids) throws IOException {
        long tick = -1;
        String id = null;
        Vec2 move = null;
        Boolean action = null;
        Optional<Facing> face = Optional.empty();
        OptionalLong received = OptionalLong.empty();
        OptionalLong seq = OptionalLong.empty();
        int seen = 0;
        JsonToken t;
        while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
            String key = p.currentName();
            int bit = switch (key) {
                case ReplayKeys.TICK -> 1;
                case ReplayKeys.PLAYER_ID -> 2;
                case ReplayKeys.MOVE -> 4;
                case ReplayKeys.ACTION -> 8;
                case ReplayKeys.FACE -> 16;
                case ReplayKeys.RECEIVED_AT_TICK -> 32;
                case ReplayKeys.SEQ -> 64;
                default -> 0;
            };
            if (bit == 0 || (seen & bit) != 0) {
                return null; // an unknown or a repeated key
            }
            seen |= bit;
            JsonToken v = p.nextToken();
            switch (key) {
                case ReplayKeys.TICK -> tick = whole(p, v);
                case ReplayKeys.PLAYER_ID -> {
                    if (v != JsonToken.VALUE_STRING) {
                        return null;
                    }
                    String s = p.getText();
                    id = ids.computeIfAbsent(s, k -> k);
                }
                case ReplayKeys.MOVE -> move = move(p, v);
                case ReplayKeys.ACTION -> action = v == JsonToken.VALUE_TRUE ? Boolean.TRUE
                        : v == JsonToken.VALUE_FALSE ? Boolean.FALSE : null;
                case ReplayKeys.FACE -> {
                    if (v == JsonToken.VALUE_NULL) {
                        face = Optional.empty();
                    } else if (v == JsonToken.VALUE_STRING) {
                        face = Facing.fromWireName(p.getText());
                        if (face.isEmpty()) {
                            return null;
                        }
                    } else {
                        return null;
                    }
                }
                case ReplayKeys.RECEIVED_AT_TICK -> {
                    long r = whole(p, v);
                    if (r < 0) {
                        return null;
                    }
                    received = OptionalLong.of(r);
                }
                case ReplayKeys.SEQ -> {
                    long s = whole(p, v);
                    if (s < 0) {
                        return null;
                    }
                    seq = OptionalLong.of(s);
                }
                default -> {
                    return null;
                }
            }
            if (key.equals(ReplayKeys.ACTION) && action == null || key.equals(ReplayKeys.MOVE) && move == null
                    || key.equals(ReplayKeys.TICK) && tick < 0) {
                return null;
            }
        }
        if (t != JsonToken.END_OBJECT || tick < 0 || id == null || move == null || action == null) {
            return null;
        }
        return new InputScript.Frame(tick, id, move, action, face, received, seq);
    }

    /** A whole number from 0 up that fits a long, or -1. */
    private static long whole(JsonParser p, JsonToken v) throws IOException {
        if (v != JsonToken.VALUE_NUMBER_INT || p.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
            return -1;
        }
        return p.getLongValue();
    }

    /** {@code {"x": ..., "y": ...}}, both numbers, nothing else, or null. */
    private static Vec2 move(JsonParser p, JsonToken v) throws IOException {
        if (v != JsonToken.START_OBJECT) {
            return null;
        }
        double x = 0;
        double y = 0;
        int seen = 0;
        JsonToken t;
        while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
            String key = p.currentName();
            JsonToken n = p.nextToken();
            if (n != JsonToken.VALUE_NUMBER_INT && n != JsonToken.VALUE_NUMBER_FLOAT) {
                return null;
            }
            if (key.equals("x") && (seen & 1) == 0) {
                x = p.getDoubleValue();
                seen |= 1;
            } else if (key.equals("y") && (seen & 2) == 0) {
                y = p.getDoubleValue();
                seen |= 2;
            } else {
                return null;
            }
        }
        return t == JsonToken.END_OBJECT && seen == 3 ? new Vec2(x, y) : null;
    }
}
