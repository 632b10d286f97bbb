package undercooked.protocol;

import static undercooked.protocol.HttpCodec.array;
import static undercooked.protocol.HttpCodec.integer;
import static undercooked.protocol.HttpCodec.optionalNumber;
import static undercooked.protocol.HttpCodec.optionalText;
import static undercooked.protocol.HttpCodec.parse;
import static undercooked.protocol.HttpCodec.putOrNull;
import static undercooked.protocol.HttpCodec.text;
import static undercooked.protocol.HttpCodec.whole;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.OptionalLong;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@link LevelInsights} and {@link InsightMoments} as JSON (the server writes, the studio and the
 * tests read), and the insights as CSV for a spreadsheet. Kept apart from {@link HttpCodec} so
 * neither file grows past a screenful of answers; the field helpers are HttpCodec's.
 */
public final class InsightsCodec {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private InsightsCodec() {
    }

    public static ObjectNode write(LevelInsights in) {
        ObjectNode o = NODES.objectNode();
        o.put("level", in.level());
        o.put("level_sha256", in.levelSha256());
        ObjectNode q = o.putObject("query");
        putWholeOrNull(q, "from", in.query().fromMs());
        putWholeOrNull(q, "to", in.query().toMs());
        if (in.query().cooks().isPresent()) {
            q.put("cooks", in.query().cooks().getAsInt());
        } else {
            q.putNull("cooks");
        }
        q.put("who", in.query().who());
        q.put("result", in.query().result().orElse(null));
        q.put("limit", in.query().limit());
        o.put("width", in.width()).put("height", in.height()).put("rounds", in.rounds())
                .put("other_versions", in.otherVersions()).put("broken", in.broken()).put("waiting", in.waiting())
                .put("capped", in.capped()).put("matched", in.matched()).put("note", in.note());
        ArrayNode layers = o.putArray("layers");
        for (LevelInsights.Layer l : in.layers()) {
            ObjectNode lo = layers.addObject().put("name", l.name()).put("max", l.max());
            ArrayNode cells = lo.putArray("cells");
            for (LevelInsights.Cell c : l.cells()) {
                cells.addObject().put("x", c.x()).put("y", c.y()).put("count", c.count()).put("rounds", c.rounds())
                        .set("moments", moments(c.moments()));
            }
        }
        ArrayNode funnel = o.putArray("funnel");
        for (LevelInsights.RecipeFunnel f : in.funnel()) {
            ObjectNode fo = funnel.addObject().put("recipe", f.recipe()).put("spawned", f.spawned())
                    .put("started", f.started()).put("cooked", f.cooked()).put("plated", f.plated())
                    .put("served", f.served()).put("missed", f.missed());
            ArrayNode stops = fo.putArray("missed_stopped_at");
            for (LevelInsights.Stop s : f.missedStoppedAt()) {
                stops.addObject().put("stage", s.stage()).put("count", s.count()).set("moments", moments(s.moments()));
            }
            putOrNull(fo, "serve_p50_s", f.serveP50());
            putOrNull(fo, "serve_p90_s", f.serveP90());
            putOrNull(fo, "serve_p99_s", f.serveP99());
        }
        ArrayNode stations = o.putArray("stations");
        for (LevelInsights.StationLoad s : in.stations()) {
            stations.addObject().put("index", s.index()).put("kind", s.kind()).put("x", s.x()).put("y", s.y())
                    .put("busy_share", s.busyShare()).put("wait_s_per_round", s.waitSecondsPerRound());
        }
        ArrayNode trend = o.putArray("trend");
        for (LevelInsights.TrendPoint t : in.trend()) {
            trend.addObject().put("from", t.fromMs()).put("to", t.toMs()).put("rounds", t.rounds())
                    .put("score", t.score()).put("stars", t.stars()).put("served", t.served())
                    .put("missed", t.missed()).put("wasted", t.wasted());
        }
        return o;
    }

