package undercooked.playtest;

import java.util.Locale;

/** The report as the command line prints it: a few aligned lines, the same bytes for the same report. */
public final class ReportText {
    private ReportText() {
    }

    public static String render(Report r, long targetScore) {
        StringBuilder b = new StringBuilder();
        PlayTestSettings s = r.settings();
        line(b, "play-test %s: %d rounds, %d %s cook%s, seeds %d-%d", r.levelId(), r.rounds(), s.cooks(), s.mix().wireName(),
                s.cooks() == 1 ? "" : "s", s.firstSeed(), s.firstSeed() + r.rounds() - 1);
        line(b, "stars       0: %d  1: %d  2: %d  3: %d  (median %d, mean %.2f)", r.starCounts().get(0), r.starCounts().get(1),
                r.starCounts().get(2), r.starCounts().get(3), r.medianStars(), r.meanStars());
        line(b, "score       mean %.1f +- %.1f (95%%), target %d, win rate %d%%", r.scoreMean(), r.scoreCi95(), targetScore,
                Math.round(r.winRate() * 100));
        line(b, "per round   served %.1f, missed %.1f, wasted %.1f, fires %.1f", r.servedMean(), r.missedMean(), r.wastedMean(),
                r.firesMean());
        line(b, "bottleneck  %s", r.bottleneck().map(Report.Bottleneck::why).orElse(r.servedMean() == 0
                ? "none named: no round served a dish (can every cook reach the crates, the stations and SERVE?"
                + " see the cooks' shares below)" : "none: no work station was ever busy"));
        line(b, "rounds      best %s, median %s, worst %s", ref(r.best()), ref(r.median()), ref(r.worst()));
        line(b, "stations");
        // Every work station, an unused one said so (to a designer the most telling line); the
        // others (crates, serve, trash) only when a cook waited at them.
        for (Report.StationSummary st : r.stations()) {
            boolean used = st.busyShare() > 0 || st.waitSeconds() > 0;
            if (!used && Report.isWork(st.kind())) {
                line(b, "  %-22s never used", st.name());
            } else if (used) {
                line(b, "  %-22s busy %4s  cooks wait %s s a round", st.name(), busy(st.busyShare()),
                        Report.seconds(st.waitSeconds()));
            }
        }
        line(b, "cooks       walking working waiting idle  hand-offs");
        for (Report.CookSummary c : r.cooks()) {
            line(b, "  %-9s %6d%% %6d%% %6d%% %4d%%  %.1f", c.id(), pct(c.walking()), pct(c.working()), pct(c.waiting()),
                    pct(c.idle()), c.handOffs());
        }
        return b.toString();
    }

    /**
     * A line a cook ({@code reach  cook 1 from spawn 1 cannot reach serve x 18, y 4, stove x 10, y 1})
     * for each of the first {@code cooks} spawns from which a work station or the serve window
     * cannot be reached or used; none when every cook reaches everything.
     */
    static java.util.List<String> unreachable(undercooked.sim.Kitchen kitchen, int cooks) {
        java.util.List<String> lines = new java.util.ArrayList<>();
        java.util.List<undercooked.sim.Cell> spawns = kitchen.spawns();
        for (int c = 0; c < Math.min(cooks, spawns.size()); c++) {
            undercooked.levels.Reachability reach = undercooked.levels.Reachability.from(kitchen, spawns.get(c));
            java.util.List<String> names = reach.unreachableStations().stream().map(i -> kitchen.stations().get(i))
                    .filter(st -> Report.isWork(st.kind()) || st.kind() == undercooked.sim.StationKind.SERVE)
                    .map(st -> Report.name(st.kind(), st.cell())).toList();
            if (!names.isEmpty()) {
                lines.add(String.format(Locale.ROOT, "reach       cook %d from spawn %d cannot reach %s", c + 1, c + 1,
                        String.join(", ", names)));
            }
        }
        return lines;
    }

    /** A share of the round as a percentage; a share under half a percent is {@code <1%}, not a 0 that reads as unused. */
    static String busy(double share) {
        return share > 0 && share < 0.005 ? "<1%" : Math.round(share * 100) + "%";
    }

    /** {@code seed 9 (0 stars, 20 points, first miss at 90.3 s, tick 1805)}: the tick for Replays' tick field. */
    static String ref(Report.RoundRef ref) {
        String miss = ref.firstMissTick().isPresent() ? ", first miss at "
                + Report.seconds(ref.firstMissTick().getAsLong() / (double) undercooked.sim.SimConstants.TICK_HZ)
                + " s, tick " + ref.firstMissTick().getAsLong() : "";
        return String.format(Locale.ROOT, "seed %d (%d star%s, %d points%s)", ref.seed(), ref.stars(),
                ref.stars() == 1 ? "" : "s", ref.score(), miss);
    }

    private static long pct(double share) {
        return Math.round(share * 100);
    }

    private static void line(StringBuilder b, String format, Object... args) {
        b.append(String.format(Locale.ROOT, format, args)).append('\n');
    }
}
