package undercooked.server.ws;

import java.util.List;

import io.helidon.http.HeaderNames;
import io.helidon.http.Headers;
import undercooked.server.session.TrustedProxies;

/** The client address a request stands for, for the per-address limits of the HTTP API and the sockets. */
public final class ClientAddress {

    private ClientAddress() {
    }

    /** {@code peer}, or the client a trusted proxy names in {@code headers} ({@code Forwarded}, {@code X-Forwarded-For}). */
    public static String of(TrustedProxies proxies, String peer, Headers headers) {
        return proxies.client(peer, headers.all(HeaderNames.FORWARDED, List::of),
                headers.all(HeaderNames.X_FORWARDED_FOR, List::of));
    }
}