    public static ObjectNode write(InsightMoments m) {
        ObjectNode o = NODES.objectNode();
        o.put("level", m.level()).put("what", m.what()).put("x", m.x()).put("y", m.y()).put("recipe", m.recipe())
                .put("total", m.total()).put("rounds", m.rounds()).put("headline", m.headline());
        o.set("moments", moments(m.moments()));
        return o;
    }

    private static ArrayNode moments(List<LevelInsights.Moment> ms) {
        ArrayNode a = NODES.arrayNode();
        for (LevelInsights.Moment m : ms) {
            a.addObject().put("replay", m.replay()).put("tick", m.tick()).put("x", m.x()).put("y", m.y())
                    .put("what", m.what()).put("weight", m.weight()).put("field", m.field());
        }
        return a;
    }

    public static LevelInsights readLevelInsights(String json) {
        JsonNode o = parse(json);
        JsonNode q = o.path("query");
        LevelInsights.Query query = new LevelInsights.Query(optionalWhole(q, "from"), optionalWhole(q, "to"),
                q.path("cooks").isNumber() ? OptionalInt.of(integer(q, "cooks")) : OptionalInt.empty(),
                text(q, "who"), optionalText(q, "result"), integer(q, "limit"));
        List<LevelInsights.Layer> layers = new ArrayList<>();
        for (JsonNode l : array(o, "layers")) {
            List<LevelInsights.Cell> cells = new ArrayList<>();
            for (JsonNode c : array(l, "cells")) {
                cells.add(new LevelInsights.Cell(integer(c, "x"), integer(c, "y"), whole(c, "count"),
                        integer(c, "rounds"), readMoments(array(c, "moments"))));
            }
            layers.add(new LevelInsights.Layer(text(l, "name"), whole(l, "max"), cells));
        }
        List<LevelInsights.RecipeFunnel> funnel = new ArrayList<>();
        for (JsonNode f : array(o, "funnel")) {
            List<LevelInsights.Stop> stops = new ArrayList<>();
            for (JsonNode s : array(f, "missed_stopped_at")) {
                stops.add(new LevelInsights.Stop(text(s, "stage"), whole(s, "count"), readMoments(array(s, "moments"))));
            }
            funnel.add(new LevelInsights.RecipeFunnel(text(f, "recipe"), whole(f, "spawned"), whole(f, "started"),
                    whole(f, "cooked"), whole(f, "plated"), whole(f, "served"), whole(f, "missed"), stops,
                    optionalNumber(f, "serve_p50_s"), optionalNumber(f, "serve_p90_s"), optionalNumber(f, "serve_p99_s")));
        }
        List<LevelInsights.StationLoad> stations = new ArrayList<>();
        for (JsonNode s : array(o, "stations")) {
            stations.add(new LevelInsights.StationLoad(integer(s, "index"), text(s, "kind"), integer(s, "x"),
                    integer(s, "y"), HttpCodec.number(s, "busy_share").asDouble(),
                    HttpCodec.number(s, "wait_s_per_round").asDouble()));
        }
        List<LevelInsights.TrendPoint> trend = new ArrayList<>();
        for (JsonNode t : array(o, "trend")) {
            trend.add(new LevelInsights.TrendPoint(whole(t, "from"), whole(t, "to"), integer(t, "rounds"),
                    HttpCodec.number(t, "score").asDouble(), HttpCodec.number(t, "stars").asDouble(),
                    HttpCodec.number(t, "served").asDouble(), HttpCodec.number(t, "missed").asDouble(),
                    HttpCodec.number(t, "wasted").asDouble()));
        }
        return new LevelInsights(text(o, "level"), text(o, "level_sha256"), query, integer(o, "width"),
                integer(o, "height"), integer(o, "rounds"), integer(o, "other_versions"), integer(o, "broken"),
                integer(o, "waiting"), o.path("capped").asBoolean(), o.path("matched").asLong(), text(o, "note"), layers, funnel, stations, trend);
    }

    public static InsightMoments readInsightMoments(String json) {
        JsonNode o = parse(json);
        return new InsightMoments(text(o, "level"), text(o, "what"), integer(o, "x"), integer(o, "y"),
                text(o, "recipe"), whole(o, "total"), integer(o, "rounds"), text(o, "headline"),
                readMoments(array(o, "moments")));
    }

