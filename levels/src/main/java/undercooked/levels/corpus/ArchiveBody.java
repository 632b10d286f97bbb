package undercooked.levels.corpus;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipException;
import undercooked.levels.PackedScript;
import undercooked.levels.PackedScript.Packed;
import undercooked.sim.InputScript;

/**
 * An archived round's body ({@code <id>.json.gz}): one gzip JSON object of the round's script
 * file, its golden, the level as played and the summary. The server writes it, the survey and the
 * insights read it; this class is the one place that knows its layout (decision 0045).
 *
 * <ul>
 *   <li>Format 1 (the first archives): the script, golden and level are JSON strings holding their
 *       files' texts, so a reader decodes every character of the script twice (its escapes, then
 *       its JSON).</li>
 *   <li>Format 2 (written now): each text that is one JSON object (the canonical writers' files are)
 *       is embedded as that object, byte for byte, without its final newline; a text that is not
 *       stays a string. A reader streams the script's frames straight out of the body, and the
 *       texts are the embedded bytes with the newline put back, so what the API serves is still
 *       exactly what the harness wrote.</li>
 *   <li>Format 3 (written now, decision 0052): as format 2, but the script's frames are packed as
 *       bytes ({@link PackedScript}, base64 under {@code frames}) and the script section is the
 *       script with {@code "frames": []}. Its text comes back byte for byte (the frames written
 *       again); a reader that wants the round decodes the frames in a byte loop instead of parsing
 *       14,400 JSON objects. A script that does not pack (not in the canonical layout) makes a
 *       format-2 body.</li>
 * </ul>
 * Every format reads, so no archive goes stale when the server starts writing a newer one.
 */
public final class ArchiveBody {
    /** The format this build writes: the script's frames packed. */
    public static final int FORMAT = 3;
    /** The texts embedded as JSON; written for a script whose frames do not pack. */
    public static final int FORMAT_EMBEDDED = 2;
    /** The first format, read forever. */
    public static final int FORMAT_STRINGS = 1;

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final JsonFactory FACTORY = JSON.getFactory();

    private ArchiveBody() {
    }

    /** The body's parts, as texts ({@code level} may be blank) and the summary as a tree. */
    public record Texts(int format, String script, String golden, String level, JsonNode summary) {
        public Texts {
            Objects.requireNonNull(script, "script");
            Objects.requireNonNull(golden, "golden");
            Objects.requireNonNull(level, "level");
            Objects.requireNonNull(summary, "summary");
        }
    }

    /** Why a body does not read; the message is the reason shown to users. */
    public static final class Corrupt extends Exception {
        private static final long serialVersionUID = 1L;

        Corrupt(String reason) {
            super(reason, null, false, false);
        }
    }

    /**
     * The body of format {@link #FORMAT}, gzipped; of format {@link #FORMAT_EMBEDDED} when the
     * script's frames do not pack ({@link PackedScript#pack}).
     */
    public static byte[] gzip(String script, String golden, String level, JsonNode summary) {
        return gzip(script, Optional.empty(), golden, level, summary);
    }

    /**
     * As {@link #gzip(String, String, String, JsonNode)}, with the script's frames as the caller read
     * them from {@code script} (spares reading the script again to pack it; frames that do not match
     * the text are not used, and the script is then read here as without them).
     */
    public static byte[] gzip(String script, Optional<List<InputScript.Frame>> frames, String golden, String level,
                              JsonNode summary) {
        Optional<PackedScript.Packed> packed = !embeddable(script) ? Optional.empty()
                : frames.flatMap(f -> PackedScript.pack(script, f)).or(() -> PackedScript.pack(script));
        return packed.isPresent() ? envelope(packed.get().stripped(), golden, level, summary, packed.map(Packed::frames))
                : envelope(script, golden, level, summary, Optional.empty());
    }

    /** The body of format 2 (texts embedded, frames as JSON), gzipped: for tests of old archives and the bench's comparison. */
    public static byte[] gzipFormat2(String script, String golden, String level, JsonNode summary) {
        return envelope(script, golden, level, summary, Optional.empty());
    }

