package undercooked.server.observe;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

import io.prometheus.metrics.expositionformats.ExpositionFormatWriter;
import io.prometheus.metrics.expositionformats.OpenMetricsTextFormatWriter;
import io.prometheus.metrics.expositionformats.PrometheusTextFormatWriter;
import io.prometheus.metrics.instrumentation.jvm.JvmMetrics;
import io.prometheus.metrics.model.registry.Collector;
import io.prometheus.metrics.model.registry.MultiCollector;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import io.prometheus.metrics.model.snapshots.ClassicHistogramBuckets;
import io.prometheus.metrics.model.snapshots.CounterSnapshot;
import io.prometheus.metrics.model.snapshots.Exemplar;
import io.prometheus.metrics.model.snapshots.Exemplars;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.HistogramSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshot;
import io.prometheus.metrics.model.snapshots.Unit;

import undercooked.protocol.RoomState;
import undercooked.server.meters.LatencyHistogram;
import undercooked.server.meters.SlowTicks;
import undercooked.server.rooms.RoomInfo;

/**
 * The node's meters in Prometheus' text format at {@code /metrics} (decision 0027): one registry
 * per server (two servers in one JVM, as in the tests and the studio, never mix), the JVM's own
 * meters (GC, heap, threads, process memory and CPU) from the Prometheus Java client, and ours,
 * each read at scrape time from the very object {@code /api/stats} reads, so the two never
 * disagree. Labels take bounded values only (a room state, never a room code or a token); the
 * slow ticks' rooms travel as exemplars on the tick histogram, which only the OpenMetrics format
 * carries.
 */
public final class ServerMetrics {

    /** What the meters read: each the same accessor /api/stats calls. */
    public record Sources(Supplier<List<RoomInfo>> rooms, LongSupplier sockets, LongSupplier sendQueueMax,
                          LongSupplier ticks, LongSupplier lateTicks, LatencyHistogram tickCost,
                          SlowTicks slowTicks, LatencyHistogram echo, LongSupplier roomsAborted,
                          Supplier<Map<String, Long>> roomCounters, Supplier<Map<String, Long>> socketCounters,
                          LongSupplier sessionWriteFailures, Supplier<Map<String, Long>> archiveCounters,
                          Supplier<Map<String, Long>> databasePool) {
        public Sources {
            Objects.requireNonNull(rooms, "rooms");
            Objects.requireNonNull(sockets, "sockets");
            Objects.requireNonNull(sendQueueMax, "sendQueueMax");
            Objects.requireNonNull(ticks, "ticks");
            Objects.requireNonNull(lateTicks, "lateTicks");
            Objects.requireNonNull(tickCost, "tickCost");
            Objects.requireNonNull(slowTicks, "slowTicks");
            Objects.requireNonNull(echo, "echo");
            Objects.requireNonNull(roomsAborted, "roomsAborted");
            Objects.requireNonNull(roomCounters, "roomCounters");
            Objects.requireNonNull(socketCounters, "socketCounters");
            Objects.requireNonNull(sessionWriteFailures, "sessionWriteFailures");
            Objects.requireNonNull(archiveCounters, "archiveCounters");
            Objects.requireNonNull(databasePool, "databasePool");
        }
    }

    static final String PREFIX = "undercooked_";

    private final PrometheusRegistry registry = new PrometheusRegistry();
    private final Sources sources;
    private final PrometheusTextFormatWriter text = PrometheusTextFormatWriter.create();
    private final OpenMetricsTextFormatWriter openMetrics = OpenMetricsTextFormatWriter.create();

    public ServerMetrics(Sources sources) {
        this.sources = Objects.requireNonNull(sources, "sources");
        JvmMetrics.builder().register(registry);
        registry.register((Collector) this::tickDuration);
        registry.register((Collector) () -> histogram("echo_latency_seconds",
                "Server's share of the echo: an input's arrival to the next snapshot written to its socket",
                sources.echo().snapshot(), Exemplars.EMPTY));
        registry.register((Collector) this::rooms);
        registry.register((Collector) () -> gauge("seats", "Occupied seats over every room",
                sources.rooms().get().stream().mapToLong(RoomInfo::seats).sum()));
        registry.register((Collector) () -> gauge("spectators", "Watchers over every room",
                sources.rooms().get().stream().mapToLong(RoomInfo::spectators).sum()));
        registry.register((Collector) () -> gauge("sockets", "Open game sockets", sources.sockets().getAsLong()));
        registry.register((Collector) () -> gauge("send_queue_max_frames", "Deepest send queue of any socket now",
                sources.sendQueueMax().getAsLong()));
        registry.register((Collector) () -> counter("ticks", "Room ticks run", sources.ticks().getAsLong()));
        registry.register((Collector) () -> counter("late_ticks", "Room ticks that started a whole period late",
                sources.lateTicks().getAsLong()));
        registry.register((Collector) () -> counter("rooms_aborted", "Rooms aborted by a failure in their tick",
                sources.roomsAborted().getAsLong()));
        registry.register((Collector) () -> counter("session_write_failures",
                "Session changes whose write failed at least once (kept and retried)",
                sources.sessionWriteFailures().getAsLong()));
        registry.register((MultiCollector) () -> map(sources.databasePool().get(), "database_pool_",
                "Database connections (HikariCP): ", false));
        registry.register((MultiCollector) () -> map(sources.roomCounters().get(), "", "Input discipline: ", true));
        registry.register((MultiCollector) () -> map(sources.socketCounters().get(), "", "Sockets: ", true));
        registry.register((MultiCollector) () -> map(sources.archiveCounters().get(), "", "Round archive: ", true));
    }

