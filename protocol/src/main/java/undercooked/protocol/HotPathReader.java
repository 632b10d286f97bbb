package undercooked.protocol;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import java.io.IOException;
import java.util.Optional;

/**
 * The two frames a playing client sends twenty-five times a second, {@code input} and
 * {@code ping}, read straight off Jackson's token stream instead of through a tree. It only
 * ever accepts: a frame that is anything but a plainly valid input or ping (an unknown or
 * repeated key, a wrong type, a missing field, a non-finite number, trailing tokens) returns
 * {@code null} and goes the tree path, which is the one place that names what is wrong. So
 * the contract's rules and error texts live once; this class only has to agree on what is
 * valid, which {@code HotPathReaderTest} checks frame by frame against the tree path. Its parser
 * does not look for repeated keys (that detection's hash set an object was most of what reading
 * an input allocated): the reader sees them itself and leaves such a frame to the tree path.
 */
final class HotPathReader {

    private HotPathReader() {
    }

    private static final long ABSENT = -1;
    private static final int TYPE = 1;
    private static final int SEQ = 2;
    private static final int T = 4;
    private static final int MOVE = 8;
    private static final int ACT = 16;
    private static final int FACE = 32;
    /** The keys each frame may have; the tree path refuses any other. */
    private static final int INPUT_KEYS = TYPE | SEQ | MOVE | ACT | FACE;
    private static final int PING_KEYS = TYPE | T;

    /** The message, or null when the tree path must decide. */
    static ClientMessage read(JsonFactory factory, String text) {
        try (JsonParser p = factory.createParser(text)) {
            return read(p);
        } catch (IOException | RuntimeException e) {
            return null; // malformed, duplicate key, too deep: the tree path says which
        }
    }

    private static ClientMessage read(JsonParser p) throws IOException {
        if (p.nextToken() != JsonToken.START_OBJECT) {
            return null;
        }
        String type = null;
        long seq = ABSENT;
        long t = ABSENT;
        double x = Double.NaN;
        double y = Double.NaN;
        boolean act = false;
        Face face = null;
        int seen = 0;
        String name;
        while ((name = p.nextFieldName()) != null) {
            JsonToken value = p.nextToken();
            int bit = bit(name);
            if ((seen & bit) != 0) {
                return null; // a repeated key: the tree path refuses it
            }
            switch (name) {
                case "type" -> {
                    seen |= TYPE;
                    if (value != JsonToken.VALUE_STRING) {
                        return null;
                    }
                    type = p.getText();
                    if (!"input".equals(type) && !"ping".equals(type)) {
                        return null;
                    }
                }
                case "seq" -> {
                    seen |= SEQ;
                    seq = natural(p, value);
                }
                case "t" -> {
                    seen |= T;
                    t = natural(p, value);
                }
                case "act" -> {
                    seen |= ACT;
                    if (value != JsonToken.VALUE_TRUE && value != JsonToken.VALUE_FALSE) {
                        return null;
                    }
                    act = value == JsonToken.VALUE_TRUE;
                }
                case "face" -> {
                    seen |= FACE;
                    if (value == JsonToken.VALUE_STRING) {
                        face = Face.fromWire(p.getText()).orElse(null);
                        if (face == null) {
                            return null;
                        }
                    } else if (value != JsonToken.VALUE_NULL) {
                        return null;
                    }
                }
                case "move" -> {
                    if (value != JsonToken.START_OBJECT) {
                        return null;
                    }
                    seen |= MOVE;
                    String axis;
                    while ((axis = p.nextFieldName()) != null) {
                        double v = finite(p, p.nextToken());
                        if (Double.isInfinite(v)) {
                            return null;
                        }
                        switch (axis) {
                            case "x" -> {
                                if (!Double.isNaN(x)) {
                                    return null;
                                }
                                x = v;
                            }
                            case "y" -> {
                                if (!Double.isNaN(y)) {
                                    return null;
                                }
                                y = v;
                            }
                            default -> {
                                return null;
                            }
                        }
                    }
                }
                default -> {
                    return null;
                }
            }
            if (seq == ABSENT - 1 || t == ABSENT - 1) {
                return null;
            }
        }
        if (p.nextToken() != null) {
            return null; // trailing tokens
        }
        int required = INPUT_KEYS & ~FACE;
        if ("input".equals(type) && (seen & ~INPUT_KEYS) == 0 && (seen & required) == required
                && !Double.isNaN(x) && !Double.isNaN(y) && Math.hypot(x, y) <= 1.0) {
            return new InputMsg(seq, new Vec2Msg(x, y), act, Optional.ofNullable(face));
        }
        if ("ping".equals(type) && seen == PING_KEYS) {
            return new PingMsg(t);
        }
        return null;
    }

    /** A key's bit in {@code seen}; 0 for a key no frame here has (the switch refuses it). */
    private static int bit(String name) {
        return switch (name) {
            case "type" -> TYPE;
            case "seq" -> SEQ;
            case "t" -> T;
            case "move" -> MOVE;
            case "act" -> ACT;
            case "face" -> FACE;
            default -> 0;
        };
    }

    /** A non-negative 64-bit integer, or {@code ABSENT - 1} for anything else. */
    private static long natural(JsonParser p, JsonToken value) throws IOException {
        if (value != JsonToken.VALUE_NUMBER_INT) {
            return ABSENT - 1;
        }
        JsonParser.NumberType kind = p.getNumberType();
        if (kind != JsonParser.NumberType.INT && kind != JsonParser.NumberType.LONG) {
            return ABSENT - 1;
        }
        long v = p.getLongValue();
        return v >= 0 ? v : ABSENT - 1;
    }

    /** A finite number, or an infinity standing for "not a plain number: let the tree path say why". */
    private static double finite(JsonParser p, JsonToken value) throws IOException {
        if (value != JsonToken.VALUE_NUMBER_INT && value != JsonToken.VALUE_NUMBER_FLOAT) {
            return Double.POSITIVE_INFINITY;
        }
        double d = p.getDoubleValue();
        return Double.isFinite(d) ? d : Double.POSITIVE_INFINITY;
    }
}
