package undercooked.server.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Optional;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

import io.helidon.http.HeaderNames;
import io.helidon.http.RequestException;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import undercooked.protocol.ApiError;
import undercooked.protocol.HttpCodec;
import undercooked.server.session.Session;

/**
 * JSON in and out of the HTTP API. Every refusal is {@code {"code", "message"}} with a stable
 * code, so a client branches on the code and shows the message; no stack trace ever leaves.
 */
final class Json {

    static final int MAX_BODY_BYTES = 4096;
    /** {@code POST /api/rooms} may carry a level to play-test (docs/ROOMS.md); still under Helidon's 64 KiB. */
    static final int MAX_ROOM_BODY_BYTES = 48 * 1024;

    /** A request the API refuses, carried to the one place that writes the answer. */
    static final class Refusal extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int status;
        final String code;
        /** The body is still on the wire, unread: the answer ends the connection. */
        final boolean closes;

        Refusal(int status, String code, String message) {
            this(status, code, message, false);
        }

        Refusal(int status, String code, String message, boolean closes) {
            super(message, null, false, false);
            this.status = status;
            this.code = code;
            this.closes = closes;
        }
    }

    // A key given twice is bad_json, as on the socket: "last wins" would let two readers of one
    // body see two different requests.
    private final ObjectMapper mapper = JsonMapper.builder().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .build();

    /** The one answer to a body over {@link #MAX_BODY_BYTES}, whether the API or Helidon notices it. */
    static Refusal tooBig() {
        return tooBig(MAX_BODY_BYTES);
    }

    static Refusal tooBig(int max) {
        return new Refusal(413, "too_big", "the body exceeds " + max + " bytes", true);
    }

    void send(ServerResponse res, int status, Object body) {
        res.status(status);
        res.header(HeaderNames.CONTENT_TYPE, "application/json");
        res.header(HeaderNames.CACHE_CONTROL, "no-store");
        res.send(bytes(body));
    }

    void refuse(ServerResponse res, Refusal r) {
        if (r.closes) {
            // Helidon then neither reads the rest of the body nor takes it for the next request.
            res.header(HeaderNames.CONNECTION, "close");
        }
        send(res, r.status, refusalBody(r));
    }

    /** The refusal's body as bytes, for an answer written outside a route. */
    byte[] refusalBytes(Refusal r) {
        return bytes(refusalBody(r));
    }

    private static Object refusalBody(Refusal r) {
        return HttpCodec.write(new ApiError(r.code, r.getMessage()));
    }

    byte[] bytes(Object body) {
        try {
            return mapper.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The request body as a JSON object; an empty body is an empty object. A body must be declared
     * {@code application/json}. Reading stops after {@link #MAX_BODY_BYTES} + 1 bytes; a body
     * refused while still on the wire ends the connection instead of being read to its end, and
     * nothing about it is logged (Helidon's exceptions quote the bytes they could not parse).
     */
    JsonNode body(ServerRequest req) {
        return body(req, MAX_BODY_BYTES);
    }

    /** As {@link #body(ServerRequest)} with a larger limit (a room created with a level in it). */
    JsonNode body(ServerRequest req, int max) {
        byte[] bytes;
        InputStream in = req.content().inputStream();
        try {
            bytes = in.readNBytes(max + 1);
            if (bytes.length > max) {
                throw tooBig(max);
            }
            in.close();
        } catch (RequestException e) {
            // Helidon's own check mid-body: a chunk past maxPayloadSize (413) or broken chunk framing.
            throw e.status().code() == 413 ? tooBig(max)
                    : new Refusal(400, "bad_request", "the body's framing is broken", true);
        } catch (IOException | UncheckedIOException e) {
            throw new Refusal(400, "bad_request", "the body could not be read", true);
        }
        if (bytes.length == 0) {
            return mapper.createObjectNode();
        }
        boolean declared = req.headers().contentType()
                .map(t -> t.mediaType().type().equalsIgnoreCase("application")
                        && t.mediaType().subtype().equalsIgnoreCase("json"))
                .orElse(false);
        if (!declared) {
            throw new Refusal(415, "unsupported_media_type", "send the body as Content-Type: application/json");
        }
        JsonNode node;
        try {
            node = mapper.readTree(bytes);
        } catch (IOException e) {
            throw new Refusal(400, "bad_json", "the body is not JSON");
        }
        if (node == null || !node.isObject()) {
            throw new Refusal(400, "bad_json", "the body must be one JSON object");
        }
        return node;
    }

    /** An optional string field with a length bound. */
    static Optional<String> text(JsonNode body, String field, int min, int max) {
        JsonNode v = body.get(field);
        if (v == null || v.isNull()) {
            return Optional.empty();
        }
        if (!v.isTextual()) {
            throw new Refusal(400, "bad_field", field + " must be a string");
        }
        String s = v.textValue();
        if (!Session.wellFormed(s)) {
            throw new Refusal(400, "bad_field", field + " must be valid text; a lone surrogate such as \\ud800 is not");
        }
        int n = s.codePointCount(0, s.length());
        if (n < min || n > max) {
            throw new Refusal(400, "bad_field", field + " must be " + min + "-" + max + " characters");
        }
        return Optional.of(s);
    }

    /** Refuses fields the endpoint does not know, as the socket protocol does. */
    static void only(JsonNode body, String... known) {
        body.fieldNames().forEachRemaining(name -> {
            for (String k : known) {
                if (k.equals(name)) {
                    return;
                }
            }
            throw new Refusal(400, "bad_field", "unknown field " + (name.length() > 32 ? name.substring(0, 32) : name));
        });
    }
}
