package undercooked.levels.survey;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A survey report as text for people, JSON for scripts and JUnit XML for CI. */
public final class ReportWriters {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private ReportWriters() {
    }

    /** The studio command that opens an example at its first divergent tick and field. */
    public static String studioLink(Outcome.Changed c) {
        List<String> a = new ArrayList<>(List.of("./undercooked", "studio", "--replay", quote(c.link()), "--tick",
                Long.toString(c.tick())));
        if (!c.field().startsWith("(")) {
            a.addAll(List.of("--field", quote(c.field())));
        }
        return String.join(" ", a);
    }

    /** {@code 1 round}, {@code 5 rounds}. */
    private static String rounds(long n) {
        return n + (n == 1 ? " round" : " rounds");
    }

    /** The report as people read it: the totals, then each group with its ticks, results and examples. */
    public static String text(SurveyReport r) {
        StringBuilder b = new StringBuilder();
        b.append("replay survey under kernel ").append(r.kernel()).append(": ").append(rounds(r.rounds())).append(", ")
                .append(r.unchanged()).append(" unchanged, ").append(r.changed()).append(" changed in ")
                .append(r.groups().size()).append(r.groups().size() == 1 ? " group" : " groups").append(", ")
                .append(r.problemCount()).append(" not surveyed (")
                .append(String.format(Locale.ROOT, "%.1f", r.millis() / 1000.0)).append(" s)\n");
        if (!r.recordedUnder().isEmpty()) {
            List<String> under = new ArrayList<>();
            r.recordedUnder().forEach((k, n) -> under.add(k + " " + n));
            b.append("  recorded under: ").append(String.join(", ", under)).append('\n');
        }
        for (SurveyReport.Group g : r.groups()) {
            b.append("CHANGED ").append(g.count()).append(g.count() == 1 ? " round" : " rounds")
                    .append(": first differs after system ").append(g.system().orElse("(not pinned: the golden keeps no"
                            + " system hashes)")).append(", field ").append(g.field()).append('\n');
            b.append("  first divergent tick ").append(g.firstTick() == g.lastTick() ? Long.toString(g.firstTick())
                    : g.firstTick() + ".." + g.lastTick());
            if (g.scored() > 0) {
                b.append("; score change ").append(signed(g.scoreMin()))
                        .append(g.scoreMin() == g.scoreMax() ? "" : ".." + signed(g.scoreMax()))
                        .append(" (mean ").append(String.format(Locale.ROOT, "%+.1f", (double) g.scoreSum() / g.scored()))
                        .append(")");
            }
            b.append('\n');
            for (String s : g.flipSentences()) {
                b.append("  ").append(s).append('\n');
            }
            for (Outcome.Changed e : g.examples()) {
                b.append("  e.g. ").append(e.name()).append(": ").append(studioLink(e)).append('\n');
            }
        }
        for (Outcome.Problem p : r.problems()) {
            b.append("NOT SURVEYED ").append(p.name()).append(": ").append(p.reason()).append('\n');
        }
        if (r.problemCount() > r.problems().size()) {
            b.append("  ... and ").append(r.problemCount() - r.problems().size()).append(" more not surveyed\n");
        }
        return b.toString();
    }

