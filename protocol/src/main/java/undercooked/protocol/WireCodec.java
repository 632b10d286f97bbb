package undercooked.protocol;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.util.JsonRecyclerPools;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

import java.io.CharArrayWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Text to message and back. Decoding never throws for bad input: every malformed frame becomes
 * a {@link Rejection} with the contract's code. Thread-safe and immutable; build one per
 * configuration and share it (Jackson's mapper and factory are thread-safe once configured).
 *
 * <p>Order of defences: the size cap before any parsing (so a huge frame costs a length check),
 * then Jackson's own nesting limit (so a deep one cannot exhaust the stack), then the shape.
 */
public final class WireCodec {

    /**
     * Server frames are not capped by the server's inbound limit (a lobby with many spectators
     * can exceed it); this bound only keeps a client from parsing something absurd.
     */
    public static final int MAX_SERVER_FRAME_BYTES = 256 * 1024;

    /** The per-thread encode buffer, sized for a typical snapshot (about 450 bytes). */
    private static final ThreadLocal<CharArrayWriter> BUFFER = ThreadLocal.withInitial(() -> new CharArrayWriter(1024));
    private static final int KEEP_CHARS = 16 * 1024;

    private final int maxMessageBytes;
    private final JsonFactory factory;
    private final JsonFactory hotFactory;
    private final ObjectMapper mapper;

    /** A codec with the contract's default inbound limit. */
    public WireCodec() {
        this(Protocol.DEFAULT_MAX_MESSAGE_BYTES);
    }

    public WireCodec(int maxMessageBytes) {
        if (maxMessageBytes < 64) {
            throw new IllegalArgumentException("maxMessageBytes must be >= 64, was " + maxMessageBytes);
        }
        this.maxMessageBytes = maxMessageBytes;
        this.factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(Protocol.MAX_NESTING_DEPTH)
                        .build())
                // Python's json (the reference server) reads NaN/Infinity, and the contract calls a
                // non-finite move bad_field, not bad_json: parse them, then refuse them by field.
                .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                // Every input carries two doubles; the JDK's parser allocated more per input than
                // anything else on the server's read path. This one rounds the same, correctly.
                .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
                // Jackson's default pool keeps its parse and write buffers (about 16 KB) in a
                // thread-local for the thread's lifetime: one set per socket's virtual thread,
                // 33 MB at 2,000 sockets (a tenth of a playing room's heap). A shared pool
                // holds a set per thread that is parsing at the moment instead.
                .recyclerPool(JsonRecyclerPools.newConcurrentDequePool())
                .build();
        // The hot path's own factory: the same reading rules but no duplicate detection, whose
        // hash set an object was most of what reading an input allocated; HotPathReader sees a
        // repeated key itself and hands the frame to the tree path, which refuses it by name.
        this.hotFactory = JsonFactory.builder()
                .streamReadConstraints(factory.streamReadConstraints())
                .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
                .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
                .recyclerPool(factory._getRecyclerPool())
                .build();
        this.mapper = JsonMapper.builder(factory)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .build();
    }

    public int maxMessageBytes() {
        return maxMessageBytes;
    }

    /** A frame from a client: strict, capped at {@link #maxMessageBytes()}. */
    public DecodeResult<ClientMessage> decodeClient(String text) {
        Objects.requireNonNull(text, "text");
        if (!exceeds(text, maxMessageBytes)) {
            // Inputs and pings are nearly all a playing room receives: read them without a tree,
            // and in this project's clients' own shape without a parser at all.
            ClientMessage hot = InputScanner.read(text);
            if (hot == null) {
                hot = HotPathReader.read(hotFactory, text);
            }
            if (hot != null) {
                return new DecodeResult.Accepted<>(hot);
            }
        }
        return decodeClientByTree(text);
    }

    /** The tree path alone, for the test that holds {@link HotPathReader} to it. */
    DecodeResult<ClientMessage> decodeClientByTree(String text) {
        return decode(text, maxMessageBytes, "client message", ClientType::fromWire, WireCodec::client);
    }

    JsonFactory factory() {
        return factory;
    }

    /** The hot path's factory (no duplicate detection of its own), for its tests. */
    JsonFactory hotFactory() {
        return hotFactory;
    }

    /**
     * A frame from a server, read as a client of this version reads it: capped at
     * {@link #MAX_SERVER_FRAME_BYTES}, unknown fields skipped, a snap body in the shape of the
     * frame's {@code p} (a server older than this code writes its own version's shape).
     */
    public DecodeResult<ServerMessage> decodeServer(String text) {
        return decodeServer(text, Protocol.PROTOCOL_VERSION);
    }

    /**
     * A frame from a server to a client whose {@code hello} said {@code spoken}: its snap body is
     * in the shape of the older of that version and the frame's {@code p}. The one thing that
     * differs between those shapes on reading: before protocol 4 a hazard's delta entry is whole,
     * so an absent {@code l} is the default, not "unchanged".
     */
    public DecodeResult<ServerMessage> decodeServer(String text, int spoken) {
        return decode(text, MAX_SERVER_FRAME_BYTES, "server message", ServerType::fromWire,
                (node, type) -> server(node, type, spoken));
    }

    public String encode(ClientMessage message) {
        Objects.requireNonNull(message, "message");
        return write(g -> MessageWriter.client(g, message));
    }

    /** A server frame as this version sends it (a snap body in the sparse shape). */
    public String encode(ServerMessage message) {
        return encode(message, FrameShape.SPARSE);
    }

    /** A server frame with its snap body in {@code shape}: {@link FrameShape#of} the client's version. */
    public String encode(ServerMessage message, FrameShape shape) {
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(shape, "shape");
        return write(g -> MessageWriter.server(g, message, shape));
    }

    /**
     * A {@code pong}, exactly as {@link #encode(ServerMessage)} writes it, without a generator:
     * a socket's reading thread answers five pings a second with one, and a Jackson generator (a
     * buffer set from the shared pool, a writer) was most of what a pong cost.
     */
    public String pong(PongMsg pong) {
        Objects.requireNonNull(pong, "pong");
        return new StringBuilder(64).append("{\"type\":\"pong\",\"p\":").append(Protocol.PROTOCOL_VERSION)
                .append(",\"t\":").append(pong.t()).append(",\"now\":").append(Double.toString(pong.now()))
                .append('}').toString();
    }

    /** The snap body alone in the sparse shape, e.g. to measure it against the size budgets. */
    public String encodeFrame(SnapFrame frame) {
        return encodeFrame(frame, FrameShape.SPARSE);
    }

    public String encodeFrame(SnapFrame frame, FrameShape shape) {
        Objects.requireNonNull(frame, "frame");
        Objects.requireNonNull(shape, "shape");
        return write(g -> SnapWriter.frame(g, frame, shape));
    }

    /** A replay's frames as {@code GET /api/replays/{id}/frames} answers them (keys in the documented order). */
    public String encode(ReplayFrames replay) {
        Objects.requireNonNull(replay, "replay");
        return write(g -> {
            g.writeStartObject();
            g.writeNumberField("id", replay.id());
            g.writeStringField("level", replay.level());
            g.writeNumberField("tick_hz", replay.tickHz());
            g.writeNumberField("every", replay.every());
            g.writeNumberField("ticks", replay.ticks());
            g.writeArrayFieldStart("frames");
            for (SnapFrame f : replay.frames()) {
                SnapWriter.frame(g, f, FrameShape.SPARSE);
            }
            g.writeEndArray();
            g.writeEndObject();
        });
    }

    /** The UTF-8 size of a frame, the unit of every byte limit and budget in the contract. */
    public static int utf8Length(CharSequence text) {
        int bytes = 0;
        for (int i = 0, n = text.length(); i < n; i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                bytes += 1;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(text.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }

    private static ClientMessage client(JsonNode node, ClientType type) {
        WireReader r = WireReader.root(node, true);
        r.handled("type");
        try {
            return ClientReader.read(r, type);
        } catch (BadField e) {
            throw type == ClientType.INPUT ? withSeq(e, node) : e;
        }
    }

    private static ServerMessage server(JsonNode node, ServerType type, int spoken) {
        WireReader r = WireReader.root(node, false);
        r.handled("type");
        return ServerReader.read(r, type, spoken);
    }

    /** An input rejected for anything but its seq still carries the seq, so the err can name the frame. */
    private static BadField withSeq(BadField e, JsonNode node) {
        JsonNode seq = node.get("seq");
        if (seq != null && seq.isIntegralNumber() && seq.canConvertToLong() && seq.longValue() >= 0) {
            return e.withSeq(seq.longValue());
        }
        return e;
    }

    private <T, K> DecodeResult<T> decode(String text, int limit, String what,
                                          Function<String, Optional<K>> types,
                                          BiFunction<JsonNode, K, T> read) {
        Objects.requireNonNull(text, "text");
        if (exceeds(text, limit)) {
            return rejected(ErrorCode.TOO_BIG, Optional.empty(),
                    "frame exceeds " + limit + " bytes", OptionalLong.empty());
        }
        JsonNode node;
        try {
            node = mapper.readTree(text);
        } catch (JsonProcessingException e) {
            return rejected(ErrorCode.BAD_JSON, Optional.empty(), jsonProblem(e), OptionalLong.empty());
        } catch (RuntimeException e) {
            // Not expected from Jackson on any input; kept so that a parser bug cannot become
            // an exception in a socket listener, which is what "never throws" promises.
            return rejected(ErrorCode.BAD_JSON, Optional.empty(), "unreadable frame", OptionalLong.empty());
        }
        if (node == null || !node.isObject()) {
            return rejected(ErrorCode.BAD_JSON, Optional.empty(), "a frame is one JSON object", OptionalLong.empty());
        }
        JsonNode typeNode = node.get("type");
        if (typeNode == null || !typeNode.isTextual()) {
            return rejected(ErrorCode.BAD_FIELD, Optional.of("type"),
                    typeNode == null ? "is required" : "must be a string", OptionalLong.empty());
        }
        Optional<K> type = types.apply(typeNode.textValue());
        if (type.isEmpty()) {
            return rejected(ErrorCode.UNKNOWN_TYPE, Optional.of("type"),
                    "'" + clip(typeNode.textValue()) + "' is not a " + what + " type", OptionalLong.empty());
        }
        try {
            return new DecodeResult.Accepted<>(read.apply(node, type.get()));
        } catch (BadField e) {
            return rejected(e.code(), Optional.of(e.field()), e.getMessage(), e.seq());
        } catch (IllegalArgumentException e) {
            // A record's own cross-field rule that no reader anticipated: still a shape error.
            return rejected(ErrorCode.BAD_FIELD, Optional.empty(), e.getMessage(), OptionalLong.empty());
        }
    }

    private static boolean exceeds(String text, int limit) {
        // A UTF-8 frame is never shorter in bytes than in chars, so the common cases need no scan.
        return text.length() > limit || (text.length() * 3L > limit && utf8Length(text) > limit);
    }

    private static <T> DecodeResult<T> rejected(ErrorCode code, Optional<String> field, String message,
                                                OptionalLong seq) {
        return new DecodeResult.Rejected<>(new Rejection(code, field, message, seq));
    }

    private String write(GeneratorAction action) {
        // A platform thread (a room ticker, the bench's bot loop) encodes thousands of frames a
        // second: it keeps one buffer, so a frame costs its String and nothing else. A virtual
        // thread (one per socket, sending the odd pong or err) takes a small fresh one rather
        // than pinning a buffer to every connection for its lifetime.
        boolean reuse = !Thread.currentThread().isVirtual();
        CharArrayWriter out = reuse ? BUFFER.get() : new CharArrayWriter(256);
        out.reset();
        try (JsonGenerator g = factory.createGenerator(out)) {
            action.write(g);
        } catch (IOException e) {
            // Only a Writer can fail here, and a CharArrayWriter does not.
            throw new UncheckedIOException(e);
        }
        String text = out.toString();
        if (reuse && out.size() > KEEP_CHARS) {
            BUFFER.remove(); // one huge frame must not keep a huge buffer alive
        }
        return text;
    }

    /**
     * The client is told what is wrong in our words, not the parser's: Jackson's text names its
     * own settings ("StreamReadConstraints.getMaxNestingDepth()") and changes between releases.
     */
    private static String jsonProblem(JsonProcessingException e) {
        String parser = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        if (e instanceof com.fasterxml.jackson.core.exc.StreamConstraintsException) {
            return "the frame nests deeper than " + Protocol.MAX_NESTING_DEPTH + " levels";
        }
        if (parser.startsWith("Duplicate field")) {
            return "a key is given twice";
        }
        if (parser.startsWith("Trailing token")) {
            return "text follows the JSON object";
        }
        if (parser.contains("end-of-input")) {
            return "the JSON ends before the object does";
        }
        return "the frame is not valid JSON";
    }

    /** Rejection messages echo client text; keep that echo short so an err frame stays small. */
    private static String clip(String text) {
        return text.length() <= 64 ? text : text.substring(0, 64) + "...";
    }

    @FunctionalInterface
    private interface GeneratorAction {
        void write(JsonGenerator g) throws IOException;
    }
}
