package undercooked.server.insights;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

import undercooked.levels.insight.CookTime;
import undercooked.levels.insight.Moment;
import undercooked.levels.insight.OrderTrack;
import undercooked.levels.insight.RoundSummary;
import undercooked.levels.insight.StationTime;
import undercooked.levels.insight.Traffic;
import undercooked.protocol.LevelInsights;
import undercooked.server.archive.RoundSummaries;

/**
 * Adds round summaries up, one at a time, into a level's insights: per layer and cell a count,
 * the rounds it happened in and its most telling moments; per recipe the funnel and serving
 * times; per fixture its load; per round a trend point. Holds a few numbers per cell and recipe,
 * never the summaries, so ten thousand rounds cost their reading and little memory.
 *
 * <p>With a {@link Focus} it also keeps every moment behind one number (the drill-down).
 */
final class Tally {
    /** Moments within this many ticks (5 s) of each other on one cell count as one cluster. */
    static final long CLUSTER_TICKS = 100;
    static final int MOMENTS_PER_CELL = 3;
    static final double TICKS_PER_SECOND = 20.0;

    static final Comparator<LevelInsights.Moment> TELLING = Comparator
            .comparingLong(LevelInsights.Moment::weight).reversed()
            .thenComparing(Comparator.comparingLong(LevelInsights.Moment::replay).reversed())
            .thenComparingLong(LevelInsights.Moment::tick);

    private static final List<String> LAYERS = LevelInsights.LAYERS;
    /** A fixture's drill-down ({@link Focus} on its cell). */
    static final String STATION = "station";
    /** The rounds themselves, one moment each (a trend slice's drill-down). */
    static final String ROUNDS = "rounds";
    /** The layer an event kind counts in ({@link #LAYERS}' index), or -1. */
    private static int eventLayer(Moment.Kind k) {
        return switch (k) {
            case DENIED -> 3;
            case WASTED -> 4;
            case BURNT -> 5;
            case FIRE -> 6;
            case DROPPED -> 7;
            default -> -1;
        };
    }

    private final Drill drill;
    private int width = -1;
    private int height;
    private long[][] counts;
    private int[][] rounds;
    private List<List<List<LevelInsights.Moment>>> top;
    private final Map<String, long[]> funnel = new LinkedHashMap<>(); // spawned, started, cooked, plated, served, missed
    private final Map<String, long[]> stops = new LinkedHashMap<>();
    private final Map<String, List<List<LevelInsights.Moment>>> stopMoments = new LinkedHashMap<>();
    private final Map<String, List<Long>> serveTicks = new LinkedHashMap<>();
    private List<StationTime> stations = List.of();
    /** Per cell: the index of the fixture standing there, or -1. */
    private int[] stationAt;
    private long[] busy;
    private long[] wait;
    private long ticks;
    private final List<long[]> trend = new ArrayList<>(); // ended, score, stars, served, missed, wasted, replay
    private int added;
    /** The round being added's first entries per cell ({@link #firstEntries}), once a moment needed them. */
    private long[] paths;

    Tally(Optional<Focus> focus) {
        this.drill = new Drill(focus);
    }

    int rounds() {
        return added;
    }

    void add(RoundSummaries.Stored stored) {
        RoundSummary s = stored.summary();
        if (width < 0) {
            start(s);
        }
        if (s.width() != width || s.height() != height || s.stations().size() != stations.size()) {
            return; // a summary of another layout under the same hash cannot happen; ignored rather than thrown
        }
        added++;
        long id = stored.replayId();
        paths = null;
        cookLayer(0, s.presence(), id, stored);
        cookLayer(1, s.idle(), id, stored);
        cookLayer(2, s.congestion(), id, stored);
        events(id, s);
        orders(id, s);
        for (StationTime st : s.stations()) {
            busy[st.index()] += st.busyTicks();
            wait[st.index()] += st.waitTicks();
        }
        ticks += s.ticks();
        long served = 0;
        long missed = 0;
        for (OrderTrack o : s.orders()) {
            served += o.outcome() == OrderTrack.Outcome.SERVED ? 1 : 0;
            missed += o.outcome() == OrderTrack.Outcome.MISSED ? 1 : 0;
        }
        long wasted = 0;
        for (Moment m : s.moments()) {
            wasted += m.kind() == Moment.Kind.WASTED ? 1 : 0;
        }
        trend.add(new long[] {stored.endedAt(), s.score(), s.stars(), served, missed, wasted, id});
    }