    /** Format 3 with {@code frames}, else format 2. */
    private static byte[] envelope(String script, String golden, String level, JsonNode summary,
                                   Optional<PackedScript.Frames> frames) {
        Objects.requireNonNull(summary, "summary");
        StringBuilder b = new StringBuilder(script.length() + golden.length() + level.length() + 1024
                + frames.map(f -> f.bytes().length * 4 / 3).orElse(0));
        b.append("{\"format\": ").append(frames.isPresent() ? FORMAT : FORMAT_EMBEDDED).append(",\n\"summary\": ");
        try {
            b.append(JSON.writeValueAsString(summary));
        } catch (IOException e) {
            throw new UncheckedIOException("a tree always writes", e);
        }
        b.append(",\n\"level\": ");
        section(b, level);
        b.append(",\n\"golden\": ");
        section(b, golden);
        if (frames.isPresent()) {
            // Before the script, so a reader has the frames when it reaches the script's end.
            PackedScript.Frames f = frames.get();
            b.append(",\n\"frames\": {\"cooks\": [");
            for (int i = 0; i < f.cooks().size(); i++) {
                b.append(i == 0 ? "" : ", ").append(quote(f.cooks().get(i)));
            }
            b.append("], \"count\": ").append(f.count()).append(", \"packed\": \"")
                    .append(Base64.getEncoder().encodeToString(f.bytes())).append('"').append('}');
        }
        b.append(",\n\"script\": ");
        section(b, script);
        b.append("\n}\n");
        return gzip(b.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** The body of format 1 (texts as strings), gzipped: what servers wrote before format 2; for tests of old archives. */
    public static byte[] gzipFormat1(String script, String golden, String level, JsonNode summary) {
        var o = JSON.createObjectNode().put("format", FORMAT_STRINGS).put("script", script).put("golden", golden)
                .put("level", level);
        o.set("summary", summary);
        try {
            return gzip(JSON.writeValueAsBytes(o));
        } catch (IOException e) {
            throw new UncheckedIOException("a tree always writes", e);
        }
    }

    /** A text embedded when it is one JSON object and a newline (the canonical files), else a string. */
    private static void section(StringBuilder b, String text) {
        if (embeddable(text)) {
            b.append(text, 0, text.length() - 1);
        } else {
            b.append(quote(text));
        }
    }

    private static String quote(String text) {
        try {
            return JSON.writeValueAsString(text);
        } catch (IOException e) {
            throw new UncheckedIOException("a string always writes", e);
        }
    }

    /** {@code {...}\n}: one whole JSON object, nothing after it but the newline. */
    static boolean embeddable(String text) {
        if (text.length() < 3 || text.charAt(0) != '{' || !text.endsWith("}\n")) {
            return false;
        }
        try (JsonParser p = FACTORY.createParser(text)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return false;
            }
            p.skipChildren();
            return p.nextToken() == null;
        } catch (IOException e) {
            return false;
        }
    }

    private static byte[] gzip(byte[] json) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(json.length / 8);
        try (GZIPOutputStream gz = new GZIPOutputStream(bytes, 1 << 16)) {
            gz.write(json);
        } catch (IOException e) {
            throw new UncheckedIOException("gzip into memory cannot fail", e);
        }
        return bytes.toByteArray();
    }