    /** The report as one JSON object (docs/SIMULATION.md, "Surveying the archive"). */
    public static String json(SurveyReport r) {
        ObjectNode o = JSON.createObjectNode();
        o.put("kernel", r.kernel()).put("rounds", r.rounds()).put("unchanged", r.unchanged())
                .put("changed", r.changed()).put("not_surveyed", r.problemCount()).put("millis", r.millis());
        ObjectNode under = o.putObject("recorded_under");
        r.recordedUnder().forEach(under::put);
        ArrayNode groups = o.putArray("groups");
        for (SurveyReport.Group g : r.groups()) {
            ObjectNode n = groups.addObject();
            if (g.system().isPresent()) {
                n.put("system", g.system().get());
            } else {
                n.putNull("system");
            }
            n.put("field", g.field()).put("count", g.count()).put("first_tick", g.firstTick())
                    .put("last_tick", g.lastTick());
            ObjectNode flips = n.putObject("verdict_flips");
            g.flips().forEach(flips::put);
            if (g.scored() > 0) {
                n.putObject("score_delta").put("min", g.scoreMin()).put("max", g.scoreMax())
                        .put("mean", (double) g.scoreSum() / g.scored()).put("rounds", g.scored());
            }
            ArrayNode ex = n.putArray("examples");
            for (Outcome.Changed e : g.examples()) {
                ex.addObject().put("name", e.name()).put("link", e.link()).put("tick", e.tick())
                        .put("field", e.field()).put("studio", studioLink(e));
            }
        }
        ArrayNode problems = o.putArray("not_surveyed_examples");
        r.problems().forEach(p -> problems.addObject().put("name", p.name()).put("reason", p.reason()));
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(o) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of strings and numbers always writes", e);
        }
    }

    /**
     * JUnit XML (the common {@code testsuites/testsuite/testcase} shape CI systems read): one
     * passing case for the unchanged rounds, one failing case per group, one skipped case per
     * entry that could not be surveyed.
     */
    public static String junit(SurveyReport r) {
        int cases = 1 + r.groups().size() + r.problems().size();
        String time = String.format(Locale.ROOT, "%.3f", r.millis() / 1000.0);
        StringBuilder b = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        String counts = " tests=\"" + cases + "\" failures=\"" + r.groups().size() + "\" errors=\"0\" skipped=\""
                + r.problems().size() + "\" time=\"" + time + "\"";
        b.append("<testsuites name=\"replay survey\"").append(counts).append(">\n");
        b.append("  <testsuite name=\"replay survey under ").append(xml(r.kernel())).append('"').append(counts).append(">\n");
        b.append("    <properties>\n      <property name=\"kernel\" value=\"").append(xml(r.kernel())).append("\"/>\n")
                .append("      <property name=\"rounds\" value=\"").append(r.rounds()).append("\"/>\n    </properties>\n");
        b.append("    <testcase classname=\"replay.survey\" name=\"").append(r.unchanged())
                .append(r.unchanged() == 1 ? " round plays as recorded" : " rounds play as recorded")
                .append("\" time=\"0\"/>\n");
        for (SurveyReport.Group g : r.groups()) {
            String message = rounds(g.count()) + (g.count() == 1 ? " plays" : " play") + " differently from tick "
                    + g.firstTick()
                    + (g.firstTick() == g.lastTick() ? "" : ".." + g.lastTick())
                    + (g.flipSentences().isEmpty() ? "" : "; " + String.join("; ", g.flipSentences()));
            b.append("    <testcase classname=\"replay.survey.").append(xml(g.system().orElse("not_pinned")))
                    .append("\" name=\"").append(xml(g.key())).append("\" time=\"0\">\n");
            b.append("      <failure type=\"RulesChanged\" message=\"").append(xml(message)).append("\">");
            StringBuilder detail = new StringBuilder();
            for (Outcome.Changed e : g.examples()) {
                detail.append(e.name()).append(": ").append(studioLink(e)).append('\n');
            }
            b.append(xml(detail.toString())).append("</failure>\n    </testcase>\n");
        }
        for (Outcome.Problem p : r.problems()) {
            b.append("    <testcase classname=\"replay.survey.not_surveyed\" name=\"").append(xml(p.name()))
                    .append("\" time=\"0\">\n      <skipped message=\"").append(xml(p.reason()))
                    .append("\"/>\n    </testcase>\n");
        }
        return b.append("  </testsuite>\n</testsuites>\n").toString();
    }

    private static String signed(long v) {
        return v > 0 ? "+" + v : Long.toString(v);
    }

    static String xml(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&apos;");
                default -> {
                    if (c < 0x20 && c != '\n' && c != '\t' && c != '\r') {
                        b.append('?'); // not allowed in XML 1.0
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }

    private static String quote(String s) {
        return s.matches("[A-Za-z0-9_./:@%+=,-]+") ? s : "'" + s.replace("'", "'\\''") + "'";
    }
}