    /** The scrape in the format the {@code Accept} header asks for: OpenMetrics (with exemplars) or text. */
    public Scrape scrape(String accept) {
        ExpositionFormatWriter writer = accept != null && openMetrics.accepts(accept) ? openMetrics : text;
        ByteArrayOutputStream out = new ByteArrayOutputStream(16 * 1024);
        try {
            writer.write(out, registry.scrape());
        } catch (IOException e) {
            throw new IllegalStateException("writing to memory failed", e);
        }
        return new Scrape(writer.getContentType(), out.toByteArray());
    }

    /** A written scrape and its content type. */
    public record Scrape(String contentType, byte[] body) {
    }

    private MetricSnapshot tickDuration() {
        long now = System.currentTimeMillis();
        List<Exemplar> exemplars = new ArrayList<>();
        for (SlowTicks.Slow s : sources.slowTicks().slowest(now)) {
            exemplars.add(Exemplar.builder().value(s.costNanos() / 1e9)
                    .labels(Labels.of("room", s.room(), "round", Integer.toString(s.round()),
                            "tick", Long.toString(s.tick())))
                    .timestampMillis(s.atMillis()).build());
        }
        return histogram("tick_duration_seconds", "Time one room's tick took (kernel step, frames, sends);"
                + " exemplars are the slowest recent ticks", sources.tickCost().snapshot(), Exemplars.of(exemplars));
    }

    private MetricSnapshot rooms() {
        Map<RoomState, Long> byState = new EnumMap<>(RoomState.class);
        for (RoomState s : RoomState.values()) {
            byState.put(s, 0L);
        }
        for (RoomInfo r : sources.rooms().get()) {
            byState.merge(r.state(), 1L, Long::sum);
        }
        GaugeSnapshot.Builder b = GaugeSnapshot.builder().name(PREFIX + "rooms").help("Live rooms by state");
        byState.forEach((state, n) -> b.dataPoint(GaugeSnapshot.GaugeDataPointSnapshot.builder()
                .labels(Labels.of("state", state.name().toLowerCase(java.util.Locale.ROOT))).value(n).build()));
        return b.build();
    }

    private static MetricSnapshot histogram(String name, String help, LatencyHistogram.Snapshot h,
            Exemplars exemplars) {
        List<Double> bounds = new ArrayList<>(LatencyHistogram.BOUNDS_S);
        bounds.add(Double.POSITIVE_INFINITY);
        List<Long> counts = new ArrayList<>(bounds.size());
        for (int i = 0; i < bounds.size(); i++) {
            counts.add(h.bucket(i));
        }
        return HistogramSnapshot.builder().name(PREFIX + name).unit(Unit.SECONDS).help(help)
                .dataPoint(HistogramSnapshot.HistogramDataPointSnapshot.builder()
                        .classicHistogramBuckets(ClassicHistogramBuckets.of(bounds, counts))
                        .sum(h.sumSeconds()).exemplars(exemplars).build())
                .build();
    }

    private static MetricSnapshot gauge(String name, String help, double value) {
        return GaugeSnapshot.builder().name(PREFIX + name).help(help)
                .dataPoint(GaugeSnapshot.GaugeDataPointSnapshot.builder().value(value).build()).build();
    }

    private static MetricSnapshot counter(String name, String help, double value) {
        return CounterSnapshot.builder().name(PREFIX + name).help(help)
                .dataPoint(CounterSnapshot.CounterDataPointSnapshot.builder().value(value).build()).build();
    }

    /**
     * A family of meters named by a map's keys (the /api/stats names); only one family can be a
     * collector, so the map's entries become one multi-collector's snapshots.
     */
    private io.prometheus.metrics.model.snapshots.MetricSnapshots map(Map<String, Long> values, String prefix,
            String help, boolean counters) {
        var b = io.prometheus.metrics.model.snapshots.MetricSnapshots.builder();
        values.forEach((k, v) -> b.metricSnapshot(counters && !gaugeLike(k)
                ? counter(prefix + k, help + k.replace('_', ' '), v)
                : gauge(prefix + k, help + k.replace('_', ' '), v)));
        return b.build();
    }

    /** /api/stats figures that go up and down (queues), not counts since the start. */
    private static boolean gaugeLike(String name) {
        return name.endsWith("_queue") || name.endsWith("_spooled") || name.equals("sockets_closing");
    }
}
