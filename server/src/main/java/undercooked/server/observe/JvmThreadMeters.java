package undercooked.server.observe;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.LongSupplier;

import io.prometheus.metrics.model.registry.MultiCollector;
import io.prometheus.metrics.model.snapshots.CounterSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;

/**
 * The JVM's thread meters under the Prometheus Java client's own names ({@code jvm_threads_current},
 * {@code _daemon}, {@code _peak}, {@code _started_total}, {@code _state}, {@code _deadlocked},
 * {@code _deadlocked_monitor}), with one difference: the deadlock counts are looked for at most
 * once a minute, not at every scrape.
 *
 * <p>Why not the client's {@code JvmThreadsMetrics}: it calls {@code findDeadlockedThreads} and
 * {@code findMonitorDeadlockedThreads} at every scrape, and each is a safepoint: every Java thread
 * of the node (the rooms' ticks, the sockets' readers and writers) stops until the last one
 * reaches a poll. Two a scrape, seen with {@code -Xlog:safepoint} on an idle node (one took 4 ms
 * to reach); on a loaded node the threads being preempted must be scheduled first. A deadlock is
 * a state a node stays in, so a minute-old look at it loses nothing an operator acts on.
 */
final class JvmThreadMeters implements MultiCollector {

    /** How long a deadlock count is reused before it is looked for again. */
    static final long DEADLOCK_EVERY_NANOS = 60_000_000_000L;

    private final ThreadMXBean threads;
    private final LongSupplier clock;
    private long lookedAt;
    private boolean looked;
    private int deadlocked;
    private int deadlockedMonitor;

    JvmThreadMeters() {
        this(ManagementFactory.getThreadMXBean(), System::nanoTime);
    }

    JvmThreadMeters(ThreadMXBean threads, LongSupplier clock) {
        this.threads = threads;
        this.clock = clock;
    }

    @Override
    public MetricSnapshots collect() {
        lookForDeadlocks();
        MetricSnapshots.Builder b = MetricSnapshots.builder();
        b.metricSnapshot(Gauges.of("jvm_threads_current", "Current thread count of a JVM", null,
                threads.getThreadCount()));
        b.metricSnapshot(Gauges.of("jvm_threads_daemon", "Daemon thread count of a JVM", null,
                threads.getDaemonThreadCount()));
        b.metricSnapshot(Gauges.of("jvm_threads_peak", "Peak thread count of a JVM", null,
                threads.getPeakThreadCount()));
        b.metricSnapshot(CounterSnapshot.builder().name("jvm_threads_started").help("Started thread count of a JVM")
                .dataPoint(CounterSnapshot.CounterDataPointSnapshot.builder()
                        .value(threads.getTotalStartedThreadCount()).build()).build());
        synchronized (this) {
            b.metricSnapshot(Gauges.of("jvm_threads_deadlocked", "Cycles of JVM-threads that are in deadlock waiting to"
                    + " acquire object monitors or ownable synchronizers (looked for at most once a minute)", null,
                    deadlocked));
            b.metricSnapshot(Gauges.of("jvm_threads_deadlocked_monitor", "Cycles of JVM-threads that are in deadlock"
                    + " waiting to acquire object monitors (looked for at most once a minute)", null,
                    deadlockedMonitor));
        }
        GaugeSnapshot.Builder states = GaugeSnapshot.builder().name("jvm_threads_state")
                .help("Current count of threads by state");
        byState().forEach((state, n) -> states.dataPoint(GaugeSnapshot.GaugeDataPointSnapshot.builder()
                .labels(Labels.of("state", state.name())).value(n).build()));
        b.metricSnapshot(states.build());
        return b.build();
    }

    /** Looks for deadlocks when the last look is a minute old (or none was made). */
    synchronized void lookForDeadlocks() {
        long now = clock.getAsLong();
        if (looked && now - lookedAt < DEADLOCK_EVERY_NANOS) {
            return;
        }
        looked = true;
        lookedAt = now;
        long[] any = threads.findDeadlockedThreads();
        long[] monitor = threads.findMonitorDeadlockedThreads();
        deadlocked = any == null ? 0 : any.length;
        deadlockedMonitor = monitor == null ? 0 : monitor.length;
    }

    private Map<Thread.State, Long> byState() {
        Map<Thread.State, Long> n = new EnumMap<>(Thread.State.class);
        for (Thread.State s : Thread.State.values()) {
            n.put(s, 0L);
        }
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds(), 0)) {
            if (info != null) {
                n.merge(info.getThreadState(), 1L, Long::sum);
            }
        }
        return n;
    }
}