    /** The body's JSON bytes, or why not: truncated, not gzip. */
    static byte[] inflate(byte[] gz) throws Corrupt {
        // Inflated in one go with a large buffer (the default 512 bytes costs a native call per
        // half-kilobyte of a megabyte body), then parsed from memory.
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gz), 1 << 16)) {
            return in.readAllBytes();
        } catch (EOFException e) {
            throw new Corrupt("truncated: the gzip stream ends early (" + gz.length + " bytes)");
        } catch (ZipException e) {
            throw new Corrupt("not gzip: " + e.getMessage());
        } catch (IOException e) {
            throw new Corrupt("unreadable: " + e.getMessage());
        }
    }

    /**
     * The body's parts as texts, of either format: an envelope check only (its script and golden
     * are not read here).
     */
    public static Texts texts(byte[] gz) throws Corrupt {
        return texts(inflate(gz), gz.length);
    }

    static Texts texts(byte[] json, int gzLength) throws Corrupt {
        Sections s = sections(json, gzLength);
        if (s.format() != FORMAT && s.format() != FORMAT_EMBEDDED && s.format() != FORMAT_STRINGS
                || s.script().isEmpty() || s.golden().isEmpty() || s.level().isEmpty() || s.summary().isEmpty()) {
            throw notABody();
        }
        return new Texts(s.format(), s.script().get(), s.golden().get(), s.level().get(), s.summary().get());
    }

    /**
     * What an envelope holds, each part when it is there ({@code format} -1 when it is not): for a
     * reader that takes less than a whole body (the studio opens a hand-made one without a golden).
     */
    public record Sections(int format, Optional<String> script, Optional<String> golden, Optional<String> level,
                           Optional<JsonNode> summary) {
        public Sections {
            Objects.requireNonNull(script, "script");
            Objects.requireNonNull(golden, "golden");
            Objects.requireNonNull(level, "level");
            Objects.requireNonNull(summary, "summary");
        }
    }

    /**
     * The sections of an unzipped body, a format-3 script with its frames written back in; Corrupt
     * when it is not one JSON object or its packed frames do not read.
     */
    public static Sections sections(byte[] json) throws Corrupt {
        return sections(json, -1);
    }

    private static Sections sections(byte[] json, int gzLength) throws Corrupt {
        int format = -1;
        String script = null;
        String golden = null;
        String level = null;
        JsonNode summary = null;
        Optional<PackedScript.Frames> frames = Optional.empty();
        try (JsonParser p = FACTORY.createParser(json)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw notABody();
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                JsonToken t = p.nextToken();
                switch (key) {
                    case "format" -> format = t == JsonToken.VALUE_NUMBER_INT ? p.getIntValue() : -1;
                    case "script" -> script = text(p, t, json);
                    case "golden" -> golden = text(p, t, json);
                    case "level" -> level = text(p, t, json);
                    case "summary" -> summary = t == JsonToken.START_OBJECT ? JSON.readTree(p) : skip(p);
                    case "frames" -> {
                        if (t == JsonToken.START_OBJECT) {
                            frames = Optional.of(packedFrames(p));
                        } else {
                            p.skipChildren(); // a script file's own frames array: not an envelope's
                        }
                    }
                    default -> p.skipChildren();
                }
            }
            if (p.currentToken() != JsonToken.END_OBJECT || p.nextToken() != null) {
                throw notABody();
            }
            if (format == FORMAT && script != null) {
                // A format-3 script is its text without its frames: without them it is no script.
                script = frames.isEmpty() ? null : PackedScript.unpack(script, frames.get());
            }
        } catch (PackedScript.Damaged e) {
            throw new Corrupt("the script's packed frames do not read: " + e.getMessage());
        } catch (IOException e) {
            throw new Corrupt("unreadable: " + e.getMessage().lines().findFirst().orElse("")
                    + (gzLength < 0 ? "" : " (" + gzLength + " bytes gzipped)"));
        }
        return new Sections(format, Optional.ofNullable(script), Optional.ofNullable(golden),
                Optional.ofNullable(level), Optional.ofNullable(summary));
    }

    /**
     * A format-3 body's {@code frames} section ({@code {"cooks": [...], "count": n, "packed":
     * "<base64>"}}), {@code p} on its START_OBJECT and left on its END_OBJECT.
     */
    static PackedScript.Frames packedFrames(JsonParser p) throws IOException, PackedScript.Damaged {
        List<String> cooks = null;
        int count = -1;
        byte[] bytes = null;
        if (p.currentToken() == JsonToken.START_OBJECT) {
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                JsonToken t = p.nextToken();
                if (key.equals("cooks") && t == JsonToken.START_ARRAY && cooks == null) {
                    cooks = new ArrayList<>();
                    while (p.nextToken() == JsonToken.VALUE_STRING) {
                        cooks.add(p.getText());
                    }
                    if (p.currentToken() != JsonToken.END_ARRAY) {
                        throw framesSection();
                    }
                } else if (key.equals("count") && t == JsonToken.VALUE_NUMBER_INT && count < 0
                        && p.getNumberType() == JsonParser.NumberType.INT && p.getIntValue() >= 0) {
                    count = p.getIntValue();
                } else if (key.equals("packed") && t == JsonToken.VALUE_STRING && bytes == null) {
                    try {
                        bytes = Base64.getDecoder().decode(p.getText());
                    } catch (IllegalArgumentException e) {
                        throw new PackedScript.Damaged("they are not base64 (" + e.getMessage() + ")");
                    }
                } else {
                    throw framesSection();
                }
            }
        }
        if (cooks == null || count < 0 || bytes == null) {
            throw framesSection();
        }
        return new PackedScript.Frames(cooks, count, bytes);
    }

    private static PackedScript.Damaged framesSection() {
        return new PackedScript.Damaged("their section is not {\"cooks\": [...], \"count\": n, \"packed\": \"...\"}");
    }

    private static JsonNode skip(JsonParser p) throws IOException {
        p.skipChildren();
        return null;
    }

    private static Corrupt notABody() {
        return new Corrupt("not a replay body of format " + FORMAT_STRINGS + ", " + FORMAT_EMBEDDED + " or " + FORMAT
                + " (format, script, golden, level, summary)");
    }

    /** A string's value, or an embedded object's bytes with the newline its file ends with; null for anything else. */
    private static String text(JsonParser p, JsonToken t, byte[] json) throws IOException {
        if (t == JsonToken.VALUE_STRING) {
            return p.getText();
        }
        if (t != JsonToken.START_OBJECT) {
            p.skipChildren();
            return null;
        }
        int from = (int) p.currentTokenLocation().getByteOffset();
        p.skipChildren();
        int to = (int) p.currentTokenLocation().getByteOffset() + 1;
        byte[] text = Arrays.copyOfRange(json, from, to + 1);
        text[text.length - 1] = '\n';
        return new String(text, StandardCharsets.UTF_8);
    }
}
