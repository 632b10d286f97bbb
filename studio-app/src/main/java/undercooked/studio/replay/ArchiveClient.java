package undercooked.studio.replay;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import undercooked.studio.ErrorReport;

/**
 * A server's round archive over HTTP (docs/ROOMS.md, "The round archive"): the list with its
 * filters and paging, and one round's script, golden and level. Every failure is an
 * {@link ErrorReport} (server down, not an archive, 404, 422 {@code corrupt_replay}), never an
 * exception to the caller.
 */
public final class ArchiveClient {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    /** One archived round as the list shows it. */
    public record Entry(long id, String room, String level, String result, int score, int stars, long ticks,
                        long endedAt, String players) {
    }

    /** One page of the list, newest first; {@code nextBefore} pages on. */
    public record Page(List<Entry> entries, OptionalLong nextBefore, int skipped) {
        public Page {
            entries = List.copyOf(entries);
        }
    }

    /** The list's filters; empty strings mean any. {@code sinceMs} keeps rounds ended at or after it (0: any). */
    public record Filter(String level, String result, long sinceMs) {
        public static final Filter ANY = new Filter("", "", 0);

        public Filter {
            Objects.requireNonNull(level, "level");
            Objects.requireNonNull(result, "result");
        }
    }

    /** What a fetch gave: the texts of a round, or why not. */
    public record Fetched(Optional<Texts> texts, Optional<ErrorReport> error) {
    }

    public record Texts(String script, Optional<String> golden, Optional<String> level) {
    }

    /** What listing gave. */
    public record Listed(Optional<Page> page, Optional<ErrorReport> error) {
    }

    private final OkHttpClient http;
    private final String base;

    /** @param baseUrl e.g. {@code http://127.0.0.1:8080}; a trailing slash is dropped */
    public ArchiveClient(String baseUrl) {
        this.base = normalise(baseUrl);
        this.http = new OkHttpClient.Builder().connectTimeout(Duration.ofSeconds(3)).readTimeout(Duration.ofSeconds(10))
                .callTimeout(Duration.ofSeconds(20)).build();
    }

    public String baseUrl() {
        return base;
    }

    /** {@code http://host:8080/} -> {@code http://host:8080}; no scheme means http. */
    public static String normalise(String url) {
        String u = url.strip();
        if (!u.startsWith("http://") && !u.startsWith("https://")) {
            u = "http://" + u;
        }
        while (u.endsWith("/")) {
            u = u.substring(0, u.length() - 1);
        }
        return u;
    }

    /** A round URL ({@code http://host:8080/api/replays/7}) as its server and id, or empty. */
    public static Optional<ReplaySource.ServerSource> parseRoundUrl(String url) {
        String u = normalise(url);
        int at = u.lastIndexOf("/api/replays/");
        if (at < 0) {
            return Optional.empty();
        }
        try {
            return Optional.of(new ReplaySource.ServerSource(u.substring(0, at),
                    Long.parseLong(u.substring(at + "/api/replays/".length()))));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    public Listed list(Filter filter, OptionalLong before, int limit) {
        HttpUrl parsed = HttpUrl.parse(base + "/api/replays");
        if (parsed == null) {
            return new Listed(Optional.empty(), Optional.of(badUrl()));
        }
        HttpUrl.Builder url = parsed.newBuilder().addQueryParameter("limit", Integer.toString(limit));
        if (!filter.level().isBlank()) {
            url.addQueryParameter("level", filter.level().strip());
        }
        if (!filter.result().isBlank()) {
            url.addQueryParameter("result", filter.result().strip());
        }
        before.ifPresent(b -> url.addQueryParameter("before", Long.toString(b)));
        Body body = get(url.build().toString());
        if (body.error().isPresent()) {
            return new Listed(Optional.empty(), body.error());
        }
        try {
            JsonNode root = MAPPER.readTree(body.text());
            JsonNode list = root.path("replays");
            if (!list.isArray()) {
                return new Listed(Optional.empty(), Optional.of(notAnArchive()));
            }
            List<Entry> out = new ArrayList<>();
            for (JsonNode r : list) {
                if (filter.sinceMs() > 0 && r.path("ended_at").asLong() < filter.sinceMs()) {
                    continue;
                }
                List<String> names = new ArrayList<>();
                r.path("players").forEach(p -> names.add(p.path("name").asText(p.path("player_id").asText())));
                out.add(new Entry(r.path("id").asLong(), r.path("room").asText(), r.path("level").asText(),
                        r.path("result").asText(), r.path("score").asInt(), r.path("stars").asInt(), r.path("ticks").asLong(),
                        r.path("ended_at").asLong(), String.join(", ", names)));
            }
            JsonNode next = root.path("next_before");
            return new Listed(Optional.of(new Page(out, next.canConvertToLong() && !next.isNull()
                    ? OptionalLong.of(next.asLong()) : OptionalLong.empty(), root.path("skipped").size())), Optional.empty());
        } catch (IOException e) {
            return new Listed(Optional.empty(), Optional.of(notAnArchive()));
        }
    }

    /** Round {@code id}: its script, and its golden and level when the server has them. */
    public Fetched fetch(long id) {
        String at = base + "/api/replays/" + id;
        Body script = get(at);
        if (script.error().isPresent()) {
            return new Fetched(Optional.empty(), script.error());
        }
        Body golden = get(at + "/golden");
        Body level = get(at + "/level");
        return new Fetched(Optional.of(new Texts(script.text(), golden.error().isEmpty() ? Optional.of(golden.text())
                : Optional.empty(), level.error().isEmpty() ? Optional.of(level.text()) : Optional.empty())), Optional.empty());
    }

    private record Body(String text, Optional<ErrorReport> error) {
    }

    private Body get(String url) {
        Request req;
        try {
            req = new Request.Builder().url(url).header("Accept", "application/json").build();
        } catch (IllegalArgumentException e) {
            return new Body("", Optional.of(badUrl()));
        }
        try (Response r = http.newCall(req).execute()) {
            String text = r.body().string();
            if (r.isSuccessful()) {
                return new Body(text, Optional.empty());
            }
            String code = "http_" + r.code();
            String message = "";
            try {
                JsonNode err = MAPPER.readTree(text);
                code = err.path("code").asText(code);
                message = err.path("message").asText("");
            } catch (IOException ignored) {
                // not the API's JSON: keep the status
            }
            String todo = switch (code) {
                case "corrupt_replay" -> "The server keeps this round but its file is damaged; pick another round.";
                case "unknown_replay" -> "The round is not (or no longer) in this server's archive; refresh the list.";
                default -> "Check the server URL; it should be the address the browser client is served from.";
            };
            return new Body("", Optional.of(new ErrorReport(code, url + " answered " + r.code()
                    + (message.isEmpty() ? "." : ": " + message), todo)));
        } catch (IOException e) {
            return new Body("", Optional.of(new ErrorReport("server_unreachable", "No answer from " + base + " ("
                    + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ").",
                    "Check that the server runs (./undercooked serve) and the URL and port are right.")));
        }
    }

    private ErrorReport badUrl() {
        return new ErrorReport("bad_url", "'" + base + "' is not a server URL.", "Type it as http://host:port, e.g. http://127.0.0.1:8080.");
    }

    private ErrorReport notAnArchive() {
        return new ErrorReport("not_an_archive", base + " answered, but not with a round archive.",
                "Check the URL: it should be an Undercooked server (./undercooked serve).");
    }
}
