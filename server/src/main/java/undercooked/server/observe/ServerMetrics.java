package undercooked.server.observe;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

import io.prometheus.metrics.expositionformats.ExpositionFormatWriter;
import io.prometheus.metrics.expositionformats.OpenMetricsTextFormatWriter;
import io.prometheus.metrics.expositionformats.PrometheusTextFormatWriter;
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
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import io.prometheus.metrics.model.snapshots.Unit;

import undercooked.levels.RulesVersion;
import undercooked.protocol.RoomState;
import undercooked.protocol.Stats;
import undercooked.server.meters.Census;
import undercooked.server.meters.LatencyHistogram;
import undercooked.server.cluster.ClusterNode;
import undercooked.server.meters.Refusals;
import undercooked.server.meters.SlowTicks;
import undercooked.server.meters.SystemTimes;
import undercooked.server.rooms.RoomTally;
import undercooked.server.ws.ConnectionRegistry;
import undercooked.server.ws.WireGuard;

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

    /**
     * What the meters read: the counters /api/stats shows too (read once a scrape), the rooms'
     * tally by state, the histograms kept beside the census' rings, and the database pool.
     */
    public record Sources(Supplier<Census> census, Supplier<RoomTally> rooms, LatencyHistogram tickCost,
                          SlowTicks slowTicks, LatencyHistogram echo, Supplier<Map<String, Long>> databasePool,
                          Traffic traffic) {
        public Sources {
            Objects.requireNonNull(traffic, "traffic");
            Objects.requireNonNull(census, "census");
            Objects.requireNonNull(rooms, "rooms");
            Objects.requireNonNull(tickCost, "tickCost");
            Objects.requireNonNull(slowTicks, "slowTicks");
            Objects.requireNonNull(echo, "echo");
            Objects.requireNonNull(databasePool, "databasePool");
        }
    }

    /**
     * The node's meters that /api/stats does not show: time by kernel system, err frames by what
     * they refused and code, the sockets' frames and bytes, the room directory's heartbeats, the send
     * queues now, the archive's write latency (a node with an archive) and the session writes.
     */
    public record Traffic(SystemTimes systems, Refusals refusals, WireGuard wire, ClusterNode node,
                          Supplier<ConnectionRegistry.SendQueues> sendQueues,
                          Optional<LatencyHistogram> archiveWrites, LongSupplier sessionWrites) {
        public Traffic {
            Objects.requireNonNull(systems, "systems");
            Objects.requireNonNull(refusals, "refusals");
            Objects.requireNonNull(wire, "wire");
            Objects.requireNonNull(node, "node");
            Objects.requireNonNull(sendQueues, "sendQueues");
            Objects.requireNonNull(archiveWrites, "archiveWrites");
            Objects.requireNonNull(sessionWrites, "sessionWrites");
        }
    }

    static final String PREFIX = "undercooked_";

    private static final java.util.logging.Logger LOG = java.util.logging.Logger.getLogger(ServerMetrics.class.getName());

    private final PrometheusRegistry registry = new PrometheusRegistry();
    /** Names already logged as clashing: each is named once, not every scrape. */
    private final Set<String> clashes = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final Sources sources;
    private final PrometheusTextFormatWriter text = PrometheusTextFormatWriter.create();
    private final OpenMetricsTextFormatWriter openMetrics = OpenMetricsTextFormatWriter.create();

    public ServerMetrics(Sources sources) {
        this.sources = Objects.requireNonNull(sources, "sources");
        // The client's JVM meters, one by one: its thread meters are ours (JvmThreadMeters), which
        // look for deadlocks once a minute instead of stopping every thread twice a scrape, and so
        // are its process meters (ProcessMeters), which count the descriptors with one stat instead
        // of listing every one.
        io.prometheus.metrics.instrumentation.jvm.JvmBufferPoolMetrics.builder().register(registry);
        io.prometheus.metrics.instrumentation.jvm.JvmClassLoadingMetrics.builder().register(registry);
        io.prometheus.metrics.instrumentation.jvm.JvmCompilationMetrics.builder().register(registry);
        io.prometheus.metrics.instrumentation.jvm.JvmGarbageCollectorMetrics.builder().register(registry);
        io.prometheus.metrics.instrumentation.jvm.JvmMemoryPoolAllocationMetrics.builder().register(registry);
        io.prometheus.metrics.instrumentation.jvm.JvmMemoryMetrics.builder().register(registry);
        io.prometheus.metrics.instrumentation.jvm.JvmNativeMemoryMetrics.builder().register(registry);
        io.prometheus.metrics.instrumentation.jvm.JvmRuntimeInfoMetric.builder().register(registry);
        registry.register(new ProcessMeters());
        registry.register(new JvmThreadMeters());
        registry.register((MultiCollector) this::collect);
    }

    /** Every meter of ours from one census and one tally of the rooms, so a scrape is one consistent moment. */
    private MetricSnapshots collect() {
        Census st = sources.census().get();
        RoomTally rooms = sources.rooms().get();
        Unique b = new Unique(clashes);
        b.metricSnapshot(buildInfo());
        b.metricSnapshot(tickDuration());
        b.metricSnapshot(histogram("echo_latency_seconds",
                "Server's share of the echo: an input's arrival to the next snapshot written to its socket",
                sources.echo().boundsS(), sources.echo().snapshot(), Exemplars.EMPTY));
        b.metricSnapshot(rooms(rooms));
        b.metricSnapshot(gauge("seats", "Occupied seats over every room", rooms.seats()));
        b.metricSnapshot(gauge("spectators", "Watchers over every room", rooms.spectators()));
        b.metricSnapshot(gauge("tick_budget_over", "1 while the node refuses new rooms for its tick budget"
                + " (late ticks or writes, or its CPU with the rooms about to start), else 0",
                st.admission().overBudget().isPresent() ? 1 : 0));
        b.metricSnapshot(gauge("rooms_starting", "Rooms whose load is still to come: made and not yet played"
                + " (for up to 30 s), counting down, or playing for under 2 s", st.admission().roomsStarting()));
        Stats.Sockets k = st.sockets();
        b.metricSnapshot(gauge("sockets", "Open game sockets", k.open()));
        b.metricSnapshot(gauge("send_queue_max_frames", "Deepest send queue any socket has had", k.sendQueueMax()));
        ConnectionRegistry.SendQueues q = sources.traffic().sendQueues().get();
        b.metricSnapshot(gauge("send_queue_frames", "Frames waiting in every socket's send queue now", q.frames()));
        b.metricSnapshot(gauge("send_queue_deepest_frames", "Frames waiting in the deepest send queue now", q.deepest()));
        b.metricSnapshot(counter("send_queue_dropped_frames",
                "Snapshots not queued because their socket's send queue was full (a slow reader; a full frame follows)",
                q.dropped()));
        b.metricSnapshot(counter("protocol_closes", "Sockets closed 1002, 1007 or 1009 for breaking RFC 6455",
                k.protocolCloses()));
        b.metricSnapshot(counter("abrupt_drops", "Sockets that ended without a close frame", k.abruptDrops()));
        b.metricSnapshot(counter("frames_paced", "Frames a reader slowed for the frame-rate budgets", k.framesPaced()));
        b.metricSnapshot(gauge("sockets_on_loops", "Game sockets read and written by a socket loop (the rest keep a thread each)",
                k.onLoops()));
        b.metricSnapshot(gauge("sockets_closing", "Sockets whose close the server is waiting on", k.closing()));
        b.metricSnapshot(counter("close_timeouts", "Closes that ended the TCP connection after the wait",
                k.closeTimeouts()));
        Stats.Guards g = st.guards();
        b.metricSnapshot(counter("server_stalls", "Stalls of the server's own", g.serverStalls()));
        b.metricSnapshot(counter("sockets_refused_per_address", "Sockets refused for max_sockets_per_address",
                g.socketsRefusedPerAddress()));
        b.metricSnapshot(counter("rooms_closed_idle", "Lobbies closed after lobby_idle_s", g.roomsClosedIdle()));
        b.metricSnapshot(counter("takeovers_refused", "Replay takeovers refused for the tick budget",
                g.takeoversRefused()));
        b.metricSnapshot(counter("stall_frames_forgiven", "Frames passed on a stall's credit",
                g.stallFramesForgiven()));
        b.metricSnapshot(counter("ticks", "Room ticks run", st.ticks()));
        b.metricSnapshot(counter("late_ticks", "Room ticks that started a whole period late", st.lateTicks()));
        b.metricSnapshot(counter("rooms_aborted", "Rooms aborted by a failure in their tick", st.roomsAborted()));
        b.metricSnapshot(counter("session_writes", "Session changes written to the database",
                sources.traffic().sessionWrites().getAsLong()));
        b.metricSnapshot(counter("session_write_failures",
                "Session changes whose write failed at least once (kept and retried)", st.sessionWriteFailures()));
        Stats.InputCensus in = st.inputs();
        b.metricSnapshot(counter("inputs_received", "Input frames received", in.inputsReceived()));
        b.metricSnapshot(counter("inputs_dropped", "Input frames dropped", in.inputsDropped()));
        b.metricSnapshot(counter("stale_seqs", "Inputs with a sequence number already seen", in.staleSeqs()));
        b.metricSnapshot(counter("clamped_moves", "Moves longer than 1 clamped", in.clampedMoves()));
        b.metricSnapshot(counter("input_gaps", "Ticks a seat sent no input for", in.inputGaps()));
        b.metricSnapshot(counter("events_dropped", "Events over a frame's budget", in.eventsDropped()));
        st.archive().ifPresent(a -> {
            b.metricSnapshot(counter("replays_archived", "Rounds written to the archive", a.replaysArchived()));
            b.metricSnapshot(counter("archive_failures", "Rounds whose first write failed or that were dropped",
                    a.archiveFailures()));
            b.metricSnapshot(counter("replays_deleted", "Replays deleted by retention", a.replaysDeleted()));
            b.metricSnapshot(gauge("archive_queue", "Rounds waiting for the writer", a.archiveQueue()));
            b.metricSnapshot(gauge("archive_spooled", "Rounds kept in the outbox spool", a.archiveSpooled()));
            b.metricSnapshot(counter("archive_dropped", "Rounds dropped (a full queue)", a.archiveDropped()));
            b.metricSnapshot(counter("archive_write_errors", "Archive writes that failed", a.archiveWriteErrors()));
        });
        sources.traffic().archiveWrites().ifPresent(h -> b.metricSnapshot(histogram("archive_write_seconds",
                "A round's end to its archive row (a round spooled through an outage counts its wait)", h.boundsS(),
                h.snapshot(), Exemplars.EMPTY)));
        traffic(b, sources.traffic());
        sources.databasePool().get().forEach((name, v) -> b.metricSnapshot(gauge("database_pool_" + name,
                "Database connections (HikariCP): " + name.replace('_', ' '), v)));
        return b.build();
    }

    /**
     * The scrape in the format the {@code Accept} header asks for: OpenMetrics (with exemplars) or text.
     * Asked on a virtual thread (the main port's handlers), it is written on a platform thread of its
     * own: the Prometheus writers wrap the output in a {@link java.io.BufferedWriter}, which on a
     * virtual thread (JDK 25) starts at 512 chars and grows by exactly the chars each write needs, so
     * the char-by-char help and label text copied the buffer once a char up to 8,192: 13 ms of a
     * 400-room scrape's wall was that copying. On a platform thread it starts at 8,192 chars.
     */
    public Scrape scrape(String accept) {
        return onPlatformThread(() -> write(accept));
    }

    /**
     * {@code work}'s answer, computed on this thread when it is a platform thread, else on a
     * platform thread started for it (this thread waits); what {@code work} throws is rethrown.
     */
    static <T> T onPlatformThread(Supplier<T> work) {
        if (!Thread.currentThread().isVirtual()) {
            return work.get();
        }
        java.util.concurrent.FutureTask<T> task = new java.util.concurrent.FutureTask<>(work::get);
        Thread writer = Thread.ofPlatform().name("metrics-scrape").daemon().start(task);
        try {
            return task.get();
        } catch (InterruptedException e) {
            writer.interrupt();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the scrape was written", e);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException("the scrape failed", e.getCause());
        }
    }

    private Scrape write(String accept) {
        ExpositionFormatWriter writer = accept != null && openMetrics.accepts(accept) ? openMetrics : text;
        ByteArrayOutputStream out = new ByteArrayOutputStream(16 * 1024);
        try {
            writer.write(out, registry.scrape());
        } catch (IOException e) {
            throw new IllegalStateException("writing to memory failed", e);
        }
        return new Scrape(writer.getContentType(), out.toByteArray());
    }

    /**
     * The scrape's families, each name once. Two of ours with one name (a family added twice, or
     * two database pool figures whose names differ only where Prometheus writes '_') would make
     * the Prometheus client refuse the whole scrape; the second is left out instead, and its name
     * is logged once (a WARNING naming the family), so the node and the rest of its meters go on.
     */
    static final class Unique {
        private final Set<String> warned;
        private final Map<String, MetricSnapshot> byName = new java.util.LinkedHashMap<>();

        Unique(Set<String> warned) {
            this.warned = warned;
        }

        void metricSnapshot(MetricSnapshot m) {
            String name = io.prometheus.metrics.model.snapshots.PrometheusNaming.prometheusName(m.getMetadata().getName());
            if (byName.putIfAbsent(name, m) != null && warned.add(name)) {
                LOG.warning("metric name clash: " + name + " is exported twice; the second is left out of /metrics"
                        + " (a server bug: report it)");
            }
        }

        MetricSnapshots build() {
            return new MetricSnapshots(byName.values());
        }
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
                + " exemplars are the slowest recent ticks", sources.tickCost().boundsS(), sources.tickCost().snapshot(),
                Exemplars.of(exemplars));
    }

    private static void traffic(Unique b, Traffic t) {
        CounterSnapshot.Builder systems = CounterSnapshot.builder().name(PREFIX + "tick_system_seconds").unit(Unit.SECONDS)
                .help("Time spent in each kernel system over every room (the first also resolves the inputs)");
        t.systems().seconds().forEach((system, seconds) -> systems.dataPoint(CounterSnapshot.CounterDataPointSnapshot
                .builder().labels(Labels.of("system", system)).value(seconds).build()));
        b.metricSnapshot(systems.build());
        b.metricSnapshot(counter("kernel_substeps", "Kernel substeps run over every room", t.systems().substeps()));
        CounterSnapshot.Builder errors = CounterSnapshot.builder().name(PREFIX + "errors_sent")
                .help("err frames sent to clients by what they refused (hello, input, frame, command) and code");
        t.refusals().counts().forEach((what, byCode) -> byCode.forEach((code, n) -> errors.dataPoint(
                CounterSnapshot.CounterDataPointSnapshot.builder()
                        .labels(Labels.of("code", code.wire(), "refused", what.label())).value(n).build())));
        b.metricSnapshot(errors.build());
        b.metricSnapshot(counter("ws_frames_received", "WebSocket frames read from game sockets", t.wire().framesReceived()));
        b.metricSnapshot(bytes("ws_received_bytes", "Bytes read from game sockets, WebSocket framing included", t.wire().bytesReceived()));
        b.metricSnapshot(counter("ws_frames_sent", "WebSocket frames written to game sockets", t.wire().framesSent()));
        b.metricSnapshot(bytes("ws_sent_bytes", "Bytes written to game sockets, WebSocket framing included", t.wire().bytesSent()));
        b.metricSnapshot(counter("directory_heartbeats", "Heartbeats the room directory took", t.node().heartbeats()));
        b.metricSnapshot(counter("directory_heartbeat_failures", "Heartbeats to the room directory that failed",
                t.node().heartbeatFailures()));
    }

    private static MetricSnapshot bytes(String name, String help, double value) {
        return CounterSnapshot.builder().name(PREFIX + name).unit(Unit.BYTES).help(help)
                .dataPoint(CounterSnapshot.CounterDataPointSnapshot.builder().value(value).build()).build();
    }

    /** Which build a node runs, as an info meter (its value 1): a dashboard tells the nodes of a rollout apart by it. */
    private static MetricSnapshot buildInfo() {
        return io.prometheus.metrics.model.snapshots.InfoSnapshot.builder().name(PREFIX + "build")
                .help("The node's build: its version, the wire protocol it speaks and its kernel's rules version")
                .dataPoint(io.prometheus.metrics.model.snapshots.InfoSnapshot.InfoDataPointSnapshot.builder()
                        .labels(Labels.of("kernel", RulesVersion.current().id(), "kernel_name", RulesVersion.current().name(),
                                "protocol",
                                String.valueOf(undercooked.protocol.Protocol.PROTOCOL_VERSION),
                                "version", undercooked.protocol.BuildVersion.current()))
                        .build())
                .build();
    }

    private static MetricSnapshot rooms(RoomTally rooms) {
        GaugeSnapshot.Builder b = GaugeSnapshot.builder().name(PREFIX + "rooms").help("Live rooms by state");
        for (RoomState state : RoomState.values()) {
            b.dataPoint(GaugeSnapshot.GaugeDataPointSnapshot.builder()
                    .labels(Labels.of("state", state.name().toLowerCase(java.util.Locale.ROOT)))
                    .value(rooms.rooms(state)).build());
        }
        return b.build();
    }

    private static MetricSnapshot histogram(String name, String help, List<Double> boundsS,
            LatencyHistogram.Snapshot h, Exemplars exemplars) {
        List<Double> bounds = new ArrayList<>(boundsS);
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
        return Gauges.of(PREFIX + name, help, null, value);
    }

    private static MetricSnapshot counter(String name, String help, double value) {
        return CounterSnapshot.builder().name(PREFIX + name).help(help)
                .dataPoint(CounterSnapshot.CounterDataPointSnapshot.builder().value(value).build()).build();
    }

}
