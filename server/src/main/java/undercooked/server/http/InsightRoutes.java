package undercooked.server.http;

import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.regex.Pattern;

import io.helidon.http.HeaderNames;
import io.helidon.webserver.http.Handler;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;

import undercooked.levels.insight.OrderTrack;
import undercooked.protocol.InsightsCodec;
import undercooked.protocol.LevelInsights;
import undercooked.server.archive.SummaryFilter;
import undercooked.server.insights.Focus;
import undercooked.server.insights.Insights;

/**
 * A level's insights over HTTP (docs/ROOMS.md, "Level insights"): {@code GET
 * /api/levels/{id}/insights} (JSON, or CSV with {@code format=csv}) and {@code GET
 * /api/levels/{id}/insights/moments} (the moments behind one number). Each request runs on its
 * own virtual thread; no room's thread or lock is involved. A parameter the API does not know is
 * refused like a bad value, so a misspelt filter never answers for every round.
 */
public final class InsightRoutes implements HttpService {

    static final int DEFAULT_MOMENTS = 50;
    static final int MAX_MOMENTS = 500;
    private static final Pattern LEVEL_ID = Pattern.compile("[A-Za-z0-9_.-]{1,128}");
    private static final Pattern SHA = Pattern.compile("[0-9a-f]{64}");
    private static final List<String> RESULTS = List.of("won", "lost", "aborted");
    private static final Set<String> FILTER = Set.of("from", "to", "cooks", "who", "result", "limit", "version");
    private static final Set<String> QUERY = union(FILTER, Set.of("format"));
    private static final Set<String> MOMENTS = union(FILTER, Set.of("what", "x", "y", "recipe", "moments"));

    private final Insights insights;
    private final Json json = new Json();

    public InsightRoutes(Insights insights) {
        this.insights = Objects.requireNonNull(insights, "insights");
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/api/levels/{id}/insights", guarded(this::query))
                .get("/api/levels/{id}/insights/moments", guarded(this::moments));
    }

    private Handler guarded(Handler h) {
        return ApiRoutes.guarded(json, h);
    }

    private void query(ServerRequest req, ServerResponse res) throws SQLException {
        known(req, QUERY);
        String format = param(req, "format").orElse("json");
        if (!format.equals("json") && !format.equals("csv")) {
            throw new Json.Refusal(400, "bad_field", "format: json or csv, got '" + shown(format) + "'");
        }
        LevelInsights answer = insights.query(filter(req), version(req));
        if (format.equals("csv")) {
            res.status(200);
            res.header(HeaderNames.CONTENT_TYPE, "text/csv; charset=utf-8");
            res.header(HeaderNames.CONTENT_DISPOSITION, "attachment; filename=\"" + answer.level() + "-insights.csv\"");
            res.header(HeaderNames.CACHE_CONTROL, "no-store");
            res.send(InsightsCodec.csv(answer).getBytes(StandardCharsets.UTF_8));
        } else {
            json.send(res, 200, InsightsCodec.write(answer));
        }
    }

    private void moments(ServerRequest req, ServerResponse res) throws SQLException {
        known(req, MOMENTS);
        String what = param(req, "what").orElseThrow(() -> new Json.Refusal(400, "bad_field", "what: " + WHATS));
        Focus focus;
        if (LevelInsights.LAYERS.contains(what) || what.equals("station")) {
            int x = (int) ReplayRoutes.number(param(req, "x"), "x", 0, 1023).orElseThrow(() -> missing("x"));
            int y = (int) ReplayRoutes.number(param(req, "y"), "y", 0, 1023).orElseThrow(() -> missing("y"));
            focus = new Focus(what, x, y, "");
        } else if (what.equals("served") || what.equals("missed") || Insights.STEPS.containsKey(what) || stage(what)) {
            String recipe = param(req, "recipe").filter(r -> LEVEL_ID.matcher(r).matches())
                    .orElseThrow(() -> new Json.Refusal(400, "bad_field", "recipe: the recipe id of the funnel step"));
            focus = new Focus(what, -1, -1, recipe);
        } else if (what.equals("rounds") || what.equals(Insights.BROKEN)) {
            focus = new Focus(what, -1, -1, "");
        } else {
            throw new Json.Refusal(400, "bad_field", "what: " + WHATS + ", got '" + shown(what) + "'");
        }
        int limit = (int) ReplayRoutes.number(param(req, "moments"), "moments", 1, MAX_MOMENTS).orElse(DEFAULT_MOMENTS);
        json.send(res, 200, InsightsCodec.write(insights.moments(filter(req), version(req), focus, limit)));
    }