    private void start(RoundSummary s) {
        start(s.width(), s.height(), s.stations());
    }

    private void start(int w, int h, List<StationTime> fixtures) {
        width = w;
        height = h;
        counts = new long[LAYERS.size()][width * height];
        rounds = new int[LAYERS.size()][width * height];
        top = new ArrayList<>();
        for (int l = 0; l < LAYERS.size(); l++) {
            List<List<LevelInsights.Moment>> cells = new ArrayList<>();
            for (int c = 0; c < width * height; c++) {
                cells.add(new ArrayList<>(MOMENTS_PER_CELL));
            }
            top.add(cells);
        }
        stations = fixtures;
        drill.start(w, h);
        stationAt = new int[width * height];
        Arrays.fill(stationAt, -1);
        for (StationTime st : stations) {
            if (st.cell().x() < width && st.cell().y() < height) {
                stationAt[st.cell().y() * width + st.cell().x()] = st.index();
            }
        }
        busy = new long[stations.size()];
        wait = new long[stations.size()];
    }

    /** A cook layer's moment for a cell: the round, at the tick a cook first entered it, weighed by its count. */
    private void cookLayer(int layer, Traffic t, long id, RoundSummaries.Stored s) {
        long[] firstEntry = null;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                long v = t.at(x, y);
                if (v == 0) {
                    continue;
                }
                int cell = y * width + x;
                counts[layer][cell] += v;
                rounds[layer][cell]++;
                if (!wanted(layer, cell, v, id)) {
                    continue;
                }
                if (firstEntry == null) {
                    firstEntry = firstEntries(s);
                }
                long tick = firstEntry[cell] == Long.MAX_VALUE ? 0 : firstEntry[cell] >> 3;
                String field = firstEntry[cell] == Long.MAX_VALUE ? "" : "players[" + (firstEntry[cell] & 7) + "]";
                offer(layer, cell, new LevelInsights.Moment(id, tick, x, y, LAYERS.get(layer), v, field));
            }
        }
    }

    /** Per cell: the tick a cook first entered it, shifted left 3, with that cook's seat (0-7) below. */
    private long[] firstEntries(RoundSummaries.Stored stored) {
        if (paths != null) {
            return paths;
        }
        RoundSummary s = stored.withPaths();
        long[] first = new long[width * height];
        Arrays.fill(first, Long.MAX_VALUE);
        for (int seat = 0; seat < s.cooks().size() && seat < 8; seat++) {
            for (CookTime.Step st : s.cooks().get(seat).path()) {
                if (st.x() >= 0 && st.y() >= 0 && st.x() < width && st.y() < height) {
                    int cell = st.y() * width + st.x();
                    first[cell] = Math.min(first[cell], st.tick() << 3 | seat);
                }
            }
        }
        paths = first;
        return first;
    }

    private void events(long id, RoundSummary s) {
        // Group the placed moments by layer and cell (in tick order, as the kernel raised them) by
        // sorting (layer and cell, index) packed in longs, then weigh each by its cluster with two
        // pointers: linear in the round's moments, no map per round.
        List<Moment> all = s.moments();
        long[] keys = new long[all.size()];
        int n = 0;
        int cells = width * height;
        for (int i = 0; i < all.size(); i++) {
            Moment m = all.get(i);
            int layer = eventLayer(m.kind());
            if (layer >= 0 && m.placed() && m.x() < width && m.y() < height) {
                keys[n++] = (long) (layer * cells + m.y() * width + m.x()) << 32 | i;
            }
        }
        Arrays.sort(keys, 0, n);
        for (int a = 0; a < n; ) {
            long key = keys[a] >>> 32;
            int b = a;
            List<Moment> ms = new ArrayList<>();
            while (b < n && keys[b] >>> 32 == key) {
                ms.add(all.get((int) keys[b]));
                b++;
            }
            a = b;
            int layer = (int) key / cells;
            int cell = (int) key % cells;
            counts[layer][cell] += ms.size();
            rounds[layer][cell]++;
            int[] weights = clusters(ms);
            for (int i = 0; i < ms.size(); i++) {
                Moment m = ms.get(i);
                if (!wanted(layer, cell, weights[i], id)) {
                    continue;
                }
                String what = m.detail().isEmpty() ? LAYERS.get(layer) : LAYERS.get(layer) + ": " + m.detail();
                offer(layer, cell, new LevelInsights.Moment(id, m.tick(), m.x(), m.y(), what, weights[i], field(m)));
            }
        }
        drill.on(STATION).ifPresent(f -> station(id, s, f));
    }

    /** For each of one cell's moments (in tick order): how many of them fall within {@link #CLUSTER_TICKS} of it. */
    private static int[] clusters(List<Moment> ms) {
        int[] w = new int[ms.size()];
        int lo = 0;
        int hi = 0;
        for (int i = 0; i < ms.size(); i++) {
            long t = ms.get(i).tick();
            while (ms.get(lo).tick() < t - CLUSTER_TICKS) {
                lo++;
            }
            while (hi < ms.size() && ms.get(hi).tick() <= t + CLUSTER_TICKS) {
                hi++;
            }
            w[i] = hi - lo;
        }
        return w;
    }

    /** The state field a moment opens on: its cook's, else the fixture's on its cell, else none. */
    private String field(Moment m) {
        if (m.seat() >= 0) {
            return "players[" + m.seat() + "]";
        }
        int st = m.placed() && m.x() < width && m.y() < height ? stationAt[m.y() * width + m.x()] : -1;
        return st >= 0 ? "stations[" + st + "]" : "";
    }

    /** A fixture's drill-down: everything the round's events say happened on its cell, clustered as a layer's. */
    private void station(long id, RoundSummary s, Focus f) {
        List<Moment> here = new ArrayList<>();
        for (Moment m : s.moments()) {
            if (m.placed() && m.x() == f.x() && m.y() == f.y()) {
                here.add(m);
            }
        }
        int[] weights = clusters(here);
        for (int i = 0; i < here.size(); i++) {
            Moment m = here.get(i);
            String what = m.kind().wireName() + (m.detail().isEmpty() ? "" : ": " + m.detail());
            drill.offer(STATION, f.x(), f.y(), "", new LevelInsights.Moment(id, m.tick(), m.x(), m.y(), what, weights[i],
                    field(m)));
        }
    }

    private void orders(long id, RoundSummary s) {
        long missedHere = 0;
        for (OrderTrack o : s.orders()) {
            missedHere += o.outcome() == OrderTrack.Outcome.MISSED ? 1 : 0;
        }
        for (OrderTrack o : s.orders()) {
            long[] f = funnel.computeIfAbsent(o.recipe(), r -> new long[6]);
            f[0]++;
            int reached = o.reached().ordinal();
            for (int st = 1; st <= reached; st++) {
                f[st]++;
            }
            String field = "orders.active[id=" + o.id() + "]";
            drill.steps(id, o, field);
            if (o.outcome() == OrderTrack.Outcome.SERVED) {
                serveTicks.computeIfAbsent(o.recipe(), r -> new ArrayList<>()).add(o.serveTicks());
                drill.offer("served", -1, -1, o.recipe(), new LevelInsights.Moment(id, o.endTick(), -1, -1,
                        "served " + o.recipe(), o.serveTicks(), field));
            } else if (o.outcome() == OrderTrack.Outcome.MISSED) {
                f[5]++;
                String stage = o.reached().wireName();
                long[] st = stops.computeIfAbsent(o.recipe(), r -> new long[OrderTrack.Stage.values().length]);
                st[o.reached().ordinal()]++;
                LevelInsights.Moment m = new LevelInsights.Moment(id, o.endTick(), -1, -1,
                        "missed " + o.recipe() + " stopped at " + stage, missedHere, field);
                List<List<LevelInsights.Moment>> byStage = stopMoments.computeIfAbsent(o.recipe(), r -> {
                    List<List<LevelInsights.Moment>> l = new ArrayList<>();
                    for (int k = 0; k < OrderTrack.Stage.values().length; k++) {
                        l.add(new ArrayList<>());
                    }
                    return l;
                });
                keep(byStage.get(o.reached().ordinal()), m);
                drill.offer("missed:" + stage, -1, -1, o.recipe(), m);
                drill.offer("missed", -1, -1, o.recipe(), m);
            }
        }
        if (drill.on(ROUNDS).isPresent()) {
            roundMoment(id, s, missedHere);
        }
    }

    /** A round as one moment (a trend slice's or the rounds' drill-down): at its first missed order, weighed by its misses. */
    private void roundMoment(long id, RoundSummary s, long missed) {
        long tick = s.orders().stream().filter(o -> o.outcome() == OrderTrack.Outcome.MISSED)
                .mapToLong(OrderTrack::endTick).min().orElse(0);
        drill.offer(ROUNDS, -1, -1, "", new LevelInsights.Moment(id, tick, -1, -1, "score " + s.score() + ", "
                + s.stars() + " stars, " + missed + " missed", missed, missed > 0 ? "counters" : ""));
    }

    /**
     * Whether a moment of this weight from round {@code replay} can still matter: for the focused
     * cell always; otherwise only if it would enter the cell's best ({@link #TELLING}: heavier, or
     * as heavy and of a newer round). Most moments are never built.
     */
    private boolean wanted(int layer, int cell, long weight, long replay) {
        if (drill.wholeCell(layer, cell)) {
            return true;
        }
        List<LevelInsights.Moment> best = top.get(layer).get(cell);
        if (best.size() < MOMENTS_PER_CELL) {
            return true;
        }
        LevelInsights.Moment last = best.getLast();
        return weight > last.weight() || (weight == last.weight() && replay > last.replay());
    }

    private void offer(int layer, int cell, LevelInsights.Moment m) {
        keep(top.get(layer).get(cell), m);
        drill.offer(LAYERS.get(layer), m.x(), m.y(), "", m);
    }

    /** Keeps the {@link #MOMENTS_PER_CELL} most telling. */
    private static void keep(List<LevelInsights.Moment> best, LevelInsights.Moment m) {
        if (best.size() < MOMENTS_PER_CELL) {
            best.add(m);
            best.sort(TELLING);
        } else if (TELLING.compare(m, best.getLast()) < 0) {
            best.set(best.size() - 1, m);
            best.sort(TELLING);
        }
    }

    /**
     * Adds another tally of other rounds of the same level version into this one (a query adds
     * rounds up on several threads, decision 0042). Each round went to one tally whole, newest
     * first there, and {@link #TELLING} orders moments of different rounds totally, so the merged
     * answer is the one a single tally of every round gives.
     */
    void merge(Tally o) {
        if (o.width < 0) {
            return;
        }
        if (width < 0) {
            start(o.width, o.height, o.stations);
        }
        if (o.width != width || o.height != height || o.stations.size() != stations.size()) {
            return;
        }
        added += o.added;
        ticks += o.ticks;
        for (int l = 0; l < LAYERS.size(); l++) {
            for (int c = 0; c < width * height; c++) {
                counts[l][c] += o.counts[l][c];
                rounds[l][c] += o.rounds[l][c];
                for (LevelInsights.Moment m : o.top.get(l).get(c)) {
                    keep(top.get(l).get(c), m);
                }
            }
        }
        o.funnel.forEach((r, f) -> add(funnel.computeIfAbsent(r, k -> new long[f.length]), f));
        o.stops.forEach((r, f) -> add(stops.computeIfAbsent(r, k -> new long[f.length]), f));
        o.stopMoments.forEach((r, byStage) -> {
            List<List<LevelInsights.Moment>> mine = stopMoments.computeIfAbsent(r, k -> {
                List<List<LevelInsights.Moment>> l = new ArrayList<>();
                byStage.forEach(x -> l.add(new ArrayList<>()));
                return l;
            });
            for (int i = 0; i < byStage.size(); i++) {
                for (LevelInsights.Moment m : byStage.get(i)) {
                    keep(mine.get(i), m);
                }
            }
        });
        o.serveTicks.forEach((r, t) -> serveTicks.computeIfAbsent(r, k -> new ArrayList<>()).addAll(t));
        add(busy, o.busy);
        add(wait, o.wait);
        trend.addAll(o.trend);
        drill.merge(o.drill);
    }

    private static void add(long[] into, long[] from) {
        for (int i = 0; i < into.length; i++) {
            into[i] += from[i];
        }
    }

    int width() {
        return Math.max(width, 0);
    }

    int height() {
        return height;
    }

    List<LevelInsights.Layer> layers() {
        List<LevelInsights.Layer> out = new ArrayList<>();
        for (int l = 0; l < LAYERS.size(); l++) {
            List<LevelInsights.Cell> cells = new ArrayList<>();
            long max = 0;
            for (int c = 0; width > 0 && c < width * height; c++) {
                if (counts[l][c] > 0) {
                    cells.add(new LevelInsights.Cell(c % width, c / width, counts[l][c], rounds[l][c], top.get(l).get(c)));
                    max = Math.max(max, counts[l][c]);
                }
            }
            cells.sort(Comparator.comparingLong(LevelInsights.Cell::count).reversed()
                    .thenComparingInt(LevelInsights.Cell::y).thenComparingInt(LevelInsights.Cell::x));
            out.add(new LevelInsights.Layer(LAYERS.get(l), max, cells));
        }
        return out;
    }

    List<LevelInsights.RecipeFunnel> funnel() {
        List<LevelInsights.RecipeFunnel> out = new ArrayList<>();
        for (Map.Entry<String, long[]> e : funnel.entrySet().stream().sorted(Map.Entry.comparingByKey()).toList()) {
            long[] f = e.getValue();
            List<LevelInsights.Stop> st = new ArrayList<>();
            long[] stop = stops.get(e.getKey());
            for (OrderTrack.Stage stage : OrderTrack.Stage.values()) {
                if (stop != null && stop[stage.ordinal()] > 0) {
                    st.add(new LevelInsights.Stop(stage.wireName(), stop[stage.ordinal()],
                            stopMoments.get(e.getKey()).get(stage.ordinal())));
                }
            }
            List<Long> served = serveTicks.getOrDefault(e.getKey(), List.of()).stream().sorted().toList();
            out.add(new LevelInsights.RecipeFunnel(e.getKey(), f[0], f[1], f[2], f[3], f[4], f[5], st,
                    percentile(served, 50), percentile(served, 90), percentile(served, 99)));
        }
        return out;
    }

    /** Nearest rank, in seconds; empty when nothing was served. */
    static OptionalDouble percentile(List<Long> sortedTicks, int p) {
        if (sortedTicks.isEmpty()) {
            return OptionalDouble.empty();
        }
        int rank = (int) Math.ceil(p / 100.0 * sortedTicks.size());
        return OptionalDouble.of(sortedTicks.get(Math.max(0, rank - 1)) / TICKS_PER_SECOND);
    }

    List<LevelInsights.StationLoad> stations() {
        List<LevelInsights.StationLoad> out = new ArrayList<>();
        for (StationTime st : stations) {
            out.add(new LevelInsights.StationLoad(st.index(), st.kind().name().toLowerCase(Locale.ROOT),
                    st.cell().x(), st.cell().y(), ticks == 0 ? 0 : (double) busy[st.index()] / ticks,
                    added == 0 ? 0 : wait[st.index()] / TICKS_PER_SECOND / added));
        }
        return out;
    }

    /** At most {@code slices} points of equal round counts, oldest first. */
    List<LevelInsights.TrendPoint> trend(int slices) {
        List<long[]> byTime = new ArrayList<>(trend);
        byTime.sort(Comparator.<long[]>comparingLong(a -> a[0]).thenComparingLong(a -> a[6]));
        List<LevelInsights.TrendPoint> out = new ArrayList<>();
        int n = byTime.size();
        int k = Math.min(slices, n);
        for (int i = 0; i < k; i++) {
            List<long[]> part = byTime.subList(i * n / k, (i + 1) * n / k);
            double[] sum = new double[6];
            for (long[] r : part) {
                for (int j = 1; j < 6; j++) {
                    sum[j] += r[j];
                }
            }
            int c = part.size();
            out.add(new LevelInsights.TrendPoint(part.getFirst()[0], part.getLast()[0] + 1, c, sum[1] / c, sum[2] / c,
                    sum[3] / c, sum[4] / c, sum[5] / c));
        }
        return out;
    }

    /** The drill-down's side of this tally: every moment behind the focused number. */
    Drill drill() {
        return drill;
    }
}
