package undercooked.playtest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The report for CI and scripts ({@code --json}): one object, keys in a fixed order, shares as
 * fractions, times in seconds, cells as {@code x}/{@code y}. The same report gives the same bytes.
 */
public final class ReportJson {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ReportJson() {
    }

    public static String render(Report r, long targetScore) {
        ObjectNode o = JSON.createObjectNode();
        o.put("level", r.levelId());
        o.put("rounds", r.rounds());
        o.put("cooks", r.settings().cooks());
        o.put("persona", r.settings().mix().wireName());
        o.put("first_seed", r.settings().firstSeed());
        ArrayNode stars = o.putArray("star_counts");
        r.starCounts().forEach(stars::add);
        o.put("median_stars", r.medianStars());
        o.put("mean_stars", r.meanStars());
        o.put("score_mean", r.scoreMean());
        o.put("score_ci95", r.scoreCi95());
        o.put("target_score", targetScore);
        o.put("win_rate", r.winRate());
        o.put("served_mean", r.servedMean());
        o.put("missed_mean", r.missedMean());
        o.put("wasted_mean", r.wastedMean());
        o.put("fires_mean", r.firesMean());
        r.bottleneck().ifPresent(b -> {
            ObjectNode n = o.putObject("bottleneck");
            n.put("station", b.kind().wireName());
            n.put("x", b.cell().x());
            n.put("y", b.cell().y());
            n.put("busy_share", b.busyShare());
            n.put("wait_s", b.waitSeconds());
            n.put("why", b.why());
        });
        round(o.putObject("best"), r.best());
        round(o.putObject("median"), r.median());
        round(o.putObject("worst"), r.worst());
        ArrayNode st = o.putArray("stations");
        for (Report.StationSummary s : r.stations()) {
            ObjectNode n = st.addObject();
            n.put("station", s.kind().wireName());
            n.put("x", s.cell().x());
            n.put("y", s.cell().y());
            n.put("busy_share", s.busyShare());
            n.put("wait_s", s.waitSeconds());
        }
        ArrayNode cooks = o.putArray("cooks");
        for (Report.CookSummary c : r.cooks()) {
            ObjectNode n = cooks.addObject();
            n.put("id", c.id());
            n.put("walking", c.walking());
            n.put("working", c.working());
            n.put("waiting", c.waiting());
            n.put("idle", c.idle());
            n.put("hand_offs", c.handOffs());
        }
        try {
            return JSON.writeValueAsString(o) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain values always writes", e);
        }
    }

    private static void round(ObjectNode n, Report.RoundRef ref) {
        n.put("seed", ref.seed());
        n.put("stars", ref.stars());
        n.put("score", ref.score());
        ref.firstMissTick().ifPresent(t -> n.put("first_miss_tick", t));
    }
}
