package undercooked.server.http;

import io.helidon.http.DirectHandler;
import io.helidon.http.HeaderNames;
import io.helidon.http.ServerResponseHeaders;
import io.helidon.http.Status;

/**
 * Helidon's answers written before any route runs: a body over the listener's
 * {@code maxPayloadSize} (the body is never read), a broken escape such as {@code %zz}, a request
 * line too long (414), bad framing. Under {@code /api}, and for a request whose line was too
 * long to read a path from, the answer is the API's own {@code {code, message}}, so every 4xx
 * there stays JSON with a stable code; the message is ours, never Helidon's text, which may
 * quote the request. Elsewhere Helidon's default answer stands. Helidon 4.5 raises a 413 as a
 * {@code BAD_REQUEST} event with status 413 and a 414 as {@code BAD_REQUEST} with 414, so the
 * status, not the event type, picks the code.
 */
public final class ApiEdgeHandler implements DirectHandler {

    private final Json json = new Json();
    private final DirectHandler fallback = DirectHandler.defaultHandler();

    @Override
    public TransportResponse handle(TransportRequest request, EventType eventType, Status defaultStatus,
                                    ServerResponseHeaders responseHeaders, String message) {
        String path = request.path();
        boolean api = path.isEmpty() || path.equals("/api") || path.startsWith("/api/") || path.startsWith("/api?");
        if (!api) {
            return fallback.handle(request, eventType, defaultStatus, responseHeaders, message);
        }
        Json.Refusal refusal = refusal(defaultStatus.code());
        responseHeaders.set(HeaderNames.CONTENT_TYPE, "application/json");
        responseHeaders.set(HeaderNames.CACHE_CONTROL, "no-store");
        return TransportResponse.builder()
                .status(Status.create(refusal.status))
                .headers(responseHeaders)
                .entity(json.refusalBytes(refusal))
                // What is left of the request is still on the wire, unread: the connection ends.
                .keepAlive(false)
                .build();
    }

    static Json.Refusal refusal(int status) {
        return switch (status) {
            case 413 -> Json.tooBig();
            case 414 -> new Json.Refusal(414, "uri_too_long", "the request line is too long");
            case 431 -> new Json.Refusal(431, "headers_too_large", "the request headers are too large");
            case 403 -> new Json.Refusal(403, "forbidden", "this request is not allowed");
            case 404 -> new Json.Refusal(404, "not_found", "no such endpoint");
            case 505 -> new Json.Refusal(505, "http_version", "speak HTTP/1.1");
            default -> status >= 500 ? new Json.Refusal(500, "internal", "the server failed; see its log")
                    : new Json.Refusal(400, "bad_request", "the request is malformed (its path, headers or framing)");
        };
    }
}
