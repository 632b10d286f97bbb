package undercooked.server.insights;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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
    private static final Map<Moment.Kind, Integer> EVENT_LAYER = Map.of(Moment.Kind.DENIED, 3, Moment.Kind.WASTED, 4,
            Moment.Kind.BURNT, 5, Moment.Kind.FIRE, 6, Moment.Kind.DROPPED, 7);

    private final Optional<Focus> focus;
    private final List<LevelInsights.Moment> focused = new ArrayList<>();
    private final java.util.Set<Long> focusedRounds = new java.util.TreeSet<>();
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
    private long[] busy;
    private long[] wait;
    private long ticks;
    private final List<long[]> trend = new ArrayList<>(); // ended, score, stars, served, missed, wasted
    private int added;

    Tally(Optional<Focus> focus) {
        this.focus = focus;
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
        cookLayer(0, s.presence(), id, s);
        cookLayer(1, s.idle(), id, s);
        cookLayer(2, s.congestion(), id, s);
        events(id, s);
        orders(id, s);
        for (StationTime st : s.stations()) {
            busy[st.index()] += st.busyTicks();
            wait[st.index()] += st.waitTicks();
        }
        ticks += s.ticks();
        long served = s.orders().stream().filter(o -> o.outcome() == OrderTrack.Outcome.SERVED).count();
        long missed = s.orders().stream().filter(o -> o.outcome() == OrderTrack.Outcome.MISSED).count();
        trend.add(new long[] {stored.endedAt(), s.score(), s.stars(), served, missed, s.moments(Moment.Kind.WASTED).size()});
    }

    private void start(RoundSummary s) {
        width = s.width();
        height = s.height();
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
        stations = s.stations();
        busy = new long[stations.size()];
        wait = new long[stations.size()];
    }

    /** A cook layer's moment for a cell: the round, at the tick a cook first entered it, weighed by its count. */
    private void cookLayer(int layer, Traffic t, long id, RoundSummary s) {
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
                if (!wanted(layer, cell, v)) {
                    continue;
                }
                if (firstEntry == null) {
                    firstEntry = firstEntries(s);
                }
                long tick = Math.max(0, firstEntry[cell]);
                offer(layer, cell, new LevelInsights.Moment(id, tick, x, y, LAYERS.get(layer), v));
            }
        }
    }

    private long[] firstEntries(RoundSummary s) {
        long[] first = new long[width * height];
        java.util.Arrays.fill(first, Long.MAX_VALUE);
        for (CookTime c : s.cooks()) {
            for (CookTime.Step st : c.path()) {
                if (st.x() >= 0 && st.y() >= 0 && st.x() < width && st.y() < height) {
                    int cell = st.y() * width + st.x();
                    first[cell] = Math.min(first[cell], st.tick());
                }
            }
        }
        return first;
    }

    private void events(long id, RoundSummary s) {
        // Group the placed moments by layer and cell (in tick order, as the kernel raised them),
        // then weigh each by its cluster with two pointers: linear in the round's moments.
        Map<Integer, List<Moment>> byKey = new java.util.TreeMap<>();
        int cells = width * height;
        for (Moment m : s.moments()) {
            Integer layer = EVENT_LAYER.get(m.kind());
            if (layer != null && m.placed() && m.x() < width && m.y() < height) {
                byKey.computeIfAbsent(layer * cells + m.y() * width + m.x(), k -> new ArrayList<>()).add(m);
            }
        }
        for (Map.Entry<Integer, List<Moment>> e : byKey.entrySet()) {
            int layer = e.getKey() / cells;
            int cell = e.getKey() % cells;
            List<Moment> ms = e.getValue();
            counts[layer][cell] += ms.size();
            rounds[layer][cell]++;
            int lo = 0;
            int hi = 0;
            for (Moment m : ms) {
                while (ms.get(lo).tick() < m.tick() - CLUSTER_TICKS) {
                    lo++;
                }
                while (hi < ms.size() && ms.get(hi).tick() <= m.tick() + CLUSTER_TICKS) {
                    hi++;
                }
                if (!wanted(layer, cell, hi - lo)) {
                    continue;
                }
                String what = m.detail().isEmpty() ? LAYERS.get(layer) : LAYERS.get(layer) + ": " + m.detail();
                offer(layer, cell, new LevelInsights.Moment(id, m.tick(), m.x(), m.y(), what, hi - lo));
            }
        }
    }

    private void orders(long id, RoundSummary s) {
        long missedHere = s.orders().stream().filter(o -> o.outcome() == OrderTrack.Outcome.MISSED).count();
        for (OrderTrack o : s.orders()) {
            long[] f = funnel.computeIfAbsent(o.recipe(), r -> new long[6]);
            f[0]++;
            int reached = o.reached().ordinal();
            for (int st = 1; st <= reached; st++) {
                f[st]++;
            }
            if (o.outcome() == OrderTrack.Outcome.SERVED) {
                serveTicks.computeIfAbsent(o.recipe(), r -> new ArrayList<>()).add(o.serveTicks());
                focusOn("served", -1, -1, o.recipe(), new LevelInsights.Moment(id, o.endTick(), -1, -1,
                        "served " + o.recipe(), o.serveTicks()));
            } else if (o.outcome() == OrderTrack.Outcome.MISSED) {
                f[5]++;
                String stage = o.reached().wireName();
                long[] st = stops.computeIfAbsent(o.recipe(), r -> new long[OrderTrack.Stage.values().length]);
                st[o.reached().ordinal()]++;
                LevelInsights.Moment m = new LevelInsights.Moment(id, o.endTick(), -1, -1,
                        "missed " + o.recipe() + " stopped at " + stage, missedHere);
                List<List<LevelInsights.Moment>> byStage = stopMoments.computeIfAbsent(o.recipe(), r -> {
                    List<List<LevelInsights.Moment>> l = new ArrayList<>();
                    for (int k = 0; k < OrderTrack.Stage.values().length; k++) {
                        l.add(new ArrayList<>());
                    }
                    return l;
                });
                keep(byStage.get(o.reached().ordinal()), m);
                focusOn("missed:" + stage, -1, -1, o.recipe(), m);
            }
        }
    }

    /**
     * Whether a moment of this weight can still matter: for the focused cell always; otherwise
     * only if it would enter the cell's best. Rounds come newest first and a tie goes to the newer
     * round, so an equal weight never enters a full list: most moments are never built.
     */
    private boolean wanted(int layer, int cell, long weight) {
        if (focus.isPresent()) {
            return true;
        }
        List<LevelInsights.Moment> best = top.get(layer).get(cell);
        return best.size() < MOMENTS_PER_CELL || weight > best.getLast().weight();
    }

    private void offer(int layer, int cell, LevelInsights.Moment m) {
        keep(top.get(layer).get(cell), m);
        focusOn(LAYERS.get(layer), m.x(), m.y(), "", m);
    }

    private void focusOn(String what, int x, int y, String recipe, LevelInsights.Moment m) {
        if (focus.isPresent() && focus.get().equals(new Focus(what, x, y, recipe))) {
            focused.add(m);
            focusedRounds.add(m.replay());
        }
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
    static java.util.OptionalDouble percentile(List<Long> sortedTicks, int p) {
        if (sortedTicks.isEmpty()) {
            return java.util.OptionalDouble.empty();
        }
        int rank = (int) Math.ceil(p / 100.0 * sortedTicks.size());
        return java.util.OptionalDouble.of(sortedTicks.get(Math.max(0, rank - 1)) / TICKS_PER_SECOND);
    }

    List<LevelInsights.StationLoad> stations() {
        List<LevelInsights.StationLoad> out = new ArrayList<>();
        for (StationTime st : stations) {
            out.add(new LevelInsights.StationLoad(st.index(), st.kind().name().toLowerCase(java.util.Locale.ROOT),
                    st.cell().x(), st.cell().y(), ticks == 0 ? 0 : (double) busy[st.index()] / ticks,
                    added == 0 ? 0 : wait[st.index()] / TICKS_PER_SECOND / added));
        }
        return out;
    }

    /** At most {@code slices} points of equal round counts, oldest first. */
    List<LevelInsights.TrendPoint> trend(int slices) {
        List<long[]> byTime = new ArrayList<>(trend);
        byTime.sort(Comparator.comparingLong(a -> a[0]));
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

    /** The focused number's moments, most telling first, and the rounds they are in. */
    List<LevelInsights.Moment> focused() {
        List<LevelInsights.Moment> out = new ArrayList<>(focused);
        out.sort(TELLING);
        return out;
    }

    int focusedRounds() {
        return focusedRounds.size();
    }
}
