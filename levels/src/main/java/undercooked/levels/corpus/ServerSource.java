package undercooked.levels.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A server's round archive over HTTP ({@code GET /api/replays} page by page, newest first, then
 * each round's script, golden and summary). One page of ids is held at a time. The walk ends
 * early, with one entry saying so, when the listing stops answering or when {@link #GIVE_UP}
 * rounds in a row could not be fetched: a server that went away mid-survey is reported, not
 * waited on forever.
 */
final class ServerSource implements RoundSource {
    static final int PAGE = 100;
    static final int GIVE_UP = 3;
    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final String base;
    private final Filter filter;
    private final HttpClient client;
    private final Deque<Pending> page = new ArrayDeque<>();
    private final AtomicInteger failedInARow = new AtomicInteger();
    private OptionalLong before = OptionalLong.empty();
    private boolean lastPage;
    private boolean closed;

    ServerSource(URI base, Filter filter, HttpClient client) {
        String b = Objects.requireNonNull(base, "base").toString();
        this.base = b.endsWith("/") ? b.substring(0, b.length() - 1) : b;
        this.filter = Objects.requireNonNull(filter, "filter");
        this.client = Objects.requireNonNull(client, "client");
    }

    @Override
    public synchronized Optional<Pending> next() {
        if (closed) {
            return Optional.empty();
        }
        if (failedInARow.get() >= GIVE_UP) {
            closed = true;
            return Optional.of(Entry.of(new Unreadable(base, base, "the server stopped answering: " + GIVE_UP
                    + " rounds in a row could not be fetched; the walk ends here")));
        }
        if (page.isEmpty() && !lastPage) {
            fetchPage();
        }
        return Optional.ofNullable(page.poll());
    }

    @Override
    public OptionalLong expected() {
        return OptionalLong.empty();
    }

    @Override
    public synchronized void close() {
        closed = true;
        page.clear();
    }

    private void fetchPage() {
        StringBuilder q = new StringBuilder(base).append("/api/replays?limit=").append(PAGE);
        filter.level().ifPresent(l -> q.append("&level=").append(URLEncoder.encode(l, StandardCharsets.UTF_8)));
        before.ifPresent(b -> q.append("&before=").append(b));
        JsonNode listing;
        try {
            listing = JSON.readTree(get(q.toString()));
        } catch (IOException | Refused e) {
            lastPage = true;
            page.add(Entry.of(new Unreadable(base, base, "the archive's listing did not answer: " + e.getMessage()
                    + "; the walk ends here")));
            return;
        }
        for (JsonNode r : listing.path("replays")) {
            long id = r.path("id").asLong();
            if (filter.sinceMs().isPresent() && r.path("ended_at").asLong() < filter.sinceMs().getAsLong()) {
                lastPage = true; // newest first: every later round ended earlier still
                return;
            }
            page.add(round(id));
        }
        for (JsonNode k : listing.path("skipped")) {
            String link = link(k.path("id").asLong());
            page.add(Entry.of(new Unreadable("replay " + k.path("id").asLong(), link, k.path("reason").asText())));
        }
        JsonNode next = listing.path("next_before");
        if (next.canConvertToLong() && !next.isNull()) {
            before = OptionalLong.of(next.asLong());
        } else {
            lastPage = true;
        }
    }

    private String link(long id) {
        return base + "/api/replays/" + id;
    }

    private Pending round(long id) {
        String name = "replay " + id;
        String link = link(id);
        return new Entry(name, () -> {
            try {
                String script = get(link);
                String golden = get(link + "/golden");
                JsonNode summary = JSON.readTree(get(link + "/summary"));
                failedInARow.set(0);
                return Reading.served(name, link, script, golden, Optional.empty(), Optional.ofNullable(summary));
            } catch (Refused e) {
                failedInARow.set(0);
                return new Unreadable(name, link, e.getMessage());
            } catch (Reading.Bad e) {
                return new Unreadable(name, link, e.getMessage());
            } catch (IOException e) {
                failedInARow.incrementAndGet();
                return new Unreadable(name, link, "the server stopped answering: " + e.getMessage());
            }
        });
    }

    /** A refusal the server answered with (its status and API message). */
    private static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }

    private String get(String url) throws IOException, Refused {
        HttpRequest req = HttpRequest.newBuilder(URI.create(url)).timeout(TIMEOUT).GET().build();
        HttpResponse<String> res;
        try {
            res = client.send(req, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        } catch (java.net.ConnectException e) {
            // the JDK's client says null here: the reason the reader can act on is that nothing listens
            throw new IOException("nothing answers at " + req.uri().getHost() + ":" + req.uri().getPort()
                    + " (connection refused): is the server running, and is that its address?", e);
        } catch (java.net.http.HttpTimeoutException e) {
            throw new IOException("no answer within " + TIMEOUT.toSeconds() + " s", e);
        } catch (IOException e) {
            throw e.getMessage() == null ? new IOException(e.getClass().getSimpleName(), e) : e;
        }
        if (res.statusCode() == 200) {
            return res.body();
        }
        String why;
        try {
            JsonNode err = JSON.readTree(res.body());
            why = err.path("message").isTextual() ? err.get("message").asText() : "HTTP " + res.statusCode();
        } catch (IOException e) {
            why = "HTTP " + res.statusCode();
        }
        if (res.statusCode() >= 500) {
            throw new IOException("HTTP " + res.statusCode() + " " + why);
        }
        throw new Refused("the server refused it (HTTP " + res.statusCode() + "): " + why);
    }
}
