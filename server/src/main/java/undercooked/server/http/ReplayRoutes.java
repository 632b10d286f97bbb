package undercooked.server.http;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

import io.helidon.http.HeaderNames;
import io.helidon.webserver.http.Handler;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import undercooked.protocol.HttpCodec;
import undercooked.protocol.ReplayListing;
import undercooked.levels.Level;
import undercooked.levels.LevelLoader;
import undercooked.levels.ReplayFiles;
import undercooked.levels.RulesVersion;
import undercooked.protocol.ReplayFrames;
import undercooked.protocol.WireCodec;
import undercooked.server.archive.ReplayArchive;
import undercooked.server.archive.ReplayFilter;
import undercooked.server.wire.RoundFrames;
import undercooked.sim.InputScript;
import undercooked.sim.InvalidScriptException;

/**
 * The round archive over HTTP: the paged listing, and each replay's script, golden, level as
 * played and summary. Script and golden are served as the replay harness wrote them, so a
 * downloaded pair (with the level beside it) checks with {@code ./undercooked replay check}.
 */
public final class ReplayRoutes implements HttpService {

    static final int DEFAULT_LIMIT = 20;
    /** Projected rounds kept (a 3,000-tick round is about 0.5 MB of text). */
    private static final int PROJECTED_KEPT = 8;
    private static final List<String> RESULTS = List.of("won", "lost", "aborted");

