package undercooked.server.http;

import java.util.Objects;

import io.helidon.http.HeaderNames;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;

import undercooked.server.observe.ServerMetrics;

/**
 * {@code GET /metrics}: the node's meters for a Prometheus scrape, in Prometheus' text format, or
 * OpenMetrics (with the slow ticks as exemplars) when the scraper asks for it in {@code Accept}.
 * A scrape during a drain answers like any other (no meter says "draining": {@code /readyz}
 * answers 503 with the code {@code draining}, and the rooms gauge shows the rooms playing out).
 */
public final class MetricsRoutes implements HttpService {

    private final ServerMetrics metrics;
    private final Json json = new Json();

    public MetricsRoutes(ServerMetrics metrics) {
        this.metrics = Objects.requireNonNull(metrics, "metrics");
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/metrics", ApiRoutes.guarded(json, this::scrape));
    }

    private void scrape(ServerRequest req, ServerResponse res) {
        String accept = req.headers().first(HeaderNames.ACCEPT).orElse("");
        ServerMetrics.Scrape scrape = metrics.scrape(accept);
        res.status(200);
        res.header(HeaderNames.CONTENT_TYPE, scrape.contentType());
        res.header(HeaderNames.CACHE_CONTROL, "no-store");
        res.send(scrape.body());
    }
}
