package undercooked.server.http;

import java.util.Locale;

import io.helidon.http.HeaderNames;
import io.helidon.webserver.CloseConnectionException;
import io.helidon.webserver.http.Filter;
import io.helidon.webserver.http.FilterChain;
import io.helidon.webserver.http.RoutingRequest;
import io.helidon.webserver.http.RoutingResponse;

/**
 * Ends the connection after the answer to a request that says {@code Connection: close}, as RFC
 * 9112 (section 9.6) asks of a server. Helidon 4.5.0 answers such a request with
 * {@code Connection: close} and then waits on the socket for another request (helidon-io/helidon
 * #12324, fixed in a later 4.5 release), so a client that reads to the promised end (a load
 * balancer's probe, a script, {@code nc}) held the socket until its own timeout, and the node held
 * a descriptor for it. A request without the option keeps its connection as before.
 */
public final class HonourConnectionClose implements Filter {

    @Override
    public void filter(FilterChain chain, RoutingRequest req, RoutingResponse res) {
        chain.proceed();
        if (asksForClose(req)) {
            throw new CloseConnectionException("the client asked for Connection: close");
        }
    }

    static boolean asksForClose(RoutingRequest req) {
        if (!req.headers().contains(HeaderNames.CONNECTION)) {
            return false;
        }
        for (String value : req.headers().get(HeaderNames.CONNECTION).allValues(true)) {
            if (value.strip().toLowerCase(Locale.ROOT).equals("close")) {
                return true;
            }
        }
        return false;
    }
}