    private final ReplayArchive archive;
    private final Json json = new Json();
    private final WireCodec codec = new WireCodec();
    /** The last projected rounds by id, oldest first out. */
    private final Map<Long, String> projected = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, String> eldest) {
            return size() > PROJECTED_KEPT;
        }
    };

    public ReplayRoutes(ReplayArchive archive) {
        this.archive = Objects.requireNonNull(archive, "archive");
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/api/replays", guarded(this::list))
                .get("/api/replays/{id}", guarded((req, res) -> {
                    ReplayArchive.Lookup.Found f = found(req);
                    kernel(res, f);
                    text(res, f.script());
                }))
                .get("/api/replays/{id}/golden", guarded((req, res) -> text(res, found(req).golden())))
                .get("/api/replays/{id}/level", guarded((req, res) -> text(res, found(req).level())))
                .get("/api/replays/{id}/summary", guarded((req, res) -> json.send(res, 200, found(req).summary())))
                .get("/api/replays/{id}/frames", guarded(this::frames));
    }

    private Handler guarded(Handler h) {
        return ApiRoutes.guarded(json, h);
    }

    private void list(ServerRequest req, ServerResponse res) throws SQLException {
        var q = req.query();
        Optional<String> level = q.first("level").asOptional().filter(s -> !s.isEmpty());
        Optional<String> result = q.first("result").asOptional().filter(s -> !s.isEmpty());
        if (result.isPresent() && !RESULTS.contains(result.get())) {
            throw new Json.Refusal(400, "bad_field", "result: one of won, lost, aborted");
        }
        if (level.isPresent() && level.get().length() > 128) {
            throw new Json.Refusal(400, "bad_field", "level: at most 128 characters");
        }
        int limit = (int) number(q.first("limit").asOptional(), "limit", 1, ReplayFilter.MAX_LIMIT)
                .orElse(DEFAULT_LIMIT);
        OptionalLong before = number(q.first("before").asOptional(), "before", 1, Long.MAX_VALUE);
        ReplayArchive.Listing listing = archive.list(new ReplayFilter(level, result, limit, before));
        // The cursor for the next page: the last id this page looked at, read or skipped.
        long last = Long.MAX_VALUE;
        for (ReplayListing.Entry e : listing.replays()) {
            last = Math.min(last, e.id());
        }
        for (ReplayListing.Skipped k : listing.skipped()) {
            last = Math.min(last, k.id());
        }
        int seen = listing.replays().size() + listing.skipped().size();
        json.send(res, 200, HttpCodec.write(new ReplayListing(listing.replays(), listing.skipped(),
                seen == limit ? OptionalLong.of(last) : OptionalLong.empty())));
    }

    /**
     * The round as snap frames for the browser's replay page and the studio (docs/ROOMS.md): the
     * frames as played, kept when the round was archived (decision 0040), so an upgrade whose
     * kernel plays the round's inputs differently still shows it as it was; a round archived
     * before rounds kept them, or asked for with {@code ?kernel=current}, is drawn by this server's
     * kernel, which runs the script once per request. The {@code Undercooked-Frames} header says
     * which ({@code as-played <name> <id>} or {@code current <name> <id>}). The last few drawn
     * answers are kept, since a shared link is opened by several friends and a replay never
     * changes.
     */
    private void frames(ServerRequest req, ServerResponse res) throws SQLException {
        long id = id(req);
        Optional<String> kernel = req.query().first("kernel").asOptional().filter(k -> !k.isEmpty());
        if (kernel.isPresent() && !kernel.get().equals("current")) {
            throw new Json.Refusal(400, "bad_field", "kernel: 'current' (or leave it out for the frames as played)");
        }
        if (kernel.isEmpty()) {
            Optional<ReplayArchive.AsPlayed> kept = archive.asPlayed(id);
            if (kept.isPresent()) {
                res.header(FRAMES_HEADER, "as-played " + kept.get().kernelName() + " " + kept.get().kernelId());
                text(res, kept.get().frames());
                return;
            }
        }
        String body;
        synchronized (projected) {
            body = projected.get(id);
        }
        if (body == null) {
            body = project(id, found(req));
            synchronized (projected) {
                projected.put(id, body);
            }
        }
        RulesVersion here = RulesVersion.current();
        res.header(FRAMES_HEADER, "current " + here.name() + " " + here.id());
        text(res, body);
    }

    /** Which kernel drew a frames answer: the one that played the round, or this server's. */
    static final String FRAMES_HEADER = "Undercooked-Frames";

    private String project(long id, ReplayArchive.Lookup.Found f) {
        ReplayFiles.Read<ReplayFiles.ScriptFile> read = ReplayFiles.parseScriptFile(f.script(), "replay " + id, "round");
        if (read.value().isEmpty()) {
            throw new Json.Refusal(422, "corrupt_replay", "replay " + id + " cannot be read: its script does not parse");
        }
        InputScript script = read.value().get().script();
        Optional<Level> level = f.level().isBlank() ? Optional.empty() : LevelLoader.parse(f.level(), "replay " + id).level();
        if (level.isEmpty()) {
            throw new Json.Refusal(422, "level_missing", "replay " + id + " was played on level '" + script.levelId()
                    + "', which this server cannot load any more");
        }
        try {
            RoundFrames.Stream s = RoundFrames.of(level.get().kitchen(), script);
            return codec.encode(new ReplayFrames(id, script.levelId(), script.tickHz(), s.every(), s.ticks(), s.frames()));
        } catch (InvalidScriptException e) {
            throw new Json.Refusal(422, "corrupt_replay", "replay " + id + " does not fit its level: "
                    + e.getMessage());
        }
    }

    /** The header naming the rules version a round was played under, when its summary records one. */
    static final String KERNEL_HEADER = "Undercooked-Kernel";

    /**
     * {@code Undercooked-Kernel: crisp-basil-3f9a 3f9a0c1d2e3f4a5b} (name, then id) when the round
     * records its kernel; rounds archived before rounds carried it have none.
     */
    private static void kernel(ServerResponse res, ReplayArchive.Lookup.Found f) {
        if (f.summary() instanceof JsonNode s && s.path("kernel").path("id").isTextual()
                && s.path("kernel").path("name").isTextual()) {
            res.header(KERNEL_HEADER, s.get("kernel").get("name").asText() + " " + s.get("kernel").get("id").asText());
        }
    }

    private static long id(ServerRequest req) {
        return number(Optional.of(req.path().pathParameters().get("id")), "id", 1, Long.MAX_VALUE).orElseThrow();
    }

    private ReplayArchive.Lookup.Found found(ServerRequest req) throws SQLException {
        long id = id(req);
        return switch (archive.find(id)) {
            case ReplayArchive.Lookup.Found f -> f;
            case ReplayArchive.Lookup.Missing m -> throw new Json.Refusal(404, "unknown_replay", "no replay " + id);
            case ReplayArchive.Lookup.Broken b -> throw new Json.Refusal(422, "corrupt_replay",
                    "replay " + id + " cannot be read: " + b.reason());
        };
    }

    static OptionalLong number(Optional<String> raw, String name, long min, long max) {
        if (raw.isEmpty() || raw.get().isEmpty()) {
            return OptionalLong.empty();
        }
        try {
            long v = Long.parseLong(raw.get());
            if (v >= min && v <= max) {
                return OptionalLong.of(v);
            }
        } catch (NumberFormatException e) {
            // Falls through to the refusal below.
        }
        String shown = raw.get().length() > 24 ? raw.get().substring(0, 24) + "..." : raw.get();
        throw new Json.Refusal(400, "bad_field", name + ": a whole number " + min + ".." + max + ", got '" + shown + "'");
    }

    private static void text(ServerResponse res, String body) {
        res.status(200);
        res.header(HeaderNames.CONTENT_TYPE, "application/json");
        res.header(HeaderNames.CACHE_CONTROL, "no-store");
        res.send(body.getBytes(StandardCharsets.UTF_8));
    }
}