    private static boolean stage(String what) {
        if (!what.startsWith("missed:")) {
            return false;
        }
        String s = what.substring("missed:".length());
        for (OrderTrack.Stage st : OrderTrack.Stage.values()) {
            if (st != OrderTrack.Stage.SERVED && st.wireName().equals(s)) {
                return true;
            }
        }
        return false;
    }

    private static SummaryFilter filter(ServerRequest req) {
        String level = req.path().pathParameters().get("id");
        if (!LEVEL_ID.matcher(level).matches()) {
            throw new Json.Refusal(400, "bad_field", "level: letters, digits, '_', '-' and '.', at most 128");
        }
        OptionalLong from = ReplayRoutes.number(param(req, "from"), "from", 0, Long.MAX_VALUE);
        OptionalLong to = ReplayRoutes.number(param(req, "to"), "to", 1, Long.MAX_VALUE);
        if (from.isPresent() && to.isPresent() && from.getAsLong() >= to.getAsLong()) {
            throw new Json.Refusal(400, "bad_field", "to: after from (epoch ms, from inclusive, to exclusive)");
        }
        OptionalLong cooks = ReplayRoutes.number(param(req, "cooks"), "cooks", 1, 4);
        String whoText = param(req, "who").orElse("all");
        SummaryFilter.Who who = switch (whoText) {
            case "humans" -> SummaryFilter.Who.HUMANS;
            case "bots" -> SummaryFilter.Who.BOTS;
            case "all" -> SummaryFilter.Who.ALL;
            default -> throw new Json.Refusal(400, "bad_field", "who: humans, bots or all, got '" + shown(whoText) + "'");
        };
        Optional<String> result = param(req, "result");
        if (result.isPresent() && !RESULTS.contains(result.get())) {
            throw new Json.Refusal(400, "bad_field", "result: one of won, lost, aborted");
        }
        int limit = (int) ReplayRoutes.number(param(req, "limit"), "limit", 1, SummaryFilter.MAX_ROUNDS)
                .orElse(SummaryFilter.MAX_ROUNDS);
        return new SummaryFilter(level, from, to,
                cooks.isPresent() ? OptionalInt.of((int) cooks.getAsLong()) : OptionalInt.empty(), who, result, limit);
    }

    private static Optional<String> version(ServerRequest req) {
        Optional<String> v = param(req, "version");
        if (v.isPresent() && !SHA.matcher(v.get()).matches()) {
            throw new Json.Refusal(400, "bad_field", "version: a level's sha256, 64 lowercase hex digits");
        }
        return v;
    }

    private static void known(ServerRequest req, Set<String> allowed) {
        for (String name : req.query().names()) {
            if (!allowed.contains(name)) {
                throw new Json.Refusal(400, "bad_field", "unknown parameter '" + shown(name) + "'; known: "
                        + String.join(", ", allowed.stream().sorted().toList()));
            }
        }
    }

    private static Optional<String> param(ServerRequest req, String name) {
        return req.query().first(name).asOptional().filter(s -> !s.isEmpty());
    }

    private static Json.Refusal missing(String name) {
        return new Json.Refusal(400, "bad_field", name + ": required for a layer's or a station's cell (a whole number 0..1023)");
    }

    private static String shown(String s) {
        return s.length() > 24 ? s.substring(0, 24) + "..." : s;
    }

    private static final String WHATS = "a layer (" + String.join(", ", LevelInsights.LAYERS) + ") or station with"
            + " x and y; spawned, started, cooked, plated, served, missed or missed:STAGE with a recipe; rounds; or broken";

    private static Set<String> union(Set<String> a, Set<String> b) {
        java.util.Set<String> u = new java.util.TreeSet<>(a);
        u.addAll(b);
        return Set.copyOf(u);
    }
}
