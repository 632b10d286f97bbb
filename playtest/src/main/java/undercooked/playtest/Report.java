package undercooked.playtest;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

import undercooked.levels.insight.Traffic;
import undercooked.sim.Cell;
import undercooked.sim.Kitchen;
import undercooked.sim.SimConstants;
import undercooked.sim.StationKind;

/**
 * What a play-test found, over its rounds in seed order (so the order rounds finished in never
 * shows): the star distribution, the score's mean with a 95% interval, the win rate, every
 * station's and cook's shares, the bottleneck, and the best, median and worst rounds.
 *
 * @param starCounts rounds with 0, 1, 2 and 3 stars
 * @param medianStars the stars of the median round by stars (the lower one of an even count)
 * @param scoreCi95 half the width of the score mean's 95% interval (normal approximation; 0 for one round)
 * @param best the best round by {@link #BETTER_FIRST} (most stars, then soonest won or highest score lost;
 *             ties: the lowest seed); likewise median and worst
 * @param traffic the cooks' cook-ticks on each cell, summed over the rounds
 */
public record Report(String levelId, PlayTestSettings settings, int rounds, List<Integer> starCounts, int medianStars,
                     double meanStars, double scoreMean, double scoreCi95, double winRate, double servedMean,
                     double missedMean, double wastedMean, double firesMean, List<StationSummary> stations,
                     List<CookSummary> cooks, Optional<Bottleneck> bottleneck, RoundRef best, RoundRef median,
                     RoundRef worst, Traffic traffic) {
    /** Kinds that do work a dish waits for: the candidates for the bottleneck. */
    private static final List<StationKind> WORK = List.of(StationKind.STOVE, StationKind.CHOP_BOARD, StationKind.PREP,
            StationKind.SINK);

    public Report {
        Objects.requireNonNull(levelId, "levelId");
        Objects.requireNonNull(settings, "settings");
        starCounts = List.copyOf(starCounts);
        stations = List.copyOf(stations);
        cooks = List.copyOf(cooks);
        Objects.requireNonNull(bottleneck, "bottleneck");
        Objects.requireNonNull(traffic, "traffic");
    }

    /** A station over all rounds: its mean busy share and the seconds cooks waited for it a round. */
    public record StationSummary(int index, StationKind kind, Cell cell, double busyShare, double waitSeconds) {
        /** {@code stove x 9, y 2}. */
        public String name() {
            return Report.name(kind, cell);
        }
    }

    /** A seat over all rounds: its mean shares of the round and hand-offs a round. */
    public record CookSummary(String id, double walking, double working, double waiting, double idle, double handOffs) {
    }

    /** The station that limits the score most, and why, in a sentence a designer reads. */
    public record Bottleneck(int index, StationKind kind, Cell cell, double busyShare, double waitSeconds) {
        public String name() {
            return Report.name(kind, cell);
        }

        /** {@code stove x 9, y 2 is busy 94% of the round and cooks wait 11 s a round for it}. */
        public String why() {
            return String.format(Locale.ROOT, "%s is busy %d%% of the round and cooks wait %s s a round for it", name(),
                    Math.round(busyShare * 100), seconds(waitSeconds));
        }
    }

    /** One round picked out of the play-test, to open it. */
    public record RoundRef(long seed, int stars, long score, OptionalLong firstMissTick) {
        public RoundRef {
            Objects.requireNonNull(firstMissTick, "firstMissTick");
        }

        static RoundRef of(RoundStats r) {
            return new RoundRef(r.seed(), r.stars(), r.score(), r.firstMissTick());
        }
    }

    /** True for the kinds a dish waits on, the bottleneck's candidates (a stove, a chop board, prep, a sink). */
    public static boolean isWork(StationKind kind) {
        return WORK.contains(kind);
    }

    static String name(StationKind kind, Cell cell) {
        return kind.wireName().replace('_', ' ') + " x " + cell.x() + ", y " + cell.y();
    }

    static String seconds(double s) {
        return s >= 10 ? Long.toString(Math.round(s)) : String.format(Locale.ROOT, "%.1f", s);
    }

    /**
     * The report over {@code rounds} (any order; at least one).
     *
     * @throws IllegalArgumentException for no rounds
     */
    public static Report of(Kitchen kitchen, PlayTestSettings settings, List<RoundStats> rounds) {
        if (rounds.isEmpty()) {
            throw new IllegalArgumentException("a report needs at least one round");
        }
        List<RoundStats> rs = new ArrayList<>(rounds);
        rs.sort(Comparator.comparingLong(RoundStats::seed));
        int n = rs.size();
        int[] stars = new int[4];
        double score = 0;
        double served = 0;
        double missed = 0;
        double wasted = 0;
        double fires = 0;
        int won = 0;
        for (RoundStats r : rs) {
            stars[Math.clamp(r.stars(), 0, 3)]++;
            score += r.score();
            served += r.served();
            missed += r.missed();
            wasted += r.wasted();
            fires += r.fires();
            won += r.stars() > 0 ? 1 : 0;
        }
        double mean = score / n;
        double var = 0;
        for (RoundStats r : rs) {
            var += (r.score() - mean) * (r.score() - mean);
        }
        double ci = n < 2 ? 0 : 1.96 * Math.sqrt(var / (n - 1)) / Math.sqrt(n);
        List<Integer> byStars = rs.stream().map(RoundStats::stars).sorted().toList();
        int medianStars = byStars.get((n - 1) / 2);
        double meanStars = byStars.stream().mapToInt(Integer::intValue).sum() / (double) n;

        List<StationSummary> st = stations(kitchen, rs);
        List<CookSummary> cooks = cooks(rs);
        List<RoundStats> ranked = new ArrayList<>(rs);
        ranked.sort(BETTER_FIRST);
        // With nothing served in any round no station held the team up: the cooks never got a dish
        // through (one cook who cannot reach a station, a missing step), and naming the busiest
        // station would send the designer to the wrong place.
        Optional<Bottleneck> neck = served == 0 ? Optional.empty()
                : bottleneck(st, rs.stream().mapToLong(RoundStats::ticks).average().orElse(1) / SimConstants.TICK_HZ);
        return new Report(kitchen.id(), settings, n, List.of(stars[0], stars[1], stars[2], stars[3]), medianStars,
                meanStars, mean, ci, (double) won / n, served / n, missed / n, wasted / n, fires / n, st, cooks,
                neck,
                RoundRef.of(ranked.getFirst()), RoundRef.of(ranked.get((n - 1) / 2)),
                RoundRef.of(worst(ranked)),
                Traffic.sum(kitchen.width(), kitchen.height(), rs.stream().map(RoundStats::traffic).toList()));
    }

    /**
     * Better rounds first: more stars; among won rounds of as many stars the one that reached the
     * target sooner (a won round ends there, so its score is the target and a little, and stars
     * come from the clock left); among lost rounds the higher score; then the lower seed.
     */
    static final Comparator<RoundStats> BETTER_FIRST = Comparator.comparingInt(RoundStats::stars).reversed()
            .thenComparingLong(Report::worseness).thenComparingLong(RoundStats::seed);

    /** Within a star count, what makes a round worse: a won round's length, a lost round's missing points. */
    private static long worseness(RoundStats r) {
        return r.stars() > 0 ? r.ticks() : -r.score();
    }

    /** The worst round; among rounds as bad, the lowest seed (BETTER_FIRST puts the highest seed last among them). */
    private static RoundStats worst(List<RoundStats> betterFirst) {
        RoundStats last = betterFirst.getLast();
        for (RoundStats r : betterFirst) {
            if (r.stars() == last.stars() && worseness(r) == worseness(last)) {
                return r;
            }
        }
        return last;
    }

    private static List<StationSummary> stations(Kitchen kitchen, List<RoundStats> rs) {
        int count = kitchen.stations().size();
        double[] busy = new double[count];
        double[] wait = new double[count];
        for (RoundStats r : rs) {
            long ticks = Math.max(1, r.ticks());
            for (RoundStats.StationUse u : r.stations()) {
                busy[u.index()] += (double) u.busyTicks() / ticks;
                wait[u.index()] += (double) u.waitTicks() / SimConstants.TICK_HZ;
            }
        }
        List<StationSummary> out = new ArrayList<>();
        for (RoundStats.StationUse u : rs.getFirst().stations()) {
            out.add(new StationSummary(u.index(), u.kind(), u.cell(), busy[u.index()] / rs.size(), wait[u.index()] / rs.size()));
        }
        return out;
    }

    private static List<CookSummary> cooks(List<RoundStats> rs) {
        List<CookSummary> out = new ArrayList<>();
        int seats = rs.getFirst().cooks().size();
        for (int i = 0; i < seats; i++) {
            double walk = 0;
            double work = 0;
            double wait = 0;
            double idle = 0;
            double hand = 0;
            for (RoundStats r : rs) {
                RoundStats.CookUse c = r.cooks().get(i);
                double t = Math.max(1, c.ticks());
                walk += c.walkTicks() / t;
                work += c.workTicks() / t;
                wait += c.waitTicks() / t;
                idle += c.idleTicks() / t;
                hand += c.handOffs();
            }
            int n = rs.size();
            out.add(new CookSummary(rs.getFirst().cooks().get(i).id(), walk / n, work / n, wait / n, idle / n, hand / n));
        }
        return out;
    }

    /**
     * The work station under the most pressure: its busy share plus the cooks' waiting for it as a
     * share of the round (12 s of waiting in a 60 s round adds 0.2). A station busy all round limits
     * the score even when the bots wait elsewhere (they park out of the way), and a station cooks
     * queue at limits it though its own work is short. None when no work station was ever busy.
     */
    static Optional<Bottleneck> bottleneck(List<StationSummary> stations, double roundSeconds) {
        double round = Math.max(1, roundSeconds);
        Comparator<StationSummary> order = Comparator.comparingDouble((StationSummary s) -> s.busyShare() + s.waitSeconds() / round)
                .thenComparingInt(s -> -s.index());
        Optional<StationSummary> top = Optional.empty();
        for (StationSummary s : stations) {
            if (WORK.contains(s.kind()) && (s.busyShare() > 0 || s.waitSeconds() > 0)
                    && (top.isEmpty() || order.compare(s, top.get()) > 0)) {
                top = Optional.of(s);
            }
        }
        return top.map(s -> new Bottleneck(s.index(), s.kind(), s.cell(), s.busyShare(), s.waitSeconds()));
    }
}
