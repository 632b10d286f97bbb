package undercooked.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeType;

import java.util.Arrays;
import java.util.Iterator;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Reads one JSON object field by field with the contract's strict typing: an int is a JSON
 * integer (not 1.0, not "1"), a bool is true/false, a float accepts integers (browsers write
 * 1.0 as 1) but never NaN or infinity. Every failure names the field by its dotted path.
 *
 * <p>In strict mode (frames a client sent) a field nobody read is a rejection; lenient mode
 * (frames a server sent) skips it, since the contract lets servers add optional fields.
 */
final class WireReader {

    private final JsonNode node;
    private final boolean strict;
    // Where this object sits, kept as parts: the dotted path is only built for a rejection,
    // and a snap frame has dozens of nested objects that decode fine.
    private final WireReader parent;
    private final String nameInParent;
    private final int index;
    private String[] seen = new String[8];
    private int read;

    private WireReader(JsonNode node, boolean strict, WireReader parent, String name, int index) {
        this.node = node;
        this.strict = strict;
        this.parent = parent;
        this.nameInParent = name;
        this.index = index;
        if (node == null || !node.isObject()) {
            throw new BadField(parent == null ? "(frame)" : ownPath(), "must be an object");
        }
    }

    /** The frame itself. Strict for client frames; lenient (unknown fields skipped) for server frames. */
    static WireReader root(JsonNode node, boolean strict) {
        return new WireReader(node, strict, null, "", -1);
    }

    /** The {@code index}-th element of this object's array field {@code arrayName}, read as an object. */
    WireReader element(String arrayName, int elementIndex, JsonNode element) {
        return new WireReader(element, strict, this, arrayName, elementIndex);
    }

    String path(String field) {
        return parent == null ? field : ownPath() + "." + field;
    }

    private String ownPath() {
        String here = parent.path(nameInParent);
        return index < 0 ? here : here + "[" + index + "]";
    }

    /** A required field; JSON null counts as absent. */
    JsonNode required(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            throw new BadField(path(name), value == null ? "is required" : "must not be null");
        }
        markRead(name);
        return value;
    }

    /** A nullable field: absent and null both mean "none". */
    Optional<JsonNode> nullable(String name) {
        JsonNode value = node.get(name);
        if (value == null) {
            return Optional.empty();
        }
        markRead(name);
        return value.isNull() ? Optional.empty() : Optional.of(value);
    }

    long int64(String name, long min, long max) {
        return asLong(required(name), path(name), min, max);
    }

    int int32(String name, int min, int max) {
        return (int) asLong(required(name), path(name), min, max);
    }

    OptionalLong optInt64(String name, long min, long max) {
        Optional<JsonNode> value = nullable(name);
        return value.isPresent() ? OptionalLong.of(asLong(value.get(), path(name), min, max)) : OptionalLong.empty();
    }

    OptionalInt optInt32(String name, int min, int max) {
        Optional<JsonNode> value = nullable(name);
        return value.isPresent() ? OptionalInt.of((int) asLong(value.get(), path(name), min, max)) : OptionalInt.empty();
    }

    double float64(String name) {
        JsonNode value = required(name);
        if (!value.isNumber()) {
            throw new BadField(path(name), "must be a number");
        }
        double d = value.doubleValue();
        if (!Double.isFinite(d)) {
            throw new BadField(path(name), "must be finite");
        }
        return d;
    }

    /** True when the field is there and not null (an absent field of a sparse frame takes its default). */
    boolean has(String name) {
        JsonNode value = node.get(name);
        return value != null && !value.isNull();
    }

    /** True when the field is there at all, {@code null} included (a delta's "changed to nothing"). */
    boolean present(String name) {
        return node.has(name);
    }

    OptionalDouble optFloat64(String name) {
        return has(name) ? OptionalDouble.of(float64(name)) : OptionalDouble.empty();
    }

    boolean bool(String name) {
        JsonNode value = required(name);
        if (!value.isBoolean()) {
            throw new BadField(path(name), "must be true or false");
        }
        return value.booleanValue();
    }

    String text(String name, int min, int max) {
        return asText(required(name), path(name), min, max);
    }

    Optional<String> optText(String name, int min, int max) {
        return nullable(name).map(value -> asText(value, path(name), min, max));
    }

    WireReader object(String name) {
        return new WireReader(required(name), strict, this, name, -1);
    }

    /** An array's elements; the frame size cap already bounds how many there can be. */
    Iterable<JsonNode> array(String name, int maxSize) {
        JsonNode value = required(name);
        if (!value.isArray()) {
            throw new BadField(path(name), "must be an array");
        }
        if (value.size() > maxSize) {
            throw new BadField(path(name), "must have at most " + maxSize + " entries, had " + value.size());
        }
        return value;
    }

    /** Marks a field as handled elsewhere (the discriminator, read before the reader existed). */
    void handled(String name) {
        if (node.has(name)) {
            markRead(name);
        }
    }

    /** All field names, for readers whose extra keys carry data (a snapshot event's flattened payload). */
    Iterator<String> names() {
        return node.fieldNames();
    }

    boolean wasRead(String name) {
        for (int i = 0; i < read; i++) {
            if (seen[i].equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** Call after reading every known field: in strict mode an unread field is a rejection. */
    void finish() {
        if (strict && node.size() != read) {
            Iterator<String> names = node.fieldNames();
            while (names.hasNext()) {
                String name = names.next();
                if (!wasRead(name)) {
                    throw new BadField(path(name), "is not a field of this message (unknown fields are rejected)");
                }
            }
        }
    }

    private void markRead(String name) {
        if (wasRead(name)) {
            return;
        }
        if (read == seen.length) {
            seen = Arrays.copyOf(seen, read * 2);
        }
        seen[read++] = name;
    }

    static long asLong(JsonNode value, String field, long min, long max) {
        if (!value.isIntegralNumber() || !value.canConvertToLong()) {
            throw new BadField(field, value.getNodeType() == JsonNodeType.NUMBER && value.isIntegralNumber()
                    ? "is out of range" : "must be an integer");
        }
        long v = value.longValue();
        if (v < min || v > max) {
            throw new BadField(field, "must be " + rangeText(min, max) + ", was " + v);
        }
        return v;
    }

    static String asText(JsonNode value, String field, int min, int max) {
        if (!value.isTextual()) {
            throw new BadField(field, "must be a string");
        }
        String s = value.textValue();
        int length = s.codePointCount(0, s.length());
        if (length < min || length > max) {
            throw new BadField(field, "must be " + min + "-" + max + " characters, was " + length);
        }
        return s;
    }

    private static String rangeText(long min, long max) {
        if (max == Long.MAX_VALUE || max == Integer.MAX_VALUE) {
            return ">= " + min;
        }
        return min + "-" + max;
    }
}
