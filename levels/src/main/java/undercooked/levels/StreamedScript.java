package undercooked.levels;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import undercooked.sim.Facing;
import undercooked.sim.InputScript;
import undercooked.sim.Vec2;

/**
 * A script's frames read straight off the token stream, for the scripts whose every frame is
 * well formed (what the archive and the recorder write): a 180 s round has thousands of frames,
 * and building a JSON tree of each and checking it key by key was two thirds of re-simulating an
 * archived round (the insights bench's profile). The rest of the file is read as a tree and
 * checked by {@link ReplayReader} as always. At the first frame that is not exactly well formed
 * (an unknown key, a wrong type, a negative tick, a move that is not finite, a missing key) this
 * gives up and the whole file is read the strict way, which names every problem; so a script
 * reads to the same value and the same problems either way.
 */
final class StreamedScript {
    private StreamedScript() {
    }

    /** The script file, or empty to read it the strict way. */
    static Optional<ReplayFiles.Read<ReplayFiles.ScriptFile>> parse(JsonMapper mapper, String text, String file,
                                                                   String defaultName) {
        try (JsonParser p = mapper.createParser(text)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return Optional.empty();
            }
            ObjectNode root = mapper.getNodeFactory().objectNode();
            List<InputScript.Frame> frames = null;
            JsonToken t;
            while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                p.nextToken();
                if (root.has(name)) {
                    return Optional.empty();
                }
                if (name.equals(ReplayKeys.FRAMES)) {
                    frames = frames(p);
                    if (frames == null) {
                        return Optional.empty();
                    }
                    root.putArray(name); // in its place, so the key checks see the file's keys
                } else {
                    JsonNode v = mapper.readTree(p);
                    root.set(name, v);
                }
            }
            if (t != JsonToken.END_OBJECT || p.nextToken() != null || frames == null) {
                return Optional.empty();
            }
            ReplayReader reader = new ReplayReader(file);
            Optional<ReplayFiles.ScriptFile> value = reader.script(root, defaultName, Optional.of(frames))
                    .map(s -> new ReplayFiles.ScriptFile(s, reader.focus(), reader.level()));
            List<Problem> problems = reader.problems();
            return Optional.of(new ReplayFiles.Read<>(problems.isEmpty() ? value : Optional.empty(), problems));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The frames of the array the parser is on; null at the first that is not well formed. */
    private static List<InputScript.Frame> frames(JsonParser p) throws IOException {
        if (p.currentToken() != JsonToken.START_ARRAY) {
            return null;
        }
        List<InputScript.Frame> out = new ArrayList<>();
        JsonToken t;
        while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
            if (t != JsonToken.START_OBJECT) {
                return null;
            }
            long tick = -1;
            String id = null;
            Vec2 move = null;
            Boolean action = null;
            Optional<Facing> face = Optional.empty();
            OptionalLong received = OptionalLong.empty();
            OptionalLong seq = OptionalLong.empty();
            int seen = 0;
            while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
                String k = p.currentName();
                t = p.nextToken();
                seen++;
                switch (k) {
                    case ReplayKeys.TICK -> tick = whole(p, t);
                    case ReplayKeys.PLAYER_ID -> id = t == JsonToken.VALUE_STRING ? p.getText() : null;
                    case ReplayKeys.MOVE -> move = move(p, t);
                    case ReplayKeys.ACTION -> action = t == JsonToken.VALUE_TRUE ? Boolean.TRUE
                            : t == JsonToken.VALUE_FALSE ? Boolean.FALSE : null;
                    case ReplayKeys.FACE -> {
                        if (t == JsonToken.VALUE_STRING) {
                            face = Facing.fromWireName(p.getText());
                            if (face.isEmpty()) {
                                return null;
                            }
                        } else if (t != JsonToken.VALUE_NULL) {
                            return null;
                        }
                    }
                    case ReplayKeys.RECEIVED_AT_TICK -> {
                        long v = whole(p, t);
                        if (v < 0) {
                            return null;
                        }
                        received = OptionalLong.of(v);
                    }
                    case ReplayKeys.SEQ -> {
                        long v = whole(p, t);
                        if (v < 0) {
                            return null;
                        }
                        seq = OptionalLong.of(v);
                    }
                    default -> {
                        return null;
                    }
                }
                if (tick < -1 || (k.equals(ReplayKeys.TICK) && tick < 0) || (k.equals(ReplayKeys.PLAYER_ID) && id == null)
                        || (k.equals(ReplayKeys.MOVE) && move == null) || (k.equals(ReplayKeys.ACTION) && action == null)) {
                    return null;
                }
            }
            if (t != JsonToken.END_OBJECT || tick < 0 || id == null || move == null || action == null || seen > 7) {
                return null;
            }
            out.add(new InputScript.Frame(tick, id, move, action, face, received, seq));
        }
        return out;
    }

    /** A whole number from 0 as the strict reader takes it; -2 for anything else. */
    private static long whole(JsonParser p, JsonToken t) throws IOException {
        if (t != JsonToken.VALUE_NUMBER_INT || p.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
            return -2;
        }
        long v = p.getLongValue();
        return v < 0 ? -2 : v;
    }

    /** {@code {"x": ..., "y": ...}}, both finite numbers; null for anything else. */
    private static Vec2 move(JsonParser p, JsonToken t) throws IOException {
        if (t != JsonToken.START_OBJECT) {
            return null;
        }
        double x = Double.NaN;
        double y = Double.NaN;
        while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
            String k = p.currentName();
            t = p.nextToken();
            if (t != JsonToken.VALUE_NUMBER_INT && t != JsonToken.VALUE_NUMBER_FLOAT) {
                return null;
            }
            double v = p.getDoubleValue();
            if (k.equals("x")) {
                x = v;
            } else if (k.equals("y")) {
                y = v;
            } else {
                return null;
            }
        }
        return t == JsonToken.END_OBJECT && Double.isFinite(x) && Double.isFinite(y) ? new Vec2(x, y) : null;
    }
}