    private static List<LevelInsights.Moment> readMoments(JsonNode a) {
        List<LevelInsights.Moment> out = new ArrayList<>();
        for (JsonNode m : a) {
            out.add(new LevelInsights.Moment(whole(m, "replay"), whole(m, "tick"), integer(m, "x"), integer(m, "y"),
                    text(m, "what"), whole(m, "weight"), m.path("field").isTextual() ? m.get("field").asText() : ""));
        }
        return out;
    }

    private static OptionalLong optionalWhole(JsonNode o, String key) {
        return o.path(key).isNumber() ? OptionalLong.of(whole(o, key)) : OptionalLong.empty();
    }

    private static void putWholeOrNull(ObjectNode o, String key, OptionalLong v) {
        if (v.isPresent()) {
            o.put(key, v.getAsLong());
        } else {
            o.putNull(key);
        }
    }

    /**
     * The insights as one CSV table for a spreadsheet: {@code section,name,x,y,recipe,stage,value,rounds}.
     * Sections: layer (a cell's count), funnel (a recipe's step), missed_at (where missed orders
     * stopped), serve_s (percentiles), station (busy share), trend (mean score per time slice).
     */
    public static String csv(LevelInsights in) {
        StringBuilder b = new StringBuilder("section,name,x,y,recipe,stage,value,rounds\n");
        for (LevelInsights.Layer l : in.layers()) {
            for (LevelInsights.Cell c : l.cells()) {
                row(b, "layer", l.name(), c.x(), c.y(), "", "", Long.toString(c.count()), c.rounds());
            }
        }
        for (LevelInsights.RecipeFunnel f : in.funnel()) {
            long[] steps = {f.spawned(), f.started(), f.cooked(), f.plated(), f.served()};
            String[] names = {"spawned", "started", "cooked", "plated", "served"};
            for (int i = 0; i < steps.length; i++) {
                row(b, "funnel", "orders", -1, -1, f.recipe(), names[i], Long.toString(steps[i]), in.rounds());
            }
            row(b, "funnel", "orders", -1, -1, f.recipe(), "missed", Long.toString(f.missed()), in.rounds());
            for (LevelInsights.Stop s : f.missedStoppedAt()) {
                row(b, "missed_at", "orders", -1, -1, f.recipe(), s.stage(), Long.toString(s.count()), in.rounds());
            }
            f.serveP50().ifPresent(v -> row(b, "serve_s", "p50", -1, -1, f.recipe(), "", num(v), in.rounds()));
            f.serveP90().ifPresent(v -> row(b, "serve_s", "p90", -1, -1, f.recipe(), "", num(v), in.rounds()));
            f.serveP99().ifPresent(v -> row(b, "serve_s", "p99", -1, -1, f.recipe(), "", num(v), in.rounds()));
        }
        for (LevelInsights.StationLoad s : in.stations()) {
            row(b, "station", s.kind(), s.x(), s.y(), "", "busy_share", num(s.busyShare()), in.rounds());
            row(b, "station", s.kind(), s.x(), s.y(), "", "wait_s_per_round", num(s.waitSecondsPerRound()), in.rounds());
        }
        for (LevelInsights.TrendPoint t : in.trend()) {
            row(b, "trend", Long.toString(t.fromMs()), -1, -1, "", "score", num(t.score()), t.rounds());
        }
        return b.toString();
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.4f", v);
    }

    private static void row(StringBuilder b, String section, String name, int x, int y, String recipe, String stage,
                            String value, int rounds) {
        b.append(section).append(',').append(cell(name)).append(',').append(x).append(',').append(y).append(',')
                .append(cell(recipe)).append(',').append(stage).append(',').append(value).append(',').append(rounds)
                .append('\n');
    }

    /** Recipe and layer names are ids; quoted anyway if one ever holds a comma or a quote. */
    private static String cell(String s) {
        return s.indexOf(',') < 0 && s.indexOf('"') < 0 ? s : '"' + s.replace("\"", "\"\"") + '"';
    }
}
