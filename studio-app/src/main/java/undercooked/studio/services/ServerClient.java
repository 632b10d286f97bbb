package undercooked.studio.services;

import java.io.IOException;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Function;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import undercooked.protocol.ApiError;
import undercooked.protocol.HttpCodec;
import undercooked.protocol.RoomListing;
import undercooked.protocol.Stats;
import undercooked.studio.ErrorReport;

/**
 * A game server's HTTP API as the studio reads it: one GET with the API's error shape turned into
 * an {@link ErrorReport} (a server that is down, a 404 or 422 with the server's code and message),
 * never an exception to the caller. The replay archive and the room browser both go through here;
 * the room list and the census come back as the protocol's records ({@link #rooms}, {@link #stats}).
 */
public final class ServerClient {

    /** A body, or why there is none. */
    public record Body(String text, Optional<ErrorReport> error) {
    }

    /** An answer read into the API's record for it, or why there is none. */
    public record Answer<T>(Optional<T> value, Optional<ErrorReport> error) {
        static <T> Answer<T> of(T value) {
            return new Answer<>(Optional.of(value), Optional.empty());
        }

        static <T> Answer<T> failed(ErrorReport why) {
            return new Answer<>(Optional.empty(), Optional.of(why));
        }
    }

    private final OkHttpClient http;
    private final String base;

    /** @param baseUrl e.g. {@code http://127.0.0.1:8080}; no scheme means http, a trailing slash is dropped */
    public ServerClient(String baseUrl) {
        this.base = normalise(baseUrl);
        this.http = new OkHttpClient.Builder().connectTimeout(Duration.ofSeconds(3)).readTimeout(Duration.ofSeconds(10))
                .callTimeout(Duration.ofSeconds(20)).build();
    }

    public String baseUrl() {
        return base;
    }

    /** The OkHttp client, shared with the WebSockets opened to the same server. */
    public OkHttpClient http() {
        return http;
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

    /** GETs a path under the server ({@code /api/rooms}) or a full URL of it. */
    public Body get(String pathOrUrl) {
        String url = pathOrUrl.startsWith("http") ? pathOrUrl : base + pathOrUrl;
        Request req;
        try {
            req = new Request.Builder().url(url).header("Accept", "application/json").build();
        } catch (IllegalArgumentException e) {
            return new Body("", Optional.of(badUrl()));
        }
        return call(req, url);
    }

    /** {@code GET /api/rooms}: the rooms the server runs. */
    public Answer<RoomListing> rooms() {
        return read("/api/rooms", HttpCodec::readRoomListing, e -> notOurs("not_a_server"));
    }

    /** {@code GET /api/stats}: the server's census (rooms, sockets, ticks, archive). */
    public Answer<Stats> stats() {
        return read("/api/stats", HttpCodec::readStats, e -> notOurs("not_a_server"));
    }

    /**
     * A GET (as {@link #get}) whose body {@code codec} reads into its record; a body the codec
     * refuses (its {@link IllegalArgumentException}) is reported as {@code unreadable} says.
     */
    public <T> Answer<T> read(String pathOrUrl, Function<String, T> codec,
                              Function<IllegalArgumentException, ErrorReport> unreadable) {
        Body b = get(pathOrUrl);
        if (b.error().isPresent()) {
            return Answer.failed(b.error().get());
        }
        try {
            return Answer.of(codec.apply(b.text()));
        } catch (IllegalArgumentException e) {
            return Answer.failed(unreadable.apply(e));
        }
    }

    /** POSTs a JSON body to a path under the server ({@code /api/rooms}); errors as for {@link #get}. */
    public Body post(String path, String json) {
        String url = base + path;
        Request req;
        try {
            req = new Request.Builder().url(url).header("Accept", "application/json")
                    .post(okhttp3.RequestBody.create(json, okhttp3.MediaType.get("application/json"))).build();
        } catch (IllegalArgumentException e) {
            return new Body("", Optional.of(badUrl()));
        }
        return call(req, url);
    }

    private Body call(Request req, String url) {
        try (Response r = http.newCall(req).execute()) {
            String text = r.body().string();
            if (r.isSuccessful()) {
                return new Body(text, Optional.empty());
            }
            // not the API's error shape: keep the status
            Optional<ApiError> err = HttpCodec.readApiError(text);
            String code = err.map(ApiError::code).orElse("http_" + r.code());
            String message = err.map(ApiError::message).orElse("");
            String todo = switch (code) {
                case "corrupt_replay" -> "The server keeps this round but its file is damaged; pick another round.";
                case "unknown_replay" -> "The round is not (or no longer) in this server's archive; refresh the list.";
                case "unknown_level" -> "The server does not have this level; the room may have been made with another one.";
                case "room_full" -> "Close a room or raise the server's max_rooms, then try again.";
                case "invalid_level" -> "Fix the level's problems (the editor lists them) and try again.";
                case "level_changed" -> "Open the replay with the level it was played on beside it (a server's round: its /level).";
                case "invalid_takeover" -> "Pick a tick inside the round (before its verdict), or another replay.";
                default -> "Check the server URL; it should be the address the browser client is served from.";
            };
            return new Body("", Optional.of(new ErrorReport(code, url + " answered " + r.code()
                    + (message.isEmpty() ? "." : ": " + message), todo)));
        } catch (IOException e) {
            return new Body("", Optional.of(unreachable(e)));
        }
    }

    /** The report for a server that did not answer. */
    public ErrorReport unreachable(Exception e) {
        // An https:// URL to a server that speaks plain HTTP fails its handshake: the server runs.
        boolean tls = e instanceof javax.net.ssl.SSLException && base.startsWith("https://");
        return new ErrorReport("server_unreachable", "No answer from " + base + " (" + e.getClass().getSimpleName()
                + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ").", tls
                ? "The server there does not speak TLS: use " + base.replaceFirst("^https://", "http://") + " instead."
                : "Check that the server runs (./undercooked serve) and the URL and port are right.");
    }

    public ErrorReport badUrl() {
        return new ErrorReport("bad_url", "'" + base + "' is not a server URL.", "Type it as http://host:port, e.g. http://127.0.0.1:8080.");
    }

    /** The report for an answer that is not what an Undercooked server says. */
    public ErrorReport notOurs(String what) {
        return new ErrorReport("not_an_archive".equals(what) ? what : "not_a_server", base + " answered, but not with "
                + ("not_an_archive".equals(what) ? "a round archive." : "an Undercooked server's API."),
                "Check the URL: it should be an Undercooked server (./undercooked serve).");
    }

    /**
     * A room's level as a list shows it: a play-test room plays its level under a room-scoped id
     * ({@code 02_salad_bar__room_kkyef}, docs/ROOMS.md), shown as {@code 02_salad_bar (play-test)}.
     */
    public static String shownLevel(String id) {
        int at = id.indexOf("__room_");
        return at < 0 ? id : id.substring(0, at) + " (play-test)";
    }
}
