package undercooked.server.http;

import io.helidon.http.DirectHandler;
import io.helidon.http.HeaderNames;
import io.helidon.http.ServerResponseHeaders;
import io.helidon.http.Status;

/**
 * Helidon's answer to a body over the listener's {@code maxPayloadSize}, written before any route
 * runs (the body is never read). Under {@code /api} it is the API's own {@code too_big} refusal,
 * so every 4xx there stays JSON with a stable code; elsewhere, and for every other event, Helidon's
 * default answer stands. Helidon 4.5 raises this 413 as a {@code BAD_REQUEST} event with status
 * 413 (both for a declared length and mid-chunk), so register it for that event type.
 */
public final class ApiTooBigHandler implements DirectHandler {

    private final Json json = new Json();
    private final DirectHandler fallback = DirectHandler.defaultHandler();

    @Override
    public TransportResponse handle(TransportRequest request, EventType eventType, Status defaultStatus,
                                    ServerResponseHeaders responseHeaders, String message) {
        String path = request.path();
        boolean api = path.equals("/api") || path.startsWith("/api/") || path.startsWith("/api?");
        if (!api || defaultStatus.code() != Status.REQUEST_ENTITY_TOO_LARGE_413.code()) {
            return fallback.handle(request, eventType, defaultStatus, responseHeaders, message);
        }
        Json.Refusal tooBig = Json.tooBig();
        responseHeaders.set(HeaderNames.CONTENT_TYPE, "application/json");
        responseHeaders.set(HeaderNames.CACHE_CONTROL, "no-store");
        return TransportResponse.builder()
                .status(Status.create(tooBig.status))
                .headers(responseHeaders)
                .entity(json.refusalBytes(tooBig))
                // The body is still on the wire, unread: the connection cannot carry another request.
                .keepAlive(false)
                .build();
    }
}
